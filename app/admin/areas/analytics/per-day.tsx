import { lazy, Suspense, useState } from "react";
import type { AnalyticsReport } from "../../../../common/analytics";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { ChartTableToggle } from "../../components/chart-table-toggle";
import { formatCalendarDate, formatDayAndMonth } from "../../lib/format";
import { number } from "./report-format";

/** recharts is a chunk of its own, fetched after the numbers are on screen. */
const AnalyticsChart = lazy(() => import("../../components/analytics-chart"));

/** Visitors and page views per day, as a chart or (for screen readers always) a table. */
export function PerDay({ report }: { report: AnalyticsReport }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <section aria-labelledby="per-day-heading" className="mt-6 rounded-2xl border border-line bg-surface shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-line border-b px-5 py-3">
        <div>
          <h2 id="per-day-heading" className="font-semibold">
            Visitors and page views per day
          </h2>
          <p className="text-ink-muted text-sm">
            <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-brand align-middle" /> Visitors{" "}
            <span aria-hidden="true" className="mr-1 ml-3 inline-block h-0.5 w-4 bg-ink-muted align-middle" /> Page
            views
          </p>
        </div>
        <ChartTableToggle asTable={asTable} onToggle={() => setAsTable(!asTable)} />
      </div>
      <div className="p-4">
        {!asTable && (
          <div aria-hidden="true" className="h-64" data-testid="analytics-chart">
            <Suspense fallback={<Skeleton className="size-full" />}>
              <AnalyticsChart
                days={report.series.map((day) => ({
                  label: formatDayAndMonth(day.day),
                  visitors: day.visitors,
                  pageViews: day.pageViews,
                }))}
              />
            </Suspense>
          </div>
        )}
        <div className={cn(!asTable && "sr-only", "max-h-96 overflow-y-auto")}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visitors and page views per day, oldest first</caption>
            <thead className="text-ink-muted">
              <tr className="border-line border-b">
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Visitors
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.series.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    {formatCalendarDate(day.day)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{number(day.visitors)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number(day.pageViews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
