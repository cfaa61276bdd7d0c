import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { loginThrottle } from "../../db/schema";
import { createDatabaseCounter } from "../../http/rate-limit-stores";

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
  // The rate-limit layer's counter, over this table: one atomic upsert per attempt.
  const counter = createDatabaseCounter(db, clock, loginThrottle);

  return {
    /** Counts an attempt by `client` (its rate-limit key) on `username`, before the password is checked. */
    async countAttempt(username: string, client: string): Promise<AttemptVerdict> {
      const [attempt, failures] = await Promise.all([
        counter.hit(pairKey(username, client), throttleWindowMs),
        counter.peek(failuresKey(username)),
      ]);
      const allowed =
        failures.current >= usernameUnderAttackAfter ? attemptsPerClientUnderAttack : maxAttemptsPerClient;
      if (attempt.current <= allowed) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(attempt.ttl / 1000)) };
    },

    /** A wrong password for `username`, from any address. */
    async recordFailure(username: string): Promise<void> {
      await counter.hit(failuresKey(username), throttleWindowMs);
    },

    /** A success clears this client's count for the username (not the username's failures: an attack goes on). */
    async clear(username: string, client: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey(username, client)));
    },

    /** Housekeeping: counters whose window has ended mean nothing any more. */
    purgeExpired: counter.purgeExpired,
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
