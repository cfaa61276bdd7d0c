import { randomBytes } from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminUsers } from "../../db/schema";
import { hashPassword } from "./passwords";

export class UsernameTakenError extends Error {
  constructor(username: string) {
    super(`An admin named "${username}" already exists`);
    this.name = "UsernameTakenError";
  }
}

export const findAdminByUsername = async (db: Database, username: string) => {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, username.trim().toLowerCase()));
  return row ?? null;
};

export async function createAdminUser(db: Database, username: string, password: string) {
  const name = username.trim();
  if (await findAdminByUsername(db, name)) throw new UsernameTakenError(name);
  const [row] = await db
    .insert(adminUsers)
    .values({ username: name, passwordHash: await hashPassword(password) })
    .returning({ id: adminUsers.id, username: adminUsers.username });
  if (!row) throw new Error("Inserting the admin user returned no row");
  return row;
}

export async function countAdminUsers(db: Database): Promise<number> {
  const [row] = await db.select({ users: count() }).from(adminUsers);
  return row?.users ?? 0;
}

export async function listRecentAdminUsers(db: Database, limit: number) {
  return db
    .select({ id: adminUsers.id, username: adminUsers.username, createdAt: adminUsers.createdAt })
    .from(adminUsers)
    .orderBy(desc(adminUsers.createdAt))
    .limit(limit);
}

/** 18 random bytes: 24 base64url characters, about 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

export interface FirstAdminOutcome {
  created: "from-environment" | "generated" | null;
  username?: string;
  /** Set only when the password was generated, so it can be shown exactly once. */
  generatedPassword?: string;
}

/**
 * Makes sure someone can sign in. ADMIN_USERNAME/ADMIN_PASSWORD create that admin when the
 * name is free (an existing account is never overwritten, so a password changed later is not
 * reset on restart); with neither set and no admin at all, "admin" gets a random password.
 */
export async function ensureFirstAdmin(
  db: Database,
  credentials: { username?: string | undefined; password?: string | undefined },
): Promise<FirstAdminOutcome> {
  if (credentials.username && credentials.password) {
    if (await findAdminByUsername(db, credentials.username)) return { created: null };
    const user = await createAdminUser(db, credentials.username, credentials.password);
    return { created: "from-environment", username: user.username };
  }
  if ((await countAdminUsers(db)) > 0) return { created: null };
  const generatedPassword = generatePassword();
  const user = await createAdminUser(db, "admin", generatedPassword);
  return { created: "generated", username: user.username, generatedPassword };
}
