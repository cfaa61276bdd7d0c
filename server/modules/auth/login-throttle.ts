import { eq, lt, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { loginThrottle } from "../../db/schema";

/**
 * Password guessing is limited per (username, client address) in the database, so the limit holds
 * across instances and nobody can lock an account they do not hold (ADR 002):
 *
 * - Each attempt is counted for its pair *before* its password is checked: one atomic upsert hands
 *   out attempt numbers, so twenty parallel guesses get numbers 1 to 20 and only the first five
 *   reach argon2. Over the limit the pair gets 429 until its window ends; a success clears it.
 * - Wrong passwords are also counted per username, from every address. Past a ceiling the account
 *   is under attack from many addresses, and each address then gets one attempt per window
 *   instead of five: guessing slows down, but an address with no recent failures (the real admin,
 *   from anywhere) still has its attempt, and a right password signs in at once.
 *
 * Requests per address, whatever the username, are the rate-limit layer's `signIn` policy.
 */
export const throttleWindowMs = 15 * 60 * 1000;
/** Attempts one client address may make on one username in a window. */
export const maxAttemptsPerClient = 5;
/** Wrong passwords for one username, from all addresses in a window, before each address is held to one attempt. */
export const usernameUnderAttackAfter = 20;
export const attemptsPerClientUnderAttack = 1;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const normalised = (username: string) => username.trim().toLowerCase();
const pairKey = (username: string, client: string) => `pair:${normalised(username)}|${client}`;
const failuresKey = (username: string) => `user:${normalised(username)}`;

export function createLoginThrottle({ db, clock }: { db: Database; clock: Clock }) {
  /** Adds one to a counter whose window opens at its first hit; returns the count and when the window ends. */
  async function increment(key: string): Promise<{ count: number; windowEndsAt: Date }> {
    const at = clock.now();
    // Timestamps go into raw SQL as ISO text: the two drivers serialise Date parameters differently.
    const now = at.toISOString();
    const windowEnd = new Date(at.getTime() + throttleWindowMs).toISOString();
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, attempts: 1, windowEndsAt: new Date(windowEnd) })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          attempts: sql`case when ${loginThrottle.windowEndsAt} <= ${now}::timestamptz then 1 else ${loginThrottle.attempts} + 1 end`,
          windowEndsAt: sql`case when ${loginThrottle.windowEndsAt} <= ${now}::timestamptz then ${windowEnd}::timestamptz else ${loginThrottle.windowEndsAt} end`,
        },
      })
      .returning({ attempts: loginThrottle.attempts, windowEndsAt: loginThrottle.windowEndsAt });
    if (!row) throw new Error("Counting a sign-in attempt returned no row");
    return { count: row.attempts, windowEndsAt: row.windowEndsAt };
  }

  async function recentFailures(username: string): Promise<number> {
    const [row] = await db
      .select({ failures: loginThrottle.attempts })
      .from(loginThrottle)
      .where(
        sql`${loginThrottle.key} = ${failuresKey(username)} and ${loginThrottle.windowEndsAt} > ${clock.now().toISOString()}::timestamptz`,
      );
    return row?.failures ?? 0;
  }

  return {
    /** Counts an attempt by `client` (its rate-limit key) on `username`, before the password is checked. */
    async countAttempt(username: string, client: string): Promise<AttemptVerdict> {
      const [attempt, failures] = await Promise.all([increment(pairKey(username, client)), recentFailures(username)]);
      const allowed = failures >= usernameUnderAttackAfter ? attemptsPerClientUnderAttack : maxAttemptsPerClient;
      if (attempt.count <= allowed) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((attempt.windowEndsAt.getTime() - clock.now().getTime()) / 1000)),
      };
    },

    /** A wrong password for `username`, from any address. */
    async recordFailure(username: string): Promise<void> {
      await increment(failuresKey(username));
    },

    /** A success clears this client's count for the username (not the username's failures: an attack goes on). */
    async clear(username: string, client: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey(username, client)));
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
