import { lazy, Suspense, useState } from "react";
import type { DashboardSummary } from "../../../common/dashboard";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { formatDayAndMonth } from "../lib/format";
import { ChartTableToggle } from "./chart-table-toggle";

/** recharts is a chunk of its own, fetched after the dashboard's numbers are on screen. */
const DemoRequestsChart = lazy(() => import("./demo-requests-chart"));

const weekLabel = (monday: string, style: "short" | "long") => formatDayAndMonth(monday, style === "long");

/**
 * Demo requests per week for the dashboard: a bar chart for the eye, and the same numbers as a
 * table for screen readers (always in the page, visually hidden) or for anyone who asks for it.
 */
export function DemoRequestsPerWeek({ weeks }: { weeks: DashboardSummary["demoRequestsPerWeek"] }) {
  const [asTable, setAsTable] = useState(false);
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  return (
    <section aria-labelledby="per-week-heading" className="mt-6 rounded-2xl border border-line bg-surface shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-line border-b px-5 py-3">
        <div>
          <h2 id="per-week-heading" className="font-semibold">
            Demo requests per week
          </h2>
          <p className="text-ink-muted text-sm">
            Last {weeks.length} weeks: {total.toLocaleString("en-US")} in all
          </p>
        </div>
        <ChartTableToggle asTable={asTable} onToggle={() => setAsTable(!asTable)} />
      </div>
      <div className="p-4">
        {!asTable && (
          <div aria-hidden="true" className="h-64" data-testid="demo-requests-chart">
            <Suspense fallback={<Skeleton className="size-full" />}>
              <DemoRequestsChart
                weeks={weeks.map((week) => ({ label: weekLabel(week.weekStart, "short"), count: week.count }))}
              />
            </Suspense>
          </div>
        )}
        <div className={cn(!asTable && "sr-only")}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Demo requests per week, oldest first</caption>
            <thead className="text-ink-muted">
              <tr className="border-line border-b">
                <th scope="col" className="px-3 py-2 font-semibold">
                  Week of
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Demo requests
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    {weekLabel(week.weekStart, "long")}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{week.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
