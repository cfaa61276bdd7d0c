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
      "Live status of Aster HRMS: whether the database, email delivery and page serving are working right now, checked every 15 seconds.",
    path: "/status",
    publicUrl: publicUrlOf(matches),
  });

/**
 * The server's own checks (server/modules/status/monitor.ts). The page is never kept by the page
 * cache, and browsers may keep it only as long as the check stays the answer. A database that is
 * down is news this page reports, not a failure of the page: it answers 200 whatever it shows.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCache.skip();
  const { report, freshForMs } = await context.services.status.current();
  return data({ report }, { headers: { "Cache-Control": statusCacheControl(freshForMs) } });
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
        intro="What this server sees right now: whether the database answers, whether emails are going out on time, and whether pages are served from memory."
      />
      <StatusBoard initial={loaderData.report} />
    </main>
  );
}
