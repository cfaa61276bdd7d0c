import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsQuerySchema } from "../../../common/analytics";
import {
  type AnalyticsTestContext,
  analyticsTestContext,
  storeEvents,
  storePageViews,
} from "../../../tests/support/analytics-context";
import { analyticsReport } from "./report";

const query = (fields: Record<string, string> = {}) => analyticsQuerySchema.parse(fields);

describe("the analytics dashboard's report, without HTTP", () => {
  let analytics: AnalyticsTestContext;
  beforeAll(async () => {
    analytics = await analyticsTestContext();
    // The test clock's today is 2026-06-01. The week before the last seven days had one visitor.
    await storePageViews(analytics.db, [
      { at: "2026-05-20 12:00", visitor: "old", path: "/pricing" },
      { at: "2026-05-27 10:00", visitor: "a", utmSource: "newsletter", utmCampaign: "june" },
      { at: "2026-05-27 10:01", visitor: "a", path: "/schedule-demo" },
      { at: "2026-05-29 16:00", visitor: "b", path: "/pricing", device: "tablet", referrerHost: "bing.com" },
      { at: "2026-06-01 09:00", visitor: "c", path: "/pricing", device: "mobile", views: 3 },
    ]);
    await storeEvents(analytics.db, [
      { at: "2026-05-20 12:05", name: "demo_booked", visitor: "old" },
      { at: "2026-05-27 10:02", name: "cta_click", detail: "hero-demo", path: "/", visitor: "a" },
      { at: "2026-05-27 10:03", name: "demo_code_sent", visitor: "a" },
      { at: "2026-05-27 10:04", name: "demo_email_verified", visitor: "a" },
      { at: "2026-05-27 10:05", name: "demo_booked", visitor: "a" },
      { at: "2026-05-29 16:05", name: "contact_sent" },
      { at: "2026-05-30 08:00", name: "newsletter_confirmed" },
      { at: "2026-05-31 08:00", name: "assistant_asked", visitor: "b" },
      { at: "2026-05-31 08:01", name: "assistant_asked", visitor: "b" },
    ]);
  });
  afterAll(() => analytics?.dispose());

  it("compares the last seven days with the seven before them", async () => {
    const report = await analyticsReport(analytics.dashboard, query({ range: "7d" }));
    expect(report).toMatchObject({
      from: "2026-05-26",
      to: "2026-06-01",
      previousFrom: "2026-05-19",
      previousTo: "2026-05-25",
      filters: {},
      rawSince: "2026-03-03",
      totals: {
        visitors: { value: 3, previous: 1, change: 200 },
        pageViews: { value: 6, previous: 1, change: 500 },
        demosBooked: { value: 1, previous: 1, change: 0 },
      },
    });
  });

  it("shows every day of the range, oldest first, a day without visitors as zeros", async () => {
    const { series } = await analyticsReport(analytics.dashboard, query({ range: "7d" }));
    expect(series.map(({ day, visitors, pageViews }) => [day, visitors, pageViews])).toEqual([
      ["2026-05-26", 0, 0],
      ["2026-05-27", 1, 2],
      ["2026-05-28", 0, 0],
      ["2026-05-29", 1, 1],
      ["2026-05-30", 0, 0],
      ["2026-05-31", 0, 0],
      ["2026-06-01", 1, 3],
    ]);
  });

  it("lists the pages, sources, devices and calls to action most viewed first, and the other events' counts", async () => {
    const report = await analyticsReport(analytics.dashboard, query({ range: "7d" }));
    expect(report.pages).toEqual([
      { key: "/pricing", views: 4, visitors: 2 },
      { key: "/", views: 1, visitors: 1 },
      { key: "/schedule-demo", views: 1, visitors: 1 },
    ]);
    expect(report.devices.map((entry) => entry.key)).toEqual(["mobile", "desktop", "tablet"]);
    expect(report.referrers.map((entry) => entry.key)).toContain("bing.com");
    expect(report.utmSources.map((entry) => entry.key)).toContain("newsletter");
    expect(report.utmCampaigns.map((entry) => entry.key)).toContain("june");
    expect(report.ctas).toEqual([{ key: "hero-demo", views: 1, visitors: 1 }]);
    // Counts, not visitors: one visitor asked the assistant twice.
    expect(report.events).toEqual({ contact_sent: 1, newsletter_confirmed: 1, assistant_asked: 2 });
  });

  it("follows the range's visitors through the demo funnel", async () => {
    const { funnel } = await analyticsReport(analytics.dashboard, query({ range: "7d" }));
    expect(funnel.map((step) => [step.key, step.count])).toEqual([
      ["visitors", 3],
      ["schedule_demo_viewed", 1],
      ["demo_code_sent", 1],
      ["demo_email_verified", 1],
      ["demo_booked", 1],
    ]);
  });

  it("narrows the numbers and the funnel to a filter's visitors, and says which filters it applied", async () => {
    const report = await analyticsReport(analytics.dashboard, query({ range: "7d", utm_source: "newsletter" }));
    expect(report.filters).toEqual({ utm_source: "newsletter" });
    expect(report.totals.visitors).toEqual({ value: 1, previous: 0, change: null });
    expect(report.funnel.map((step) => step.count)).toEqual([1, 1, 1, 1, 1]);
    expect(report.events.contact_sent).toBe(0);
  });
});
