import { randomBytes } from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import type { AdminUserListQuery, NewAdminUser } from "../../../common/users";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { listPage, searchAcross } from "../../db/list-query";
import { adminUsers } from "../../db/schema";
import type { Actor, AuditLog, Transaction } from "../audit/service";
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
export function createUserService({ db, clock, audit }: { db: Database; clock: Clock; audit?: AuditLog }) {
  async function findByUsername(username: string): Promise<AdminUserRow | null> {
    const [row] = await db
      .select()
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.username})`, username.trim().toLowerCase()));
    return row ?? null;
  }

  /**
   * A new account. From the back office (`actor` given) it is audited; the first admin at start
   * and `npm run admin:create` run as the system, with no one to name.
   */
  async function create({ username, password }: NewAdminUser, actor?: Actor) {
    const name = username.trim();
    // Checked first for a clear answer; the unique index settles a race between two requests.
    if (await findByUsername(name)) throw new UsernameTakenError(name);
    const passwordHash = await hashPassword(password);
    const at = clock.now();
    const insert = async (writer: Pick<Database, "insert">) => {
      const [row] = await writer
        .insert(adminUsers)
        .values({ username: name, passwordHash, createdAt: at, updatedAt: at })
        .returning({ id: adminUsers.id, username: adminUsers.username, createdAt: adminUsers.createdAt });
      if (!row) throw new Error("Inserting the admin user returned no row");
      return row;
    };
    try {
      if (!actor || !audit) return await insert(db);
      return await audit.write(actor, async (tx) => {
        const row = await insert(tx);
        return {
          result: row,
          record: {
            action: "create",
            entity: "user",
            publicContent: false,
            entityId: row.id,
            summary: `Added admin "${row.username}"`,
          },
        };
      });
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

    /** The back office's table: any sort, search by name. */
    list(query: AdminUserListQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
      return listPage<AdminUserRow>({
        db,
        table: adminUsers,
        where: searchAcross([adminUsers.username], query.q),
        sortBy: query.sort === "username" ? sql`lower(${adminUsers.username})` : adminUsers.createdAt,
        order: query.order,
        // Names are unique, and a tie on the time (accounts made in one go) still reads alphabetically.
        tieBreak: adminUsers.username,
        page: query.page,
        limit: query.limit,
      });
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
    async remove(id: string, actor: Actor): Promise<AdminUserRow | null> {
      if (id === actor.id) throw new UserRemovalRefusedError("yourself");
      const removeLocked = async (tx: Transaction) => {
        const all = await tx.select({ id: adminUsers.id }).from(adminUsers).for("update");
        if (!all.some((user) => user.id === id)) return null;
        if (all.length <= 1) throw new UserRemovalRefusedError("last");
        const [removed] = await tx.delete(adminUsers).where(eq(adminUsers.id, id)).returning();
        return removed ?? null;
      };
      if (!audit) return db.transaction(removeLocked);
      return audit.write(actor, async (tx) => {
        const removed = await removeLocked(tx);
        return {
          result: removed,
          record: removed
            ? {
                action: "delete",
                entity: "user",
                publicContent: false,
                entityId: id,
                summary: `Removed admin "${removed.username}"`,
              }
            : null,
        };
      });
    },

    /** Stores an argon2id hash made beforehand, so no hashing happens inside a transaction. */
    async storePasswordHash(id: string, passwordHash: string, writer: Pick<Database, "update"> = db): Promise<void> {
      await writer.update(adminUsers).set({ passwordHash, updatedAt: clock.now() }).where(eq(adminUsers.id, id));
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
