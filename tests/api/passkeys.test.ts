import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { softwareAuthenticator } from "../support/software-authenticator";
import { createTestApp, engines, signIn, signInAs, type TestApp } from "./test-app";

const as = (token: string) => ({ "x-auth-token": token });

describe.each(engines)("passkeys on %s", (engine) => {
  let t: TestApp;
  let person: { token: string; id: string; username: string };
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: "100" } });
    person = await signInAs(t.app, "marketing");
  });
  afterEach(() => t.close());

  const origin = () => t.app.services.passkeys.origin;
  async function addPasskey(token = person.token, name = "Work laptop") {
    const key = softwareAuthenticator(origin());
    const options = await t.app.inject({ method: "POST", url: "/api/auth/passkeys/options", headers: as(token) });
    expect(options.json()).toMatchObject({
      rp: { id: new URL(origin()).hostname },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    const added = await t.app.inject({
      method: "POST",
      url: "/api/auth/passkeys",
      headers: as(token),
      payload: { name, response: key.register(options.json().challenge) },
    });
    expect(added.statusCode).toBe(201);
    return key;
  }
  const signInChallenge = async () =>
    (await t.app.inject({ method: "POST", url: "/api/auth/passkey/options" })).json().challenge as string;
  const verify = (response: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/passkey/verify",
      payload: { response },
      remoteAddress: "198.51.100.20",
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36" },
    });

  it("signs in with a passkey alone, no username; each answer works once, and only from this site", async () => {
    const key = await addPasskey();
    const answer = key.signIn(await signInChallenge());
    const signedIn = await verify(answer);
    expect(signedIn.statusCode).toBe(200);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(signedIn.json().token) });
    expect(session.json()).toMatchObject({ username: person.username });

    // The same answer again: its challenge is used up.
    expect((await verify(answer)).statusCode).toBe(401);
    // An answer made for another site (a phishing page's origin) is refused.
    const phished = await verify(key.signIn(await signInChallenge(), { from: "https://aster-hrms.example" }));
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).toEqual({ message: "That passkey did not sign you in. Try again, or use your password." });
    // A challenge the server never issued.
    expect((await verify(key.signIn("bm90LWlzc3VlZC1oZXJl"))).statusCode).toBe(401);

    const admin = await signIn(t.app);
    const log = await t.app.inject({ method: "GET", url: "/api/admin/audit?action=sign-in", headers: as(admin) });
    expect(log.json()).toContainEqual(
      expect.objectContaining({
        actor: person.username,
        summary: "Signed in with a passkey",
        address: "198.51.100.20",
      }),
    );
    const failed = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=sign-in-failed",
      headers: as(admin),
    });
    expect(failed.json()).toHaveLength(3);
  }, 60_000);

  it("lists, renames and removes only one's own passkeys; a removed or deactivated one signs nobody in", async () => {
    const key = await addPasskey();
    await addPasskey(person.token, "Phone");
    const listed = await t.app.inject({ method: "GET", url: "/api/auth/passkeys", headers: as(person.token) });
    expect(listed.json().map((row: { name: string }) => row.name)).toEqual(["Work laptop", "Phone"]);

    const other = await signInAs(t.app, "sales");
    const theirs = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/passkeys/${key.id}`,
      headers: as(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/auth/passkeys/${key.id}`,
      headers: as(person.token),
      payload: { name: "  " },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ name: "Give the passkey a name" });

    const admin = await signIn(t.app);
    await t.app.inject({ method: "POST", url: `/api/admin/users/${person.id}/deactivate`, headers: as(admin) });
    expect((await verify(key.signIn(await signInChallenge()))).statusCode).toBe(401);
    await t.app.inject({ method: "POST", url: `/api/admin/users/${person.id}/reactivate`, headers: as(admin) });
    const back = await signIn(t.app, { username: person.username, password: "marketing person's long password" });

    const removed = await t.app.inject({ method: "DELETE", url: `/api/auth/passkeys/${key.id}`, headers: as(back) });
    expect(removed.json()).toEqual({ message: "Passkey removed. It no longer signs you in." });
    expect((await verify(key.signIn(await signInChallenge()))).statusCode).toBe(401);
  }, 60_000);

  it("meets a role's two-factor requirement, and then the password alone no longer signs in", async () => {
    const admin = await signIn(t.app);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/two-factor-policy",
      headers: as(admin),
      payload: { requiredFor: ["marketing"] },
    });
    const before = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(person.token) });
    expect(before.json()).toMatchObject({ twoFactorSetupRequired: true });
    const key = await addPasskey();
    const after = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(person.token) });
    expect(after.json()).toMatchObject({ twoFactorSetupRequired: false });

    const password = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: person.username, password: "marketing person's long password" },
    });
    expect(password.statusCode).toBe(401);
    expect(password.json()).toEqual({ message: "Your role requires two-factor sign-in: sign in with your passkey." });
    expect((await verify(key.signIn(await signInChallenge()))).statusCode).toBe(200);
  }, 60_000);
});
