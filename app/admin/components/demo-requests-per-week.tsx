import { lazy } from "react";
import type { DashboardSummary } from "../../../common/dashboard";
import { formatDayAndMonth } from "../lib/format";
import { ChartCard } from "./chart-card";

/** recharts is a chunk of its own, fetched after the dashboard's numbers are on screen. */
const DemoRequestsChart = lazy(() => import("./demo-requests-chart"));

const weekLabel = (monday: string, style: "short" | "long") => formatDayAndMonth(monday, style === "long");

/** Demo requests per week for the dashboard, as a bar chart or a table (ChartCard). */
export function DemoRequestsPerWeek({ weeks }: { weeks: DashboardSummary["demoRequestsPerWeek"] }) {
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  return (
    <ChartCard
      id="per-week"
      title="Demo requests per week"
      summary={`Last ${weeks.length} weeks: ${total.toLocaleString("en-US")} in all`}
      chartTestId="demo-requests-chart"
      chart={
        <DemoRequestsChart
          weeks={weeks.map((week) => ({ label: weekLabel(week.weekStart, "short"), count: week.count }))}
        />
      }
      caption="Demo requests per week, oldest first"
      columns={["Week of", "Demo requests"]}
      rows={weeks.map((week) => ({
        key: week.weekStart,
        label: weekLabel(week.weekStart, "long"),
        values: [week.count],
      }))}
    />
  );
}
