import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsTestContext,
  analyticsTestContext,
  incomingRequest,
} from "../../../tests/support/analytics-context";
import { testEpoch } from "../../../tests/support/test-database";
import { analyticsSalts } from "../../db/schema";
import {
  businessDayAt,
  clientAddress,
  purgeOldSalts,
  rememberedVisitor,
  saltFor,
  settleVisitors,
  visitorOf,
} from "./visitor-id";

const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36";
const otherBrowser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("the day's visitor id, without HTTP", () => {
  let analytics: AnalyticsTestContext;
  beforeAll(async () => {
    analytics = await analyticsTestContext();
  });
  afterAll(() => analytics?.dispose());

  const idOn = async (day: string, address: string, userAgent = browser) => {
    await saltFor(analytics.collector, day);
    return visitorOf(analytics.collector, day, address, userAgent);
  };

  it("keeps one id for a visitor all day, another for another browser, and a new one the next day", async () => {
    const first = await idOn("2026-06-01", "203.0.113.9");
    expect(first).toEqual({ visitor: expect.stringMatching(/^[0-9a-f]{32}$/), identity: null });
    expect(await idOn("2026-06-01", "203.0.113.9")).toEqual(first);
    expect((await idOn("2026-06-01", "203.0.113.9", otherBrowser)).visitor).not.toBe(first.visitor);
    expect((await idOn("2026-06-01", "198.51.100.4")).visitor).not.toBe(first.visitor);
    expect((await idOn("2026-06-02", "203.0.113.9")).visitor).not.toBe(first.visitor);
  });

  it("takes one IPv6 /64 for one client, as the rate limits do", async () => {
    const home = await idOn("2026-06-01", "2001:db8:1:2::10");
    expect((await idOn("2026-06-01", "2001:db8:1:2:aaaa::1")).visitor).toBe(home.visitor);
    expect((await idOn("2026-06-01", "2001:db8:1:3::10")).visitor).not.toBe(home.visitor);
  });

  it("gives a view made before the day's salt was known the same id at the flush as later views", async () => {
    const day = "2026-06-05";
    const early = visitorOf(analytics.collector, day, "203.0.113.50", browser);
    expect(early.visitor).toBe("");
    const pending = { day, ...early };
    await settleVisitors(analytics.collector, [pending]);
    expect(pending.visitor).toBe(visitorOf(analytics.collector, day, "203.0.113.50", browser).visitor);
    expect(pending.visitor).not.toBe("");
  });

  it("shares the day's salt between instances: both give a visitor the same id", async () => {
    const other = analytics.anotherCollector();
    const day = "2026-06-06";
    const [here, there] = await Promise.all([saltFor(analytics.collector, day), saltFor(other, day)]);
    expect(here).toBe(there);
    expect(visitorOf(other, day, "203.0.113.9", browser)).toEqual(
      visitorOf(analytics.collector, day, "203.0.113.9", browser),
    );
  });

  it("remembers a visitor's device class and client with its id", async () => {
    await saltFor(analytics.collector, "2026-06-01");
    const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1";
    const visitor = rememberedVisitor(analytics.collector, "2026-06-01", "2001:db8:1:2::10", phone);
    expect(visitor).toMatchObject({ device: "mobile", client: "2001:db8:1:2::/64" });
    expect(visitor.visitor).toBe(visitorOf(analytics.collector, "2026-06-01", "2001:db8:1:2::10", phone).visitor);
  });

  it("deletes the salts of days that are over, so their ids cannot be made again", async () => {
    analytics.clock.set(testEpoch);
    const saltOf = async (day: string) =>
      (await analytics.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day)))[0]?.salt;
    const yesterday = await saltFor(analytics.collector, "2026-05-31");
    await saltFor(analytics.collector, "2026-06-01");
    const removed = await purgeOldSalts(analytics.collector);
    expect(removed).toBe(1);
    expect(await saltOf("2026-05-31")).toBeUndefined();
    expect(await saltOf("2026-06-01")).toBeDefined();
    // Asked again, yesterday gets a new salt: the ids it gave cannot be remade.
    expect(await saltFor(analytics.collector, "2026-05-31")).not.toBe(yesterday);
  });
});

describe("the business day and the client's address", () => {
  let analytics: AnalyticsTestContext;
  beforeAll(async () => {
    analytics = await analyticsTestContext();
  });
  afterAll(() => analytics?.dispose());

  it("starts the day at midnight in India, whatever the server's zone", () => {
    expect(businessDayAt(analytics.collector, new Date("2026-06-01T18:29:59Z"))).toBe("2026-06-01");
    expect(businessDayAt(analytics.collector, new Date("2026-06-01T18:30:00Z"))).toBe("2026-06-02");
    expect(businessDayAt(analytics.collector, new Date("2026-06-01T12:00:00Z"))).toBe("2026-06-01");
  });

  it("believes X-Forwarded-For only from a proxy TRUST_PROXY names, and Fastify's address first", () => {
    const request = incomingRequest("/", { "x-forwarded-for": "203.0.113.9" });
    expect(clientAddress(analytics.collector, request)).toBe("");
    expect(clientAddress(analytics.anotherCollector({ TRUST_PROXY: "1" }), request)).toBe("203.0.113.9");
    expect(clientAddress(analytics.collector, request, "198.51.100.4")).toBe("198.51.100.4");
  });
});
