import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsTestContext,
  analyticsTestContext,
  storeEvents,
  storePageViews,
} from "../../../tests/support/analytics-context";
import { type CountRow, countsBetween, topLimit } from "./range-counts";
import { createAnalyticsRollups } from "./rollup";

/** The rows of one dimension as [key, views, visitors], most viewed first; the totals as [day, …], oldest first. */
function of(rows: CountRow[], dimension: string) {
  const ofDimension = rows.filter((row) => row.dimension === dimension);
  if (dimension === "total") {
    return ofDimension
      .map((row) => [row.day, row.views, row.visitors])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  }
  return ofDimension
    .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key))
    .map((row) => [row.key, row.views, row.visitors]);
}

/**
 * Two days before today (2026-06-01 in the test clock) and today:
 * - 30 May: visitor a reads / from google.com and /pricing twice (a reload), on a desktop;
 *   visitor b reads /pricing on a phone, and sends a code.
 * - 31 May: visitor c reads /schedule-demo on a phone and books; a contact form is sent (no visitor).
 * - today: visitor d reads /pricing on a phone.
 */
async function storeThreeDays(db: AnalyticsTestContext["db"]) {
  await storePageViews(db, [
    { at: "2026-05-30 10:00", visitor: "a", referrerHost: "google.com" },
    { at: "2026-05-30 10:01", visitor: "a", path: "/pricing", views: 2 },
    { at: "2026-05-30 18:00", visitor: "b", path: "/pricing", device: "mobile" },
    { at: "2026-05-31 09:00", visitor: "c", path: "/schedule-demo", device: "mobile" },
    { at: "2026-06-01 09:00", visitor: "d", path: "/pricing", device: "mobile" },
  ]);
  await storeEvents(db, [
    { at: "2026-05-30 18:01", name: "demo_code_sent", visitor: "b" },
    { at: "2026-05-31 09:05", name: "demo_booked", visitor: "c" },
    { at: "2026-05-31 11:00", name: "contact_sent" },
  ]);
}

describe("a range's counts, without HTTP", () => {
  let analytics: AnalyticsTestContext;
  beforeAll(async () => {
    analytics = await analyticsTestContext();
    await storeThreeDays(analytics.db);
  });
  afterAll(() => analytics?.dispose());

  const counts = (filters = {}) => countsBetween(analytics.dashboard, "2026-05-30", "2026-06-01", filters);

  it("counts each day's views and distinct visitors, each page's and device's, and the events", async () => {
    const rows = await counts();
    expect(of(rows, "total")).toEqual([
      ["2026-05-30", 4, 2],
      ["2026-05-31", 1, 1],
      ["2026-06-01", 1, 1],
    ]);
    expect(of(rows, "page")).toEqual([
      ["/pricing", 4, 3],
      ["/", 1, 1],
      ["/schedule-demo", 1, 1],
    ]);
    expect(of(rows, "device")).toEqual([
      ["desktop", 3, 1],
      ["mobile", 3, 3],
    ]);
    expect(of(rows, "referrer")).toEqual([
      ["", 5, 4],
      ["google.com", 1, 1],
    ]);
    // An event with no visitor behind it counts as one of its own.
    expect(of(rows, "event")).toEqual([
      ["contact_sent", 1, 1],
      ["demo_booked", 1, 1],
      ["demo_code_sent", 1, 1],
    ]);
  });

  it("narrows every number to the visitors of a filter, events included", async () => {
    const rows = await counts({ device: "mobile" });
    expect(of(rows, "page")).toEqual([
      ["/pricing", 2, 2],
      ["/schedule-demo", 1, 1],
    ]);
    expect(of(rows, "event").map(([key]) => key)).toEqual(["demo_booked", "demo_code_sent"]);
    // Two filters at once: only b read /pricing on a phone on 30 May, and d today.
    expect(of(await counts({ device: "mobile", path: "/pricing" }), "total")).toEqual([
      ["2026-05-30", 1, 1],
      ["2026-06-01", 1, 1],
    ]);
  });

  it("reads the days rolled up from the rollups and today from the raw rows, with the same numbers", async () => {
    const before = await counts();
    const oneFilter = await counts({ device: "mobile" });
    await createAnalyticsRollups({ ...analytics.dashboard }).rollUp();
    // The raw rows of the rolled days are gone (as retention would have them): the rollups answer.
    await analytics.db.execute(sql`delete from analytics_page_views where at < '2026-05-31T18:30:00Z'`);
    await analytics.db.execute(sql`delete from analytics_events where at < '2026-05-31T18:30:00Z'`);
    const byDimension = (rows: CountRow[]) => ["total", "page", "device", "referrer", "event"].map((d) => of(rows, d));
    expect(byDimension(await counts())).toEqual(byDimension(before));
    expect(byDimension(await counts({ device: "mobile" }))).toEqual(byDimension(oneFilter));
    // Two filters at once come from the raw rows alone: only today's are left.
    expect(of(await counts({ device: "mobile", path: "/pricing" }), "total")).toEqual([["2026-06-01", 1, 1]]);
  });
});

describe("a range's top lists", () => {
  let analytics: AnalyticsTestContext;
  beforeAll(async () => {
    analytics = await analyticsTestContext();
  });
  afterAll(() => analytics?.dispose());

  it(`keep each dimension's ${topLimit} most viewed, and /schedule-demo whatever its rank`, async () => {
    const pages = Array.from({ length: topLimit + 3 }, (_, index) => ({
      at: "2026-06-01 09:00",
      visitor: `v${index}`,
      path: `/blog/post-${String(index).padStart(2, "0")}`,
      views: 50 - index,
    }));
    await storePageViews(analytics.db, [...pages, { at: "2026-06-01 10:00", visitor: "late", path: "/schedule-demo" }]);
    const rows = await countsBetween(analytics.dashboard, "2026-06-01", "2026-06-01", {});
    expect(of(rows, "page").map(([key]) => key)).toEqual([
      ...pages.slice(0, topLimit).map((page) => page.path),
      "/schedule-demo",
    ]);
  });
});
