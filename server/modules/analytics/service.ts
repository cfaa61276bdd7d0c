import { type SQL, sql } from "drizzle-orm";
import {
  type AnalyticsComparison,
  type AnalyticsCount,
  type AnalyticsFilters,
  type AnalyticsQuery,
  type AnalyticsReport,
  analyticsFilterKeys,
  analyticsRanges,
  funnelSteps,
} from "../../../common/analytics";
import { addDays } from "../../../common/business-time";
import { businessDateOf } from "../../../common/dates";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows-of";
import { dayStart, filterColumns, lastRolledDay, rawDailyRows, rawSinceDay, scheduleDemoPath } from "./rollup";

/** How many entries each top list shows. */
export const topLimit = 10;
const defaultRange = "30d";

interface Row {
  day: string | null;
  dimension: string;
  key: string;
  views: number;
  visitors: number;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

function compare(value: number, previous: number): AnalyticsComparison {
  return { value, previous, change: previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10 };
}

const share = (part: number, whole: number | undefined) =>
  whole === undefined || whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

/**
 * The analytics dashboard's numbers (ADR 029). Complete days come from the daily rollups, which
 * hold all views and each single filter's values; the days not rolled yet (today) come from the
 * raw rows. Two or more filters at once come from the raw rows alone, which are kept
 * `retentionDays`: a rollup of one filter cannot say how many of a page's visitors came from a
 * referrer.
 */
export function createAnalyticsService({
  db,
  clock,
  retentionDays,
}: {
  db: Database;
  clock: Clock;
  retentionDays: number;
}) {
  /** The raw page views' condition for the filters given (on the `pv` alias), or undefined for none. */
  function filterCondition(filters: AnalyticsFilters): SQL | undefined {
    const conditions = analyticsFilterKeys
      .filter((key) => filters[key] !== undefined)
      .map((key) => sql`${sql.raw(`pv.${filterColumns[key]}`)} = ${filters[key]}`);
    return conditions.length === 0 ? undefined : sql.join(conditions, sql` and `);
  }

  /**
   * The range's counts summed over its days: per-day totals, each dimension's top entries, every
   * event, and the /schedule-demo page's visitors (the funnel's second step).
   */
  async function counts(from: string, to: string, filters: AnalyticsFilters): Promise<Row[]> {
    const given = analyticsFilterKeys.filter((key) => filters[key] !== undefined);
    const filter = filterCondition(filters);
    let source: SQL;
    if (given.length > 1) {
      source = rawDailyRows(dayStart(from), dayStart(addDays(to, 1)), filter);
    } else {
      const [only] = given;
      const scope = only
        ? sql`filter = ${only} and filter_value = ${filters[only]}`
        : sql`filter = '' and filter_value = ''`;
      const last = await lastRolledDay(db, to);
      const rolledTo = last && last >= from ? last : null;
      const rawFrom = rolledTo ? addDays(rolledTo, 1) : from;
      const parts: SQL[] = [];
      if (rolledTo) {
        parts.push(sql`(select day, dimension, key, views, visitors from analytics_daily
          where ${scope} and day >= ${from} and day <= ${rolledTo})`);
      }
      if (rawFrom <= to) {
        parts.push(rawDailyRows(dayStart(rawFrom), dayStart(addDays(to, 1)), filter, rawFrom === to ? to : undefined));
      }
      source = sql.join(parts, sql` union all `);
    }
    return rowsOf<Row>(
      db,
      sql`select day, dimension, key, views, visitors from (
        select case when dimension = 'total' then day end as day, dimension, key,
          sum(views)::int as views, sum(visitors)::int as visitors,
          row_number() over (partition by dimension order by sum(views) desc, key) as rank
        from (${source}) rows
        group by 1, 2, 3
      ) ranked
      where dimension in ('total', 'event', 'funnel') or rank <= ${topLimit}
        or (dimension = 'page' and key = ${scheduleDemoPath})`,
    );
  }

  /** The range a query asks for: from/to, or the N days (30 by default) ending on `to` or today. */
  function rangeOf(query: AnalyticsQuery, today: string): { from: string; to: string } {
    const days = analyticsRanges[query.range ?? defaultRange];
    const to = query.to ?? today;
    return { from: query.from ?? addDays(to, -(days - 1)), to };
  }

  return {
    rangeOf,

    async report(query: AnalyticsQuery): Promise<AnalyticsReport> {
      const today = businessDateOf(clock.now());
      const { from, to } = rangeOf(query, today);
      const length = daysBetween(from, to);
      const previousTo = addDays(from, -1);
      const previousFrom = addDays(from, -length);
      const filters: AnalyticsFilters = {};
      for (const key of analyticsFilterKeys) if (query[key] !== undefined) filters[key] = query[key];
      const filtered = Object.keys(filters).length > 0;

      const [current, previous] = await Promise.all([
        counts(from, to, filters),
        counts(previousFrom, previousTo, filters),
      ]);

      const totalOf = (rows: Row[], field: "views" | "visitors") =>
        rows.filter((row) => row.dimension === "total").reduce((sum, row) => sum + row[field], 0);
      const eventOf = (rows: Row[], name: string, field: "views" | "visitors" = "visitors") =>
        rows.find((row) => row.dimension === "event" && row.key === name)?.[field] ?? 0;
      const top = (dimension: string): AnalyticsCount[] =>
        current
          .filter((row) => row.dimension === dimension)
          .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key))
          .slice(0, topLimit)
          .map(({ key, views, visitors }) => ({ key, views, visitors }));

      const perDay = new Map(current.filter((row) => row.dimension === "total").map((row) => [row.day, row]));
      const series: AnalyticsReport["series"] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const row = perDay.get(day);
        series.push({ day, visitors: row?.visitors ?? 0, pageViews: row?.views ?? 0 });
      }

      const visitors = totalOf(current, "visitors");
      const stepCounts = [
        visitors,
        (filtered
          ? current.find((row) => row.dimension === "funnel")
          : current.find((row) => row.dimension === "page" && row.key === scheduleDemoPath)
        )?.visitors ?? 0,
        eventOf(current, "demo_code_sent"),
        eventOf(current, "demo_email_verified"),
        eventOf(current, "demo_booked"),
      ];
      const funnel = funnelSteps.map((step, index) => {
        const count = stepCounts[index] ?? 0;
        return {
          key: step.key,
          label: step.label,
          count,
          fromPrevious: index === 0 ? null : share(count, stepCounts[index - 1]),
          fromFirst: index === 0 ? null : share(count, stepCounts[0]),
        };
      });

      return {
        from,
        to,
        previousFrom,
        previousTo,
        filters,
        rawSince: rawSinceDay(today, retentionDays),
        totals: {
          visitors: compare(visitors, totalOf(previous, "visitors")),
          pageViews: compare(totalOf(current, "views"), totalOf(previous, "views")),
          demosBooked: compare(eventOf(current, "demo_booked"), eventOf(previous, "demo_booked")),
        },
        series,
        pages: top("page"),
        referrers: top("referrer"),
        utmSources: top("utm_source"),
        utmMediums: top("utm_medium"),
        utmCampaigns: top("utm_campaign"),
        devices: top("device"),
        ctas: top("cta"),
        funnel,
        events: {
          contact_sent: eventOf(current, "contact_sent", "views"),
          newsletter_confirmed: eventOf(current, "newsletter_confirmed", "views"),
          assistant_asked: eventOf(current, "assistant_asked", "views"),
        },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
