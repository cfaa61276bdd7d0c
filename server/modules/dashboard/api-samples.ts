import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = () => ({
  "GET /api/admin/dashboard": async () => ({ status: 200 }),
  "GET /api/admin/dashboard/own-areas": async () => ({ status: 200 }),
});
