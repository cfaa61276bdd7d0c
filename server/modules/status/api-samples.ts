import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = () => ({
  "GET /api/status": async () => ({ status: 200 }),
  "GET /api/status/history": async () => ({ status: 200 }),
});
