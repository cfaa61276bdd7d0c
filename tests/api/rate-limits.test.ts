import { randomInt } from "node:crypto";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimitPolicies } from "../../server/http/rate-limit";
import { postgresUrl } from "../support/test-database";
import { createTestApp, engines, type TestApp } from "./test-app";

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI && !redisUrl) throw new Error("CI must test the Redis rate-limit store too: set TEST_REDIS_URL");

/** A client address no other test (or run, on a shared Redis) uses. */
const someAddress = () => `100.${randomInt(64, 127)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

describe.each(engines)("the rate-limit layer on %s", (engine) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const start = async (options: Parameters<typeof createTestApp>[1] = {}) => {
    const app = await createTestApp(engine, { seed: false, ...options });
    apps.push(app);
    return app;
  };
  const missing = (t: TestApp, remoteAddress: string) =>
    t.app.inject({ method: "GET", url: "/api/no-such-thing", remoteAddress });

  it("answers 429 with Retry-After and a JSON message once a policy is exceeded, until its window ends", async () => {
    const t = await start({ env: { RATE_LIMIT_SCALE: "0.05" } });
    const max = Math.round(rateLimitPolicies.notFound.max * 0.05);
    const client = someAddress();
    for (let request = 1; request <= max; request++) expect((await missing(t, client)).statusCode).toBe(404);
    const limited = await missing(t, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.json()).toEqual({
      message: "Too many requests for pages that do not exist. Please try again in 60 seconds.",
    });
    // Per client: someone else is not affected.
    expect((await missing(t, someAddress())).statusCode).toBe(404);

    t.clock.advance(rateLimitPolicies.notFound.windowMs);
    expect((await missing(t, client)).statusCode).toBe(404);
  });

  it("RATE_LIMIT_SCALE multiplies every limit, and 0 turns them off with a warning at start", async () => {
    const doubled = await start({ env: { RATE_LIMIT_SCALE: "2" } });
    const client = someAddress();
    const login = (t: TestApp, attempt: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: `user${attempt}`, password: "guess" },
        remoteAddress: client,
      });
    const max = rateLimitPolicies.signIn.max;
    for (let attempt = 1; attempt <= max * 2; attempt++) expect((await login(doubled, attempt)).statusCode).toBe(401);
    expect((await login(doubled, 0)).statusCode).toBe(429);

    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const off = await start({ env: { RATE_LIMIT_SCALE: "0" }, logger: { level: "warn", stream } });
    for (let attempt = 1; attempt <= max * 3; attempt++) expect((await login(off, attempt)).statusCode).toBe(401);
    expect(lines.join("")).toContain("RATE_LIMIT_SCALE=0: every request limit is off");
    // Five times the sign-in limit in attempts, each hashing a password with argon2id (19 MiB,
    // tens of ms of CPU): 15 s beside three other test runs here, over the 20 s default on a
    // busier machine. The time is the work's, not a wait's.
  }, 90_000);
});

describe.runIf(postgresUrl)("limits shared by instances on one PostgreSQL", () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  it("counts requests to either instance against one limit", async () => {
    const first = await createTestApp("postgres", { seed: false });
    apps.push(first);
    const second = await createTestApp("postgres", { databaseUrl: first.databaseUrl });
    apps.push(second);
    const client = someAddress();
    const max = rateLimitPolicies.signIn.max;
    for (let attempt = 1; attempt <= max; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      const response = await instance.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: `user${attempt}`, password: "guess" },
        remoteAddress: client,
      });
      expect(response.statusCode).toBe(401);
    }
    for (const instance of [first, second]) {
      const response = await instance.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "one-more", password: "guess" },
        remoteAddress: client,
      });
      expect(response.statusCode).toBe(429);
    }
  });
});

describe.runIf(redisUrl)("limits in Redis when REDIS_URL is set", () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it("shares one count between two instances that have separate databases", async () => {
    const env = { REDIS_URL: redisUrl ?? "", RATE_LIMIT_SCALE: "0.05" };
    const first = await createTestApp("pglite", { seed: false, env });
    const second = await createTestApp("pglite", { seed: false, env });
    apps.push(first, second);
    const client = someAddress();
    const max = Math.round(rateLimitPolicies.notFound.max * 0.05);
    for (let request = 1; request <= max; request++) {
      const instance = request % 2 === 0 ? first : second;
      expect((await instance.app.inject({ method: "GET", url: "/api/nope", remoteAddress: client })).statusCode).toBe(
        404,
      );
    }
    const limited = await first.app.inject({ method: "GET", url: "/api/nope", remoteAddress: client });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
