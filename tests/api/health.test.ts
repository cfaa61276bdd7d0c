import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { freshDatabase, postgresUrl, type TestDatabase } from "../support/test-database";
import { createTestApp, engines, type TestApp } from "./test-app";

const unavailable = { message: "The service is temporarily unavailable. Please try again shortly." };

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

  it("gives API reads an ETag, answers a repeat with 304, and varies by Accept-Encoding", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/plans", headers: { "accept-encoding": "identity" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: "GET", url: "/api/plans", headers: { "if-none-match": String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const compressed = await t.app.inject({ method: "GET", url: "/api/plans", headers: { "accept-encoding": "br" } });
    expect(compressed.headers.etag).toBe(etag);
  });

  it("reports a dead database as 503 on /readyz and on the API, with no internals", async () => {
    await t.database.close();
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: "Database unavailable" });

    // An earlier test left /api/plans in the page cache (ADR 010), which needs no database.
    t.app.pageCache.clear();
    const plans = await t.app.inject({ method: "GET", url: "/api/plans" });
    expect(plans.statusCode).toBe(503);
    expect(plans.headers["retry-after"]).toBe("5");
    expect(plans.json()).toEqual(unavailable);
    expect(plans.body).not.toMatch(/at .*\.ts|node_modules|Error:/);
  });
});

describe.runIf(postgresUrl)("a PostgreSQL server that goes away and comes back", () => {
  let target: TestDatabase;
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;
  afterEach(async () => {
    await app.close();
    await proxy.close();
    await target.dispose();
  });

  it("answers 503 while it is gone and recovers by itself when it returns", async () => {
    target = await freshDatabase("postgres");
    const direct = new URL(target.url ?? "");
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ kind: "postgres", url: viaProxy.toString() });
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    app = await buildApp({ config, database, pages: { kind: "none" }, logger: false });
    app.addHook("onClose", () => database.close());

    expect((await app.inject({ method: "GET", url: "/api/plans" })).statusCode).toBe(200);
    await proxy.cut();
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    const plans = await app.inject({ method: "GET", url: "/api/plans" });
    expect(plans.statusCode).toBe(503);
    expect(plans.json()).toEqual(unavailable);

    await proxy.restore();
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/plans" })).statusCode).toBe(200);
  });
});
