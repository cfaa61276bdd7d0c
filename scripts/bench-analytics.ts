import { sql } from "drizzle-orm";
import { addDays, businessTimeZone } from "../common/business-time";
import { businessDateOf } from "../common/dates";
import { systemClock } from "../server/clock";
import { type DatabaseHandle, openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { createAnalyticsRollups } from "../server/modules/analytics/rollup";
import { createAccountAsSystem } from "../server/modules/users/service";
import { benchFlood } from "./bench-analytics-flood";
import {
  type Answer,
  closeAgent,
  get,
  scratchPostgres,
  signInOver,
  startBenchApp,
  startFloor,
  time,
} from "./bench-support";
import { table } from "./table";

const iterations = Number(process.env.ITERATIONS ?? 50);
const warmup = Number(process.env.WARMUP ?? 5);
const views = Number(process.env.VIEWS ?? 1_000_000);
const days = 90;
const scratchName = "bench_analytics";
const admin = { username: "bench-admin", password: "bench password 0123456789", role: "admin" as const };
const targetP95Ms = { postgres: 100, pglite: 300 } as const;
const sections = new Set((process.env.SECTIONS ?? "dashboard,flood").split(",").map((section) => section.trim()));

const cases = [
  { name: "7 days", query: "range=7d" },
  { name: "30 days", query: "range=30d" },
  { name: "90 days", query: "range=90d" },
  { name: "7 days, device=mobile", query: "range=7d&device=mobile" },
  { name: "30 days, device=mobile", query: "range=30d&device=mobile" },
  { name: "90 days, device=mobile", query: "range=90d&device=mobile" },
  { name: "90 days, path=/pricing", query: "range=90d&path=%2Fpricing" },
  { name: "90 days, referrer=google.com", query: "range=90d&referrer=google.com" },
  { name: "90 days, utm_campaign=spring-launch", query: "range=90d&utm_campaign=spring-launch" },
  { name: "30 days, utm_source + device", query: "range=30d&utm_source=newsletter&device=desktop" },
  { name: "90 days, path + referrer", query: "range=90d&path=%2Fpricing&referrer=google.com" },
].map((entry) => ({ ...entry, path: `/api/admin/analytics?${entry.query}` }));

const paths = [
  "/",
  "/pricing",
  "/features",
  "/schedule-demo",
  "/blog",
  "/contact",
  "/careers",
  "/changelog",
  "/features/payroll-finance",
  "/features/attendance-leave",
  "/features/recruitment",
  "/features/performance",
  "/features/employee-self-service",
  "/about",
  "/security",
  "/integrations",
  ...Array.from({ length: 24 }, (_, index) => `/blog/post-${index + 1}`),
];
const referrers = ["google.com", "bing.com", "linkedin.com", "duckduckgo.com", "news.ycombinator.com", "t.co"];
const utm = [
  ["newsletter", "email", "monthly-digest"],
  ["linkedin", "social", "spring-launch"],
  ["google", "cpc", "payroll-india"],
  ["partner", "referral", "spring-launch"],
];
const ctas = ["hero-demo", "header-demo", "pricing-demo", "pricing-contact", "footer-demo", "feature-demo"];
/** Roughly three views per visitor per day. */
const visitorsPerDay = Math.max(1, Math.round(views / days / 3));

const text = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(",")}]`);

/** 1,000,000 page views spread over the 90 days (skewed towards the first pages), in one statement. */
async function seed(database: DatabaseHandle, today: string) {
  const { db } = database;
  const start = addDays(today, -(days - 1));
  await db.execute(sql`select setseed(0.28)`);
  await db.execute(sql`
    insert into analytics_page_views (at, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor)
    select v.at, (${text(paths)})[1 + floor(power(random(), 2) * ${paths.length})::int],
      case when r < 0.6 then '' else (${text(referrers)})[1 + floor(random() * ${referrers.length})::int] end,
      case when u < 0.88 then '' else (${text(utm.map((row) => row[0] ?? ""))})[1 + (u * 1000)::int % ${utm.length}] end,
      case when u < 0.88 then '' else (${text(utm.map((row) => row[1] ?? ""))})[1 + (u * 1000)::int % ${utm.length}] end,
      case when u < 0.88 then '' else (${text(utm.map((row) => row[2] ?? ""))})[1 + (u * 1000)::int % ${utm.length}] end,
      case when d < 0.55 then 'desktop' when d < 0.95 then 'mobile' else 'tablet' end,
      md5(v.day::text || '-' || floor(random() * ${visitorsPerDay})::text)
    from (
      select g % ${days} as day, random() as r, random() as u, random() as d,
        ((${start}::date + (g % ${days})) + random() * interval '1 day') at time zone ${businessTimeZone} as at
      from generate_series(1, ${views}) as g
    ) v
    -- In time order, as the collector writes them: a day's rows sit together on disk.
    order by v.at`);
  // Events: about 2% of views, the funnel thinning step by step, from the same day's visitors.
  const eventMix: Array<[string, number]> = [
    ["cta_click", 0.012],
    ["demo_code_sent", 0.003],
    ["demo_email_verified", 0.002],
    ["demo_booked", 0.0012],
    ["contact_sent", 0.0006],
    ["newsletter_confirmed", 0.0004],
    ["assistant_asked", 0.002],
  ];
  for (const [name, rate] of eventMix) {
    const count = Math.round(views * rate);
    await db.execute(sql`
      insert into analytics_events (at, name, detail, path, visitor)
      select v.at, ${name},
        case when ${name} = 'cta_click' then (${text(ctas)})[1 + floor(random() * ${ctas.length})::int] else '' end,
        case when ${name} = 'cta_click' then '/' else '/schedule-demo' end,
        md5(v.day::text || '-' || floor(random() * ${visitorsPerDay})::text)
      from (
        select g % ${days} as day,
          ((${start}::date + (g % ${days})) + random() * interval '1 day') at time zone ${businessTimeZone} as at
        from generate_series(1, ${count}) as g
      ) v
      order by v.at`);
  }
  // What autovacuum does soon after a bulk load on PostgreSQL, and housekeeping on PGlite.
  await db.execute(sql`vacuum (analyze)`);
}

const ms = (value: number) => value.toFixed(1);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function dashboard() {
  const serverUrl = process.env.DATABASE_URL;
  const engine = serverUrl ? "postgres" : "pglite";
  const scratch = serverUrl ? await scratchPostgres(serverUrl, scratchName) : undefined;
  let database: DatabaseHandle | undefined;
  let closeApp: (() => Promise<unknown>) | undefined;
  const cleanUp = async () => {
    await closeApp?.().catch(() => {});
    await database?.close().catch(() => {});
    await scratch?.drop();
  };
  process.once("SIGINT", () => cleanUp().finally(() => process.exit(130)));
  try {
    database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite" });
    await migrateDatabase(database);
    await createAccountAsSystem({ db: database.db, clock: systemClock }, admin);
    const today = businessDateOf(systemClock.now());

    let started = performance.now();
    await seed(database, today);
    const seeded = seconds(started);
    started = performance.now();
    const rollups = createAnalyticsRollups({ db: database.db, clock: systemClock, retentionDays: 90 });
    const rolled = await rollups.rollUp();
    const rolledIn = seconds(started);
    started = performance.now();
    await rollups.rollUp();
    const rerolledIn = seconds(started);
    await database.db.execute(sql`vacuum (analyze) analytics_daily`);
    console.log(
      `${engine}: seeded ${views.toLocaleString("en-US")} page views over ${days} days in ${seeded}; rolled up ${days - 1} days (${rolled.toLocaleString("en-US")} rows) in ${rolledIn}; the next run (the last day again) in ${rerolledIn}`,
    );

    const { app, origin } = await startBenchApp(database, scratch);
    closeApp = () => app.close();
    const token = await signInOver(origin, admin);

    const answers = new Map<string, Answer>();
    for (const { path } of cases) answers.set(path, await get(origin, path, token));
    const floor = await startFloor(answers);

    started = performance.now();
    const target = targetP95Ms[engine];
    const rows: string[][] = [];
    let failures = 0;
    for (const { name, path } of cases) {
      const measured = await time(origin, path, { iterations, warmup, token });
      const bare = await time(floor.origin, path, { iterations, warmup });
      const report = JSON.parse(answers.get(path)?.body.toString() ?? "{}") as {
        totals?: { pageViews?: { value?: number } };
      };
      const ok = measured.p95 <= target;
      if (!ok) failures++;
      console.error(`  ${name}: p50 ${ms(measured.p50)} ms, p95 ${ms(measured.p95)} ms`);
      rows.push([
        name,
        (report.totals?.pageViews?.value ?? 0).toLocaleString("en-US"),
        ms(measured.p50),
        ms(measured.p95),
        ms(bare.p50),
        `${(measured.p50 / bare.p50).toFixed(0)}x`,
        ok ? "ok" : "OVER",
      ]);
    }
    console.log(
      `\n${table(["case", "page views", "p50 ms", "p95 ms", "floor p50", "p50 ratio", `p95 ≤ ${target} ms`], rows)}`,
    );
    console.log(
      `\n${iterations} sequential requests per case after ${warmup} warm-up, in ${seconds(started)}. ${failures === 0 ? "Every case within target." : `${failures} case(s) over target.`}`,
    );
    await floor.close();
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    closeAgent();
    await cleanUp();
  }
}

async function main() {
  let ok = true;
  if (sections.has("flood")) ok = (await benchFlood(process.env.DATABASE_URL)) && ok;
  if (sections.has("dashboard")) {
    await dashboard();
    ok = process.exitCode === 0 && ok;
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
