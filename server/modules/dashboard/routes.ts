import { dashboardSummarySchema } from "../../../common/dashboard";
import { signedInAdmin } from "../auth/guard";
import type { ModuleRoutes } from "../module";

/** GET /api/admin/dashboard: the dashboard summary (SPEC §3; SPEC §7's GET /api/admin: ../spec-aliases.ts). */
export const staffRoutes: ModuleRoutes = async (app, { services: { dashboard } }) => {
  app.get(
    "/api/admin/dashboard",
    { schema: { summary: "The back office's dashboard summary", response: { 200: dashboardSummarySchema } } },
    (request) => dashboard.summary(signedInAdmin(request).role),
  );
};
