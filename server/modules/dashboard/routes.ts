import { dashboardSummarySchema, ownAreasDashboardSchema } from "../../../common/dashboard";
import { signedInAdmin } from "../auth/guard";
import type { ModuleRoutes } from "../module";

/**
 * GET /api/admin/dashboard: SPEC's dashboard summary, every area (an admin's: SPEC §3; SPEC §7's
 * GET /api/admin is ../spec-aliases.ts). GET /api/admin/dashboard/own-areas: the back office's
 * dashboard, the areas of the signed-in role only.
 */
export const staffRoutes: ModuleRoutes = async (app, { services: { dashboard } }) => {
  app.get(
    "/api/admin/dashboard",
    {
      schema: {
        summary: "The dashboard summary of every area (SPEC; admins)",
        response: { 200: dashboardSummarySchema },
      },
    },
    () => dashboard.fullSummary(),
  );

  app.get(
    "/api/admin/dashboard/own-areas",
    {
      schema: {
        summary: "The dashboard of the areas the signed-in role may open",
        response: { 200: ownAreasDashboardSchema },
      },
    },
    (request) => dashboard.summaryFor(signedInAdmin(request).role),
  );
};
