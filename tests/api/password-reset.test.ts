import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { passwordResetRequestedMessage } from "../../common/password-reset";
import { adminUsers, outbox } from "../../server/db/schema";
import { createTestApp, engines, signIn, signInAs, type TestApp } from "./test-app";

const unusable = {
  message: "This reset link has expired or has already been used. Ask for a new one from the sign-in page.",
};
const as = (token: string) => ({ "x-auth-token": token });

describe.each(engines)("password reset by email on %s", (engine) => {
  let t: TestApp;
  let person: { token: string; id: string; username: string };
  const email = "ira.sen@example.com";
  const password = "marketing person's long password";
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false });
    person = await signInAs(t.app, "marketing");
    // As an invitation leaves it: the account knows its address.
    await t.database.db.update(adminUsers).set({ email }).where(eq(adminUsers.id, person.id));
  });
  afterEach(() => t.close());

  const ask = (address: string, from = "203.0.113.9") =>
    t.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: address }, remoteAddress: from });
  const complete = (token: string, newPassword = "mango orchard sunrise") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/complete",
      payload: { token, password: newPassword },
    });
  const resetEmails = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt), desc(outbox.id));
  /** The link's token in the newest reset email to `to`, once it is queued (after the answer). */
  async function emailedToken(to: string): Promise<string> {
    await expect.poll(async () => (await resetEmails(to)).length, { timeout: 5000 }).toBeGreaterThan(0);
    const [message] = await resetEmails(to);
    return message?.text.match(/\/admin\/reset-password#([\w-]+)/)?.[1] ?? "";
  }

  it("emails a single-use link; using it sets the password, ends every session and signs in afresh", async () => {
    const asked = await ask("Ira.Sen@example.com");
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: passwordResetRequestedMessage });
    const token = await emailedToken(email);
    const [message] = await resetEmails(email);
    expect(message?.subject).toBe("Reset your Aster HRMS back-office password");
    expect(message?.holdsSecret).toBe(true);
    expect(message?.text).toContain("The link works once, for 30 minutes.");

    const weak = await complete(token, "password1234");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toMatch(/^New password is too easy to guess\./);

    const done = await complete(token);
    expect(done.statusCode).toBe(200);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(done.json().token) });
    expect(session.json()).toMatchObject({ username: person.username });
    // Every session it had before has ended; the old password no longer works.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(person.token) })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, { username: person.username, password })).rejects.toThrow("401");
    await signIn(t.app, { username: person.username, password: "mango orchard sunrise" });

    expect((await complete(token, "another mango orchard")).json()).toEqual(unusable);
    const admin = await signIn(t.app);
    const log = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=password-reset",
      headers: as(admin),
    });
    expect(log.json()).toMatchObject([
      { actor: person.username, summary: "Reset own password by email; 1 session signed out" },
    ]);
    // Three argon2 sign-ins, a hash and the strength judge's first start: slow on a busy machine.
  }, 60_000);

  it("answers an unknown or deactivated address exactly as a known one, and emails nobody", async () => {
    const known = await ask(email);
    const unknown = await ask("nobody@example.com");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    await emailedToken(email);
    const admin = await signIn(t.app);
    await t.app.inject({ method: "POST", url: `/api/admin/users/${person.id}/deactivate`, headers: as(admin) });
    const off = await ask(email, "203.0.113.10");
    expect(off.body).toBe(known.body);
    // Give a queued email every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await resetEmails("nobody@example.com")).toEqual([]);
    expect(await resetEmails(email)).toHaveLength(1);
  });

  it("refuses a link after 30 minutes, and a made-up one, with one answer", async () => {
    await ask(email);
    const token = await emailedToken(email);
    await t.clock.advance(30 * 60 * 1000 + 1000);
    expect((await complete(token)).statusCode).toBe(410);
    expect((await complete("a".repeat(43))).json()).toEqual(unusable);
  });

  it("limits requests per address (429) and emails per account (silently: the same answer)", async () => {
    for (let request = 0; request < 3; request++)
      expect((await ask(email, `198.51.100.${request}`)).statusCode).toBe(200);
    await expect.poll(async () => (await resetEmails(email)).length, { timeout: 5000 }).toBe(3);
    const fourth = await ask(email, "198.51.100.50");
    expect(fourth.json()).toEqual({ message: passwordResetRequestedMessage });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await resetEmails(email)).toHaveLength(3);

    const from = "198.51.100.99";
    for (let request = 0; request < 10; request++) await ask(`someone${request}@example.com`, from);
    const limited = await ask("someone-else@example.com", from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^You have asked for several password resets in a short time\./);
  });

  it("takes as long for an unknown address as for a known one, over 200 tries each", async () => {
    // Limits out of the way: every known try queues an email, as a first request would.
    const quiet = await createTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: "100" } });
    const known = await signInAs(quiet.app, "sales");
    await quiet.database.db.update(adminUsers).set({ email: "known@example.com" }).where(eq(adminUsers.id, known.id));
    const times = { known: [] as number[], unknown: [] as number[] };
    try {
      for (let round = 0; round < 200; round++) {
        // Interleaved (K U, U K, …), so each kind follows a known try as often as the other does.
        for (const kind of round % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
          const started = process.hrtime.bigint();
          const answer = await quiet.app.inject({
            method: "POST",
            url: "/api/auth/password-reset",
            payload: { email: kind === "known" ? "known@example.com" : "nobody@example.com" },
          });
          times[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
          expect(answer.statusCode).toBe(200);
        }
      }
      // The emails were queued (after their answers): the known path did its work.
      await expect
        .poll(
          async () => (await quiet.database.db.select().from(outbox).where(eq(outbox.to, "known@example.com"))).length,
          { timeout: 120_000 },
        )
        .toBe(200);
    } finally {
      await quiet.close();
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
    const spread = (values: number[]) =>
      (sorted(values)[Math.floor(values.length * 0.75)] ?? 0) - (sorted(values)[Math.floor(values.length * 0.25)] ?? 0);
    // The noise: half the interquartile range of all tries, or how far apart the two halves of the
    // unknown tries are from each other, whichever is larger (and never under half a millisecond).
    const halves = Math.abs(median(times.unknown.slice(0, 100)) - median(times.unknown.slice(100)));
    const noise = Math.max(spread([...times.known, ...times.unknown]) / 2, halves, 0.5);
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThanOrEqual(noise);
  }, 240_000);
});
