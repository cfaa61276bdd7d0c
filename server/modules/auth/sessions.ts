import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
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
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createSessionStore(db: Database, now: () => Date) {
  return {
    /** Returns the opaque token (256 random bits); only its hash is kept. */
    async create(userId: string): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const issuedAt = now();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        createdAt: issuedAt,
        lastUsedAt: issuedAt,
        expiresAt: new Date(issuedAt.getTime() + sessionLifetimeMs),
      });
      return token;
    },

    async authenticate(token: string): Promise<AdminIdentity | null> {
      const at = now();
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ id: adminUsers.id, username: adminUsers.username, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, at),
            gt(sessions.lastUsedAt, new Date(at.getTime() - sessionIdleMs)),
          ),
        );
      if (!row) return null;
      if (at.getTime() - row.lastUsedAt.getTime() > touchIntervalMs) {
        await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.tokenHash, tokenHash));
      }
      return { id: row.id, username: row.username };
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Drops sessions that can no longer be used; called on sign-in so the table stays small. */
    async purgeExpired(): Promise<void> {
      const at = now();
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, at), lt(sessions.lastUsedAt, new Date(at.getTime() - sessionIdleMs))));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
