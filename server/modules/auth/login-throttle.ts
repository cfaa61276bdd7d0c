import { eq, lt, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { loginThrottle } from "../../db/schema";

/**
 * Sign-in attempts are counted per username in the database, so the limit holds across
 * instances. Each attempt is counted *before* its password is checked: one atomic upsert
 * hands out attempt numbers, so twenty parallel guesses get numbers 1 to 20 and only the
 * first five reach argon2. A success clears the count. Per-address limits are the rate-limit
 * layer's "signIn" policy (server/http/rate-limit.ts).
 */
export const throttleWindowMs = 15 * 60 * 1000;
export const maxAttemptsPerUsername = 5;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keyOf = (username: string) => `user:${username.trim().toLowerCase()}`;

export function createLoginThrottle({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async countAttempt(username: string): Promise<AttemptVerdict> {
      const at = clock.now();
      // Timestamps go into raw SQL as ISO text: the two drivers serialise Date parameters differently.
      const now = at.toISOString();
      const windowEnd = new Date(at.getTime() + throttleWindowMs).toISOString();
      const [row] = await db
        .insert(loginThrottle)
        .values({ key: keyOf(username), attempts: 1, windowEndsAt: new Date(windowEnd) })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            attempts: sql`case when ${loginThrottle.windowEndsAt} <= ${now}::timestamptz then 1 else ${loginThrottle.attempts} + 1 end`,
            windowEndsAt: sql`case when ${loginThrottle.windowEndsAt} <= ${now}::timestamptz then ${windowEnd}::timestamptz else ${loginThrottle.windowEndsAt} end`,
          },
        })
        .returning({ attempts: loginThrottle.attempts, windowEndsAt: loginThrottle.windowEndsAt });
      if (!row || row.attempts <= maxAttemptsPerUsername) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((row.windowEndsAt.getTime() - at.getTime()) / 1000)),
      };
    },

    async clear(username: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, keyOf(username)));
    },

    /** Housekeeping: counters whose window has ended mean nothing any more. */
    async purgeExpired(): Promise<number> {
      const purged = await db
        .delete(loginThrottle)
        .where(lt(loginThrottle.windowEndsAt, clock.now()))
        .returning({ key: loginThrottle.key });
      return purged.length;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
