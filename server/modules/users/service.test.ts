import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase, TestClock, type TestDatabase, testAdmin } from "../../../tests/support/test-database";
import { auditLog } from "../../db/schema";
import { createAuditLog } from "../audit/service";
import { verifyPassword } from "../auth/passwords";
import {
  createAccountAsSystem,
  createUserService,
  ensureFirstAdmin,
  UsernameTakenError,
  UserRemovalRefusedError,
} from "./service";

describe("admin accounts", () => {
  let target: TestDatabase;
  let users: ReturnType<typeof createUserService>;
  let deps: { db: TestDatabase["database"]["db"]; clock: TestClock };
  let asAlice: { id: string; username: string };
  beforeEach(async () => {
    target = await freshDatabase("pglite");
    deps = { db: target.database.db, clock: new TestClock() };
    users = createUserService({ ...deps, audit: createAuditLog(deps) });
    const alice = await users.findByUsername(testAdmin.username);
    if (!alice) throw new Error("the template has no test admin");
    asAlice = { id: alice.id, username: alice.username };
  });
  afterEach(() => target.dispose());

  it("creates nobody when an admin exists and nothing is configured", async () => {
    expect(await ensureFirstAdmin(deps, {})).toEqual({ created: null });
    expect(await users.count()).toBe(1);
  });

  it("creates the configured admin, and never overwrites an existing one's password", async () => {
    const credentials = { username: "ops", password: "first password 123" };
    expect(await ensureFirstAdmin(deps, credentials)).toEqual({ created: "from-environment", username: "ops" });
    expect(await ensureFirstAdmin(deps, { username: "ops", password: "another password 456" })).toEqual({
      created: null,
    });
    const user = await users.findByUsername("OPS");
    expect(user && (await verifyPassword(user.passwordHash, credentials.password))).toBe(true);
  });

  it("refuses a second user with the same name in another case, also when two race", async () => {
    await users.create({ username: "Dana", password: "a long enough password", role: "admin" }, asAlice);
    await expect(
      users.create({ username: "dana", password: "a long enough password", role: "admin" }, asAlice),
    ).rejects.toBeInstanceOf(UsernameTakenError);
    const racing = await Promise.allSettled([
      users.create({ username: "Eve", password: "a long enough password", role: "admin" }, asAlice),
      users.create({ username: "eve", password: "a long enough password", role: "admin" }, asAlice),
    ]);
    expect(racing.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = racing.find((outcome) => outcome.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(UsernameTakenError);
  });

  it("audits every staff write to accounts, and no system one", async () => {
    await createAccountAsSystem(deps, { username: "system-made", password: "a long enough password", role: "admin" });
    const bob = await users.create({ username: "bob", password: "a long enough password", role: "admin" }, asAlice);
    await users.remove(bob.id, asAlice);
    const rows = await deps.db.select().from(auditLog);
    expect(rows.map((row) => [row.actorName, row.action, row.entity, row.summary])).toEqual([
      [testAdmin.username, "create", "user", 'Added Admin account "bob"'],
      [testAdmin.username, "delete", "user", 'Removed Admin account "bob"'],
    ]);
  });

  it("never removes the caller's own account or the last admin", async () => {
    await expect(users.remove(asAlice.id, asAlice)).rejects.toThrow("You cannot remove your own account.");
    await expect(users.remove(asAlice.id, { id: "another-admin", username: "x" })).rejects.toBeInstanceOf(
      UserRemovalRefusedError,
    );
    const bob = await users.create({ username: "bob", password: "a long enough password", role: "admin" }, asAlice);
    expect((await users.remove(bob.id, asAlice))?.username).toBe("bob");
    expect(await users.count()).toBe(1);
  });
});

describe("the first admin on an empty database", () => {
  let target: TestDatabase;
  afterEach(() => target.dispose());

  it("is 'admin' with a generated password, shown once", async () => {
    target = await freshDatabase("pglite");
    const deps = { db: target.database.db, clock: new TestClock() };
    await target.database.db.execute("delete from admin_users");
    const outcome = await ensureFirstAdmin(deps, {});
    expect(outcome).toMatchObject({ created: "generated", username: "admin" });
    expect(outcome.generatedPassword).toMatch(/^[\w-]{24}$/);
    const users = createUserService({ ...deps, audit: createAuditLog(deps) });
    const user = await users.findByUsername("admin");
    expect(user && (await verifyPassword(user.passwordHash, outcome.generatedPassword ?? ""))).toBe(true);
    // Shown once: a second start creates nothing and prints nothing.
    expect(await ensureFirstAdmin(deps, {})).toEqual({ created: null });
    expect(await users.count()).toBe(1);
  });
});
