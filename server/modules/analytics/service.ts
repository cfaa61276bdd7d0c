import type { AnalyticsQuery } from "../../../common/analytics";
import { analyticsReport, type DashboardContext } from "./report";
import { rangeOf } from "./report-range";

export { topLimit } from "./range-counts";

/**
 * The analytics dashboard's numbers (ADR 029). Complete days come from the daily rollups, which
 * hold all views and each single filter's values; the days not rolled yet (today) come from the
 * raw rows. Two or more filters at once come from the raw rows alone, which are kept
 * `retentionDays`: a rollup of one filter cannot say how many of a page's visitors came from a
 * referrer.
 *
 * Wired here from its steps: report-range (the days and filters a query asks for), range-counts
 * (a range's counts from the rollups and raw rows), funnel and report (the numbers the page shows).
 */
export function createAnalyticsService(context: DashboardContext) {
  return {
    rangeOf,
    report: (query: AnalyticsQuery) => analyticsReport(context, query),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
