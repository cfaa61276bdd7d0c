import {
  type AnalyticsFilters,
  type AnalyticsQuery,
  analyticsFilterKeys,
  analyticsRanges,
} from "../../../common/analytics";
import { addDays } from "../../../common/business-time";

/** What a dashboard query asks for: its days, the period it is compared with, and its filters. Pure. */

const defaultRange = "30d";

/** Days from `from` to `to`, both counted. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The range a query asks for: from/to, or the N days (30 by default) ending on `to` or today. */
export function rangeOf(query: AnalyticsQuery, today: string): { from: string; to: string } {
  const days = analyticsRanges[query.range ?? defaultRange];
  const to = query.to ?? today;
  return { from: query.from ?? addDays(to, -(days - 1)), to };
}

/** The days just before the range, as many as it has: what its numbers are compared with. */
export function previousPeriod(from: string, to: string): { previousFrom: string; previousTo: string } {
  return { previousFrom: addDays(from, -daysBetween(from, to)), previousTo: addDays(from, -1) };
}

/** The filters a query sets, and only those. */
export function filtersOf(query: AnalyticsQuery): AnalyticsFilters {
  const filters: AnalyticsFilters = {};
  for (const key of analyticsFilterKeys) if (query[key] !== undefined) filters[key] = query[key];
  return filters;
}
