import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ queuedEmail }) => ({
  "GET /api/admin/outbox": async () => ({ status: 200 }),
  "GET /api/admin/outbox/:id": async () => ({ id: await queuedEmail(), status: 200 }),
  "POST /api/admin/outbox/:id/retry": async () => ({
    id: await queuedEmail(),
    status: 200,
    row: { action: "retry", entity: "email" },
  }),
});
