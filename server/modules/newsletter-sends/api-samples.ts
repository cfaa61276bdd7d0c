import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ newPost, confirmedSubscriber }) => ({
  "GET /api/admin/blog/:id/newsletter": async () => ({ id: await newPost(), status: 200 }),
  "POST /api/admin/blog/:id/newsletter/test": async () => ({
    id: await newPost(),
    payload: { to: "editor@example.com" },
    status: 202,
    row: { action: "test-send", entity: "newsletter_send" },
  }),
  "POST /api/admin/blog/:id/newsletter/send": async () => {
    // One confirmed subscriber to send to.
    await confirmedSubscriber();
    return { id: await newPost(), status: 201, row: { action: "send", entity: "newsletter_send" } };
  },
});
