import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ submit, newest }) => {
  const dataRightsRequest = (requestType = "access") => ({
    name: "Farah Qureshi",
    email: "farah@example.com",
    requestType,
  });
  const newRequest = async (requestType?: string) => {
    await submit("/api/data-rights-requests", dataRightsRequest(requestType));
    return newest("/api/admin/data-rights-requests", "receivedAt");
  };
  return {
    "POST /api/data-rights-requests": {
      publicWrite: "a visitor's GDPR/DPDP request, rate-limited; staff track it in /admin/data-rights-requests",
      call: async () => ({ payload: dataRightsRequest(), status: 201 }),
    },
    "GET /api/admin/data-rights-requests": async () => ({ status: 200 }),
    "GET /api/admin/data-rights-requests/:id": async () => ({ id: await newRequest(), status: 200 }),
    "PATCH /api/admin/data-rights-requests/:id": async () => ({
      id: await newRequest("deletion"),
      payload: { status: "closed" },
      status: 200,
      row: { entity: "data_rights_request", before: { status: "open" }, after: { status: "closed" } },
    }),
  };
};
