import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase, TestClock, type TestDatabase, testAdmin } from "../../../tests/support/test-database";
import { verifyPassword } from "../auth/passwords";
import { createUserService, UsernameTakenError, UserRemovalRefusedError } from "./service";

describe("admin accounts", () => {
  let target: TestDatabase;
  let users: ReturnType<typeof createUserService>;
  beforeEach(async () => {
    target = await freshDatabase("pglite");
    users = createUserService({ db: target.database.db, clock: new TestClock() });
  });
  afterEach(() => target.dispose());

  it("creates nobody when an admin exists and nothing is configured", async () => {
    expect(await users.ensureFirstAdmin({})).toEqual({ created: null });
    expect(await users.count()).toBe(1);
  });

  it("creates the configured admin, and never overwrites an existing one's password", async () => {
    const credentials = { username: "ops", password: "first password 123" };
    expect(await users.ensureFirstAdmin(credentials)).toEqual({ created: "from-environment", username: "ops" });
    expect(await users.ensureFirstAdmin({ username: "ops", password: "another password 456" })).toEqual({
      created: null,
    });
    const user = await users.findByUsername("OPS");
    expect(user && (await verifyPassword(user.passwordHash, credentials.password))).toBe(true);
  });

  it("refuses a second user with the same name in another case, also when two race", async () => {
    await users.create({ username: "Dana", password: "a long enough password" });
    await expect(users.create({ username: "dana", password: "a long enough password" })).rejects.toBeInstanceOf(
      UsernameTakenError,
    );
    const racing = await Promise.allSettled([
      users.create({ username: "Eve", password: "a long enough password" }),
      users.create({ username: "eve", password: "a long enough password" }),
    ]);
    expect(racing.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = racing.find((outcome) => outcome.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(UsernameTakenError);
  });

  it("never removes the caller's own account or the last admin", async () => {
    const alice = await users.findByUsername(testAdmin.username);
    if (!alice) throw new Error("the template has no test admin");
    const asAlice = { id: alice.id, username: alice.username };
    await expect(users.remove(alice.id, asAlice)).rejects.toThrow("You cannot remove your own account.");
    await expect(users.remove(alice.id, { id: "another-admin", username: "x" })).rejects.toBeInstanceOf(
      UserRemovalRefusedError,
    );
    const bob = await users.create({ username: "bob", password: "a long enough password" });
    expect((await users.remove(bob.id, asAlice))?.username).toBe("bob");
    expect(await users.count()).toBe(1);
  });
});

describe("the first admin on an empty database", () => {
  let target: TestDatabase;
  afterEach(() => target.dispose());

  it("is 'admin' with a generated password, shown once", async () => {
    target = await freshDatabase("pglite");
    const users = createUserService({ db: target.database.db, clock: new TestClock() });
    await target.database.db.execute("delete from admin_users");
    const outcome = await users.ensureFirstAdmin({});
    expect(outcome).toMatchObject({ created: "generated", username: "admin" });
    expect(outcome.generatedPassword).toMatch(/^[\w-]{24}$/);
    const user = await users.findByUsername("admin");
    expect(user && (await verifyPassword(user.passwordHash, outcome.generatedPassword ?? ""))).toBe(true);
    // Shown once: a second start creates nothing and prints nothing.
    expect(await users.ensureFirstAdmin({})).toEqual({ created: null });
    expect(await users.count()).toBe(1);
  });
});
