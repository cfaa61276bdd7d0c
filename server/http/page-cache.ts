import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { authHeader } from "../../common/http";
import type { Clock } from "../clock";
import type { ContentArea } from "../content-areas";
import { compressBest, compressQuickly } from "./compression";
import type { ContentReads, ContentVersion, VersionStamp } from "./content-version";
import { completionLevel, markAnsweredFromCache, redactUrl, writes } from "./request-log";

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

/** What a handler or a page loader can say about the answer it is producing. */
export interface PageCacheControl {
  /** The answer depends on the clock: reuse it for at most this long. */
  expiresIn(ms: number): void;
  /** Never reuse this answer (it holds something meant for one visitor). */
  skip(): void;
  /**
   * A side effect every view must have, cached or not (counting a post's readers): run now, and
   * again for each visitor who is answered from the cache.
   */
  everyView(effect: (headers: IncomingHttpHeaders) => void): void;
  /**
   * The query parameters this answer depends on. Every other parameter is left out of the cache
   * key, so `/?utm_source=x` or `/?r=<random>` is answered from the entry for `/`. A route that
   * reads none says nothing; an API route's are its querystring schema's keys, taken for it.
   */
  readsQuery(names: readonly string[]): void;
  /** The answer shows content of these areas ("everything": of any): a change to one of them ends it. */
  reads(areas: readonly ContentArea[] | "everything"): void;
}

/** For answers the page cache will not keep: the same calls, nothing remembered. */
export function uncachedControl(headers: IncomingHttpHeaders): PageCacheControl {
  return { expiresIn() {}, skip() {}, everyView: (effect) => effect(headers), readsQuery() {}, reads() {} };
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

/** Longest an entry lives without a write: a guard for clock-dependent output nobody declared. */
const defaultLifetimeMs = 10 * 60_000;
/** How long a request waits for an identical one already rendering before rendering itself. */
const waitForLeaderMs = 3_000;
/** Headers that belong to one response, not to the content. */
const perResponse = new Set([
  "content-length",
  "content-encoding",
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "cache-status",
]);
/** Pages whose query parameters are remembered (the routes that read some are few; a bound all the same). */
const maxRememberedPaths = 10_000;

/**
 * RFC 9211 Cache-Status: whether this answer came from the cache, and if not, why not. `hit`;
 * `fwd=miss; stored` (rendered now, kept for the next visitor); `fwd=miss` (rendered, not kept:
 * an error, a personal answer, a write during rendering); `fwd=bypass` (not a cached route, or a
 * signed-in request); `fwd=method` (not a GET or HEAD).
 */
export const cacheStatus = {
  hit: "aster; hit",
  stored: "aster; fwd=miss; stored",
  miss: "aster; fwd=miss",
  bypass: "aster; fwd=bypass",
  method: "aster; fwd=method",
} as const;

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  /** The content versions when its rendering began, and what it read: a change to those ends it. */
  stamp: VersionStamp;
  contentReads: ContentReads;
  expiresAt: number;
  etag: string;
  /** The query parameters its key kept; an entry answers only URLs that give the same key with them. */
  params: readonly string[];
  /** Raw header lists for writeHead, one per encoding. */
  heads: Record<Encoding, string[]>;
  /** 304s carry the content's headers, no body and no length. */
  notModifiedHead: string[];
  bodies: Record<Encoding, Buffer>;
  effects: ((headers: IncomingHttpHeaders) => void)[];
}

class RequestState implements PageCacheControl {
  lifetimeMs = defaultLifetimeMs;
  skipped = false;
  params: readonly string[] = [];
  effects: ((headers: IncomingHttpHeaders) => void)[] = [];
  /** Set when this request renders for others waiting on the same key. */
  release: (() => void) | null = null;
  contentReads: Set<ContentArea> | "everything" = new Set();
  constructor(
    readonly key: string,
    readonly stamp: VersionStamp,
    private readonly headers: IncomingHttpHeaders,
  ) {}
  reads(areas: readonly ContentArea[] | "everything"): void {
    if (this.contentReads === "everything") return;
    if (areas === "everything") this.contentReads = "everything";
    else for (const area of areas) this.contentReads.add(area);
  }
  expiresIn(ms: number): void {
    this.lifetimeMs = Math.min(this.lifetimeMs, Math.max(0, ms));
  }
  skip(): void {
    this.skipped = true;
  }
  everyView(effect: (headers: IncomingHttpHeaders) => void): void {
    this.effects.push(effect);
    effect(this.headers);
  }
  readsQuery(names: readonly string[]): void {
    this.params = [...new Set([...this.params, ...names])].sort();
  }
}

/** A request URL's path, without its query. */
export const pathOf = (url: string) => {
  const mark = url.indexOf("?");
  return mark === -1 ? url : url.slice(0, mark);
};

/**
 * The entry's key for a URL: its path and, of its query, only the parameters `params` names (in
 * a fixed order, so `?b=1&a=2` and `?a=2&b=1` are one entry). Anything else a URL carries cannot
 * make a new entry, so random parameters can neither force a render nor push pages out.
 */
export function cacheKey(url: string, params: readonly string[]): string {
  const path = pathOf(url);
  if (params.length === 0 || path.length === url.length) return path;
  const given = new URLSearchParams(url.slice(path.length + 1));
  const kept = new URLSearchParams();
  for (const name of params) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The keys of a route's querystring schema (a Zod object), the parameters an API read depends on. */
function schemaQueryParams(schema: unknown): readonly string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape).sort() : [];
}

export const isAdminPath = (url: string) => url === "/admin" || /^\/admin[/.?]/.test(url);

/** Requests that carry a session get personal answers: never served from, never stored into the cache. */
const hasSession = (headers: IncomingHttpHeaders) =>
  headers[authHeader] !== undefined || headers.authorization !== undefined;

const encodingChoices = new Map<string, Encoding>();

/** br, else gzip, else none, as the client's Accept-Encoding allows (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const known = encodingChoices.get(acceptEncoding);
  if (known) return known;
  const allowed = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) <= 0) continue;
    allowed.add(name.trim());
  }
  const choice: Encoding = allowed.has("br") || allowed.has("*") ? "br" : allowed.has("gzip") ? "gzip" : "identity";
  // Clients send a handful of distinct values; a bound keeps a hostile variety from growing it.
  if (encodingChoices.size < 200) encodingChoices.set(acceptEncoding, choice);
  return choice;
}

/** RFC 9110 weak comparison: If-None-Match matches on the tag, whatever the W/ prefix. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

function rawHeaders(headers: OutgoingHttpHeaders, extra: Record<string, string>): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries({ ...headers, ...extra })) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) list.push(name, String(item));
  }
  return list;
}

/** The header list for each encoding: the content's headers, with its encoding and length. */
function headsFor(content: OutgoingHttpHeaders, bodies: Record<Encoding, Buffer>): Record<Encoding, string[]> {
  const compressed = bodies.br !== bodies.identity;
  const head = (encoding: Encoding) =>
    compressed && encoding !== "identity"
      ? rawHeaders(content, { "content-encoding": encoding, "content-length": String(bodies[encoding].length) })
      : rawHeaders(content, { "content-length": String(bodies.identity.length) });
  return { identity: head("identity"), br: head("br"), gzip: head("gzip") };
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
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) =>
      entry.bodies.identity.length +
      (entry.bodies.br === entry.bodies.identity ? 0 : entry.bodies.br.length + entry.bodies.gzip.length) +
      entry.heads.identity.reduce((sum, item) => sum + item.length, 0) * 3 +
      200,
  });
  const states = new WeakMap<FastifyRequest, RequestState>();
  /** What each stored page's key keeps of its query, learned when it was stored. */
  const paramsByPath = new LRUCache<string, readonly string[]>({ max: maxRememberedPaths });
  // Most requests have no query: their key is the URL, with no lookup (the cached answer's hot path).
  const keyFor = (url: string) => (url.includes("?") ? cacheKey(url, paramsByPath.peek(pathOf(url)) ?? []) : url);
  const rendering = new Map<string, Promise<void>>();
  /** The next scheduled change for a content version; `at` once known. */
  let scheduled: { version: number; until: Promise<number>; at?: number } | null = null;
  let hits = 0;
  let stores = 0;

  const { version, clock } = options;

  function usable(request: FastifyRequest): boolean {
    return (
      options.enabled &&
      request.routeOptions.config.pageCache !== undefined &&
      request.routeOptions.config.pageCache !== false &&
      (request.method === "GET" || request.method === "HEAD") &&
      version.trustworthy &&
      !hasSession(request.headers) &&
      !isAdminPath(request.url) &&
      request.url.length <= 2048
    );
  }

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

  /** Writes a stored answer: 304 when the client has it, else the encoding it accepts (no body for HEAD). */
  function write(request: IncomingMessage, response: ServerResponse, entry: Entry, requestId: string): void {
    hits += 1;
    for (const effect of entry.effects) {
      try {
        effect(request.headers);
      } catch (error) {
        options.log().error({ err: error, reqId: requestId }, "page cache: a per-view effect failed");
      }
    }
    if (matchesEtag(request.headers["if-none-match"], entry.etag)) {
      response.writeHead(304, [...entry.notModifiedHead, "x-request-id", requestId, "cache-status", cacheStatus.hit]);
      response.end();
      return;
    }
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    response.writeHead(200, [...entry.heads[encoding], "x-request-id", requestId, "cache-status", cacheStatus.hit]);
    response.end(request.method === "HEAD" ? undefined : entry.bodies[encoding]);
  }

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
    // Fastify still writes the request's line when the answer finishes: at debug, as a hit.
    markAnsweredFromCache(request);
    reply.hijack();
    write(request.raw, reply.raw, entry, request.id);
  }

  /**
   * The fast path, before Fastify sees the request (server/app.ts passes it to the HTTP server):
   * answers a stored entry, or returns false. Only keys a page-cache route stored can be found,
   * so no routing is needed; the session, method and back-office checks are the same as below.
   */
  function answerEarly(request: IncomingMessage, response: ServerResponse, requestId: () => string): boolean {
    const url = request.url ?? "";
    if (
      !options.enabled ||
      (request.method !== "GET" && request.method !== "HEAD") ||
      !version.trustworthy ||
      hasSession(request.headers) ||
      isAdminPath(url) ||
      url.length > 2048 ||
      entries.size === 0
    ) {
      return false;
    }
    const entry = fresh(url);
    if (!entry) return false;
    const started = performance.now();
    const id = requestId();
    write(request, response, entry, id);
    const log = options.log();
    // The line Fastify would write, only when it would write it (building it costs more than the hit).
    const responseTime = performance.now() - started;
    const level = completionLevel(responseTime, true);
    if (writes(log, level)) {
      log[level](
        {
          reqId: id,
          req: { method: request.method, url: redactUrl(url) },
          res: { statusCode: response.statusCode },
          responseTime,
          pageCache: "hit",
        },
        "request completed",
      );
    }
    return true;
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

  /**
   * When entries of `forVersion` must expire: the next scheduled change, asked once per version
   * and again once that moment has passed (a post went live on its own: without asking again,
   * every later entry would be born expired until the next write).
   */
  function validUntil(forVersion: number): Promise<number> {
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
  }

  async function onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.pageCache = null;
    if (!usable(request)) {
      const read = request.method === "GET" || request.method === "HEAD";
      reply.header("cache-status", read ? cacheStatus.bypass : cacheStatus.method);
      return;
    }
    const key = keyFor(request.url);
    let entry = fresh(request.url);
    const pending = entry ? undefined : rendering.get(key);
    if (pending) {
      // A burst right after a change: one request renders, the rest wait for its entry.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitForLeaderMs)))]);
      clearTimeout(timer);
      entry = fresh(request.url);
    }
    if (entry) return answer(request, reply, entry);
    reply.header("cache-status", cacheStatus.miss);
    if (request.method !== "GET") return;
    const state = new RequestState(key, version.stamp(), request.headers);
    state.readsQuery(schemaQueryParams(request.routeOptions.schema?.querystring));
    const declared = request.routeOptions.config.pageCache;
    state.reads(typeof declared === "object" ? declared.reads : "everything");
    if (!rendering.has(key)) {
      let release!: () => void;
      rendering.set(key, new Promise<void>((resolve) => (release = resolve)));
      state.release = () => {
        rendering.delete(key);
        release();
      };
    }
    states.set(request, state);
    request.pageCache = state;
  }

  function finish(request: FastifyRequest): void {
    const state = states.get(request);
    if (state?.release) {
      state.release();
      state.release = null;
    }
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const state = states.get(request);
    if (!state) return payload;
    try {
      if (state.skipped || reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return payload;
      if (/no-store|private/.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
      const etag = reply.getHeader("etag");
      if (typeof etag !== "string") return payload;

      const identity = typeof payload === "string" ? Buffer.from(payload) : payload;
      const [[br, gz], until] = await Promise.all([compressQuickly(identity), validUntil(version.current)]);
      const compressed = br !== identity;
      const content: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (!perResponse.has(name) && value !== undefined) content[name] = value;
      }
      const bodies = { identity, br, gzip: gz };
      const entry: Entry = {
        params: state.params,
        stamp: state.stamp,
        contentReads: state.contentReads,
        expiresAt: Math.min(clock.now().getTime() + state.lifetimeMs, until),
        etag,
        heads: headsFor(content, bodies),
        notModifiedHead: rawHeaders(content, {}),
        bodies,
        effects: state.effects,
      };
      // Stored only if no write happened while it was rendered: then it might show older data.
      if (version.isCurrent(state.stamp, state.contentReads) && version.trustworthy && state.lifetimeMs > 0) {
        const key = cacheKey(request.url, state.params);
        paramsByPath.set(pathOf(request.url), state.params);
        entries.set(key, entry);
        stores += 1;
        reply.header("cache-status", cacheStatus.stored);
        if (compressed) compressEntryBest(key, entry, content);
      }
      // This answer, too, goes out in the encoding just made (compression then leaves it alone).
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      if (encoding === "identity" || !compressed) return identity;
      reply.header("content-encoding", encoding);
      reply.header("content-length", String(entry.bodies[encoding].length));
      return entry.bodies[encoding];
    } finally {
      finish(request);
    }
  }

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
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, hits, stores }),
    clear: () => entries.clear(),
  };
  return cache;
}
