import { type AnalyticsReport, funnelSteps } from "../../../common/analytics";
import type { CountRow } from "./range-counts";
import { scheduleDemoPath } from "./rollup";

/** The demo funnel of a range's counts: visitors, /schedule-demo, code sent, email verified, booked. Pure. */

/** A range's distinct visitors (or views) of one event; 0 when none happened. */
export const eventCount = (rows: CountRow[], name: string, field: "views" | "visitors" = "visitors") =>
  rows.find((row) => row.dimension === "event" && row.key === name)?.[field] ?? 0;

/** A range's total over its days, of visitors or page views. */
export const totalOf = (rows: CountRow[], field: "views" | "visitors") =>
  rows.filter((row) => row.dimension === "total").reduce((sum, row) => sum + row[field], 0);

const share = (part: number, whole: number | undefined) =>
  whole === undefined || whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

/**
 * Each step's visitors, with its share of the step before and of the first. With filters, the
 * second step is the filtered visitors who opened /schedule-demo that day (the "funnel" rows):
 * the filtered page list may not include /schedule-demo itself.
 */
export function demoFunnel(current: CountRow[], filtered: boolean): AnalyticsReport["funnel"] {
  const stepCounts = [
    totalOf(current, "visitors"),
    (filtered
      ? current.find((row) => row.dimension === "funnel")
      : current.find((row) => row.dimension === "page" && row.key === scheduleDemoPath)
    )?.visitors ?? 0,
    eventCount(current, "demo_code_sent"),
    eventCount(current, "demo_email_verified"),
    eventCount(current, "demo_booked"),
  ];
  return funnelSteps.map((step, index) => {
    const count = stepCounts[index] ?? 0;
    return {
      key: step.key,
      label: step.label,
      count,
      fromPrevious: index === 0 ? null : share(count, stepCounts[index - 1]),
      fromFirst: index === 0 ? null : share(count, stepCounts[0]),
    };
  });
}
