import { desc, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { twoFactorRequiredMessage } from "../../common/two-factor";
import { adminUsers, outbox } from "../../server/db/schema";
import { recoveryCodes, staffTotp } from "../../server/modules/two-factor/tables";
import { createTestApp, engines, signIn, signInAs, type TestApp, testAdmin } from "./test-app";

const as = (token: string) => ({ "x-auth-token": token });
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36";

describe.each(engines)("two-factor sign-in on %s", (engine) => {
  let t: TestApp;
  let person: { token: string; id: string; username: string };
  const password = "marketing person's long password";
  beforeEach(async () => {
    // Many sign-ins from one address: the per-address request limit is not what these tests are about.
    t = await createTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: "100" } });
    person = await signInAs(t.app, "marketing");
  });
  afterEach(() => t.close());

  const codeFor = (secret: string, secondsAhead = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + secondsAhead });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: as(token), ...(payload ? { payload } : {}) });
  const login = (from = "203.0.113.9") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: person.username, password },
      remoteAddress: from,
      headers: { "user-agent": browser },
    });
  const secondStep = (challenge: string, code: string, from = "203.0.113.9") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login/second-factor",
      payload: { challenge, code },
      remoteAddress: from,
      headers: { "user-agent": browser },
    });

  /** Sets up and confirms an authenticator for `token`'s account: its secret and recovery codes. */
  async function turnOn(token = person.token): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await post("/api/auth/two-factor/setup", token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await post("/api/auth/two-factor/confirm", token, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toMatch(/^That code is not right/);
    const confirmed = await post("/api/auth/two-factor/confirm", token, { code: await codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes };
  }

  it("is set up with one code; then sign-in needs a code, and a code works once", async () => {
    const { secret, recoveryCodes: codes } = await turnOn();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const status = await t.app.inject({ method: "GET", url: "/api/auth/two-factor", headers: as(person.token) });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // The password alone gives no session: a challenge, to send back with the code.
    t.clock.set(new Date(t.clock.now().getTime() + 30_000));
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty("token");
    const { challenge } = first.json();
    const code = await codeFor(secret);
    const signedIn = await secondStep(challenge, code);
    expect(signedIn.statusCode).toBe(200);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(signedIn.json().token) });
    expect(session.json()).toMatchObject({ username: person.username, twoFactorSetupRequired: false });

    // The same code again, within its window: refused.
    const replay = await secondStep((await login()).json().challenge, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("That code is not right, or it has been used. Enter the newest code.");
    // The next one, 30 seconds on, works.
    t.clock.set(new Date(t.clock.now().getTime() + 30_000));
    expect((await secondStep((await login()).json().challenge, await codeFor(secret))).statusCode).toBe(200);

    // A forged or out-of-date challenge is refused before any code is looked at.
    const forged = await secondStep(`${person.id}.${Date.now() + 60_000}.forged`, await codeFor(secret, 30));
    expect(forged.statusCode).toBe(401);
    const late = (await login()).json().challenge;
    t.clock.set(new Date(t.clock.now().getTime() + 6 * 60_000));
    const expired = await secondStep(late, await codeFor(secret));
    expect(expired.json().message).toBe("Your sign-in took too long. Please enter your password again.");
  }, 60_000);

  it("keeps the secret sealed and the recovery codes hashed; a recovery code works once", async () => {
    const { secret, recoveryCodes: codes } = await turnOn();
    const [stored] = await t.database.db.select().from(staffTotp).where(eq(staffTotp.userId, person.id));
    expect(stored?.sealedSecret).not.toContain(secret);
    const hashes = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.id));
    expect(hashes).toHaveLength(10);
    for (const row of hashes) for (const code of codes) expect(row.codeHash).not.toContain(code.replace("-", ""));

    const recovery = codes[3] ?? "";
    const used = await secondStep((await login()).json().challenge, recovery.toUpperCase());
    expect(used.statusCode).toBe(200);
    const again = await secondStep((await login()).json().challenge, recovery);
    expect(again.statusCode).toBe(401);

    const admin = await signIn(t.app);
    const log = await t.app.inject({ method: "GET", url: "/api/admin/audit?action=sign-in", headers: as(admin) });
    expect(log.json()).toContainEqual(
      expect.objectContaining({
        actor: person.username,
        summary: "Signed in with a password and a recovery code (9 left)",
        address: "203.0.113.9",
        userAgent: browser,
        device: "Chrome 156 on Linux",
      }),
    );
    const failed = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=two-factor-failed",
      headers: as(admin),
    });
    expect(failed.json()).toMatchObject([{ actor: person.username, address: "203.0.113.9" }]);
  }, 60_000);

  it("throttles 20 parallel wrong codes for one account like passwords, and no other account", async () => {
    await turnOn();
    const other = await signInAs(t.app, "sales");
    await turnOn(other.token);
    const { challenge } = (await login()).json();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => secondStep(challenge, `${100000 + i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    // The password step counted one attempt for this address and username: four codes are checked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/,
    );
    // A right password does not reset the count of code guesses.
    expect((await login()).statusCode).toBe(429);
    // Another account, from the same address, is not held back.
    const otherLogin = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: other.username, password: "sales person's long password" },
      remoteAddress: "203.0.113.9",
    });
    expect(otherLogin.statusCode).toBe(200);
    expect(otherLogin.json()).toHaveProperty("challenge");
  }, 60_000);

  it("is required of a role by an admin: its members can reach only their own account until they set it up", async () => {
    const admin = await signIn(t.app);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/admin/two-factor-policy",
          headers: as(person.token),
          payload: { requiredFor: ["marketing"] },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/two-factor-policy",
      headers: as(admin),
      payload: { requiredFor: ["marketing", "janitor"] },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.app.inject({
      method: "PUT",
      url: "/api/admin/two-factor-policy",
      headers: as(admin),
      payload: { requiredFor: ["marketing"] },
    });
    expect(set.json()).toEqual({ requiredFor: ["marketing"] });
    // A role named twice is the role once (found by the hostile-input suite: it was a 500).
    const twice = await t.app.inject({
      method: "PUT",
      url: "/api/admin/two-factor-policy",
      headers: as(admin),
      payload: { requiredFor: ["marketing", "marketing"] },
    });
    expect(twice.json()).toEqual({ requiredFor: ["marketing"] });

    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(person.token) });
    expect(session.json()).toMatchObject({ twoFactorSetupRequired: true });
    const blog = await t.app.inject({ method: "GET", url: "/api/admin/blog", headers: as(person.token) });
    expect(blog.statusCode).toBe(403);
    expect(blog.json()).toEqual({ message: twoFactorRequiredMessage });
    // An admin's own sessions are not held: the policy names marketing only.
    expect((await t.app.inject({ method: "GET", url: "/api/admin/blog", headers: as(admin) })).statusCode).toBe(200);

    await turnOn();
    expect((await t.app.inject({ method: "GET", url: "/api/admin/blog", headers: as(person.token) })).statusCode).toBe(
      200,
    );
    const off = await post("/api/auth/two-factor/disable", person.token, { password });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe("The Marketing role requires two-factor sign-in, so it cannot be turned off.");
    const log = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=two-factor-policy",
      headers: as(admin),
    });
    expect(log.json()).toMatchObject([{ summary: "Two-factor sign-in required for: Marketing" }]);
  }, 60_000);

  it("turns off with the password, renews recovery codes, and a reset link no longer signs such an account in", async () => {
    const { recoveryCodes: first } = await turnOn();
    const wrong = await post("/api/auth/two-factor/recovery-codes", person.token, { password: "not it at all" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: "That password is not right" });
    const renewed = await post("/api/auth/two-factor/recovery-codes", person.token, { password });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).not.toContain(first[0]);
    expect((await secondStep((await login()).json().challenge, first[0] ?? "")).statusCode).toBe(401);

    // An emailed reset link proves the mailbox, not the second factor: it sets the password, signs in nowhere.
    await t.database.db.update(adminUsers).set({ email: "ira@example.com" }).where(eq(adminUsers.id, person.id));
    await t.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: "ira@example.com" } });
    await expect
      .poll(async () => (await t.database.db.select().from(outbox).where(eq(outbox.to, "ira@example.com"))).length, {
        timeout: 5000,
      })
      .toBe(1);
    const [email] = await t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt));
    const resetToken = email?.text.match(/\/admin\/reset-password#([\w-]+)/)?.[1] ?? "";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/complete",
      payload: { token: resetToken, password },
    });
    expect(reset.json()).toEqual({
      message: "Password changed, and signed out everywhere. Sign in with it and your authenticator code.",
    });
    expect((await login()).json()).toHaveProperty("challenge");

    person.token = (await secondStep((await login()).json().challenge, renewed.json().recoveryCodes[0])).json().token;
    expect((await post("/api/auth/two-factor/disable", person.token, { password })).statusCode).toBe(200);
    const plain = await login();
    expect(plain.json()).toHaveProperty("token");
    // With it off there are no codes to renew: said as such, not as a wrong code.
    const renewOff = await post("/api/auth/two-factor/recovery-codes", person.token, { password });
    expect(renewOff.statusCode).toBe(409);
    expect(renewOff.json().message).toMatch(/^Two-factor sign-in is off/);
  }, 60_000);
});

describe.each(engines)("the server operator's reset of a lost second factor on %s", (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false });
  });
  afterEach(() => t.close());

  it("turns it off, ends the account's sessions and says so in the audit log (npm run admin:reset-two-factor)", async () => {
    const person = await signInAs(t.app, "recruiting");
    const setup = await t.app.inject({ method: "POST", url: "/api/auth/two-factor/setup", headers: as(person.token) });
    const code = await generate({ secret: setup.json().secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/confirm",
      headers: as(person.token),
      payload: { code },
    });

    expect(await t.app.services.twoFactor.resetAsSystem(person.username)).toBe(true);
    expect(await t.app.services.twoFactor.resetAsSystem("nobody-at-all")).toBe(false);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(person.token) })).statusCode,
    ).toBe(401);
    const plain = await signIn(t.app, { username: person.username, password: "recruiting person's long password" });
    expect(plain).toEqual(expect.any(String));
    const admin = await signIn(t.app);
    const log = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=two-factor-off",
      headers: as(admin),
    });
    expect(log.json()).toMatchObject([
      {
        actor: "server operator",
        summary: `Turned off two-factor sign-in for "${person.username}" from the server's command line; their sessions ended`,
      },
    ]);
  }, 60_000);
});

describe.each(engines)("sessions and sign-in records on %s", (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false });
  });
  afterEach(() => t.close());

  it("lists each session's device and address, and signs out all the others at once", async () => {
    const person = await signInAs(t.app, "sales");
    const credentials = { username: person.username, password: "sales person's long password" };
    const phone = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: credentials,
      remoteAddress: "198.51.100.7",
      headers: {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      },
    });
    const list = await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: as(person.token) });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ device: "Safari 17 on iOS (iPhone)", address: "198.51.100.7", current: false }),
    );
    const ended = await t.app.inject({ method: "DELETE", url: "/api/auth/sessions", headers: as(person.token) });
    expect(ended.json()).toEqual({ message: "Signed out 1 other session." });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(phone.json().token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(person.token) })).statusCode,
    ).toBe(200);
  });

  it("records every sign-in and failed sign-in with its address and user agent, but not an unknown username", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: testAdmin.username, password: "not the password" },
      remoteAddress: "192.0.2.44",
      headers: { "user-agent": "curl/8.1.2" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "my-secret-password-by-mistake", password: "x" },
      remoteAddress: "192.0.2.45",
    });
    const admin = await signIn(t.app);
    const failed = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=sign-in-failed",
      headers: as(admin),
    });
    // Both rows have the test clock's one time: their order is not what is tested.
    expect(failed.json()).toHaveLength(2);
    expect(failed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: testAdmin.username,
          summary: "Failed sign-in: wrong password",
          address: "192.0.2.44",
          device: "curl/8.1.2",
        }),
        expect.objectContaining({
          actor: "(unknown username)",
          summary: "Failed sign-in for a username no account has",
          address: "192.0.2.45",
        }),
      ]),
    );
    expect(failed.body).not.toContain("my-secret-password-by-mistake");
    const signedIn = await t.app.inject({ method: "GET", url: "/api/admin/audit?action=sign-in", headers: as(admin) });
    expect(signedIn.json()).toMatchObject([{ actor: testAdmin.username, summary: "Signed in with a password" }]);
  });
});
