import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsTestContext,
  analyticsTestContext,
  incomingRequest,
  userAgents,
} from "../../../tests/support/analytics-context";
import { collectorStats, flush } from "./buffer";
import { viewsPerClientPerMinute } from "./client-budget";
import { observePageView } from "./page-views";

const visitorAddress = "203.0.113.9";

describe("counting page views, without HTTP", () => {
  let analytics: AnalyticsTestContext;
  beforeAll(async () => {
    analytics = await analyticsTestContext();
  });
  afterEach(async () => {
    await flush(analytics.collector);
    await analytics.db.execute(sql`truncate analytics_page_views`);
  });
  afterAll(() => analytics?.dispose());

  const answered = (url: string, headers: Record<string, string> = {}, status = 200, method = "GET") =>
    observePageView(analytics.collector, incomingRequest(url, headers, method), status, visitorAddress);

  it("counts a page answered 200 or 304, and nothing else a browser asks for", async () => {
    answered("/pricing");
    answered("/features", {}, 304);
    answered("/blog.data");
    answered("/pricing", {}, 404);
    answered("/old-page", {}, 301);
    answered("/pricing", {}, 200, "HEAD");
    answered("/api/plans");
    answered("/favicon.svg");
    answered("/admin/blog");
    expect((await analytics.pageViews()).map((row) => row.path)).toEqual(["/pricing", "/features", "/blog"]);
  });

  it("does not count a visitor who opted out, a prefetch or a crawler", async () => {
    answered("/pricing", { "sec-gpc": "1" });
    answered("/pricing", { dnt: "1" });
    answered("/pricing", { "sec-purpose": "prefetch" });
    answered("/pricing", { "user-agent": userAgents.googlebot });
    expect(await analytics.pageViews()).toEqual([]);
  });

  it("keeps the page, the referrer's host, the campaign and the device class, and nothing personal", async () => {
    answered("/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=launch&email=anita@hooghly.test", {
      "user-agent": userAgents.phone,
      referer: "https://www.google.com/search?q=hrms",
    });
    const [row] = await analytics.pageViews();
    expect(row).toMatchObject({
      path: "/pricing",
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
      device: "mobile",
      visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
      views: 1,
    });
    expect(row?.at).toEqual(analytics.clock.now());
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(visitorAddress);
    expect(stored).not.toContain("iPhone");
    expect(stored).not.toContain("anita");
  });

  it("takes a link from this site's own pages for no referrer", async () => {
    answered("/features", { referer: "https://www.aster.test/pricing" });
    expect((await analytics.pageViews()).map((row) => row.referrerHost)).toEqual([""]);
  });

  it("counts one visitor's reloads before the flush as one row with their count, and the day's visits as one visitor", async () => {
    for (let reload = 0; reload < 3; reload++) answered("/pricing");
    answered("/features");
    const rows = await analytics.pageViews();
    expect(rows.map(({ path, views }) => ({ path, views }))).toEqual([
      { path: "/pricing", views: 3 },
      { path: "/features", views: 1 },
    ]);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
  });

  it("counts nothing when analytics is turned off", async () => {
    const off = analytics.anotherCollector({ ANALYTICS_ENABLED: "false" });
    observePageView(off, incomingRequest("/pricing"), 200, visitorAddress);
    expect(collectorStats(off).buffered).toBe(0);
    expect(await analytics.pageViews()).toEqual([]);
  });

  it(`counts at most ${viewsPerClientPerMinute} views a minute from one client (ADR 033)`, async () => {
    analytics.clock.set("2026-06-01T10:00:00Z");
    for (let page = 0; page <= viewsPerClientPerMinute; page++) answered(`/blog/post-${page}`);
    // Another client is not held back by the first one's flood.
    observePageView(analytics.collector, incomingRequest("/pricing"), 200, "198.51.100.4");
    const rows = await analytics.pageViews();
    expect(rows).toHaveLength(viewsPerClientPerMinute + 1);
    expect(rows.map((row) => row.path)).not.toContain(`/blog/post-${viewsPerClientPerMinute}`);
    expect(analytics.collector.budgets.stats().viewsOverRate).toBe(1);
    await analytics.clock.advance(60_000);
    answered(`/blog/post-${viewsPerClientPerMinute}`);
    expect(await analytics.pageViews()).toHaveLength(viewsPerClientPerMinute + 2);
  });
});
