import { errorBodySchema } from "../../../common/errors";
import { statusHistorySchema, statusReportSchema } from "../../../common/status";
import { statusCacheControl } from "../../../common/status-cache-control";
import type { ModuleRoutes } from "../module";

/**
 * GET /api/status: what /status shows, for its refresh every half minute; GET
 * /api/status/history: the 90 days under it. Not page-cached (no `pageCache` option): a kept
 * answer could outlive its check.
 */
export const publicRoutes: ModuleRoutes = async (app, { services: { status, statusHistory } }) => {
  app.get(
    "/api/status",
    { schema: { summary: "The site's status: each component's health", response: { 200: statusReportSchema } } },
    async (_request, reply) => {
      const { report, freshForMs } = await status.current();
      reply.header("cache-control", statusCacheControl(freshForMs));
      return report;
    },
  );

  app.get(
    "/api/status/history",
    {
      schema: {
        summary: "Each component's last 90 days: its worst state per day (India time) and uptime",
        response: { 200: statusHistorySchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const history = await statusHistory.current();
      if (!history) return reply.status(503).send({ message: "The status history cannot be read just now" });
      // Recorded once a minute; read again at most once per live check.
      reply.header("cache-control", "public, max-age=60");
      return history;
    },
  );
};
