import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { analyticsEvents, analyticsPageViews, analyticsSalts } from "../../server/db/schema";
import { viewsPerClientPerMinute } from "../../server/modules/analytics/client-budget";
import { maxBuffered } from "../../server/modules/analytics/collector";
import { createTestApp, engines, type TestApp, type TestAppOptions } from "./test-app";

/**
 * First-party analytics, the collecting side (ADR 028): page views counted on the
 * server, before and with the page cache, and the funnel events, written in batches with nothing
 * personal in them. Renders the production build (`npm run build` first).
 */

const desktop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const visitorAddress = "203.0.113.9";
const day = 24 * 60 * 60 * 1000;

describe.each(engines)("analytics collection on %s", (engine) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const start = async (options: TestAppOptions = {}) => {
    t = await createTestApp(engine, { pages: true, ...options });
    return t;
  };

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = visitorAddress) =>
    t.app.inject({ method: "GET", url, headers: { "user-agent": desktop, ...headers }, remoteAddress });

  async function views(app: FastifyInstance = t.app) {
    await app.services.analyticsCollector.flush();
    return t.database.db.select().from(analyticsPageViews).orderBy(asc(analyticsPageViews.id));
  }
  async function events() {
    await t.app.services.analyticsCollector.flush();
    return t.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
  }

  it("counts a document request and a React Router data request, with device, referrer and utm", async () => {
    await start();
    expect((await get("/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=launch")).statusCode).toBe(200);
    expect(
      (await get("/blog.data?_routes=routes%2Fblog", { "user-agent": phone, referer: "http://localhost:3000/pricing" }))
        .statusCode,
    ).toBe(200);
    expect((await get("/_.data", { referer: "https://www.google.com/search?q=hrms" })).statusCode).toBe(200);

    expect(t.app.services.analyticsCollector.stats().buffered).toBe(3);
    const rows = await views();
    expect(rows.map(({ path, device, referrerHost }) => ({ path, device, referrerHost }))).toEqual([
      { path: "/pricing", device: "desktop", referrerHost: "" },
      { path: "/blog", device: "mobile", referrerHost: "" },
      { path: "/", device: "desktop", referrerHost: "google.com" },
    ]);
    expect(rows[0]).toMatchObject({ utmSource: "newsletter", utmMedium: "email", utmCampaign: "launch", utmTerm: "" });
    expect(rows[0]?.at).toEqual(t.clock.now());
    expect(t.app.services.analyticsCollector.stats()).toMatchObject({ buffered: 0, written: 3, dropped: 0 });
  });

  it("counts pages answered from the page cache, by its hook and by its fast path before Fastify", async () => {
    await start();
    const first = await get("/features");
    const second = await get("/features");
    expect(second.headers["cache-status"]).toMatch(/hit/);
    expect(first.body).toBe(second.body);

    // A real connection: the repeat is answered by the HTTP server's fast path, which Fastify never sees.
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${origin}/features?utm_source=ad`, { headers: { "user-agent": phone } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-status")).toMatch(/hit/);
      await response.arrayBuffer();
    }
    // Identical views waiting for the same flush are one row with their count.
    const rows = await views();
    expect(rows.map((row) => [row.path, row.device, row.utmSource, row.views])).toEqual([
      ["/features", "desktop", "", 2],
      ["/features", "mobile", "ad", 2],
    ]);
  });

  it("does not count bots, Sec-GPC, DNT, prefetches, HEAD, the back office, the API, files, probes or 404s", async () => {
    await start();
    await get("/pricing"); // fills the cache, so the refusals below are of cached answers too
    const skipped = [
      get("/pricing", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      get("/pricing", { "user-agent": "" }),
      get("/pricing", { "sec-gpc": "1" }),
      get("/pricing", { dnt: "1" }),
      get("/pricing", { "sec-purpose": "prefetch" }),
      get("/pricing.data", { purpose: "prefetch" }),
      t.app.inject({ method: "HEAD", url: "/pricing", headers: { "user-agent": desktop } }),
      get("/admin/login"),
      get("/api/plans"),
      get("/favicon.svg"),
      get("/healthz"),
      get("/readyz"),
      get("/no-such-page"),
    ];
    const statuses = (await Promise.all(skipped)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(10);
    expect(statuses).toContain(404);
    expect((await views()).map((row) => row.path)).toEqual(["/pricing"]);
  });

  it("gives a visitor one id for the day, another on another device, and a new one the next day", async () => {
    await start();
    await get("/");
    await get("/pricing");
    await get("/", { "user-agent": phone });
    await get("/", {}, "198.51.100.20");
    await t.clock.advance(day);
    await get("/");
    const ids = (await views()).map((row) => row.visitor);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    const [morning, later, otherDevice, otherAddress, tomorrow] = ids;
    expect(later).toBe(morning);
    expect(otherDevice).not.toBe(morning);
    expect(otherAddress).not.toBe(morning);
    expect(tomorrow).not.toBe(morning);
    // One salt per business day, shared through the database; housekeeping deletes the past ones.
    expect((await t.database.db.select().from(analyticsSalts)).map((row) => row.day)).toEqual([
      "2026-06-01",
      "2026-06-02",
    ]);
    expect(await t.app.services.analyticsCollector.purgeOldSalts()).toBe(1);
    expect((await t.database.db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(["2026-06-02"]);
  });

  it("stores no address, user agent or cookie", async () => {
    await start();
    await get("/pricing?utm_source=newsletter", {
      referer: "https://mail.example.com/inbox",
      cookie: "session=s3cr3t-token",
    });
    await t.app.inject({
      method: "POST",
      url: "/api/analytics/cta",
      headers: { "user-agent": desktop, "content-type": "text/plain;charset=UTF-8" },
      payload: JSON.stringify({ cta: "pricing-get-started", path: "/pricing" }),
      remoteAddress: visitorAddress,
    });
    const stored = JSON.stringify([await views(), await events()]);
    // The cookie's value has letters outside hex, so the random visitor id can never contain it by chance.
    for (const secret of [visitorAddress, "203.0.113", desktop, "Chrome", "Windows", "session=", "s3cr3t-token"]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain("mail.example.com");
  });

  it("writes what is waiting when the app closes, and keeps memory bounded under a flood", async () => {
    await start();
    await get("/pricing");
    await get("/careers");
    const collector = t.app.services.analyticsCollector;
    expect(collector.stats().buffered).toBe(2);
    await t.app.close();
    const rows = await t.database.db.select().from(analyticsPageViews);
    expect(rows.map((row) => row.path).sort()).toEqual(["/careers", "/pricing"]);

    // A flood from many addresses: the buffer holds maxBuffered rows and drops (and counts) the rest.
    const from = (address: string) =>
      ({
        method: "GET",
        url: "/",
        headers: { "user-agent": desktop },
        socket: { remoteAddress: address },
      }) as unknown as IncomingMessage;
    for (let i = 0; i < maxBuffered + 50; i += 1) collector.observe(from(`10.0.${i >> 8}.${i & 255}`), 200);
    expect(collector.stats()).toMatchObject({ buffered: maxBuffered, dropped: 50 });
    expect(await collector.flush()).toBe(maxBuffered);
    expect(collector.stats().buffered).toBe(0);

    // A flood from one client is one row whatever its size, and its views beyond a reader's rate
    // are not counted (ADR 033): it costs no more memory or writes.
    await t.database.db.delete(analyticsPageViews);
    const one = from("::1");
    for (let i = 0; i < 3 * maxBuffered; i += 1) collector.observe(one, 200);
    expect(collector.stats()).toMatchObject({
      buffered: 1,
      dropped: 50,
      viewsOverRate: 3 * maxBuffered - viewsPerClientPerMinute,
    });
    expect(await collector.flush()).toBe(1);
    const [row, ...none] = await t.database.db.select().from(analyticsPageViews);
    expect(none).toEqual([]);
    expect(row).toMatchObject({ path: "/", views: viewsPerClientPerMinute });
  });

  it("counts nothing with ANALYTICS_ENABLED=false", async () => {
    await start({ env: { ANALYTICS_ENABLED: "false" } });
    await get("/pricing");
    t.app.services.analyticsCollector.record({ name: "contact_sent" });
    expect(await views()).toEqual([]);
    expect(await events()).toEqual([]);
  });

  describe("the calls-to-action beacon", () => {
    const beacon = (body: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/analytics/cta",
        headers: { "user-agent": desktop, "content-type": "text/plain;charset=UTF-8", ...headers },
        payload: body,
        remoteAddress: visitorAddress,
      });

    it("counts a listed call to action sent as sendBeacon sends it, with the visitor's id of the day", async () => {
      await start();
      await get("/pricing");
      const response = await beacon(JSON.stringify({ cta: "pricing-get-started", path: "/pricing" }));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect(response.headers["set-cookie"]).toBeUndefined();
      const json = await t.app.inject({
        method: "POST",
        url: "/api/analytics/cta",
        headers: { "user-agent": desktop },
        payload: { cta: "header-demo" },
        remoteAddress: visitorAddress,
      });
      expect(json.statusCode).toBe(204);
      const [view] = await views();
      const rows = await events();
      expect(rows.map(({ name, detail, path }) => ({ name, detail, path }))).toEqual([
        { name: "cta_click", detail: "pricing-get-started", path: "/pricing" },
        { name: "cta_click", detail: "header-demo", path: "" },
      ]);
      expect(rows[0]?.visitor).toBe(view?.visitor);
    });

    it("answers 400 for an unknown call to action or a body that is not JSON, and 413 for a large one", async () => {
      await start();
      const unknown = await beacon(JSON.stringify({ cta: "buy-now", path: "/pricing" }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: expect.any(String), errors: { cta: "Unknown call to action" } });
      const garbled = await beacon("{cta:");
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json().message).toMatch(/JSON/);
      expect((await beacon(JSON.stringify({ cta: "header-demo", path: `/${"a".repeat(2000)}` }))).statusCode).toBe(413);
      expect(await events()).toEqual([]);
    });

    it("refuses a beacon another site's page sent, as the browser says (Sec-Fetch-Site, else Origin), and counts nothing", async () => {
      await start({ env: { PUBLIC_URL: "https://www.aster.example" } });
      const body = JSON.stringify({ cta: "header-demo", path: "/" });
      const fromElsewhere: Record<string, string>[] = [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { origin: "https://evil.example" },
        { origin: "null" },
      ];
      for (const headers of fromElsewhere) {
        const refused = await beacon(body, headers);
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.json()).toEqual({ message: "Clicks are counted only from this site's own pages." });
      }
      expect(await events()).toEqual([]);
      // Our own pages: the browser says same-origin, or sends our origin.
      expect((await beacon(body, { "sec-fetch-site": "same-origin" })).statusCode).toBe(204);
      expect((await beacon(body, { origin: "https://www.aster.example" })).statusCode).toBe(204);
      expect(await events()).toHaveLength(2);
    });

    it("answers 204 but counts nothing for Sec-GPC, DNT or a bot", async () => {
      await start();
      const body = JSON.stringify({ cta: "header-demo", path: "/" });
      expect((await beacon(body, { "sec-gpc": "1" })).statusCode).toBe(204);
      expect((await beacon(body, { dnt: "1" })).statusCode).toBe(204);
      expect((await beacon(body, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).statusCode).toBe(
        204,
      );
      expect(await events()).toEqual([]);
    });

    it("is rate-limited per client address", async () => {
      await start();
      const body = JSON.stringify({ cta: "header-demo", path: "/" });
      let refused = 0;
      for (let i = 0; i < 121; i += 1) if ((await beacon(body)).statusCode === 429) refused += 1;
      expect(refused).toBe(1);
    });
  });

  it("records the demo funnel and an enquiry from a real booking, with the page they came from", async () => {
    await start({ pages: false, seed: false });
    const visitor = { "user-agent": desktop, referer: "http://localhost:3000/schedule-demo?plan=silver" };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, headers: visitor, remoteAddress: visitorAddress });
    const email = "anita@hooghly.example";
    expect((await post("/api/schedule-demo/send-verification-code", { email })).statusCode).toBe(200);
    // Asked again within the cooldown: no code goes out, so none is counted.
    expect((await post("/api/schedule-demo/send-verification-code", { email })).statusCode).toBe(200);
    const codes = await t.app.services.outbox.latest({ limit: 10 });
    const code = codes.map((row) => row.text.match(/^\s*(\d{6})\s*$/m)?.[1]).find(Boolean);
    if (!code) throw new Error("no code was sent");
    expect((await post("/api/schedule-demo/verify-code", { email, code })).statusCode).toBe(200);
    const booking = {
      name: "Anita Ghosh",
      company: "Hooghly Textiles",
      email,
      phone: "+91 98300 12345",
      date: "2026-06-02",
      time: "10:00",
      timeZone: "Asia/Kolkata",
      fillMs: 45_000,
    };
    expect((await post("/api/schedule-demo", booking)).statusCode).toBe(201);
    // Spam (the hidden field filled in) is answered the same but is not a booking.
    expect((await post("/api/schedule-demo", { ...booking, time: "11:00", website: "x" })).statusCode).toBe(201);
    const enquiry = { name: "Anita Ghosh", email, message: "Do you support ESI?", fillMs: 45_000 };
    expect((await post("/api/contact", enquiry)).statusCode).toBe(201);
    expect((await post("/api/contact", { ...enquiry, website: "spam" })).statusCode).toBe(201);

    const rows = await events();
    expect(rows.map(({ name, path }) => ({ name, path }))).toEqual([
      { name: "demo_code_sent", path: "/schedule-demo" },
      { name: "demo_email_verified", path: "/schedule-demo" },
      { name: "demo_booked", path: "/schedule-demo" },
      { name: "contact_sent", path: "/schedule-demo" },
    ]);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    expect(rows[0]?.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it("records an assistant question with the page it was asked on", async () => {
    await start({ pages: false });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/assistant/ask",
      payload: { question: "How much does it cost?", page: "/pricing#faq" },
      headers: { "user-agent": phone },
      remoteAddress: visitorAddress,
    });
    expect(response.statusCode).toBe(200);
    expect((await events()).map(({ name, path }) => ({ name, path }))).toEqual([
      { name: "assistant_asked", path: "/pricing" },
    ]);
  });
});
