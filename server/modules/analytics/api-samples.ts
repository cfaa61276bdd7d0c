import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = () => ({
  "POST /api/analytics/cta": {
    publicWrite: "counts a click on a call to action (analytics beacon), rate-limited; no personal data",
    call: async () => ({ payload: { cta: "header-demo", path: "/pricing" }, status: 204 }),
  },
  "GET /api/admin/analytics": async () => ({ query: "range=30d&device=mobile", status: 200 }),
  "GET /api/admin/analytics/export.csv": async () => ({ query: "range=7d", status: 200 }),
});
