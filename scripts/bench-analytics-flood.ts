/**
 * bench:analytics, its flood section (ADR 033): what 10,000 page reads from one address,
 * each with a new 190-character utm_source and a new referrer, add to the analytics store. The
 * built server (pages from `npm run build`, limits as shipped) on a fresh database holds a day of
 * real traffic, rolled up; the flood goes over HTTP from 127.0.0.1 with a browser's user agent;
 * then the day is rolled again (as housekeeping does after midnight) and the rows, distinct values
 * and bytes are compared with the bound ADR 033 documents for one client and day. Exit status 1
 * when a count is over its bound or a dashboard top list changed.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { AnalyticsReport } from "../common/analytics";
import { analyticsEventNames } from "../common/analytics-events";
import { ctas } from "../common/ctas";
import { businessDateOf } from "../common/dates";
import { authHeader } from "../common/http";
import { buildApp } from "../server/app";
import { systemClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { type DatabaseHandle, openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { rowsOf } from "../server/db/rows-of";
import {
  newValuesPerClientPerDay,
  viewsPerClientPerDay,
  viewsPerClientPerMinute,
} from "../server/modules/analytics/client-budget";
import { createAnalyticsRollups, filterValuesPerDay, keysPerFilterValue } from "../server/modules/analytics/rollup";
import { createAccountAsSystem } from "../server/modules/users/service";
import { scratchPostgres, signInOver } from "./bench-support";
import { table } from "./table";

const reads = Number(process.env.FLOOD_READS ?? 10_000);
const concurrency = 16;
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const admin = { username: "bench-admin", password: "bench password 0123456789", role: "admin" as const };
/** The filters a view can be narrowed by (rollup.ts `filterColumns`). */
const filters = 5;
/**
 * ADR 033's bound on the rows one filter value keeps for a day: its total, 25 keys of each of
 * the five open-ended lists, three devices, every event and call to action, the funnel's row.
 */
const rowsPerFilterValue = 1 + 5 * keysPerFilterValue + 3 + analyticsEventNames.length + Object.keys(ctas).length + 1;
/**
 * ADR 033's bound on the rollup rows one client adds in a day: each new value it brings is one
 * key of the unfiltered rows, at most one key in each kept value of each filter, and (for a
 * filter's column) a filter value of its own.
 */
const rollupRowsPerClient = newValuesPerClientPerDay * (1 + filters * filterValuesPerDay + rowsPerFilterValue);

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function read(origin: string, path: string, headers: http.OutgoingHttpHeaders): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { agent: keepAlive, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

interface StoreCounts {
  rawRows: number;
  views: number;
  values: number;
  dailyRows: number;
  filterValues: number;
  bytes: number;
}

async function storeCounts(database: DatabaseHandle): Promise<StoreCounts> {
  const [row] = await rowsOf<StoreCounts>(
    database.db,
    sql`select
      (select count(*) from analytics_page_views)::int as "rawRows",
      (select coalesce(sum(views), 0) from analytics_page_views)::int as views,
      (select count(*) from (
        select referrer_host as value from analytics_page_views union select utm_source from analytics_page_views
        union select utm_medium from analytics_page_views union select utm_campaign from analytics_page_views
        union select utm_term from analytics_page_views union select utm_content from analytics_page_views
      ) v where value <> '')::int as values,
      (select count(*) from analytics_daily)::int as "dailyRows",
      (select count(*) from (select distinct filter, filter_value from analytics_daily where filter <> '') f)::int as "filterValues",
      (pg_total_relation_size('analytics_page_views') + pg_total_relation_size('analytics_daily'))::int as bytes`,
  );
  if (!row) throw new Error("no counts");
  return row;
}

/** A day of real traffic, as the collector would have written it: every top list longer than it shows. */
async function insertRealTraffic(database: DatabaseHandle) {
  await database.db.execute(sql`
    insert into analytics_page_views (at, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor, views)
    select now() - (g || ' seconds')::interval, case when g % 4 = 0 then '/pricing' else '/' end,
      'site-' || (g % 12) || '.example', 'source-' || (g % 12), 'medium-' || (g % 12), 'campaign-' || (g % 12),
      case when g % 3 = 0 then 'mobile' else 'desktop' end, md5(g::text), 40 - g % 12
    from generate_series(1, 600) as g`);
}

const topLists = (report: AnalyticsReport) =>
  JSON.stringify(
    (["pages", "referrers", "utmSources", "utmMediums", "utmCampaigns", "devices", "ctas"] as const).map((list) =>
      report[list].map((entry) => entry.key),
    ),
  );

/** Runs the flood and prints its table; answers whether everything stayed within its bound. */
export async function benchFlood(serverUrl: string | undefined): Promise<boolean> {
  const scratch = serverUrl ? await scratchPostgres(serverUrl, "bench_analytics_flood") : undefined;
  const database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite" });
  await migrateDatabase(database);
  await createAccountAsSystem({ db: database.db, clock: systemClock }, admin);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    ...(scratch && { DATABASE_URL: scratch.url }),
  });
  const app = await buildApp({ config, database, pages: { kind: "build" }, logger: false, backgroundJobs: false });
  try {
    await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: "127.0.0.1" });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await signInOver(origin, admin);
    const today = businessDateOf(systemClock.now());
    const report = async () => {
      const response = await fetch(`${origin}/api/admin/analytics?from=${today}&to=${today}`, {
        headers: { [authHeader]: token },
      });
      return (await response.json()) as AnalyticsReport;
    };
    // Housekeeping after midnight: the rollups of today, made with tomorrow's clock.
    const afterMidnight = { ...systemClock, now: () => new Date(systemClock.now().getTime() + 86_400_000) };
    const rollups = createAnalyticsRollups({ db: database.db, clock: afterMidnight, retentionDays: 90 });

    await insertRealTraffic(database);
    await rollups.rollUp();
    const before = await storeCounts(database);
    const listsBefore = topLists(await report());

    const started = performance.now();
    let next = 0;
    let answered200 = 0;
    const worker = async () => {
      while (next < reads) {
        const i = next++;
        const status = await read(origin, `/pricing?utm_source=${"s".repeat(186)}${String(i).padStart(4, "0")}`, {
          "user-agent": browser,
          referer: `https://flood-${i}.example/`,
        });
        if (status === 200) answered200 += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    await app.services.analyticsCollector.flush();
    await rollups.rollUp();
    const after = await storeCounts(database);
    const listsAfter = topLists(await report());
    const { viewsOverRate, valuesRefused } = app.services.analyticsCollector.stats();

    const minutes = Math.ceil(seconds / 60) + 1;
    const rows: Array<[string, number, number, number | null]> = [
      [
        "page views counted",
        before.views,
        after.views,
        Math.min(viewsPerClientPerDay, minutes * viewsPerClientPerMinute),
      ],
      ["raw page-view rows", before.rawRows, after.rawRows, viewsPerClientPerDay],
      ["distinct referrer and utm values", before.values, after.values, newValuesPerClientPerDay],
      ["rollup rows (analytics_daily)", before.dailyRows, after.dailyRows, rollupRowsPerClient],
      ["filter values in the rollups", before.filterValues, after.filterValues, newValuesPerClientPerDay],
      ["bytes of both tables", before.bytes, after.bytes, null],
    ];
    const within = rows.every(([, was, is, bound]) => bound === null || is - was <= bound);
    const listsSame = listsAfter === listsBefore;
    const n = (value: number) => value.toLocaleString("en-US");
    console.log(
      `\n${reads.toLocaleString("en-US")} page reads from 127.0.0.1, each with a new utm_source and referrer, in ${seconds.toFixed(1)} s: ${n(answered200)} answered 200; ${n(viewsOverRate)} views not counted (over the client's rate), ${n(valuesRefused)} values stored as "".`,
    );
    console.log(
      `\n${table(
        ["", "before", "after", "growth", "bound (one client, one day)", ""],
        rows.map(([name, was, is, bound]) => [
          name,
          n(was),
          n(is),
          n(is - was),
          bound === null ? "" : n(bound),
          bound === null ? "" : is - was <= bound ? "ok" : "OVER",
        ]),
      )}`,
    );
    console.log(`\nThe dashboard's top lists (keys in order): ${listsSame ? "unchanged" : "CHANGED"}.`);
    return within && listsSame;
  } finally {
    keepAlive.destroy();
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    await scratch?.drop();
  }
}
