import { type SQL, sql } from "drizzle-orm";
import type { AnalyticsFilterKey } from "../../../common/analytics";
import { addDays, businessTimeZone, zonedInstant } from "../../../common/business-time";
import { businessDateOf } from "../../../common/dates";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows-of";

/**
 * Daily rollups and retention of the raw analytics rows (ADR 029). Housekeeping runs
 * `run()` every ten minutes: it rolls every complete day (business zone) not yet rolled up into
 * `analytics_daily`, for all views and for each single filter's values, re-rolling the last
 * rolled day once more for rows flushed just after midnight, prunes each rolled day's rare
 * filter rows (ADR 033), then deletes raw rows older than the retention. Several instances may run it at
 * once: a transaction-scoped advisory lock lets one roll at a time, and a roll replaces the
 * day's rows (delete, then insert), so running twice gives the same rows.
 */

/** The business day of a timestamptz column, as YYYY-MM-DD text (what `analytics_daily.day` holds). */
export const dayOf = (column: SQL) => sql`to_char(${column} at time zone ${businessTimeZone}, 'YYYY-MM-DD')`;

/** Where a business day begins, as an instant. */
export const dayStart = (day: string) => zonedInstant(day, "00:00");

export const scheduleDemoPath = "/schedule-demo";
/** With a filter, the funnel's second step: filtered visitors who opened /schedule-demo that day. */
export const scheduleDemoViewed = "schedule_demo_viewed";

/**
 * The select list of the page views' grouping sets (total, then one set per dimension): which
 * dimension a row is of, its key, its views and its distinct visitors. Visitor ids are hex, so
 * byte order sorts them for the distinct count far faster than the locale's, with the same count.
 */
const dimensionCounts = sql`case
        when grouping(path) = 0 then 'page'
        when grouping(referrer_host) = 0 then 'referrer'
        when grouping(utm_source) = 0 then 'utm_source'
        when grouping(utm_medium) = 0 then 'utm_medium'
        when grouping(utm_campaign) = 0 then 'utm_campaign'
        when grouping(device) = 0 then 'device'
        else 'total'
      end as dimension,
      coalesce(path, referrer_host, utm_source, utm_medium, utm_campaign, device, '') as key,
      sum(views)::int as views,
      count(distinct visitor collate "C")::int as visitors`;

/** Distinct visitors of events: an event with no visitor behind it ("") counts as one of its own. */
const eventVisitors = sql`(count(distinct nullif(visitor, '')) + count(*) filter (where visitor = ''))::int`;

/**
 * Per-day counts of the raw rows in [start, end), in `analytics_daily`'s shape: one pass over the
 * page views with grouping sets for the total and each dimension, and the events by name and,
 * for clicks on calls to action, by button. `viewFilter` narrows the page views (a condition on
 * the `pv` alias); events then count only for visitors with such a view that day, and a "funnel"
 * row per day counts those of them who opened /schedule-demo that day (hash joins on day and
 * visitor, no per-row lookups).
 */
export function rawDailyRows(start: Date, end: Date, viewFilter?: SQL, oneDay?: string): SQL {
  const from = start.toISOString();
  const until = end.toISOString();
  // Rows of one business day (today's, read on every dashboard request) all have its date.
  const day = (column: SQL) => (oneDay ? sql`${oneDay}::text` : dayOf(column));
  // A semi-join (the planner hashes `seen`); a plain join was planned as a merge join over every
  // event of the range, sorted.
  const seen = viewFilter ? sql`where (day, visitor) in (select day, visitor from seen)` : sql``;
  const seenAnd = viewFilter ? sql`and (day, visitor) in (select day, visitor from seen)` : sql``;
  return sql`(
    -- Kept once for the filtered visitors' joins; unfiltered, it is read once and inlined (faster).
    with fv as ${viewFilter ? sql`materialized` : sql``} (
      select ${day(sql`pv.at`)} as day, pv.path, pv.referrer_host, pv.utm_source, pv.utm_medium,
        pv.utm_campaign, pv.device, pv.visitor, pv.views
      from analytics_page_views pv
      where pv.at >= ${from} and pv.at < ${until} and ${viewFilter ?? sql`true`}
    ),
    seen as (select distinct day, visitor from fv),
    ev as materialized (
      select ${day(sql`e.at`)} as day, e.name, e.detail, e.visitor
      from analytics_events e
      where e.at >= ${from} and e.at < ${until}
        ${viewFilter ? sql`and e.visitor in (select visitor from seen)` : sql``}
    )
    select day,
      ${dimensionCounts}
    from fv
    group by grouping sets ((day), (day, path), (day, referrer_host), (day, utm_source), (day, utm_medium),
      (day, utm_campaign), (day, device))
    union all
    select day, 'event', name, count(*)::int, ${eventVisitors} from ev ${seen} group by day, name
    union all
    select day, 'cta', detail, count(*)::int, ${eventVisitors} from ev where name = 'cta_click' ${seenAnd} group by day, detail
    ${
      viewFilter
        ? sql`union all
    select day, 'funnel', ${scheduleDemoViewed}, count(*)::int, count(*)::int
    from (
      -- Only the filtered visitors' views of the page are worked on (the index holds the visitor).
      select distinct ${day(sql`pv.at`)} as day, pv.visitor from analytics_page_views pv
      where pv.at >= ${from} and pv.at < ${until} and pv.path = ${scheduleDemoPath}
        and pv.visitor in (select visitor from seen)
    ) demo join seen using (day, visitor) group by day`
        : sql``
    }
  )`;
}

/** What each dashboard filter narrows, as a column of the page views (common/analytics.ts names them). */
export const filterColumns = {
  path: "path",
  referrer: "referrer_host",
  utm_source: "utm_source",
  utm_campaign: "utm_campaign",
  device: "device",
} as const satisfies Record<AnalyticsFilterKey, string>;

/**
 * Per-day counts of the raw rows in [start, end) for every single filter at once, in
 * `analytics_daily`'s shape with its `filter` and `filter_value`: each view is counted once per
 * filter it can be narrowed by (its path, its referrer, …; an empty value is no filter's), then
 * the same grouping sets, events and funnel rows as `rawDailyRows` with that filter, per
 * (filter, value). One pass, about three rows per view.
 */
function scopedDailyRows(start: Date, end: Date): SQL {
  const from = start.toISOString();
  const until = end.toISOString();
  const scopes = sql.raw(
    Object.entries(filterColumns)
      .map(([filter, column]) => `('${filter}', fv.${column})`)
      .join(", "),
  );
  return sql`(
    with fv as materialized (
      select ${dayOf(sql`pv.at`)} as day, pv.path, pv.referrer_host, pv.utm_source, pv.utm_medium,
        pv.utm_campaign, pv.device, pv.visitor, pv.views
      from analytics_page_views pv
      where pv.at >= ${from} and pv.at < ${until}
    ),
    sv as materialized (
      select scope.filter, scope.filter_value, fv.*
      from fv cross join lateral (values ${scopes}) as scope(filter, filter_value)
      where scope.filter_value <> ''
    ),
    ev as materialized (
      select ${dayOf(sql`e.at`)} as day, e.name, e.detail, e.visitor
      from analytics_events e
      where e.at >= ${from} and e.at < ${until}
    ),
    seen as materialized (select distinct day, filter, filter_value, visitor from sv),
    demo as (select distinct day, visitor from fv where path = ${scheduleDemoPath})
    select day, filter, filter_value,
      ${dimensionCounts}
    from sv
    group by grouping sets ((day, filter, filter_value), (day, filter, filter_value, path),
      (day, filter, filter_value, referrer_host), (day, filter, filter_value, utm_source),
      (day, filter, filter_value, utm_medium), (day, filter, filter_value, utm_campaign),
      (day, filter, filter_value, device))
    union all
    select day, filter, filter_value, 'event', name, count(*)::int, ${eventVisitors}
    from ev join seen using (day, visitor) group by day, filter, filter_value, name
    union all
    select day, filter, filter_value, 'cta', detail, count(*)::int, ${eventVisitors}
    from ev join seen using (day, visitor) where name = 'cta_click' group by day, filter, filter_value, detail
    union all
    select day, filter, filter_value, 'funnel', ${scheduleDemoViewed}, count(*)::int, count(*)::int
    from seen join demo using (day, visitor) group by day, filter, filter_value
  )`;
}

/**
 * A rolled day keeps, per filter, the rows of its `filterValuesPerDay` most viewed values only
 * (ADR 033): a referrer or campaign seen a handful of times that day matters to nobody's filtered
 * view, and without a cap each distinct value costs about seven rows for good.
 */
export const filterValuesPerDay = 50;
/**
 * Within a kept filter value, a rolled day keeps the `keysPerFilterValue` most viewed keys of each
 * open-ended dimension (pages, referrers, utm values); the dashboard shows the 10 largest of a range.
 */
export const keysPerFilterValue = 25;
/** The dimensions whose keys are as many as the values clients send; devices, events and CTAs are fixed lists. */
const openEndedDimensions = sql.raw(`('page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign')`);

/**
 * Deletes the rare filter rows of the rolled days [from, to]: the values beyond each filter's
 * `filterValuesPerDay` most viewed of the day (ties: more visitors, then the value), and within
 * the rest, the keys beyond `keysPerFilterValue` of each open-ended dimension. Unfiltered rows
 * are all kept: the dashboard's unfiltered lists and totals read them.
 */
async function pruneRareFilterRows(tx: Pick<Database, "execute">, from: string, to: string): Promise<number> {
  const rareValues = await rowsOf<{ count: number }>(
    tx,
    sql`with rare as (
      select filter, filter_value, day from (
        select filter, filter_value, day,
          row_number() over (partition by day, filter order by views desc, visitors desc, filter_value) as rank
        from analytics_daily
        where filter <> '' and dimension = 'total' and day >= ${from} and day <= ${to}
      ) ranked where rank > ${filterValuesPerDay}
    ), gone as (
      delete from analytics_daily d using rare
      where d.filter = rare.filter and d.filter_value = rare.filter_value and d.day = rare.day
      returning 1)
    select count(*)::int as count from gone`,
  );
  const rareKeys = await rowsOf<{ count: number }>(
    tx,
    sql`with rare as (
      select filter, filter_value, day, dimension, key from (
        select filter, filter_value, day, dimension, key,
          row_number() over (partition by filter, filter_value, day, dimension order by views desc, visitors desc, key) as rank
        from analytics_daily
        where filter <> '' and dimension in ${openEndedDimensions} and day >= ${from} and day <= ${to}
      ) ranked where rank > ${keysPerFilterValue}
    ), gone as (
      delete from analytics_daily d using rare
      where d.filter = rare.filter and d.filter_value = rare.filter_value and d.day = rare.day
        and d.dimension = rare.dimension and d.key = rare.key
      returning 1)
    select count(*)::int as count from gone`,
  );
  return (rareValues[0]?.count ?? 0) + (rareKeys[0]?.count ?? 0);
}

/** The last day rolled up (every rolled day has a "total" row, zeros included), or null. */
export async function lastRolledDay(db: Pick<Database, "execute">, onOrBefore?: string): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select max(day) as day from analytics_daily
      where filter = '' and filter_value = '' and dimension = 'total' ${onOrBefore ? sql`and day <= ${onOrBefore}` : sql``}`,
  );
  return row?.day ?? null;
}

/** The first day whose raw rows are kept: today and the `retentionDays` before it. */
export const rawSinceDay = (today: string, retentionDays: number) => addDays(today, -retentionDays);

export function createAnalyticsRollups({
  db,
  clock,
  retentionDays,
}: {
  db: Database;
  clock: Clock;
  retentionDays: number;
}) {
  /** Rolls up complete days not yet rolled (and the last rolled one again); answers the rows written. */
  async function rollUp(): Promise<number> {
    const today = businessDateOf(clock.now());
    const yesterday = addDays(today, -1);
    const keepFrom = rawSinceDay(today, retentionDays);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aster-hrms:analytics-rollup'))`);
      const last = await lastRolledDay(tx);
      let from: string | null;
      if (last) {
        from = last >= keepFrom ? last : addDays(last, 1);
      } else {
        const [first] = await rowsOf<{ day: string | null }>(
          tx,
          sql`select least(
            (select ${dayOf(sql`min(at)`)} from analytics_page_views),
            (select ${dayOf(sql`min(at)`)} from analytics_events)) as day`,
        );
        from = first?.day ?? null;
      }
      if (!from || from > yesterday) return 0;
      await tx.execute(sql`delete from analytics_daily where day >= ${from} and day <= ${yesterday}`);
      const inserted = await rowsOf<{ count: number }>(
        tx,
        sql`with written as (
          insert into analytics_daily (day, dimension, key, views, visitors)
          ${rawDailyRows(dayStart(from), dayStart(today))}
          returning 1)
        select count(*)::int as count from written`,
      );
      const insertedByFilter = await rowsOf<{ count: number }>(
        tx,
        sql`with written as (
          insert into analytics_daily (day, filter, filter_value, dimension, key, views, visitors)
          ${scopedDailyRows(dayStart(from), dayStart(today))}
          returning 1)
        select count(*)::int as count from written`,
      );
      const pruned = await pruneRareFilterRows(tx, from, yesterday);
      // A day with no views still gets its total row: it marks the day as rolled.
      await tx.execute(sql`
        insert into analytics_daily (day, dimension, key, views, visitors)
        select to_char(d, 'YYYY-MM-DD'), 'total', '', 0, 0
        from generate_series(${from}::date, ${yesterday}::date, interval '1 day') as d
        on conflict do nothing`);
      return (inserted[0]?.count ?? 0) + (insertedByFilter[0]?.count ?? 0) - pruned;
    });
  }

  /** Deletes raw rows older than the retention, never of a day that is not rolled up yet. */
  async function purgeRaw(): Promise<number> {
    const today = businessDateOf(clock.now());
    const last = await lastRolledDay(db);
    if (!last) return 0;
    const keepFrom = rawSinceDay(today, retentionDays);
    const before = dayStart(keepFrom <= last ? keepFrom : addDays(last, 1)).toISOString();
    const views = await rowsOf<{ count: number }>(
      db,
      sql`with gone as (delete from analytics_page_views where at < ${before} returning 1) select count(*)::int as count from gone`,
    );
    const events = await rowsOf<{ count: number }>(
      db,
      sql`with gone as (delete from analytics_events where at < ${before} returning 1) select count(*)::int as count from gone`,
    );
    return (views[0]?.count ?? 0) + (events[0]?.count ?? 0);
  }

  return {
    rollUp,
    purgeRaw,
    /** The housekeeping task: roll up first, so retention never deletes rows not yet counted. */
    async run(): Promise<number> {
      return (await rollUp()) + (await purgeRaw());
    },
  };
}

export type AnalyticsRollups = ReturnType<typeof createAnalyticsRollups>;
