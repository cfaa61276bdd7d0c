import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ActiveSession, AdminUser } from "../../common/users";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

describe.each(engines)("admin accounts API on %s", (engine) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false });
    token = await signIn(t.app);
  });
  afterEach(() => t.close());

  const as = (value: string) => ({ "x-auth-token": value });
  const bob = { username: "bob", password: "bob's long password", role: "marketing" };

  it("needs a session for every route", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/users"],
      ["POST", "/api/admin/users"],
      ["DELETE", "/api/admin/users/00000000-0000-4000-8000-000000000000"],
      ["GET", "/api/auth/sessions"],
      ["PUT", "/api/auth/password"],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("lists, adds and removes accounts, marking the caller's own", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/admin/users", headers: as(token), payload: bob });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      _id: expect.any(String),
      username: "bob",
      role: "marketing",
      createdAt: expect.any(String),
      deactivatedAt: null,
      current: false,
    });

    const list = (await t.app.inject({ method: "GET", url: "/api/admin/users", headers: as(token) })).json<
      AdminUser[]
    >();
    expect(list.map((user) => [user.username, user.current])).toEqual([
      [testAdmin.username, true],
      ["bob", false],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/argon2|password/i);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${created.json()._id}`,
      headers: as(token),
    });
    expect(removed.json()).toEqual({ message: "Removed bob" });
    expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: bob })).statusCode).toBe(401);
  });

  it("lists with the back office's list query: sort, search, pages and X-Total-Count", async () => {
    for (const username of ["zed", "Amy", "mike"]) {
      t.clock.advance(1000);
      await t.app.inject({
        method: "POST",
        url: "/api/admin/users",
        headers: as(token),
        payload: { ...bob, username },
      });
    }
    const get = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/admin/users?${query}`, headers: as(token) });
    const names = async (query: string) => (await get(query)).json<AdminUser[]>().map((user) => user.username);

    expect(await names("")).toEqual([testAdmin.username, "zed", "Amy", "mike"]);
    expect(await names("sort=createdAt&order=desc")).toEqual(["mike", "Amy", "zed", testAdmin.username]);
    // By name regardless of case, as a person reads a list of names.
    expect(await names("sort=username&order=asc")).toEqual(
      [testAdmin.username, "zed", "Amy", "mike"].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(await names("q=M")).toEqual(["Amy", "mike"]);
    const page = await get("sort=username&order=asc&limit=2&page=2");
    expect(page.headers["x-total-count"]).toBe("4");
    expect(page.json()).toHaveLength(2);
    expect((await get("sort=password")).statusCode).toBe(400);
  });

  it("answers 409 for a taken name, also when two requests race for it", async () => {
    const racing = await Promise.all(
      ["Carol", "carol"].map((username) =>
        t.app.inject({ method: "POST", url: "/api/admin/users", headers: as(token), payload: { ...bob, username } }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const conflict = racing.find((response) => response.statusCode === 409);
    expect(conflict?.json().errors.username).toMatch(/already exists/);
  });

  it("refuses to remove yourself or the last admin, with 409 and a reason", async () => {
    const me = (await t.app.inject({ method: "GET", url: "/api/admin/users", headers: as(token) })).json<
      AdminUser[]
    >()[0];
    const self = await t.app.inject({ method: "DELETE", url: `/api/admin/users/${me?._id}`, headers: as(token) });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: "You cannot remove your own account." });
    const unknown = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/users/00000000-0000-4000-8000-000000000000",
      headers: as(token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("validates new accounts with field messages", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: as(token),
      payload: { username: "x y", password: "short", role: "owner" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: "Use letters, digits, dots, dashes, underscores or @ only",
      password: "Password must be at least 12 characters",
      role: "Choose a role: admin, marketing, sales or recruiting",
    });
  });

  it("refuses a password that is easy to guess, saying why on its field, and adds nobody", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/admin/users", headers: as(token) })).json().total;
    const common = await t.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: as(token),
      payload: { username: "carol", password: "password1234", role: "sales" },
    });
    expect(common.statusCode).toBe(400);
    const commonMessage =
      "Password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.";
    expect(common.json()).toEqual({ message: commonMessage, errors: { password: commonMessage } });

    // Their own name, or the site's, makes it easy for anyone who knows them.
    const ownName = await t.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: as(token),
      payload: { username: "carolineberg", password: "carolineberg1", role: "sales" },
    });
    expect(ownName.statusCode).toBe(400);
    expect(ownName.json().errors.password).toMatch(
      /^Password is too easy to guess\. It contains your name or this site's name\./,
    );

    expect((await t.app.inject({ method: "GET", url: "/api/admin/users", headers: as(token) })).json().total).toBe(
      before,
    );
    await expect(signIn(t.app, { username: "carol", password: "password1234" })).rejects.toThrow("401");
  });

  it("refuses an easily guessed new password and keeps the current one", async () => {
    const weak = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: as(token),
      payload: { currentPassword: testAdmin.password, newPassword: "qwertyuiop12" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({
      newPassword:
        "New password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.",
    });
    await signIn(t.app, testAdmin);
    await expect(signIn(t.app, { username: testAdmin.username, password: "qwertyuiop12" })).rejects.toThrow("401");
  });

  it("changes the password only with the current one, and signs out every other session", async () => {
    const otherBrowser = await signIn(t.app);
    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: as(token),
      payload: { currentPassword: "not it", newPassword: "a brand new passphrase" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: "Current password is incorrect" });

    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: as(token),
      payload: { currentPassword: testAdmin.password, newPassword: "a brand new passphrase" },
    });
    expect(changed.json()).toEqual({ message: "Password changed. 1 other session was signed out." });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(otherBrowser) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(token) })).statusCode).toBe(200);
    await expect(signIn(t.app)).rejects.toThrow("401");
    await signIn(t.app, { username: testAdmin.username, password: "a brand new passphrase" });
  });

  it("lists the caller's sessions and ends one of them", async () => {
    const otherBrowser = await signIn(t.app);
    const sessions = (await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: as(token) })).json<
      ActiveSession[]
    >();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const other = sessions.find((session) => !session.current);
    const ended = await t.app.inject({ method: "DELETE", url: `/api/auth/sessions/${other?.id}`, headers: as(token) });
    expect(ended.json()).toEqual({ message: "Session ended" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: as(otherBrowser) })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({ method: "DELETE", url: `/api/auth/sessions/${other?.id}`, headers: as(token) });
    expect(again.statusCode).toBe(404);
  });
});
