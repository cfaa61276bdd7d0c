import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminUsers } from "../../server/db/schema";
import {
  maxFailuresPerAddress,
  maxFailuresPerUsername,
  throttleLockoutMs,
} from "../../server/modules/auth/login-throttle";
import { sessionIdleMs, sessionLifetimeMs } from "../../server/modules/auth/sessions";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

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
    expect((await session(body.token)).json()).toEqual({ username: testAdmin.username });
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
      url: "/api/plans",
      headers: { "x-auth-token": token },
      payload: { name: "X", price: "1" },
    });
    expect(write.statusCode).toBe(401);
  });

  it("ends a session after the idle time", async () => {
    const token = await signIn(t.app);
    t.clock.advance(sessionIdleMs - 60_000);
    expect((await session(token)).statusCode).toBe(200);
    t.clock.advance(sessionIdleMs - 60_000);
    expect((await session(token)).statusCode).toBe(200);
    t.clock.advance(sessionIdleMs + 1);
    expect((await session(token)).statusCode).toBe(401);
  });

  it("ends a session at its absolute lifetime, however busy", async () => {
    const token = await signIn(t.app);
    const step = sessionIdleMs / 2;
    for (let elapsed = step; elapsed < sessionLifetimeMs; elapsed += step) {
      t.clock.advance(step);
      expect((await session(token)).statusCode).toBe(200);
    }
    t.clock.advance(step);
    expect((await session(token)).statusCode).toBe(401);
  });

  it("throttles repeated wrong passwords for a username with 429 and Retry-After", async () => {
    for (let attempt = 1; attempt <= maxFailuresPerUsername; attempt++) {
      expect((await login(testAdmin.username, `wrong ${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(testAdmin.username, testAdmin.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBe(throttleLockoutMs / 1000);
    expect(blocked.json().message).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");

    // Another address is blocked too: the limit protects the account, not one client.
    expect((await login(testAdmin.username, testAdmin.password, "198.51.100.9")).statusCode).toBe(429);

    t.clock.advance(throttleLockoutMs + 1000);
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  });

  it("throttles one address trying many usernames", async () => {
    for (let attempt = 1; attempt <= maxFailuresPerAddress; attempt++) {
      expect((await login(`user${attempt}`, "guess")).statusCode).toBe(401);
    }
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(429);
    expect((await login(testAdmin.username, testAdmin.password, "198.51.100.9")).statusCode).toBe(200);
  });

  it("forgets old failures once the window has passed", async () => {
    for (let attempt = 1; attempt < maxFailuresPerUsername; attempt++) await login(testAdmin.username, "wrong");
    t.clock.advance(throttleLockoutMs + 1000);
    for (let attempt = 1; attempt < maxFailuresPerUsername; attempt++) {
      expect((await login(testAdmin.username, "wrong")).statusCode).toBe(401);
    }
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  });
});
