import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines, type TestApp } from "./test-app";

describe.each(engines)("health, headers and failures on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("answers /healthz and /readyz", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("sends security headers and a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/plans" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports a dead database as 503 on /readyz and a plain 500 on the API, with no internals", async () => {
    await t.database.close();
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: "Database unavailable" });

    const plans = await t.app.inject({ method: "GET", url: "/api/plans" });
    expect(plans.statusCode).toBe(500);
    expect(plans.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(plans.body).not.toMatch(/at .*\.ts|node_modules|Error:/);
  });
});
