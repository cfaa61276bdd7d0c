import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsTestContext,
  analyticsTestContext,
  incomingRequest,
  userAgents,
} from "../../../tests/support/analytics-context";
import { collectorStats, flush } from "./buffer";
import { type EventRequest, recordEvent } from "./events";
import { observePageView } from "./page-views";

const visitorAddress = "203.0.113.9";

/** The parts of Fastify's request an event reads, as Fastify makes them of Node's. */
function request(headers: Record<string, string> = {}, ip = visitorAddress): EventRequest {
  const raw = incomingRequest("/api/demo/verify", headers, "POST");
  return { raw, headers: raw.headers, ip };
}

describe("recording events, without HTTP", () => {
  let analytics: AnalyticsTestContext;
  beforeAll(async () => {
    analytics = await analyticsTestContext();
  });
  afterEach(async () => {
    await flush(analytics.collector);
    await analytics.db.execute(sql`truncate analytics_page_views, analytics_events`);
  });
  afterAll(() => analytics?.dispose());

  it("records an event on the page its request came from, by the visitor who viewed that page", async () => {
    observePageView(analytics.collector, incomingRequest("/schedule-demo"), 200, visitorAddress);
    recordEvent(analytics.collector, {
      name: "demo_code_sent",
      request: request({ referer: "https://www.aster.test/schedule-demo?plan=pro" }),
    });
    const [event] = await analytics.events();
    expect(event).toMatchObject({ name: "demo_code_sent", detail: "", path: "/schedule-demo" });
    // The funnel follows one visitor from the page to the event.
    const [view] = await analytics.pageViews();
    expect(event?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(event?.visitor).toBe(view?.visitor);
  });

  it("keeps a page given with the event without its query or fragment, and no page from another site", async () => {
    recordEvent(analytics.collector, { name: "cta_click", detail: "hero-demo", path: "/pricing?plan=pro#faq" });
    recordEvent(analytics.collector, {
      name: "cta_click",
      detail: "footer-demo",
      request: request({ referer: "https://elsewhere.test/pricing" }),
    });
    expect((await analytics.events()).map(({ detail, path }) => ({ detail, path }))).toEqual([
      { detail: "hero-demo", path: "/pricing" },
      { detail: "footer-demo", path: "" },
    ]);
  });

  it("records a server flow's event with no request as no visitor", async () => {
    recordEvent(analytics.collector, { name: "newsletter_confirmed" });
    expect((await analytics.events()).map(({ name, visitor, path }) => ({ name, visitor, path }))).toEqual([
      { name: "newsletter_confirmed", visitor: "", path: "" },
    ]);
  });

  it("records nothing for a visitor who opted out or a crawler", async () => {
    recordEvent(analytics.collector, { name: "contact_sent", request: request({ "sec-gpc": "1" }) });
    recordEvent(analytics.collector, { name: "contact_sent", request: request({ dnt: "1" }) });
    recordEvent(analytics.collector, {
      name: "contact_sent",
      request: request({ "user-agent": userAgents.googlebot }),
    });
    expect(await analytics.events()).toEqual([]);
  });

  it("records nothing when analytics is turned off", async () => {
    const off = analytics.anotherCollector({ ANALYTICS_ENABLED: "false" });
    recordEvent(off, { name: "demo_booked", request: request() });
    recordEvent(off, { name: "newsletter_confirmed" });
    expect(collectorStats(off).buffered).toBe(0);
    expect(await analytics.events()).toEqual([]);
  });

  it("keeps at most 512 characters of the detail and the page", async () => {
    recordEvent(analytics.collector, { name: "cta_click", detail: "d".repeat(600), path: `/${"p".repeat(600)}` });
    const [event] = await analytics.events();
    expect(event?.detail).toHaveLength(512);
    expect(event?.path).toHaveLength(512);
  });
});
