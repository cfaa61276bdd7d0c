import { randomBytes } from "node:crypto";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { NewAdminUser } from "../../../common/users";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { adminUsers } from "../../db/schema";
import { hashPassword } from "../auth/passwords";

export class UsernameTakenError extends Error {
  constructor(username: string) {
    super(`An admin named "${username}" already exists`);
    this.name = "UsernameTakenError";
  }
}

/** Why an account may not be removed: the back office must never lock everyone out. */
export class UserRemovalRefusedError extends Error {
  constructor(reason: "yourself" | "last") {
    super(reason === "yourself" ? "You cannot remove your own account." : "The last admin cannot be removed.");
    this.name = "UserRemovalRefusedError";
  }
}

export type AdminUserRow = typeof adminUsers.$inferSelect;

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

/** Back-office accounts. Usernames are unique regardless of case (a database index). */
export function createUserService({ db, clock }: { db: Database; clock: Clock }) {
  async function findByUsername(username: string): Promise<AdminUserRow | null> {
    const [row] = await db
      .select()
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.username})`, username.trim().toLowerCase()));
    return row ?? null;
  }

  async function create({ username, password }: NewAdminUser) {
    const name = username.trim();
    // Checked first for a clear answer; the unique index settles a race between two requests.
    if (await findByUsername(name)) throw new UsernameTakenError(name);
    const passwordHash = await hashPassword(password);
    const at = clock.now();
    try {
      const [row] = await db
        .insert(adminUsers)
        .values({ username: name, passwordHash, createdAt: at, updatedAt: at })
        .returning({ id: adminUsers.id, username: adminUsers.username, createdAt: adminUsers.createdAt });
      if (!row) throw new Error("Inserting the admin user returned no row");
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new UsernameTakenError(name);
      throw error;
    }
  }

  async function count_(): Promise<number> {
    const [row] = await db.select({ users: count() }).from(adminUsers);
    return row?.users ?? 0;
  }

  return {
    findByUsername,
    create,
    count: count_,

    async findById(id: string): Promise<AdminUserRow | null> {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
      return row ?? null;
    },

    list() {
      return db
        .select({ id: adminUsers.id, username: adminUsers.username, createdAt: adminUsers.createdAt })
        .from(adminUsers)
        .orderBy(asc(adminUsers.createdAt), asc(adminUsers.username));
    },

    recent(limit: number) {
      return db
        .select({ id: adminUsers.id, username: adminUsers.username, createdAt: adminUsers.createdAt })
        .from(adminUsers)
        .orderBy(desc(adminUsers.createdAt))
        .limit(limit);
    },

    /**
     * Removes an account (its sessions go with it). The accounts are locked while counting, so
     * two admins removing each other at the same moment cannot leave nobody able to sign in.
     */
    async remove(id: string, { actorId }: { actorId: string }): Promise<AdminUserRow | null> {
      if (id === actorId) throw new UserRemovalRefusedError("yourself");
      return db.transaction(async (tx) => {
        const all = await tx.select({ id: adminUsers.id }).from(adminUsers).for("update");
        if (!all.some((user) => user.id === id)) return null;
        if (all.length <= 1) throw new UserRemovalRefusedError("last");
        const [removed] = await tx.delete(adminUsers).where(eq(adminUsers.id, id)).returning();
        return removed ?? null;
      });
    },

    async setPassword(id: string, password: string): Promise<void> {
      await db
        .update(adminUsers)
        .set({ passwordHash: await hashPassword(password), updatedAt: clock.now() })
        .where(eq(adminUsers.id, id));
    },

    /**
     * Makes sure someone can sign in. ADMIN_USERNAME/ADMIN_PASSWORD create that admin when the
     * name is free (an existing account is never overwritten, so a password changed later is not
     * reset on restart); with neither set and no admin at all, "admin" gets a random password.
     */
    async ensureFirstAdmin(credentials: {
      username?: string | undefined;
      password?: string | undefined;
    }): Promise<FirstAdminOutcome> {
      if (credentials.username && credentials.password) {
        if (await findByUsername(credentials.username)) return { created: null };
        const user = await create({ username: credentials.username, password: credentials.password });
        return { created: "from-environment", username: user.username };
      }
      if ((await count_()) > 0) return { created: null };
      const generatedPassword = generatePassword();
      const user = await create({ username: "admin", password: generatedPassword });
      return { created: "generated", username: user.username, generatedPassword };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
