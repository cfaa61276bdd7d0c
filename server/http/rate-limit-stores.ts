import { lt, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { type loginThrottle, rateLimitCounters } from "../db/schema";

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

/**
 * One policy's counters in this process (PGlite: there is only one process). Bounded to `maxKeys`
 * open windows, and a counter whose window is open is never dropped to make room: a client that
 * invents fresh keys (addresses, emails) must not be able to reset anyone's count, its own sign-in
 * counter included. Windows are kept in the order they opened, which for one policy (one window
 * length) is the order they close, so closed ones leave from the front as new keys arrive. When
 * every slot holds an open window, a new key is refused as over the limit until one closes.
 */
export function createMemoryCounter(clock: Clock, { maxKeys = 50_000, onFull = () => {} } = {}): Counter {
  const windows = new Map<string, { hits: number; resetsAt: number }>();
  const dropClosed = (at: number) => {
    for (const [key, entry] of windows) {
      if (entry.resetsAt > at) return;
      windows.delete(key);
    }
  };
  return {
    async hit(key, windowMs) {
      const at = clock.now().getTime();
      const open = windows.get(key);
      if (open && open.resetsAt > at) {
        open.hits += 1;
        return { current: open.hits, ttl: open.resetsAt - at };
      }
      windows.delete(key);
      dropClosed(at);
      if (windows.size >= maxKeys) {
        onFull();
        const first = windows.values().next().value;
        return { current: Number.MAX_SAFE_INTEGER, ttl: (first?.resetsAt ?? at + windowMs) - at };
      }
      const entry = { hits: 1, resetsAt: at + windowMs };
      windows.set(key, entry);
      return { current: 1, ttl: windowMs };
    },
    async peek(key) {
      const at = clock.now().getTime();
      const entry = windows.get(key);
      return entry && entry.resetsAt > at ? { current: entry.hits, ttl: entry.resetsAt - at } : { current: 0, ttl: 0 };
    },
    async purgeExpired() {
      const before = windows.size;
      dropClosed(clock.now().getTime());
      return before - windows.size;
    },
  };
}

/**
 * A memory counter per policy, chosen by the key's prefix (`signIn:…`; the rate-limit layer puts
 * the policy's name first in every key): one policy's flood never takes another's room.
 */
export function createMemoryCounters(
  clock: Clock,
  { maxKeysPerPolicy = 50_000, onFull = (_policy: string) => {} } = {},
): Counter {
  const counters = new Map<string, Counter>();
  const counterFor = (key: string) => {
    const policy = key.slice(0, key.indexOf(":"));
    let counter = counters.get(policy);
    if (!counter) {
      counter = createMemoryCounter(clock, { maxKeys: maxKeysPerPolicy, onFull: () => onFull(policy) });
      counters.set(policy, counter);
    }
    return counter;
  };
  return {
    hit: (key, windowMs) => counterFor(key).hit(key, windowMs),
    peek: (key) => counterFor(key).peek(key),
    async purgeExpired() {
      let purged = 0;
      for (const counter of counters.values()) purged += await counter.purgeExpired();
      return purged;
    },
  };
}

/** A table of fixed-window counters: a key, its hits, and when its window resets. */
export type CounterTable = typeof rateLimitCounters | typeof loginThrottle;

/**
 * Counters in a PostgreSQL table, so every instance behind the load balancer shares them. One
 * upsert per hit. The rate-limit layer's by default; the sign-in throttle keeps its own table.
 */
export function createDatabaseCounter(db: Database, clock: Clock, table: CounterTable = rateLimitCounters): Counter {
  // The tables have the same columns under the same names; drizzle's builders want one of them.
  const counters = table as typeof rateLimitCounters;
  return {
    async hit(key, windowMs) {
      const at = clock.now();
      // ISO text, not Date parameters: the two drivers serialise Dates differently.
      const now = at.toISOString();
      const resetsAt = new Date(at.getTime() + windowMs).toISOString();
      const [row] = await db
        .insert(counters)
        .values({ key, hits: 1, resetsAt: new Date(resetsAt) })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            hits: sql`case when ${counters.resetsAt} <= ${now}::timestamptz then 1 else ${counters.hits} + 1 end`,
            resetsAt: sql`case when ${counters.resetsAt} <= ${now}::timestamptz then ${resetsAt}::timestamptz else ${counters.resetsAt} end`,
          },
        })
        .returning({ hits: counters.hits, resetsAt: counters.resetsAt });
      if (!row) throw new Error("Counting a rate-limited request returned no row");
      return { current: row.hits, ttl: row.resetsAt.getTime() - at.getTime() };
    },
    async peek(key) {
      const at = clock.now();
      const [row] = await db
        .select({ hits: counters.hits, resetsAt: counters.resetsAt })
        .from(counters)
        .where(sql`${counters.key} = ${key} and ${counters.resetsAt} > ${at.toISOString()}::timestamptz`);
      return row ? { current: row.hits, ttl: row.resetsAt.getTime() - at.getTime() } : { current: 0, ttl: 0 };
    },
    async purgeExpired() {
      const purged = await db
        .delete(counters)
        .where(lt(counters.resetsAt, clock.now()))
        .returning({ key: counters.key });
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
