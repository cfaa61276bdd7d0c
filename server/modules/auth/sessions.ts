import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { StaffRole } from "../../../common/permissions";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { adminUsers, sessions } from "../../db/schema";

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
    /** Returns the opaque token (256 random bits); only its hash is kept. */
    async create(userId: string): Promise<string> {
      const { token, tokenHash } = newToken();
      const issuedAt = clock.now();
      await db.insert(sessions).values({
        tokenHash,
        userId,
        createdAt: issuedAt,
        lastUsedAt: issuedAt,
        expiresAt: new Date(issuedAt.getTime() + sessionLifetimeMs),
      });
      return token;
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
        })
        .from(sessions)
        .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
        // A deactivated account's sessions are deleted as it is deactivated; this also covers one
        // that a sign-in racing the deactivation made.
        .where(and(eq(sessions.tokenHash, tokenHash), stillValid(at), isNull(adminUsers.deactivatedAt)));
      if (!row) return null;
      if (at.getTime() - row.lastUsedAt.getTime() > touchIntervalMs) {
        await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.tokenHash, tokenHash));
      }
      return { id: row.id, username: row.username, role: row.role, sessionId: row.sessionId };
    },

    /** The user's sessions that can still be used, most recently used first. */
    listForUser(userId: string) {
      return db
        .select({ id: sessions.id, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
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
