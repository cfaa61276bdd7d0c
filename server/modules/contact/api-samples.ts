import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ enquiry, newEnquiry }) => ({
  "POST /api/contact": {
    publicWrite: "a visitor's enquiry, rate-limited; staff see it in /admin/enquiries",
    call: async () => ({ payload: enquiry(), status: 201 }),
  },
  "GET /api/admin/enquiries": async () => ({ status: 200 }),
  "PATCH /api/admin/enquiries/:id": async () => ({
    id: await newEnquiry(),
    payload: { handled: true },
    status: 200,
    row: { entity: "contact_enquiry" },
  }),
});
