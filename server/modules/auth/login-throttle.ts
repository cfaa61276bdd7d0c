import { eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginThrottle } from "../../db/schema";

/**
 * Failed sign-ins are counted per username and per client address in the database, so the
 * limit holds across instances. A key that reaches its limit within the window is blocked
 * for the lockout period; a success clears the username's count.
 */
export const throttleWindowMs = 15 * 60 * 1000;
export const throttleLockoutMs = 15 * 60 * 1000;
export const maxFailuresPerUsername = 5;
export const maxFailuresPerAddress = 20;

export interface ThrottleKeys {
  username: string;
  address: string;
}

const keysOf = ({ username, address }: ThrottleKeys) => ({
  user: `user:${username.trim().toLowerCase()}`,
  ip: `ip:${address}`,
});

export function createLoginThrottle(db: Database, now: () => Date) {
  async function recordFailure(key: string, limit: number, at: Date): Promise<void> {
    // Timestamps go into raw SQL as ISO text: the two drivers serialise Date parameters differently.
    const windowStart = new Date(at.getTime() - throttleWindowMs).toISOString();
    const started = at.toISOString();
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStartedAt: at })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStartedAt} <= ${windowStart}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} <= ${windowStart}::timestamptz then ${started}::timestamptz else ${loginThrottle.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    if (row && row.failures >= limit) {
      await db
        .update(loginThrottle)
        .set({ blockedUntil: new Date(at.getTime() + throttleLockoutMs), failures: 0, windowStartedAt: at })
        .where(eq(loginThrottle.key, key));
    }
  }

  return {
    /** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
    async retryAfterSeconds(keys: ThrottleKeys): Promise<number> {
      const at = now();
      const { user, ip } = keysOf(keys);
      const rows = await db
        .select({ blockedUntil: loginThrottle.blockedUntil })
        .from(loginThrottle)
        .where(sql`${inArray(loginThrottle.key, [user, ip])} and ${gt(loginThrottle.blockedUntil, at)}`);
      const latest = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
      return latest > at.getTime() ? Math.ceil((latest - at.getTime()) / 1000) : 0;
    },

    async recordFailure(keys: ThrottleKeys): Promise<void> {
      const at = now();
      const { user, ip } = keysOf(keys);
      await recordFailure(user, maxFailuresPerUsername, at);
      await recordFailure(ip, maxFailuresPerAddress, at);
    },

    async recordSuccess(keys: ThrottleKeys): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, keysOf(keys).user));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
