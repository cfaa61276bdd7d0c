import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Clock } from "../clock";
import type { ContentArea } from "../content-areas";
import type { ContentVersion } from "./content-version";
import { createHitAnswers, createMissHandling } from "./page-cache-answers";
import type { PageCacheControl } from "./page-cache-control";
import { createEntryStore } from "./page-cache-store";

export { type PageCacheControl, uncachedControl } from "./page-cache-control";
export { cacheKey, cacheStatus, chooseEncoding, isAdminPath, matchesEtag, pathOf } from "./page-cache-entry";

/**
 * The rendered-page cache (ADR 010): finished anonymous responses of public pages and public API
 * reads, kept in memory with their headers and their brotli and gzip forms, and answered again
 * without rendering, querying or compressing until what they were made from changes. The answer that
 * fills an entry goes out compressed as quickly as an uncached one; the entry's forms are then
 * compressed again at the best ratio, off the event loop, for every later visitor.
 *
 * A route takes part with `config: { pageCache: { reads: [areas] } }` (an answer made from those
 * content areas, and from what its handler or loaders add with `reads()`), or `pageCache: true`
 * (made from anything: any change of content ends it); everything else (admin routes, writes,
 * anything sent with a session) passes through untouched.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Anonymous 200 answers of this GET route may be cached (server/http/page-cache.ts): `true` for
     * answers that may show any content, or the content areas they are made from.
     */
    pageCache?: boolean | { reads: readonly ContentArea[] };
  }
  interface FastifyInstance {
    /** server/app.ts decorates it; tests read its stats. */
    pageCache: PageCache;
  }
  interface FastifyRequest {
    /** Set for requests the page cache may store: how this answer may be reused. */
    pageCache: PageCacheControl | null;
  }
}

export interface PageCacheOptions {
  enabled: boolean;
  /** Memory for entries, all three encodings and headers counted. */
  maxBytes: number;
  version: ContentVersion;
  clock: Clock;
  /**
   * When content changes by the clock alone (the next scheduled post goes live), or null.
   * Asked once per content version; entries expire then at the latest.
   */
  nextScheduledChange(): Promise<Date | null>;
  /** The app's logger (it exists only once Fastify does). */
  log(): FastifyBaseLogger;
}

export interface PageCache {
  readonly enabled: boolean;
  /** Entries and bytes held, answers given from memory and answers stored, for tests and diagnostics. */
  stats(): { entries: number; bytes: number; hits: number; stores: number };
  clear(): void;
}

/**
 * Installs the cache's two hooks: `onRequest` answers hits before any other work (register it
 * early), `onSend` stores misses (register it after the ETag and Vary hooks and before
 * compression, which it then does itself).
 */
export function createPageCache(options: PageCacheOptions) {
  // The entries (page-cache-store.ts), the answers from them and the storing of misses
  // (page-cache-answers.ts), and the plain rules they share (page-cache-entry.ts).
  const store = createEntryStore(options);
  const { answer, answerEarly, hits } = createHitAnswers(options, store);
  const { onRequest, onSend, finish, stores } = createMissHandling(options, store, answer);

  function install(app: FastifyInstance, hook: "onRequest" | "onSend"): void {
    if (hook === "onRequest") {
      app.decorateRequest("pageCache", null);
      app.addHook("onRequest", onRequest);
      // A request that failed before onSend, or whose client left, must not keep others waiting.
      app.addHook("onResponse", async (request) => finish(request));
      app.addHook("onRequestAbort", async (request) => finish(request));
    } else {
      app.addHook("onSend", onSend);
    }
  }

  const cache: PageCache & { install: typeof install; answerEarly: typeof answerEarly } = {
    enabled: options.enabled,
    install,
    answerEarly,
    stats: () => ({ entries: store.entries.size, bytes: store.entries.calculatedSize, hits: hits(), stores: stores() }),
    clear: () => store.entries.clear(),
  };
  return cache;
}
