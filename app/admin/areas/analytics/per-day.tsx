import { lazy } from "react";
import type { AnalyticsReport } from "../../../../common/analytics";
import { ChartCard } from "../../components/chart-card";
import { formatCalendarDate, formatDayAndMonth } from "../../lib/format";
import { number } from "./report-format";

/** recharts is a chunk of its own, fetched after the numbers are on screen. */
const AnalyticsChart = lazy(() => import("../../components/analytics-chart"));

/** Visitors and page views per day, as a chart or a table (ChartCard); a day per row, so it scrolls. */
export function PerDay({ report }: { report: AnalyticsReport }) {
  return (
    <ChartCard
      id="per-day"
      title="Visitors and page views per day"
      summary={
        <>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-brand align-middle" /> Visitors{" "}
          <span aria-hidden="true" className="mr-1 ml-3 inline-block h-0.5 w-4 bg-ink-muted align-middle" /> Page views
        </>
      }
      chartTestId="analytics-chart"
      chart={
        <AnalyticsChart
          days={report.series.map((day) => ({
            label: formatDayAndMonth(day.day),
            visitors: day.visitors,
            pageViews: day.pageViews,
          }))}
        />
      }
      caption="Visitors and page views per day, oldest first"
      columns={["Day", "Visitors", "Page views"]}
      rows={report.series.map((day) => ({
        key: day.day,
        label: formatCalendarDate(day.day),
        values: [number(day.visitors), number(day.pageViews)],
      }))}
      scrollTable
    />
  );
}
