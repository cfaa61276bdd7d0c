import type { AnalyticsComparison, AnalyticsCount, AnalyticsQuery, AnalyticsReport } from "../../../common/analytics";
import { addDays } from "../../../common/business-time";
import { businessDateOf } from "../../../common/dates";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { demoFunnel, eventCount, totalOf } from "./funnel";
import { type CountRow, countsBetween, topLimit } from "./range-counts";
import { filtersOf, previousPeriod, rangeOf } from "./report-range";
import { rawSinceDay } from "./rollup";

/** What the dashboard's numbers are read with (the analytics manifest passes them). */
export interface DashboardContext {
  db: Database;
  clock: Clock;
  /** ANALYTICS_RETENTION_DAYS: how far back raw rows (and so two filters at once) reach. */
  retentionDays: number;
}

function compare(value: number, previous: number): AnalyticsComparison {
  return { value, previous, change: previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10 };
}

/** A dimension's top entries, most viewed first (ties by key). */
const topOf = (rows: CountRow[], dimension: string): AnalyticsCount[] =>
  rows
    .filter((row) => row.dimension === dimension)
    .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key))
    .slice(0, topLimit)
    .map(({ key, views, visitors }) => ({ key, views, visitors }));

/** Every day from `from` to `to`, oldest first, a day without views as zeros. */
function seriesOf(rows: CountRow[], from: string, to: string): AnalyticsReport["series"] {
  const perDay = new Map(rows.filter((row) => row.dimension === "total").map((row) => [row.day, row]));
  const series: AnalyticsReport["series"] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = perDay.get(day);
    series.push({ day, visitors: row?.visitors ?? 0, pageViews: row?.views ?? 0 });
  }
  return series;
}

/** The dashboard (ADR 029): the range's numbers, each compared with the period just before it. */
export async function analyticsReport(context: DashboardContext, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const today = businessDateOf(context.clock.now());
  const { from, to } = rangeOf(query, today);
  const { previousFrom, previousTo } = previousPeriod(from, to);
  const filters = filtersOf(query);

  const [current, previous] = await Promise.all([
    countsBetween(context, from, to, filters),
    countsBetween(context, previousFrom, previousTo, filters),
  ]);

  return {
    from,
    to,
    previousFrom,
    previousTo,
    filters,
    rawSince: rawSinceDay(today, context.retentionDays),
    totals: {
      visitors: compare(totalOf(current, "visitors"), totalOf(previous, "visitors")),
      pageViews: compare(totalOf(current, "views"), totalOf(previous, "views")),
      demosBooked: compare(eventCount(current, "demo_booked"), eventCount(previous, "demo_booked")),
    },
    series: seriesOf(current, from, to),
    pages: topOf(current, "page"),
    referrers: topOf(current, "referrer"),
    utmSources: topOf(current, "utm_source"),
    utmMediums: topOf(current, "utm_medium"),
    utmCampaigns: topOf(current, "utm_campaign"),
    devices: topOf(current, "device"),
    ctas: topOf(current, "cta"),
    funnel: demoFunnel(current, Object.keys(filters).length > 0),
    events: {
      contact_sent: eventCount(current, "contact_sent", "views"),
      newsletter_confirmed: eventCount(current, "newsletter_confirmed", "views"),
      assistant_asked: eventCount(current, "assistant_asked", "views"),
    },
  };
}
