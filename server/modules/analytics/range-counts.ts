import { type SQL, sql } from "drizzle-orm";
import { type AnalyticsFilters, analyticsFilterKeys } from "../../../common/analytics";
import { addDays } from "../../../common/business-time";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows-of";
import { dayStart, filterColumns, lastRolledDay, rawDailyRows, scheduleDemoPath } from "./rollup";

/** How many entries each top list shows. */
export const topLimit = 10;

/** A range's count of one dimension's key (`day` only for the per-day totals). */
export interface CountRow {
  day: string | null;
  dimension: string;
  key: string;
  views: number;
  visitors: number;
}

/** The raw page views' condition for the filters given (on the `pv` alias), or undefined for none. */
function filterCondition(filters: AnalyticsFilters): SQL | undefined {
  const conditions = analyticsFilterKeys
    .filter((key) => filters[key] !== undefined)
    .map((key) => sql`${sql.raw(`pv.${filterColumns[key]}`)} = ${filters[key]}`);
  return conditions.length === 0 ? undefined : sql.join(conditions, sql` and `);
}

/**
 * Where a range's per-day rows come from (ADR 029): complete days from the daily rollups, which
 * hold all views and each single filter's values, and the days not rolled yet (today) from the
 * raw rows. Two or more filters at once come from the raw rows alone: a rollup of one filter
 * cannot say how many of a page's visitors came from a referrer.
 */
async function dailyRows(db: Database, from: string, to: string, filters: AnalyticsFilters): Promise<SQL> {
  const given = analyticsFilterKeys.filter((key) => filters[key] !== undefined);
  const filter = filterCondition(filters);
  if (given.length > 1) return rawDailyRows(dayStart(from), dayStart(addDays(to, 1)), filter);
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
  return sql.join(parts, sql` union all `);
}

/**
 * The range's counts summed over its days: per-day totals, each dimension's top entries, every
 * event, and the /schedule-demo page's visitors (the funnel's second step).
 */
export async function countsBetween(
  { db }: { db: Database },
  from: string,
  to: string,
  filters: AnalyticsFilters,
): Promise<CountRow[]> {
  const source = await dailyRows(db, from, to, filters);
  return rowsOf<CountRow>(
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
