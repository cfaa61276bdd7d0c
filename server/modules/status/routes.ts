import { statusReportSchema } from "../../../common/status";
import type { AppModule, ModuleRoutes } from "../module";

/**
 * `Cache-Control` for a status answer: kept no longer than its check stays the answer, so no
 * browser or proxy shows a state older than one interval. The page cache never keeps it (the
 * route does not opt in; the page's loader skips it).
 */
export function statusCacheControl(freshForMs: number): string {
  const seconds = Math.floor(freshForMs / 1000);
  return seconds > 0 ? `public, max-age=${seconds}` : "no-store";
}

/** GET /api/status: what /status shows, for its refresh every half minute. */
const publicRoutes: ModuleRoutes = async (app, { services: { status } }) => {
  app.get("/api/status", { schema: { response: { 200: statusReportSchema } } }, async (_request, reply) => {
    const { report, freshForMs } = await status.current();
    reply.header("cache-control", statusCacheControl(freshForMs));
    return report;
  });
};

export const statusModule: AppModule = { name: "status", publicRoutes };
