import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import {
  countAdminUsers,
  createAdminUser,
  ensureFirstAdmin,
  findAdminByUsername,
  UsernameTakenError,
} from "./admin-users";
import { verifyPassword } from "./passwords";

describe("first admin", () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openDatabase({ kind: "pglite" });
    await migrateDatabase(database);
  });
  afterEach(() => database.close());

  it("creates 'admin' with a random password when nothing is configured", async () => {
    const outcome = await ensureFirstAdmin(database.db, {});
    expect(outcome).toMatchObject({ created: "generated", username: "admin" });
    expect(outcome.generatedPassword).toMatch(/^[\w-]{24}$/);
    const user = await findAdminByUsername(database.db, "admin");
    expect(user && (await verifyPassword(user.passwordHash, outcome.generatedPassword ?? ""))).toBe(true);
    // Shown once: a second start creates nothing and prints nothing.
    expect(await ensureFirstAdmin(database.db, {})).toEqual({ created: null });
    expect(await countAdminUsers(database.db)).toBe(1);
  });

  it("creates the configured admin, and never overwrites an existing one's password", async () => {
    const credentials = { username: "ops", password: "first password 123" };
    expect(await ensureFirstAdmin(database.db, credentials)).toEqual({ created: "from-environment", username: "ops" });
    expect(await ensureFirstAdmin(database.db, { username: "ops", password: "another password 456" })).toEqual({
      created: null,
    });
    const user = await findAdminByUsername(database.db, "OPS");
    expect(user && (await verifyPassword(user.passwordHash, credentials.password))).toBe(true);
  });

  it("refuses a second user with the same name in another case", async () => {
    await createAdminUser(database.db, "Dana", "a long enough password");
    await expect(createAdminUser(database.db, "dana", "a long enough password")).rejects.toBeInstanceOf(
      UsernameTakenError,
    );
  });
});
