import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AdminUser } from "../../common/users";
import { createTestApp, engines, signIn, signInAs, type TestApp, testAdmin } from "./test-app";

const as = (token: string) => ({ "x-auth-token": token });

describe.each(engines)("deactivating a staff account on %s", (engine) => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false });
    admin = await signIn(t.app);
  });
  afterEach(() => t.close());

  const post = (token: string, url: string) => t.app.inject({ method: "POST", url, headers: as(token) });
  const session = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(token) });
  const login = (username: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });

  it("ends every session of the account on its very next request, refuses its sign-in, and keeps its name in the log", async () => {
    const person = await signInAs(t.app, "marketing");
    const password = "marketing person's long password";
    const phone = (await login(person.username, password)).json().token as string;
    // Something they did, which the log must keep naming them for.
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: as(person.token),
      payload: { currentPassword: password, newPassword: "a fresh long passphrase" },
    });
    expect(changed.statusCode).toBe(200);

    const deactivated = await post(admin, `/api/admin/users/${person.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json<AdminUser>()).toMatchObject({
      username: person.username,
      deactivatedAt: expect.any(String),
    });
    expect((await session(person.token)).statusCode).toBe(401);
    expect((await session(phone)).statusCode).toBe(401);

    // Refused exactly as a wrong password is: nothing says the account exists but is off.
    const refused = await login(person.username, "a fresh long passphrase");
    const wrong = await login(person.username, "not the password at all");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(wrong.json());

    const log = await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=10", headers: as(admin) });
    const rows = log.json<Array<{ actor: string; action: string; summary: string }>>();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: person.username, action: "password-change" }),
        expect.objectContaining({
          actor: testAdmin.username,
          action: "deactivate",
          summary: `Deactivated Marketing account "${person.username}"; 1 session ended`,
        }),
      ]),
    );

    // Reactivated, they sign in again with their password; old sessions stay ended.
    const back = await post(admin, `/api/admin/users/${person.id}/reactivate`);
    expect(back.json<AdminUser>().deactivatedAt).toBeNull();
    expect((await session(phone)).statusCode).toBe(401);
    expect((await login(person.username, "a fresh long passphrase")).statusCode).toBe(200);
  });

  it("refuses deactivating yourself, answers 404 for nobody, and writes nothing for an account already off", async () => {
    const me = (await session(admin)).json().id as string;
    const self = await post(admin, `/api/admin/users/${me}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: "You cannot deactivate your own account." });
    expect((await post(admin, "/api/admin/users/00000000-0000-4000-8000-000000000000/deactivate")).statusCode).toBe(
      404,
    );
    const person = await signInAs(t.app, "sales");
    await post(admin, `/api/admin/users/${person.id}/deactivate`);
    const before = (await t.app.inject({ method: "GET", url: "/api/admin/audit", headers: as(admin) })).headers[
      "x-total-count"
    ];
    expect((await post(admin, `/api/admin/users/${person.id}/deactivate`)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: "/api/admin/audit", headers: as(admin) })).headers[
      "x-total-count"
    ];
    expect(after).toBe(before);
  });

  it("two admins deactivating each other at once leave one active admin", async () => {
    const other = await signInAs(t.app, "admin");
    const me = (await session(admin)).json().id as string;
    const answers = await Promise.all([
      post(admin, `/api/admin/users/${other.id}/deactivate`),
      post(other.token, `/api/admin/users/${me}/deactivate`),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The second either finds its own session ended (401) or the last active admin (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/admin/users",
      // Whoever's request won is the admin left.
      headers: as(answers[0]?.statusCode === 200 ? admin : other.token),
    });
    const active = listed.json<AdminUser[]>().filter((user) => user.role === "admin" && !user.deactivatedAt);
    expect(active).toHaveLength(1);
  });
});
