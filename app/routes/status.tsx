import { data } from "react-router";
import { statusCacheControl } from "../../common/status-cache-control";
import { PageHero } from "../components/marketing/page-hero";
import { StatusBoard } from "../components/status/status-board";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/status";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "System Status",
    description:
      "Live status of Aster HRMS: whether the website, demo booking and email delivery are working right now, checked every 15 seconds, with each one's last 90 days.",
    path: "/status",
    publicUrl: publicUrlOf(matches),
  });

/**
 * The server's own checks (server/modules/status/monitor.ts) and the days recorded from them
 * (history.ts). The page is never kept by the page cache, and browsers may keep it only as long
 * as the check stays the answer. A database that is down is news this page reports, not a
 * failure of the page: it answers 200 whatever it shows, with the history last read, or none.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCache.skip();
  const [{ report, freshForMs }, history] = await Promise.all([
    context.services.status.current(),
    context.services.statusHistory.current(),
  ]);
  return data({ report, history }, { headers: { "Cache-Control": statusCacheControl(freshForMs) } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** /status: is Aster working right now, part by part. */
export default function Status({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        eyebrow="Status"
        title="System status"
        intro="Whether the website, demo booking and our emails are working right now, and how each has done over the last 90 days."
      />
      <StatusBoard initial={loaderData.report} history={loaderData.history} />
    </main>
  );
}
