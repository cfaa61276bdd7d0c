import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ unique, newSubscriber }) => ({
  "POST /api/newsletter/subscribe": {
    publicWrite: "a visitor's newsletter sign-up, rate-limited per address and email; double opt-in",
    call: async () => ({ payload: { email: `reader${unique()}@example.com` }, status: 200 }),
  },
  // The emailed links' pages post these: they are not in the API document, so they have no call.
  "POST /newsletter/confirm": {
    publicWrite: "the Confirm button of the emailed link's page, authorised by the signed link",
  },
  "POST /newsletter/unsubscribe": {
    publicWrite: "one-click unsubscribe (RFC 8058) and the page's button, authorised by the signed link",
  },
  "GET /api/admin/subscribers": async () => ({ query: "status=pending", status: 200 }),
  "GET /api/admin/subscribers/export.csv": async () => ({ status: 200 }),
  "DELETE /api/admin/subscribers/:id": async () => ({
    id: await newSubscriber(),
    status: 200,
    // The address goes with the row: the log keeps only its status.
    row: { action: "delete", entity: "newsletter_subscriber", before: { status: "pending" } },
  }),
});
