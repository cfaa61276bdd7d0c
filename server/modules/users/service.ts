import { randomBytes } from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import { roleLabels } from "../../../common/permissions";
import type { AdminUserChange, AdminUserListQuery, NewAdminUser } from "../../../common/users";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { listPage, searchAcross } from "../../db/list-query";
import { adminUsers } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";
import { requireStrongPassword } from "../auth/password-strength";
import { hashPassword } from "../auth/passwords";
import { type AdminAccount, type AdminUserRow, toAccount } from "./account";
import { lockedActiveAdminIds } from "./active-admins";
import { deactivate, reactivate } from "./deactivation";

export type { AdminAccount, AdminUserRow } from "./account";

export class UsernameTakenError extends Error {
  constructor(username: string) {
    super(`An account named "${username}" already exists`);
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

/** Why a role may not change: an admin cannot demote themselves, nor the last admin be demoted. */
export class RoleChangeRefusedError extends Error {
  constructor(reason: "yourself" | "last") {
    super(
      reason === "yourself"
        ? "You cannot change your own role. Ask another admin."
        : "The last admin must stay an admin. Make someone else an admin first.",
    );
    this.name = "RoleChangeRefusedError";
  }
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

async function findByUsername(db: Database, username: string): Promise<AdminUserRow | null> {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, username.trim().toLowerCase()));
  return row ?? null;
}

/**
 * The row for a new account, its password hashed, after a first check that the name is free (for
 * a clear answer; the unique index settles a race between two requests).
 */
async function newAccountValues(db: Database, clock: Clock, { username, password, role }: NewAdminUser) {
  const name = username.trim();
  if (await findByUsername(db, name)) throw new UsernameTakenError(name);
  const passwordHash = await hashPassword(password);
  const at = clock.now();
  return { username: name, passwordHash, role, createdAt: at, updatedAt: at };
}

/** A lost race on the unique index says the same as the first check. */
async function namedUniquely<T>(username: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new UsernameTakenError(username.trim());
    throw error;
  }
}

/**
 * An account made by the system, not by staff: the first admin at start and `npm run admin:create`
 * run with no one signed in to name in the audit log. Every staff write goes through the service.
 */
export function createAccountAsSystem(
  { db, clock }: { db: Database; clock: Clock },
  account: NewAdminUser,
): Promise<AdminAccount> {
  return namedUniquely(account.username, async () => {
    const [row] = await db
      .insert(adminUsers)
      .values(await newAccountValues(db, clock, account))
      .returning();
    if (!row) throw new Error("Inserting the admin user returned no row");
    return toAccount(row);
  });
}

/**
 * Makes sure someone can sign in. ADMIN_USERNAME/ADMIN_PASSWORD create that admin when the
 * name is free (an existing account is never overwritten, so a password changed later is not
 * reset on restart); with neither set and no admin at all, "admin" gets a random password.
 */
export async function ensureFirstAdmin(
  deps: { db: Database; clock: Clock },
  credentials: { username?: string | undefined; password?: string | undefined },
): Promise<FirstAdminOutcome> {
  if (credentials.username && credentials.password) {
    if (await findByUsername(deps.db, credentials.username)) return { created: null };
    const user = await createAccountAsSystem(deps, {
      username: credentials.username,
      password: credentials.password,
      role: "admin",
    });
    return { created: "from-environment", username: user.username };
  }
  const [row] = await deps.db.select({ users: count() }).from(adminUsers);
  if ((row?.users ?? 0) > 0) return { created: null };
  const generatedPassword = generatePassword();
  const user = await createAccountAsSystem(deps, { username: "admin", password: generatedPassword, role: "admin" });
  return { created: "generated", username: user.username, generatedPassword };
}

/** Back-office accounts. Usernames are unique regardless of case (a database index). */
export function createUserService({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog }) {
  const writes = auditedWrites(audit, {
    table: adminUsers,
    entity: "user",
    toResult: toAccount,
    auditedFields: ["role"],
    isPublic: () => false,
    summary: {
      create: (row) => `Added ${roleLabels[row.role]} account "${row.username}"`,
      delete: (row) => `Removed ${roleLabels[row.role]} account "${row.username}"`,
    },
  });

  return {
    findByUsername: (username: string) => findByUsername(db, username),

    /** By staff in the back office: the password someone chose must also be strong (WeakPasswordError). */
    async create(account: NewAdminUser, actor: Actor): Promise<AdminAccount> {
      await requireStrongPassword(account.password, [account.username], { field: "password", label: "Password" });
      return namedUniquely(account.username, async () =>
        writes.create(actor, await newAccountValues(db, clock, account)),
      );
    },

    async count(): Promise<number> {
      const [row] = await db.select({ users: count() }).from(adminUsers);
      return row?.users ?? 0;
    },

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
     * Removes an account (its sessions go with it). The admins are locked while counting, so
     * two admins removing each other at the same moment cannot leave nobody able to run the office.
     */
    remove(id: string, actor: Actor): Promise<AdminAccount | null> {
      if (id === actor.id) return Promise.reject(new UserRemovalRefusedError("yourself"));
      return writes.remove(actor, id, async (tx) => {
        const admins = await lockedActiveAdminIds(tx);
        if (admins.includes(id) && admins.length <= 1) throw new UserRemovalRefusedError("last");
      });
    },

    /**
     * Gives another account a new role; it holds from that account's very next request (the
     * guard reads the role with the session). The admins are locked first, as removal does, so
     * two demotions at once cannot leave no admin, nor wait on each other.
     */
    changeRole(id: string, { role }: AdminUserChange, actor: Actor): Promise<AdminAccount | null> {
      if (id === actor.id) return Promise.reject(new RoleChangeRefusedError("yourself"));
      return audit.write(actor, async (tx) => {
        const admins = await lockedActiveAdminIds(tx);
        const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for("update");
        if (!current) return { result: null, record: null };
        if (admins.includes(id) && role !== "admin" && admins.length <= 1) throw new RoleChangeRefusedError("last");
        const [row] = await tx
          .update(adminUsers)
          .set({ role, updatedAt: clock.now() })
          .where(eq(adminUsers.id, id))
          .returning();
        if (!row) return { result: null, record: null };
        return {
          result: toAccount(row),
          record: {
            action: "update",
            entity: "user",
            entityId: id,
            publicContent: false,
            summary: `Changed "${row.username}" from ${roleLabels[current.role]} to ${roleLabels[role]}`,
            before: { role: current.role },
            after: { role },
          },
        };
      });
    },

    deactivate: (id: string, actor: Actor) => deactivate({ clock, audit }, id, actor),
    reactivate: (id: string, actor: Actor) => reactivate({ clock, audit }, id, actor),

    /** Stores an argon2id hash made beforehand, so no hashing happens inside a transaction. */
    async storePasswordHash(id: string, passwordHash: string, writer: Pick<Database, "update"> = db): Promise<void> {
      await writer.update(adminUsers).set({ passwordHash, updatedAt: clock.now() }).where(eq(adminUsers.id, id));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
