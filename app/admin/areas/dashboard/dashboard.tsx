import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { OwnAreasDashboard } from "../../../../common/dashboard";
import { Skeleton } from "../../../components/ui/skeleton";
import { DeferredLoadError } from "../../components/deferred-load-error";
import { DemoRequestsPerWeek } from "../../components/demo-requests-per-week";
import { PageHeader } from "../../components/page-header";
import { adminRequest } from "../../lib/api-client";
import { backOfficeAreas } from "../../lib/areas";
import { formatCalendarDate, formatInstantDate } from "../../lib/format";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

/** Not awaited: the page (and its loading state) shows at once, the numbers fill in. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const summary = adminRequest<OwnAreasDashboard>("/api/admin/dashboard/own-areas", { signal: request.signal });
  // <Await> shows a failure; but when the layout's guard redirects first, nothing renders it,
  // and an unobserved rejection would be reported as an uncaught error.
  summary.catch(() => {});
  return { summary };
}

/** SPEC §8: the dashboard's one error message. */
const fetchError = "Error fetching data";

export function ErrorBoundary() {
  return (
    <p role="alert" className="rounded-xl bg-danger-soft p-6 font-medium text-danger">
      {fetchError}
    </p>
  );
}

const navEntry = (to: string) => {
  const entry = backOfficeAreas.find((area) => area.to === to);
  if (!entry) throw new Error(`${to} is not in the back office's sidebar`);
  return entry.nav;
};

/** SPEC §3's five counts and the newsletter's confirmed subscribers, each leading to its list. */
const countTiles = [
  { key: "userCount", to: "/admin/users" },
  { key: "blogCount", to: "/admin/blog" },
  { key: "jobOpeningCount", to: "/admin/job-openings" },
  { key: "planCount", to: "/admin/plans" },
  { key: "scheduleDemoCount", to: "/admin/demo-requests" },
  // Confirmed newsletter subscribers.
  { key: "subscriberCount", to: "/admin/subscribers" },
] as const satisfies ReadonlyArray<{ key: keyof OwnAreasDashboard; to: string }>;

const testId = (label: string) => `count-${label.toLowerCase().replace(/\s+/g, "-")}`;

interface RecentEntry {
  id: string;
  to: string;
  title: string;
  detail: string;
}

function RecentList({
  title,
  entries,
  emptyText,
  allTo,
}: {
  title: string;
  entries: RecentEntry[];
  emptyText: string;
  allTo: string;
}) {
  const headingId = `recent-${testId(title)}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface shadow-card">
      <div className="flex items-center justify-between gap-3 border-line border-b px-5 py-3">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <Link to={allTo} className="font-medium text-brand-ink text-sm hover:underline">
          View all<span className="sr-only"> {title.replace(/^Recent /, "").toLowerCase()}</span>
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="px-5 py-4 text-ink-muted text-sm">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-line">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3 text-sm"
            >
              <Link to={entry.to} className="min-w-0 break-words font-medium hover:text-brand-ink hover:underline">
                {entry.title}
              </Link>
              {entry.detail && <span className="text-ink-muted">{entry.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A recent list, when the summary has its area (a role sees only the areas it may open). */
const recentList = <T,>(
  rows: T[] | undefined,
  list: { title: string; allTo: string; emptyText: string; entry: (row: T) => RecentEntry },
) => (rows ? [{ title: list.title, allTo: list.allTo, emptyText: list.emptyText, entries: rows.map(list.entry) }] : []);

function Summary({ summary }: { summary: OwnAreasDashboard }) {
  const recent: Array<{ title: string; entries: RecentEntry[]; emptyText: string; allTo: string }> = [
    ...recentList(summary.recentScheduleDemos, {
      title: "Recent demo requests",
      allTo: "/admin/demo-requests",
      emptyText: "No demo requests yet.",
      entry: (request) => ({
        id: request._id,
        to: "/admin/demo-requests",
        title: request.name || "Name not given",
        detail: `${formatCalendarDate(request.date)}, ${request.time}`,
      }),
    }),
    ...recentList(summary.recentBlogPosts, {
      title: "Recent blog posts",
      allTo: "/admin/blog",
      emptyText: "No blog posts yet.",
      entry: (post) => ({
        id: post._id,
        to: `/admin/blog/${post._id}`,
        title: post.title,
        detail: formatInstantDate(post.date),
      }),
    }),
    ...recentList(summary.recentJobOpenings, {
      title: "Recent job openings",
      allTo: "/admin/job-openings",
      emptyText: "No job openings yet.",
      entry: (opening) => ({
        id: opening._id,
        to: `/admin/job-openings/${opening._id}`,
        title: opening.title,
        detail: opening.location,
      }),
    }),
    ...recentList(summary.recentPlans, {
      title: "Recent plans",
      allTo: "/admin/plans",
      emptyText: "No plans yet.",
      entry: (plan) => ({ id: plan._id, to: `/admin/plans/${plan._id}`, title: plan.name, detail: plan.price }),
    }),
    ...recentList(summary.recentUsers, {
      title: "Recent users",
      allTo: "/admin/users",
      emptyText: "No users yet.",
      entry: (user) => ({ id: user._id, to: "/admin/users", title: user.username, detail: "" }),
    }),
  ];
  const tiles = countTiles.flatMap((tile) => {
    const value = summary[tile.key];
    return value === undefined ? [] : [{ ...tile, value }];
  });
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
        {tiles.map(({ key, to, value }) => {
          const { label, icon: TileIcon } = navEntry(to);
          return (
            <li key={key}>
              <Link
                to={to}
                className="block h-full rounded-2xl border border-line bg-surface p-4 shadow-card hover:border-brand sm:p-5"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-medium text-ink-muted text-sm">{label}</span>
                  <TileIcon aria-hidden="true" className="size-5 shrink-0 text-brand-ink" />
                </span>
                <span className="mt-2 block font-bold text-3xl tabular-nums" data-testid={testId(label)}>
                  {value.toLocaleString("en-US")}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {summary.demoRequestsPerWeek && <DemoRequestsPerWeek weeks={summary.demoRequestsPerWeek} />}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {recent.map((list) => (
          <RecentList key={list.title} {...list} />
        ))}
      </div>
    </>
  );
}

function SummaryLoading() {
  return (
    <div role="status">
      <span className="sr-only">Loading the dashboard…</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
        {countTiles.map(({ key }) => (
          <Skeleton key={key} className="h-[6.25rem] rounded-2xl" />
        ))}
      </div>
      <Skeleton className="mt-6 h-[22rem] rounded-2xl" />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <PageHeader title="Dashboard" description="The site at a glance: what is new, and where to act." />
      <Suspense fallback={<SummaryLoading />}>
        <Await resolve={loaderData.summary} errorElement={<DeferredLoadError message={fetchError} />}>
          {(summary) => <Summary summary={summary} />}
        </Await>
      </Suspense>
    </div>
  );
}
