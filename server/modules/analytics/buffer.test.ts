import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AnalyticsTestContext, analyticsTestContext } from "../../../tests/support/analytics-context";
import { testEpoch } from "../../../tests/support/test-database";
import { bufferEvent, bufferView, collectorStats, flush, hasRoom, maxBuffered } from "./buffer";
import type { PendingEvent, PendingView } from "./collector-context";

const day = "2026-06-01";
const visitor = "0123456789abcdef0123456789abcdef";

const view = (path: string, fields: Partial<PendingView> = {}): PendingView => ({
  at: testEpoch,
  day,
  path,
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  device: "desktop",
  visitor,
  identity: null,
  views: 1,
  ...fields,
});
const event = (name: PendingEvent["name"], detail = ""): PendingEvent => ({
  at: testEpoch,
  day,
  name,
  detail,
  path: "/schedule-demo",
  visitor,
  identity: null,
});
/** Lets the event loop take a turn: what `setImmediate` scheduled runs. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the collector's buffer, without HTTP", () => {
  let analytics: AnalyticsTestContext;
  beforeAll(async () => {
    analytics = await analyticsTestContext();
  });
  beforeEach(async () => {
    await flush(analytics.collector);
    await analytics.db.execute(sql`truncate analytics_page_views, analytics_events`);
  });
  afterAll(() => analytics?.dispose());

  it("writes what waits in one flush, and says how many records it wrote", async () => {
    bufferView(analytics.collector, "pricing", () => view("/pricing"));
    bufferView(analytics.collector, "blog", () => view("/blog", { device: "mobile", utmSource: "newsletter" }));
    bufferEvent(analytics.collector, event("demo_booked"));
    expect(collectorStats(analytics.collector).buffered).toBe(3);

    expect(await flush(analytics.collector)).toBe(3);
    expect(collectorStats(analytics.collector)).toMatchObject({ buffered: 0 });
    const views = await analytics.pageViews();
    expect(views.map(({ path, device, utmSource, views }) => ({ path, device, utmSource, views }))).toEqual([
      { path: "/pricing", device: "desktop", utmSource: "", views: 1 },
      { path: "/blog", device: "mobile", utmSource: "newsletter", views: 1 },
    ]);
    expect(views[0]?.at).toEqual(testEpoch);
    expect((await analytics.events()).map(({ name, path, visitor }) => ({ name, path, visitor }))).toEqual([
      { name: "demo_booked", path: "/schedule-demo", visitor },
    ]);
    // Nothing left: the next flush writes nothing.
    expect(await flush(analytics.collector)).toBe(0);
  });

  it("keeps views that agree on everything a row holds as one row with their count", async () => {
    for (let reload = 0; reload < 5; reload++) bufferView(analytics.collector, "same", () => view("/pricing"));
    bufferView(analytics.collector, "other", () => view("/pricing", { referrerHost: "google.com" }));
    expect(collectorStats(analytics.collector).buffered).toBe(2);
    const rows = await analytics.pageViews();
    expect(rows.map(({ referrerHost, views }) => ({ referrerHost, views }))).toEqual([
      { referrerHost: "", views: 5 },
      { referrerHost: "google.com", views: 1 },
    ]);
  });

  it(`keeps at most ${maxBuffered} records waiting and counts the rest as dropped`, async () => {
    const before = collectorStats(analytics.collector);
    for (let index = 0; index < maxBuffered; index++) {
      expect(hasRoom(analytics.collector)).toBe(true);
      bufferEvent(analytics.collector, event("cta_click", `button ${index}`));
    }
    expect(hasRoom(analytics.collector)).toBe(false);
    expect(collectorStats(analytics.collector)).toMatchObject({
      buffered: maxBuffered,
      dropped: before.dropped + 1,
    });
    await flush(analytics.collector);
    expect(hasRoom(analytics.collector)).toBe(true);
    expect(await analytics.events()).toHaveLength(maxBuffered);
  });

  it("starts a flush by itself once 500 records wait, after the current turn and not inside it", async () => {
    for (let index = 0; index < 499; index++) bufferEvent(analytics.collector, event("cta_click", `${index}`));
    await nextTurn();
    expect(collectorStats(analytics.collector).buffered).toBe(499);
    bufferEvent(analytics.collector, event("cta_click", "the 500th"));
    expect(collectorStats(analytics.collector).buffered).toBe(500);
    await nextTurn();
    // That flush took the records: the one asked for now finds nothing left to write.
    expect(await flush(analytics.collector)).toBe(0);
    expect(await analytics.events()).toHaveLength(500);
  });

  it("never writes a record twice when flushes overlap", async () => {
    for (let index = 0; index < 20; index++) bufferView(analytics.collector, `${index}`, () => view(`/page-${index}`));
    const [first, second] = await Promise.all([flush(analytics.collector), flush(analytics.collector)]);
    expect(first + second).toBe(20);
    expect(await analytics.pageViews()).toHaveLength(20);
  });

  it("keeps what it could not write for the next flush", async () => {
    const written = collectorStats(analytics.collector).written;
    bufferView(analytics.collector, "pricing", () => view("/pricing"));
    bufferEvent(analytics.collector, event("demo_code_sent"));
    await analytics.db.execute(sql`alter table analytics_events rename to analytics_events_away`);
    try {
      // The view was written before the events' table failed; the event waits.
      expect(await flush(analytics.collector)).toBe(1);
      expect(collectorStats(analytics.collector)).toMatchObject({ buffered: 1, written: written + 1 });
    } finally {
      await analytics.db.execute(sql`alter table analytics_events_away rename to analytics_events`);
    }
    expect(await flush(analytics.collector)).toBe(1);
    expect((await analytics.events()).map((row) => row.name)).toEqual(["demo_code_sent"]);
    expect(await analytics.pageViews()).toHaveLength(1);
  });
});
