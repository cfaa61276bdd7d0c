import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = () => ({
  "GET /api/admin/audit": async () => ({ status: 200 }),
  "GET /api/admin/audit/kinds": async () => ({ status: 200 }),
});
