import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import type { Clock } from "../clock";
import { compressBest } from "./compression";
import type { ContentVersion } from "./content-version";
import { cacheKey, type Entry, entrySize, headsFor, pathOf } from "./page-cache-entry";

/** Pages whose query parameters are remembered (the routes that read some are few; a bound all the same). */
const maxRememberedPaths = 10_000;

/**
 * The page cache's entries (ADR 010): held in memory up to `maxBytes`, found by URL, and given up
 * as soon as what they were made from changes or they expire.
 */
export function createEntryStore(options: {
  maxBytes: number;
  version: ContentVersion;
  clock: Clock;
  /** The app's logger (it exists only once Fastify does). */
  log(): FastifyBaseLogger;
}) {
  const { maxBytes, version, clock } = options;
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entrySize });
  /** What each stored page's key keeps of its query, learned when it was stored. */
  const paramsByPath = new LRUCache<string, readonly string[]>({ max: maxRememberedPaths });
  // Most requests have no query: their key is the URL, with no lookup (the cached answer's hot path).
  const keyFor = (url: string) => (url.includes("?") ? cacheKey(url, paramsByPath.peek(pathOf(url)) ?? []) : url);

  /** The entry that may answer `url`, if it is still current. */
  function fresh(url: string): Entry | undefined {
    const key = keyFor(url);
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (!version.isCurrent(entry.stamp, entry.contentReads) || entry.expiresAt <= clock.now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    // The remembered parameters of its path were forgotten or changed: never answer another URL's page.
    if (key !== url && cacheKey(url, entry.params) !== key) return undefined;
    return entry;
  }

  /** Keeps `entry` as the answer for `url` (and every URL giving the same key); returns its key. */
  function store(url: string, entry: Entry): string {
    const key = cacheKey(url, entry.params);
    paramsByPath.set(pathOf(url), entry.params);
    entries.set(key, entry);
    return key;
  }

  /**
   * Replaces a stored entry's brotli and gzip forms with the smallest ones, once they are made
   * (brotli 11 takes ~120 ms for a page, which the answer that stored it did not wait for).
   */
  function compressEntryBest(key: string, entry: Entry, content: OutgoingHttpHeaders): void {
    compressBest(entry.bodies.identity).then(
      ([br, gz]) => {
        // A write, an expiry or an eviction since then: the entry is gone or replaced; leave it.
        if (entries.peek(key) !== entry) return;
        const bodies = { identity: entry.bodies.identity, br, gzip: gz };
        entries.set(key, { ...entry, heads: headsFor(content, bodies), bodies });
      },
      (error) => options.log().error({ err: error }, "page cache: could not compress an entry at the best ratio"),
    );
  }

  return { entries, keyFor, fresh, store, compressEntryBest };
}

export type EntryStore = ReturnType<typeof createEntryStore>;

/**
 * When entries of a content version must expire: the next scheduled change, asked once per
 * version and again once that moment has passed (a post went live on its own: without asking
 * again, every later entry would be born expired until the next write).
 */
export function scheduledExpiry(options: {
  clock: Clock;
  nextScheduledChange(): Promise<Date | null>;
}): (forVersion: number) => Promise<number> {
  const { clock } = options;
  /** The next scheduled change for a content version; `at` once known. */
  let scheduled: { version: number; until: Promise<number>; at?: number } | null = null;
  return function validUntil(forVersion: number): Promise<number> {
    const passed = scheduled?.at !== undefined && scheduled.at <= clock.now().getTime();
    if (scheduled?.version !== forVersion || passed) {
      const current: { version: number; until: Promise<number>; at?: number } = {
        version: forVersion,
        until: options.nextScheduledChange().then(
          (at) => at?.getTime() ?? Number.POSITIVE_INFINITY,
          // Unknown: keep entries briefly rather than risk missing a post going live.
          () => clock.now().getTime() + 60_000,
        ),
      };
      current.until.then((at) => {
        current.at = at;
      });
      scheduled = current;
    }
    return scheduled.until;
  };
}
