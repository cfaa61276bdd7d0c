import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

describe("sitemap and robots", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { seed: false });
  });
  afterAll(() => t.close());

  it("lists the public pages with the configured origin", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain("http://localhost:3000/");
    expect(locations).toContain("http://localhost:3000/features/payroll-finance");
    expect(locations).toContain("http://localhost:3000/pricing");
    expect(locations.filter((location) => location?.includes("/features/"))).toHaveLength(10);
    expect(locations.some((location) => location?.includes("/admin"))).toBe(false);
  });

  it("keeps crawlers out of the back office and points them to the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Disallow: /admin");
    expect(response.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
