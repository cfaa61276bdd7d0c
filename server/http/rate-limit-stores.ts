import { lt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";

/** A hit counted in a fixed window: how many so far, and milliseconds until the window resets. */
export interface Count {
  current: number;
  ttl: number;
}

/** The counting half of a rate-limit store; `asPluginStore` adapts it to @fastify/rate-limit. */
export interface Counter {
  hit(key: string, windowMs: number): Promise<Count>;
  peek(key: string): Promise<Count>;
  purgeExpired(): Promise<number>;
}

/** One process's counters (PGlite: there is only one process). Bounded, so a flood of keys cannot grow it. */
export function createMemoryCounter(clock: Clock, maxKeys = 50_000): Counter {
  const windows = new LRUCache<string, { hits: number; resetsAt: number }>({ max: maxKeys });
  return {
    async hit(key, windowMs) {
      const at = clock.now().getTime();
      let entry = windows.get(key);
      if (!entry || entry.resetsAt <= at) entry = { hits: 0, resetsAt: at + windowMs };
      entry.hits += 1;
      windows.set(key, entry);
      return { current: entry.hits, ttl: entry.resetsAt - at };
    },
    async peek(key) {
      const at = clock.now().getTime();
      const entry = windows.get(key);
      return entry && entry.resetsAt > at ? { current: entry.hits, ttl: entry.resetsAt - at } : { current: 0, ttl: 0 };
    },
    async purgeExpired() {
      const at = clock.now().getTime();
      let purged = 0;
      for (const [key, entry] of windows.entries()) {
        if (entry.resetsAt <= at && windows.delete(key)) purged += 1;
      }
      return purged;
    },
  };
}

/** Counters in a PostgreSQL table, so every instance behind the load balancer shares them. One upsert per hit. */
export function createDatabaseCounter(db: Database, clock: Clock): Counter {
  return {
    async hit(key, windowMs) {
      const at = clock.now();
      // ISO text, not Date parameters: the two drivers serialise Dates differently.
      const now = at.toISOString();
      const resetsAt = new Date(at.getTime() + windowMs).toISOString();
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, resetsAt: new Date(resetsAt) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${rateLimitCounters.resetsAt} <= ${now}::timestamptz then 1 else ${rateLimitCounters.hits} + 1 end`,
            resetsAt: sql`case when ${rateLimitCounters.resetsAt} <= ${now}::timestamptz then ${resetsAt}::timestamptz else ${rateLimitCounters.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt });
      if (!row) throw new Error("Counting a rate-limited request returned no row");
      return { current: row.hits, ttl: row.resetsAt.getTime() - at.getTime() };
    },
    async peek(key) {
      const at = clock.now();
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt })
        .from(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetsAt} > ${at.toISOString()}::timestamptz`,
        );
      return row ? { current: row.hits, ttl: row.resetsAt.getTime() - at.getTime() } : { current: 0, ttl: 0 };
    },
    async purgeExpired() {
      const purged = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.resetsAt, clock.now()))
        .returning({ key: rateLimitCounters.key });
      return purged.length;
    },
  };
}

type Callback = (error: Error | null, result?: Count) => void;

/**
 * @fastify/rate-limit constructs its store with `new`, calls `incr`/`read` with callbacks and
 * asks for a `child` per route; policies put their own name in every key, so one store serves all.
 */
export function asPluginStore(counter: Counter) {
  return class CounterStore {
    incr(key: string, callback: Callback, windowMs: number) {
      counter.hit(key, windowMs).then((count) => callback(null, count), callback);
    }
    read(key: string, callback: Callback) {
      counter.peek(key).then((count) => callback(null, count), callback);
    }
    child() {
      return this;
    }
  };
}
