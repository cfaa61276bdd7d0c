import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { StaffRole } from "../../../common/permissions";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { adminUsers, sessions } from "../../db/schema";
import type { RequestOrigin } from "../../http/request-origin";
import { staffPasskeys } from "../passkeys/tables";
import { staffTotp, twoFactorRequirements } from "../two-factor/tables";

/** A session ends after this long without use… */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
/** …and this long after sign-in, however busy. */
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** Recording every request as "last used" would be a write per request; once a minute is enough. */
const touchIntervalMs = 60 * 1000;

export interface AdminIdentity {
  id: string;
  username: string;
  /** What they may do (common/permissions.ts), read with the session on every request. */
  role: StaffRole;
  /** The session this request came with, so "end my other sessions" can spare it. */
  sessionId: string;
  /** Where this request came from; the guard adds it, and the audit log keeps it with every write. */
  origin?: RequestOrigin;
  /** Their role requires a second factor they have not set up: only their own account is open to them. */
  twoFactorSetupRequired?: boolean;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new secret for a session or an emailed link (256 random bits, base64url), and the SHA-256
 * that is all the database keeps of it: a leaked table opens nothing.
 */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function createSessionStore({ db, clock }: { db: Database; clock: Clock }) {
  const stillValid = (at: Date) =>
    and(gt(sessions.expiresAt, at), gt(sessions.lastUsedAt, new Date(at.getTime() - sessionIdleMs)));

  return {
    /** Returns the opaque token (256 random bits); only its hash is kept, with where it signed in from. */
    async create(
      userId: string,
      origin: RequestOrigin | undefined,
      writer: Pick<Database, "insert"> = db,
    ): Promise<{ token: string; sessionId: string }> {
      const { token, tokenHash } = newToken();
      const issuedAt = clock.now();
      const [row] = await writer
        .insert(sessions)
        .values({
          tokenHash,
          userId,
          createdAt: issuedAt,
          lastUsedAt: issuedAt,
          expiresAt: new Date(issuedAt.getTime() + sessionLifetimeMs),
          address: origin?.address ?? null,
          userAgent: origin?.userAgent || null,
        })
        .returning({ id: sessions.id });
      if (!row) throw new Error("The session was not stored");
      return { token, sessionId: row.id };
    },

    async authenticate(token: string): Promise<AdminIdentity | null> {
      const at = clock.now();
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          id: adminUsers.id,
          username: adminUsers.username,
          role: adminUsers.role,
          sessionId: sessions.id,
          lastUsedAt: sessions.lastUsedAt,
          requiredForRole: twoFactorRequirements.role,
          authenticator: staffTotp.userId,
          // A passkey is two factors (ADR 045): it meets a role's requirement too.
          hasPasskey: sql<boolean>`exists (select 1 from ${staffPasskeys} where ${staffPasskeys.userId} = ${adminUsers.id})`,
        })
        .from(sessions)
        .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
        .leftJoin(twoFactorRequirements, eq(twoFactorRequirements.role, adminUsers.role))
        .leftJoin(staffTotp, and(eq(staffTotp.userId, adminUsers.id), isNotNull(staffTotp.confirmedAt)))
        // A deactivated account's sessions are deleted as it is deactivated; this also covers one
        // that a sign-in racing the deactivation made.
        .where(and(eq(sessions.tokenHash, tokenHash), stillValid(at), isNull(adminUsers.deactivatedAt)));
      if (!row) return null;
      if (at.getTime() - row.lastUsedAt.getTime() > touchIntervalMs) {
        await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.tokenHash, tokenHash));
      }
      return {
        id: row.id,
        username: row.username,
        role: row.role,
        sessionId: row.sessionId,
        twoFactorSetupRequired: row.requiredForRole !== null && row.authenticator === null && !row.hasPasskey,
      };
    },

    /** The user's sessions that can still be used, most recently used first. */
    listForUser(userId: string) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          address: sessions.address,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), stillValid(clock.now())))
        .orderBy(desc(sessions.lastUsedAt));
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends one of the user's own sessions; false when it is not theirs or no longer exists. */
    async revokeById(userId: string, sessionId: string, writer: Pick<Database, "delete"> = db): Promise<boolean> {
      const ended = await writer
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Signs a user out everywhere, or everywhere but `exceptSessionId` (after a password change). */
    async revokeAllForUser(
      userId: string,
      { exceptSessionId, writer = db }: { exceptSessionId?: string; writer?: Pick<Database, "delete"> } = {},
    ): Promise<number> {
      const ended = await writer
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Drops sessions that can no longer be used, so the table stays small (housekeeping). */
    async purgeExpired(): Promise<number> {
      const at = clock.now();
      const purged = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, at), lt(sessions.lastUsedAt, new Date(at.getTime() - sessionIdleMs))))
        .returning({ id: sessions.id });
      return purged.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
