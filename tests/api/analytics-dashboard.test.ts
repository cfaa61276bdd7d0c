import type { IncomingMessage } from "node:http";
import { count, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "../../common/analytics";
import { rowsOf } from "../../server/db/rows-of";
import { analyticsDaily, analyticsEvents, analyticsPageViews } from "../../server/db/schema";
import {
  newValuesPerClientPerDay,
  viewsPerClientPerDay,
  viewsPerClientPerMinute,
} from "../../server/modules/analytics/client-budget";
import { filterValuesPerDay, keysPerFilterValue } from "../../server/modules/analytics/rollup";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

/**
 * The analytics dashboard's numbers (ADR 029) on rows inserted as the collector writes
 * them. The test clock starts on Monday 2026-06-01, 14:30 in Kolkata: "today" is 2026-06-01.
 */

type View = Omit<Partial<typeof analyticsPageViews.$inferInsert>, "at"> & { at: string; visitor: string };
type Event = Omit<Partial<typeof analyticsEvents.$inferInsert>, "at"> & { at: string; name: string };

/** An instant in India time ("2026-05-30 10:00" → the instant). */
const ist = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`);

async function insertViews(t: TestApp, views: View[]) {
  await t.database.db
    .insert(analyticsPageViews)
    .values(views.map((view) => ({ path: "/", device: "desktop", ...view, at: ist(view.at) })));
}

async function insertEvents(t: TestApp, events: Event[]) {
  await t.database.db.insert(analyticsEvents).values(events.map((event) => ({ ...event, at: ist(event.at) })));
}

/**
 * Four visitors over three days, one more in the period before:
 * - A (desktop) on 30 May: / from google.com with utm newsletter/email/june, /pricing, /schedule-demo;
 *   sends a code, verifies, books, and clicks the "hero-demo" call to action.
 * - B (mobile) on 30 May: /schedule-demo direct; sends a code.
 * - C (tablet) on 31 May: / from bing.com; a contact form is sent (no visitor behind the event).
 * - D (mobile) today: /blog.
 * - E on 28 May (the previous period): /.
 */
async function insertStory(t: TestApp) {
  await insertViews(t, [
    {
      at: "2026-05-30 10:00",
      visitor: "a",
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "june",
    },
    { at: "2026-05-30 10:01", visitor: "a", path: "/pricing" },
    { at: "2026-05-30 10:02", visitor: "a", path: "/schedule-demo" },
    { at: "2026-05-30 23:59", visitor: "b", path: "/schedule-demo", device: "mobile" },
    { at: "2026-05-31 00:00", visitor: "c", referrerHost: "bing.com", device: "tablet" },
    { at: "2026-06-01 09:00", visitor: "d", path: "/blog", device: "mobile" },
    { at: "2026-05-28 12:00", visitor: "e" },
  ]);
  await insertEvents(t, [
    { at: "2026-05-30 10:03", name: "demo_code_sent", visitor: "a" },
    { at: "2026-05-30 10:03", name: "demo_code_sent", visitor: "a" },
    { at: "2026-05-30 10:04", name: "demo_email_verified", visitor: "a" },
    { at: "2026-05-30 10:05", name: "demo_booked", visitor: "a" },
    { at: "2026-05-30 10:00", name: "cta_click", detail: "hero-demo", path: "/", visitor: "a" },
    { at: "2026-05-30 23:59", name: "demo_code_sent", visitor: "b" },
    { at: "2026-05-31 08:00", name: "contact_sent" },
  ]);
}

const story = "from=2026-05-30&to=2026-06-01";

const desktop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The dashboard's top lists, by their keys in order. */
const topLists = (report: AnalyticsReport) =>
  Object.fromEntries(
    (["pages", "referrers", "utmSources", "utmMediums", "utmCampaigns", "devices", "ctas"] as const).map((list) => [
      list,
      report[list].map((entry) => entry.key),
    ]),
  );

describe.each(engines)("analytics dashboard on %s", (engine) => {
  let t: TestApp;
  let token: string;

  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false });
    token = await signIn(t.app);
  });
  afterEach(() => t.close());

  const get = (query: string, path = "/api/admin/analytics") =>
    t.app.inject({ method: "GET", url: `${path}?${query}`, headers: { "x-auth-token": token } });
  const report = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnalyticsReport>();
  };
  const dailyRows = async () =>
    (await t.database.db.select().from(analyticsDaily)).sort((a, b) =>
      `${a.filter} ${a.filterValue} ${a.day} ${a.dimension} ${a.key}`.localeCompare(
        `${b.filter} ${b.filterValue} ${b.day} ${b.dimension} ${b.key}`,
      ),
    );

  /** What the story's three days must read, whether rollups or raw rows answer. */
  function expectStoryNumbers(answer: AnalyticsReport) {
    expect(answer).toMatchObject({
      from: "2026-05-30",
      to: "2026-06-01",
      previousFrom: "2026-05-27",
      previousTo: "2026-05-29",
    });
    expect(answer.series).toEqual([
      { day: "2026-05-30", visitors: 2, pageViews: 4 },
      { day: "2026-05-31", visitors: 1, pageViews: 1 },
      { day: "2026-06-01", visitors: 1, pageViews: 1 },
    ]);
    expect(answer.totals).toEqual({
      visitors: { value: 4, previous: 1, change: 300 },
      pageViews: { value: 6, previous: 1, change: 500 },
      demosBooked: { value: 1, previous: 0, change: null },
    });
    expect(answer.pages).toEqual([
      { key: "/", views: 2, visitors: 2 },
      { key: "/schedule-demo", views: 2, visitors: 2 },
      { key: "/blog", views: 1, visitors: 1 },
      { key: "/pricing", views: 1, visitors: 1 },
    ]);
    expect(answer.referrers).toEqual([
      { key: "", views: 4, visitors: 3 },
      { key: "bing.com", views: 1, visitors: 1 },
      { key: "google.com", views: 1, visitors: 1 },
    ]);
    expect(answer.utmSources).toEqual([
      { key: "", views: 5, visitors: 4 },
      { key: "newsletter", views: 1, visitors: 1 },
    ]);
    expect(answer.utmCampaigns).toContainEqual({ key: "june", views: 1, visitors: 1 });
    expect(answer.utmMediums).toContainEqual({ key: "email", views: 1, visitors: 1 });
    expect(answer.devices).toEqual([
      { key: "desktop", views: 3, visitors: 1 },
      { key: "mobile", views: 2, visitors: 2 },
      { key: "tablet", views: 1, visitors: 1 },
    ]);
    expect(answer.ctas).toEqual([{ key: "hero-demo", views: 1, visitors: 1 }]);
    expect(
      answer.funnel.map(({ key, count, fromPrevious, fromFirst }) => [key, count, fromPrevious, fromFirst]),
    ).toEqual([
      ["visitors", 4, null, null],
      ["schedule_demo_viewed", 2, 0.5, 0.5],
      ["demo_code_sent", 2, 1, 0.5],
      ["demo_email_verified", 1, 0.5, 0.25],
      ["demo_booked", 1, 1, 0.25],
    ]);
    expect(answer.events).toEqual({ contact_sent: 1, newsletter_confirmed: 0, assistant_asked: 0 });
  }

  it("answers visitors, views, the previous period, top lists and the funnel from raw rows and from rollups alike", async () => {
    await insertStory(t);
    expectStoryNumbers(await report(story));
    expect(await t.app.services.analyticsRollups.rollUp()).toBeGreaterThan(0);
    // Complete days now come from the rollups; today still from the raw rows.
    await t.database.db.delete(analyticsPageViews);
    await t.database.db.delete(analyticsEvents);
    await insertViews(t, [{ at: "2026-06-01 09:00", visitor: "d", path: "/blog", device: "mobile" }]);
    expectStoryNumbers(await report(story));
  });

  it("rolls up each complete business day into its dimensions, and running again changes nothing", async () => {
    await insertStory(t);
    await t.app.services.analyticsRollups.run();
    const rows = await dailyRows();
    const day = (d: string, filter = "", filterValue = "") =>
      rows
        .filter((row) => row.day === d && row.filter === filter && row.filterValue === filterValue)
        .map(({ dimension, key, views, visitors }) => [dimension, key, views, visitors]);
    expect(day("2026-05-30")).toEqual([
      ["cta", "hero-demo", 1, 1],
      ["device", "desktop", 3, 1],
      ["device", "mobile", 1, 1],
      ["event", "cta_click", 1, 1],
      ["event", "demo_booked", 1, 1],
      ["event", "demo_code_sent", 3, 2],
      ["event", "demo_email_verified", 1, 1],
      ["page", "/", 1, 1],
      ["page", "/pricing", 1, 1],
      ["page", "/schedule-demo", 2, 2],
      ["referrer", "", 3, 2],
      ["referrer", "google.com", 1, 1],
      ["total", "", 4, 2],
      ["utm_campaign", "", 3, 2],
      ["utm_campaign", "june", 1, 1],
      ["utm_medium", "", 3, 2],
      ["utm_medium", "email", 1, 1],
      ["utm_source", "", 3, 2],
      ["utm_source", "newsletter", 1, 1],
    ]);
    // Each single filter's value gets the same rows, for the views it narrows to, with the
    // events and the funnel's second step of the visitors behind them: here B, on a phone.
    expect(day("2026-05-30", "device", "mobile")).toEqual([
      ["device", "mobile", 1, 1],
      ["event", "demo_code_sent", 1, 1],
      ["funnel", "schedule_demo_viewed", 1, 1],
      ["page", "/schedule-demo", 1, 1],
      ["referrer", "", 1, 1],
      ["total", "", 1, 1],
      ["utm_campaign", "", 1, 1],
      ["utm_medium", "", 1, 1],
      ["utm_source", "", 1, 1],
    ]);
    // An empty value (a direct visit, no campaign) is no filter's.
    expect(rows.filter((row) => row.filter !== "" && row.filterValue === "")).toEqual([]);
    expect(new Set(rows.map((row) => `${row.filter}=${row.filterValue}`))).toEqual(
      new Set([
        "=",
        "path=/",
        "path=/pricing",
        "path=/schedule-demo",
        "referrer=google.com",
        "referrer=bing.com",
        "utm_source=newsletter",
        "utm_campaign=june",
        "device=desktop",
        "device=mobile",
        "device=tablet",
      ]),
    );
    // A day with nothing still gets its total, and today is not rolled up.
    expect(day("2026-05-29")).toEqual([["total", "", 0, 0]]);
    expect(day("2026-06-01")).toEqual([]);
    expect(rows.some((row) => row.day < "2026-05-28")).toBe(false);

    await Promise.all([t.app.services.analyticsRollups.run(), t.app.services.analyticsRollups.run()]);
    expect(await dailyRows()).toEqual(rows);
  });

  it("re-rolls the last rolled day, so a view written just after midnight still counts", async () => {
    await insertStory(t);
    await t.app.services.analyticsRollups.run();
    await insertViews(t, [{ at: "2026-05-31 23:59", visitor: "f", path: "/pricing" }]);
    await t.app.services.analyticsRollups.run();
    expect((await report("from=2026-05-31&to=2026-05-31")).totals.visitors.value).toBe(2);
  });

  it("deletes raw rows past the retention after rolling them up, and keeps the rollups", async () => {
    // Housekeeping runs it every ten minutes.
    await t.close();
    t = await createTestApp(engine, { seed: false, backgroundJobs: true });
    token = await signIn(t.app);
    await insertViews(t, [
      { at: "2026-02-20 12:00", visitor: "old", path: "/features" },
      { at: "2026-03-03 00:00", visitor: "kept" },
    ]);
    await insertEvents(t, [{ at: "2026-02-20 12:01", name: "contact_sent", visitor: "old" }]);
    await t.clock.advance(10 * 60 * 1000);

    const raw = await t.database.db.select().from(analyticsPageViews);
    expect(raw.map((row) => row.visitor)).toEqual(["kept"]);
    expect(await t.database.db.select().from(analyticsEvents)).toEqual([]);

    const old = await report("from=2026-02-20&to=2026-02-20");
    expect(old.rawSince).toBe("2026-03-03");
    expect(old.totals.visitors.value).toBe(1);
    expect(old.pages).toEqual([{ key: "/features", views: 1, visitors: 1 }]);
    expect(old.events.contact_sent).toBe(1);
    // One filter reads its rollups, kept for good; two at once read raw rows, and none are left.
    const desktop = await report("from=2026-02-20&to=2026-02-20&device=desktop");
    expect(desktop.totals.visitors.value).toBe(1);
    expect(desktop.pages).toEqual([{ key: "/features", views: 1, visitors: 1 }]);
    expect((await report("from=2026-02-20&to=2026-02-20&device=desktop&path=/features")).totals.visitors.value).toBe(0);
  });

  it("counts a row that stands for several identical views as that many views by one visitor", async () => {
    await insertViews(t, [
      { at: "2026-05-31 10:00", visitor: "r", path: "/pricing", views: 5 },
      { at: "2026-05-31 10:05", visitor: "r", path: "/" },
    ]);
    const expected = { value: 6, previous: 0, change: null };
    for (const query of ["from=2026-05-31&to=2026-05-31", "from=2026-05-31&to=2026-05-31&device=desktop"]) {
      const raw = await report(query);
      expect(raw.totals.pageViews).toEqual(expected);
      expect(raw.totals.visitors.value).toBe(1);
      expect(raw.pages).toEqual([
        { key: "/pricing", views: 5, visitors: 1 },
        { key: "/", views: 1, visitors: 1 },
      ]);
    }
    await t.app.services.analyticsRollups.rollUp();
    await t.database.db.delete(analyticsPageViews);
    for (const query of ["from=2026-05-31&to=2026-05-31", "from=2026-05-31&to=2026-05-31&device=desktop"]) {
      expect((await report(query)).totals.pageViews).toEqual(expected);
    }
  });

  it("answers each single filter from its rollups exactly as from the raw rows", async () => {
    await insertStory(t);
    const queries = [
      "device=desktop",
      "device=mobile",
      "device=tablet",
      "path=/schedule-demo",
      "path=/",
      "referrer=google.com",
      "referrer=bing.com",
      "utm_source=newsletter",
      "utm_campaign=june",
      "utm_campaign=none-such",
    ].map((filter) => `${story}&${filter}`);
    const fromRaw = await Promise.all(queries.map(report));
    await t.app.services.analyticsRollups.rollUp();
    // With the complete days' raw rows gone, only the rollups can answer for them.
    await t.database.db.delete(analyticsPageViews);
    await t.database.db.delete(analyticsEvents);
    await insertViews(t, [{ at: "2026-06-01 09:00", visitor: "d", path: "/blog", device: "mobile" }]);
    const fromRollups = await Promise.all(queries.map(report));
    for (const [index, query] of queries.entries()) expect(fromRollups[index], query).toEqual(fromRaw[index]);
    expect(fromRaw[0]?.totals.pageViews.value).toBe(3);
    expect(fromRaw[1]?.funnel.map((step) => step.count)).toEqual([2, 1, 1, 0, 0]);
  });

  it("narrows every number with a filter: the rows, and the funnel to the filtered visitors", async () => {
    await insertStory(t);
    await t.app.services.analyticsRollups.run();

    const desktop = await report(`${story}&device=desktop`);
    expect(desktop.filters).toEqual({ device: "desktop" });
    expect(desktop.totals.visitors).toEqual({ value: 1, previous: 1, change: 0 });
    expect(desktop.totals.pageViews.value).toBe(3);
    expect(desktop.devices).toEqual([{ key: "desktop", views: 3, visitors: 1 }]);
    expect(desktop.funnel.map((step) => step.count)).toEqual([1, 1, 1, 1, 1]);
    expect(desktop.ctas).toEqual([{ key: "hero-demo", views: 1, visitors: 1 }]);

    const newsletter = await report(`${story}&utm_source=newsletter`);
    expect(newsletter.pages).toEqual([{ key: "/", views: 1, visitors: 1 }]);
    // A, who came from the newsletter, went on to /schedule-demo and booked.
    expect(newsletter.funnel.map((step) => step.count)).toEqual([1, 1, 1, 1, 1]);

    const mobile = await report(`${story}&device=mobile&path=/schedule-demo`);
    expect(mobile.totals.visitors.value).toBe(1);
    expect(mobile.funnel.map((step) => step.count)).toEqual([1, 1, 1, 0, 0]);
    expect(mobile.events.contact_sent).toBe(0);

    const bing = await report(`${story}&referrer=bing.com`);
    expect(bing.series.map((day) => day.visitors)).toEqual([0, 1, 0]);
  });

  it("reads ranges: the last 7, 30 or 90 days ending today, or from and to", async () => {
    await insertStory(t);
    const week = await report("range=7d");
    expect([week.from, week.to, week.previousFrom, week.previousTo]).toEqual([
      "2026-05-26",
      "2026-06-01",
      "2026-05-19",
      "2026-05-25",
    ]);
    expect(week.series).toHaveLength(7);
    expect(week.totals.visitors.value).toBe(5);
    const month = await report("");
    expect([month.from, month.to]).toEqual(["2026-05-03", "2026-06-01"]);
    expect((await report("range=90d")).series).toHaveLength(90);
    const one = await report("from=2026-05-31&to=2026-05-31");
    expect(one.series).toEqual([{ day: "2026-05-31", visitors: 1, pageViews: 1 }]);
    expect([one.previousFrom, one.previousTo]).toEqual(["2026-05-30", "2026-05-30"]);
    expect(one.totals.visitors).toEqual({ value: 1, previous: 2, change: -50 });
  });

  it("exports the same numbers as CSV, with cells a spreadsheet would run as formulas made inert", async () => {
    await insertStory(t);
    await insertViews(t, [
      { at: "2026-05-31 10:00", visitor: "g", utmCampaign: '=HYPERLINK("https://evil.example","x")' },
    ]);
    await insertEvents(t, [
      { at: "2026-05-31 11:00", name: "cta_click", detail: "header-demo", path: "/", visitor: "g" },
    ]);
    const response = await get(story, "/api/admin/analytics/export.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="analytics-2026-05-30-to-2026-06-01.csv"',
    );
    const lines = response.body.trim().split("\n");
    expect(lines[0]).toBe(
      "Section,Item,Page views,Visitors,Count,Previous period,Conversion from previous step,Conversion from first step",
    );
    expect(lines).toContain("Total,Visitors,,,5,1,,");
    expect(lines).toContain("Day,2026-05-30,4,2,,,,");
    expect(lines).toContain("Page,/schedule-demo,2,2,,,,");
    expect(lines).toContain("Funnel,Booked a demo,,,1,,1,0.2");
    // One zone, said once: every day above and below is a calendar day in Kolkata.
    expect(lines).toContain("Time zone,Asia/Kolkata (UTC+05:30); every day is a calendar day there,,,,,,");
    // A call to action by what it is, with its name; one this build does not know, by its name.
    expect(lines).toContain("Call to action,hero-demo,1,1,,,,");
    expect(lines).toContain("Call to action,The header's Demo button (wide screens) (header-demo),1,1,,,,");
    expect(lines).toContain(`UTM campaign,"'=HYPERLINK(""https://evil.example"",""x"")",1,1,,,,`);
    expect(lines.some((line) => line.startsWith("UTM campaign,="))).toBe(false);
  });

  it("is for staff only", async () => {
    for (const url of ["/api/admin/analytics", "/api/admin/analytics/export.csv"]) {
      for (const headers of [{}, { "x-auth-token": "not-a-real-token" }]) {
        const response = await t.app.inject({ method: "GET", url, headers });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    }
  });

  it("refuses bad ranges and filters with a 400 naming the field", async () => {
    const cases: Array<[string, string, string]> = [
      ["from=2026-05-10&to=2026-05-01", "from", "From must be on or before To"],
      ["from=2025-01-01&to=2026-06-01", "from", "The range must be at most 366 days"],
      ["from=2026-07-01", "from", "From must be on or before To"],
      ["to=2026-02-30", "to", "To must be a date (YYYY-MM-DD)"],
      ["device=phone", "device", "Device must be desktop, mobile or tablet"],
      ["range=1y", "range", "Range must be 7d, 30d or 90d"],
      [`path=/${"x".repeat(600)}`, "path", "Page must be at most 500 characters"],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ["/api/admin/analytics", "/api/admin/analytics/export.csv"]) {
        const response = await get(query, path);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors, query).toMatchObject({ [field]: message });
      }
    }
  });

  // Nobody can flood the analytics (ADR 033): one address sending page reads, each with
  // a new utm value and a new referrer, adds no more than one client's bound to the raw rows and
  // the rollups, and the dashboard's top lists keep their entries.
  const rowCount = async (table: typeof analyticsPageViews | typeof analyticsDaily) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  /** Distinct non-empty referrer and utm values in the raw rows. */
  const distinctValues = async () => {
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (
        select referrer_host as value from analytics_page_views union select utm_source from analytics_page_views
        union select utm_medium from analytics_page_views union select utm_campaign from analytics_page_views
      ) v where value <> ''`,
    );
    return row?.n ?? 0;
  };

  /** Last Sunday's real traffic, as raw rows: every list has more entries than it shows, each with many views. */
  async function insertRealTraffic() {
    const rows: (typeof analyticsPageViews.$inferInsert)[] = [];
    for (let i = 0; i < 12; i += 1) {
      rows.push({
        at: ist(`2026-05-31 ${String(8 + (i % 10)).padStart(2, "0")}:00`),
        path: i === 0 ? "/pricing" : `/page-${i}`,
        referrerHost: `site-${i}.example`,
        utmSource: `source-${i}`,
        utmMedium: `medium-${i}`,
        utmCampaign: `campaign-${i}`,
        device: "desktop",
        visitor: `visitor-${i}`,
        views: 2_000 - i * 100,
      });
    }
    // Direct visits with no campaign, the largest share as on any site.
    rows.push({ at: ist("2026-05-31 12:00"), path: "/pricing", device: "desktop", visitor: "direct", views: 5_000 });
    await t.database.db.insert(analyticsPageViews).values(rows);
  }

  it("takes 10,000 page reads from one address, each with a new utm_source and referrer, within one client's bound", async () => {
    await insertRealTraffic();
    const day = "from=2026-05-31&to=2026-05-31";
    const before = await report(day);
    const rawBefore = await rowCount(analyticsPageViews);
    const valuesBefore = await distinctValues();

    // The report's flood: 2,000 reads in 13 s, here 10,000 at that pace (6.5 ms apart, 65 s).
    t.clock.set(ist("2026-05-31 10:00"));
    const collector = t.app.services.analyticsCollector;
    const start = t.clock.now().getTime();
    for (let i = 0; i < 10_000; i += 1) {
      t.clock.set(new Date(start + Math.floor(i * 6.5)));
      const read = {
        method: "GET",
        // Within the length a campaign tag may have (the report's 190 characters would be dropped as too long).
        url: `/pricing?utm_source=flood-source-${i}`,
        headers: { "user-agent": desktop, referer: `https://flood-${i}.example/` },
        socket: { remoteAddress: "203.0.113.66" },
      } as unknown as IncomingMessage;
      collector.observe(read, 200);
    }
    await collector.flush();

    // Raw rows: views beyond the client's rate are not counted (65 s span two clock minutes), and
    // it brought at most its share of new values; the rest of its reads counted without them.
    const added = await t.database.db
      .select({ rows: count(), views: sql<number>`coalesce(sum(views), 0)::int` })
      .from(analyticsPageViews)
      .where(sql`visitor not like 'visitor-%' and visitor <> 'direct'`);
    expect(added[0]?.views).toBeLessThanOrEqual(2 * viewsPerClientPerMinute);
    expect((await rowCount(analyticsPageViews)) - rawBefore).toBeLessThanOrEqual(viewsPerClientPerDay);
    expect((await distinctValues()) - valuesBefore).toBeLessThanOrEqual(newValuesPerClientPerDay);
    expect(collector.stats().viewsOverRate).toBe(10_000 - (added[0]?.views ?? 0));

    const after = await report(day);
    expect(topLists(after)).toEqual(topLists(before));

    // Rolled up on the next day: each new value is at most one filter value of its own.
    t.clock.set(ist("2026-06-01 14:30"));
    await t.app.services.analyticsRollups.rollUp();
    const filterValues = await t.database.db
      .selectDistinct({ filter: analyticsDaily.filter, value: analyticsDaily.filterValue })
      .from(analyticsDaily)
      .where(sql`filter in ('referrer', 'utm_source') and filter_value like 'flood-%'`);
    expect(filterValues.length).toBeLessThanOrEqual(newValuesPerClientPerDay);
    expect(topLists(await report(day))).toEqual(topLists(before));
  });

  it("keeps, per rolled day, each filter's most viewed values and, within them, each list's most viewed keys", async () => {
    // 60 referrers on Sunday, the first with the most views; and one page reached from all of them.
    const rows: (typeof analyticsPageViews.$inferInsert)[] = [];
    for (let i = 0; i < filterValuesPerDay + 10; i += 1) {
      rows.push({
        at: ist("2026-05-31 10:00"),
        path: "/pricing",
        referrerHost: `ref-${String(i).padStart(2, "0")}.example`,
        device: "desktop",
        visitor: `v-${i}`,
        views: 1_000 - i,
      });
    }
    await t.database.db.insert(analyticsPageViews).values(rows);
    await t.app.services.analyticsRollups.rollUp();

    const daily = await t.database.db.select().from(analyticsDaily).where(sql`day = '2026-05-31'`);
    const keptReferrers = new Set(daily.filter((row) => row.filter === "referrer").map((row) => row.filterValue));
    expect([...keptReferrers].sort()).toEqual(
      Array.from({ length: filterValuesPerDay }, (_, i) => `ref-${String(i).padStart(2, "0")}.example`),
    );
    // Within path=/pricing (and device=desktop), the referrer list keeps its largest keys.
    const pricingReferrers = daily
      .filter((row) => row.filter === "path" && row.filterValue === "/pricing" && row.dimension === "referrer")
      .map((row) => row.key)
      .sort();
    expect(pricingReferrers).toEqual(
      Array.from({ length: keysPerFilterValue }, (_, i) => `ref-${String(i).padStart(2, "0")}.example`),
    );
    // The unfiltered rows keep every referrer: the dashboard's own lists and totals are exact.
    expect(daily.filter((row) => row.filter === "" && row.dimension === "referrer")).toHaveLength(
      filterValuesPerDay + 10,
    );
    const sunday = await report("from=2026-05-31&to=2026-05-31&path=/pricing");
    expect(sunday.totals.pageViews.value).toBe(rows.reduce((sum, row) => sum + (row.views ?? 1), 0));
  });
});
