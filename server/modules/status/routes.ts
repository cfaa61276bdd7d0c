import { statusReportSchema } from "../../../common/status";
import { statusCacheControl } from "../../../common/status-cache-control";
import type { AppModule, ModuleRoutes } from "../module";

/**
 * GET /api/status: what /status shows, for its refresh every half minute. Not page-cached (no
 * `pageCache` option): a kept answer could outlive its check.
 */
const publicRoutes: ModuleRoutes = async (app, { services: { status } }) => {
  app.get(
    "/api/status",
    { schema: { summary: "The site's status: each component's health", response: { 200: statusReportSchema } } },
    async (_request, reply) => {
      const { report, freshForMs } = await status.current();
      reply.header("cache-control", statusCacheControl(freshForMs));
      return report;
    },
  );
};

export const statusModule: AppModule = {
  name: "status",
  tag: { name: "Status", description: "What /status shows, refreshed by the page." },
  publicRoutes,
};
