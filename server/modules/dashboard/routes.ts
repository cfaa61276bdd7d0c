import { dashboardSummarySchema } from "../../../common/dashboard";
import type { AppModule, ModuleRoutes } from "../module";

/** GET /api/admin: the dashboard summary (SPEC §3, §7). */
const adminRoutes: ModuleRoutes = async (app, { services: { dashboard } }) => {
  app.get("/api/admin", { schema: { response: { 200: dashboardSummarySchema } } }, () => dashboard.summary());
};

export const dashboardModule: AppModule = { name: "dashboard", adminRoutes };
