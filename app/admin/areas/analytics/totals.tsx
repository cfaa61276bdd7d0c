import type { AnalyticsComparison, AnalyticsReport } from "../../../../common/analytics";
import { cn } from "../../../lib/cn";
import { formatDayAndMonth } from "../../lib/format";
import { number } from "./report-format";

function Change({ comparison }: { comparison: AnalyticsComparison }) {
  if (comparison.change === null) return <span className="text-ink-muted">no previous data</span>;
  const sign = comparison.change > 0 ? "+" : "";
  return (
    <span className={cn(comparison.change >= 0 ? "text-success" : "text-danger", "font-medium")}>
      {sign}
      {comparison.change}%
    </span>
  );
}

/** Visitors, page views and demos booked, each against the period before. */
export function Totals({ report }: { report: AnalyticsReport }) {
  const tiles: Array<[string, AnalyticsComparison]> = [
    ["Visitors", report.totals.visitors],
    ["Page views", report.totals.pageViews],
    ["Demos booked", report.totals.demosBooked],
  ];
  const previous = `${formatDayAndMonth(report.previousFrom)} – ${formatDayAndMonth(report.previousTo)}`;
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {tiles.map(([label, comparison]) => (
        <li key={label} className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5">
          <span className="font-medium text-ink-muted text-sm">{label}</span>
          <span
            className="mt-1 block font-bold text-3xl tabular-nums"
            data-testid={`total-${label.toLowerCase().replace(/\s+/g, "-")}`}
          >
            {number(comparison.value)}
          </span>
          <span className="mt-1 block text-sm">
            <Change comparison={comparison} />{" "}
            <span className="text-ink-muted">
              vs {number(comparison.previous)} ({previous})
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
