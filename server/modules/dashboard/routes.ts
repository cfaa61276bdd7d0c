import { dashboardSummarySchema } from "../../../common/dashboard";
import type { AppModule, ModuleRoutes } from "../module";

/** GET /api/admin/dashboard: the dashboard summary (SPEC §3; SPEC §7's GET /api/admin: ../spec-aliases.ts). */
const adminRoutes: ModuleRoutes = async (app, { services: { dashboard } }) => {
  app.get(
    "/api/admin/dashboard",
    { schema: { summary: "The back office's dashboard summary", response: { 200: dashboardSummarySchema } } },
    () => dashboard.summary(),
  );
};

export const dashboardModule: AppModule = {
  name: "dashboard",
  tag: { name: "Dashboard", description: "The back office's summary." },
  adminRoutes,
};
