import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminUsers, loginThrottle } from "../../server/db/schema";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

/**
 * ADR 002's numbers (and the README's `signIn` row), written out rather than imported from the
 * code that enforces them: a changed constant must fail these tests, not move them along.
 */
const minute = 60_000;
const hour = 60 * minute;
const sessionIdleMs = 8 * hour;
const sessionLifetimeMs = 7 * 24 * hour;
const throttleWindowMs = 15 * minute;
const maxAttemptsPerClient = 5;
const usernameUnderAttackAfter = 20;
const signInPerAddress = { max: 20, windowMs: 15 * minute };

describe.each(engines)("sign-in and sessions on %s", (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false });
  });
  afterEach(() => t.close());

  const login = (username: string, password: string, remoteAddress = "203.0.113.7") =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password }, remoteAddress });
  const session = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/auth/session", headers: { "x-auth-token": token } });

  it("returns a token and message for the right pair, and the token works", async () => {
    const response = await login(testAdmin.username, testAdmin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; message: string }>();
    expect(body.message).toBe("Logged in successfully");
    expect(Buffer.from(body.token, "base64url").length).toBe(32);
    expect((await session(body.token)).json()).toEqual({
      id: expect.any(String),
      username: testAdmin.username,
      role: "admin",
      twoFactorSetupRequired: false,
    });
  });

  it("accepts the username in any case", async () => {
    expect((await login(testAdmin.username.toUpperCase(), testAdmin.password)).statusCode).toBe(200);
  });

  it("gives one generic message for a wrong password and for an unknown user", async () => {
    const wrongPassword = await login(testAdmin.username, "wrong password");
    const unknownUser = await login("mallory", testAdmin.password);
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid username or password" });
    }
  });

  it("validates the login body", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ username: "Username is required", password: "Password is required" });
  });

  it("stores passwords as argon2id hashes, never as given", async () => {
    const [user] = await t.database.db.select().from(adminUsers);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(testAdmin.password);
  });

  it("revokes the token on logout, on the server", async () => {
    const token = await signIn(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { "x-auth-token": token } });
    expect(out.statusCode).toBe(200);
    expect((await session(token)).statusCode).toBe(401);
    const write = await t.app.inject({
      method: "POST",
      url: "/api/admin/plans",
      headers: { "x-auth-token": token },
      payload: { name: "X", price: "1" },
    });
    expect(write.statusCode).toBe(401);
  });

  it("ends a session after 8 hours idle: a use a millisecond before keeps it, 8 hours after that ends it", async () => {
    const token = await signIn(t.app);
    t.clock.advance(sessionIdleMs - 1);
    expect((await session(token)).statusCode).toBe(200);
    t.clock.advance(sessionIdleMs - 1);
    expect((await session(token)).statusCode).toBe(200);
    t.clock.advance(sessionIdleMs);
    expect((await session(token)).statusCode).toBe(401);
  });

  it("ends a session 7 days after sign-in, however busy: used a millisecond before, not at 7 days", async () => {
    const token = await signIn(t.app);
    const step = 4 * hour;
    for (let elapsed = step; elapsed < sessionLifetimeMs; elapsed += step) {
      t.clock.advance(step);
      expect((await session(token)).statusCode).toBe(200);
    }
    // Used every 4 hours until 4 hours before the end; then up to its last millisecond, then past it.
    t.clock.advance(step - 1);
    expect((await session(token)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await session(token)).statusCode).toBe(401);
  });

  it("throttles repeated wrong passwords from one address with 429 and Retry-After, for that address only", async () => {
    for (let attempt = 1; attempt <= maxAttemptsPerClient; attempt++) {
      expect((await login(testAdmin.username, `wrong ${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(testAdmin.username, testAdmin.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBe(throttleWindowMs / 1000);
    expect(blocked.json().message).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");

    // Whoever fails on purpose cannot lock the account: the right password from elsewhere signs in.
    expect((await login(testAdmin.username, testAdmin.password, "198.51.100.9")).statusCode).toBe(200);

    t.clock.advance(throttleWindowMs + 1000);
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  });

  it("while one address keeps sending wrong passwords for the admin, the right one from a fresh address signs in at once", async () => {
    for (let attempt = 1; attempt <= 3 * maxAttemptsPerClient; attempt++) {
      await login(testAdmin.username, `attack ${attempt}`, "192.0.2.66");
      if (attempt % 5 === 0) {
        const fromAnywhere = await login(testAdmin.username, testAdmin.password, `198.51.100.${attempt}`);
        expect(fromAnywhere.statusCode).toBe(200);
      }
    }
  });

  it("an account guessed at from many addresses holds each address to one attempt, and the real admin still signs in", async () => {
    for (let address = 1; address <= usernameUnderAttackAfter; address++) {
      expect((await login(testAdmin.username, "guess", `203.0.113.${address}`)).statusCode).toBe(401);
    }
    // Under attack: a new address gets one attempt, then waits for its window.
    expect((await login(testAdmin.username, "guess", "203.0.113.100")).statusCode).toBe(401);
    expect((await login(testAdmin.username, "guess", "203.0.113.100")).statusCode).toBe(429);
    // An address with no failures signs in with the right password, at once.
    expect((await login(testAdmin.username, testAdmin.password, "198.51.100.200")).statusCode).toBe(200);
    // The attack is over when the window is.
    t.clock.advance(throttleWindowMs + 1000);
    expect((await login(testAdmin.username, "typo", "203.0.113.100")).statusCode).toBe(401);
    expect((await login(testAdmin.username, testAdmin.password, "203.0.113.100")).statusCode).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    for (let attempt = 1; attempt <= maxAttemptsPerClient; attempt++) {
      expect((await login(testAdmin.username, "wrong", `2001:db8:aa:bb::${attempt.toString(16)}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login(testAdmin.username, testAdmin.password, "2001:db8:aa:bb:ffff::1")).statusCode).toBe(429);
    expect((await login(testAdmin.username, testAdmin.password, "2001:db8:aa:bc::1")).statusCode).toBe(200);
  });

  it("counts each attempt before checking it: 20 parallel guesses get at most 5 answers that are not 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) => login(testAdmin.username, `parallel guess ${guess}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(maxAttemptsPerClient);
    expect(statuses.filter((status) => status === 401)).toHaveLength(maxAttemptsPerClient);
  });

  it("a success clears the count, so a colleague's earlier typos do not lock the account", async () => {
    for (let attempt = 1; attempt < maxAttemptsPerClient; attempt++) await login(testAdmin.username, "typo");
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
    for (let attempt = 1; attempt < maxAttemptsPerClient; attempt++) {
      expect((await login(testAdmin.username, "typo")).statusCode).toBe(401);
    }
  });

  it("counts failures within the 15-minute window only: one second before it ends they still count, after it they do not", async () => {
    for (let attempt = 1; attempt < maxAttemptsPerClient; attempt++) await login(testAdmin.username, "wrong");
    t.clock.advance(throttleWindowMs - 1000);
    expect((await login(testAdmin.username, "wrong")).statusCode).toBe(401);
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(429);

    t.clock.advance(2000);
    for (let attempt = 1; attempt < maxAttemptsPerClient; attempt++) {
      expect((await login(testAdmin.username, "wrong")).statusCode).toBe(401);
    }
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  });

  it("limits sign-in requests to 20 in 15 minutes per address, however many usernames are tried", async () => {
    const { max } = signInPerAddress;
    for (let attempt = 1; attempt <= max; attempt++) {
      expect((await login(`user${attempt}`, "guess")).statusCode).toBe(401);
    }
    const blocked = await login(testAdmin.username, testAdmin.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe(String(signInPerAddress.windowMs / 1000));
    expect(blocked.json().message).toBe("Too many sign-in attempts from your network. Please try again in 15 minutes.");
    expect((await login(testAdmin.username, testAdmin.password, "198.51.100.9")).statusCode).toBe(200);
    // The 15 minutes run from the first request: a millisecond before they end, still refused.
    t.clock.advance(signInPerAddress.windowMs - 1);
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  });

  it("counts 40 sign-ins from 40 addresses of one IPv6 /64 as one client's", async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 40; attempt++) {
      statuses.push((await login(`user${attempt}`, "guess", `2001:db8:77:1:${attempt.toString(16)}::9`)).statusCode);
    }
    const { max } = signInPerAddress;
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    // The next /64 is someone else.
    expect((await login(testAdmin.username, testAdmin.password, "2001:db8:77:2::9")).statusCode).toBe(200);
  });

  it("purges counters whose window has ended", async () => {
    await login("someone", "wrong");
    await login("someone-else", "wrong");
    // Each wrong password: its (username, address) attempt count and the username's failure count.
    expect(await t.database.db.select().from(loginThrottle)).toHaveLength(4);
    t.clock.advance(throttleWindowMs + 1);
    await login("third", "wrong");
    expect(await t.app.services.auth.throttle.purgeExpired()).toBe(4);
    expect((await t.database.db.select().from(loginThrottle)).map((row) => row.key).sort()).toEqual([
      "pair:third|203.0.113.7",
      "user:third",
    ]);
  });
});

describe.each(engines)("client addresses behind a proxy on %s", (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  it("with TRUST_PROXY=1, a client cannot dodge the per-address limit by writing X-Forwarded-For", async () => {
    t = await createTestApp(engine, { seed: false, env: { TRUST_PROXY: "1" } });
    const answers = [];
    for (let attempt = 1; attempt <= 40; attempt++) {
      answers.push(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { username: `user${attempt}`, password: "guess" },
          remoteAddress: "10.0.0.2",
          // The client wrote the left-most entry; our proxy appended the address it saw.
          headers: { "x-forwarded-for": `198.51.100.${attempt}, 203.0.113.50` },
        }),
      );
    }
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, signInPerAddress.max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(signInPerAddress.max).every((status) => status === 429)).toBe(true);
  });

  it("keeps a proxy's X-Request-Id only from a trusted proxy", async () => {
    t = await createTestApp(engine, { seed: false, env: { TRUST_PROXY: "10.0.0.0/8" } });
    const fromProxy = await t.app.inject({
      method: "GET",
      url: "/healthz",
      remoteAddress: "10.1.2.3",
      headers: { "x-request-id": "lb-1234" },
    });
    expect(fromProxy.headers["x-request-id"]).toBe("lb-1234");
    const fromClient = await t.app.inject({
      method: "GET",
      url: "/healthz",
      remoteAddress: "203.0.113.9",
      headers: { "x-request-id": "chosen-by-client" },
    });
    expect(fromClient.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await t.app.inject({
      method: "GET",
      url: "/healthz",
      remoteAddress: "10.1.2.3",
      headers: { "x-request-id": "has spaces; and=more" },
    });
    expect(malformed.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the staff sign-in page", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("tells a customer first where their own workspace's sign-in is (CUSTOMER_SIGN_IN_URL)", async () => {
    // Pages from the production build (`npm run build` first).
    t = await createTestApp("pglite", {
      seed: false,
      pages: true,
      env: { CUSTOMER_SIGN_IN_URL: "https://hr.customer-portal.example/signin" },
    });
    const page = await t.app.inject({ method: "GET", url: "/admin/login" });
    expect(page.statusCode).toBe(200);
    const notice = page.body.indexOf("Using Aster HRMS at your company?");
    const form = page.body.indexOf("<form");
    expect(notice).toBeGreaterThan(0);
    expect(notice).toBeLessThan(form);
    expect(page.body).toContain('href="https://hr.customer-portal.example/signin"');
    expect(page.body).toContain("hr.customer-portal.example");
  });

  it("refuses a CUSTOMER_SIGN_IN_URL that is not a web address", async () => {
    await expect(
      createTestApp("pglite", { seed: false, env: { CUSTOMER_SIGN_IN_URL: "javascript:alert(1)" } }),
    ).rejects.toThrow(/CUSTOMER_SIGN_IN_URL/);
    t = await createTestApp("pglite", { seed: false });
  });
});
