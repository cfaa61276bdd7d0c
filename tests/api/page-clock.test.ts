import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Pages read the time from the server's clock, as services do: the booking form's
 * earliest date is today in Kolkata, by that clock, and moves at Kolkata's midnight.
 * Renders the production build: `npm run build` first.
 */
describe("the time a page shows comes from the server's clock", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { pages: true });
  });
  afterAll(() => t.close());

  const earliestBookableDate = async () => {
    const page = await t.app.inject({ method: "GET", url: "/schedule-demo" });
    expect(page.statusCode).toBe(200);
    const dateInput = /<input[^>]*type="date"[^>]*>/.exec(page.body)?.[0] ?? "";
    return /min="([\d-]+)"/.exec(dateInput)?.[1];
  };

  it("offers today in Kolkata as the earliest date, and tomorrow once Kolkata's midnight has passed", async () => {
    t.clock.set("2026-03-10T18:29:00Z"); // 23:59 in Kolkata (UTC+5:30)
    expect(await earliestBookableDate()).toBe("2026-03-10");
    // The page may be served from the cache for up to a minute after it was rendered.
    await t.clock.advance(61_000); // 00:00:01 on the 11th in Kolkata
    expect(await earliestBookableDate()).toBe("2026-03-11");
  });

  it("dates the footer's copyright by the clock, turning over at Kolkata's new year", async () => {
    const copyright = async (url: string) => {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      return /© (\d{4}) Aster Workforce Technologies/.exec(page.body)?.[1];
    };
    t.clock.set("2026-12-31T18:29:59Z"); // 23:59:59 on 31 December in Kolkata
    expect(await copyright("/about")).toBe("2026");
    await t.clock.advance(2_000); // 00:00:01 on 1 January in Kolkata: the cached page ends at midnight
    expect(await copyright("/about")).toBe("2027");
    expect(await copyright("/pricing")).toBe("2027");
  });

  it("dates the blog feed's copyright by the clock", async () => {
    t.clock.set("2028-05-01T10:00:00Z");
    const feed = await t.app.inject({ method: "GET", url: "/rss.xml" });
    expect(feed.body).toContain("<copyright>© 2028 Aster Workforce Technologies Pvt. Ltd.</copyright>");
  });
});
