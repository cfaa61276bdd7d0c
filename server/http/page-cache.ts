import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { authHeader } from "../../common/http";
import type { Clock } from "../clock";
import { compressBest, compressQuickly } from "./compression";
import type { ContentVersion } from "./content-version";

/**
 * The rendered-page cache (ADR 010): finished anonymous responses of public pages and public API
 * reads, kept in memory with their headers and their brotli and gzip forms, and answered again
 * without rendering, querying or compressing until the content version changes. The answer that
 * fills an entry goes out compressed as quickly as an uncached one; the entry's forms are then
 * compressed again at the best ratio, off the event loop, for every later visitor.
 *
 * A route takes part with `config: { pageCache: true }`; everything else (admin routes, writes,
 * anything sent with a session) passes through untouched.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** Anonymous 200 answers of this GET route may be cached (server/http/page-cache.ts). */
    pageCache?: boolean;
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
const perResponse = new Set(["content-length", "content-encoding", "x-request-id", "date", "connection", "keep-alive"]);

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  version: number;
  expiresAt: number;
  etag: string;
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
  effects: ((headers: IncomingHttpHeaders) => void)[] = [];
  /** Set when this request renders for others waiting on the same key. */
  release: (() => void) | null = null;
  constructor(
    readonly key: string,
    readonly version: number,
    private readonly headers: IncomingHttpHeaders,
  ) {}
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
}

/** The query's parameters in a fixed order, so `?b=1&a=2` and `?a=2&b=1` are one entry. */
export function cacheKey(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}

const isAdminPath = (url: string) => url === "/admin" || /^\/admin[/.?]/.test(url);

/** Requests that carry a session get personal answers: never served from, never stored into the cache. */
const hasSession = (headers: IncomingHttpHeaders) =>
  headers[authHeader] !== undefined || headers.authorization !== undefined;

const encodingChoices = new Map<string, Encoding>();
/** Log levels at which "request completed" lines are written. */
const verbose = new Set(["trace", "debug", "info"]);

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
  const rendering = new Map<string, Promise<void>>();
  let scheduled: { version: number; until: Promise<number> } | null = null;
  let hits = 0;
  let stores = 0;

  const { version, clock } = options;

  function usable(request: FastifyRequest): boolean {
    return (
      options.enabled &&
      request.routeOptions.config.pageCache === true &&
      (request.method === "GET" || request.method === "HEAD") &&
      version.trustworthy &&
      !hasSession(request.headers) &&
      !isAdminPath(request.url) &&
      request.url.length <= 2048
    );
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version.current || entry.expiresAt <= clock.now().getTime()) {
      entries.delete(key);
      return undefined;
    }
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
      response.writeHead(304, [...entry.notModifiedHead, "x-request-id", requestId]);
      response.end();
      return;
    }
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    response.writeHead(200, [...entry.heads[encoding], "x-request-id", requestId]);
    response.end(request.method === "HEAD" ? undefined : entry.bodies[encoding]);
  }

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
    reply.hijack();
    write(request.raw, reply.raw, entry, request.id);
    request.log.info(
      { res: { statusCode: reply.raw.statusCode }, responseTime: reply.elapsedTime, pageCache: "hit" },
      "request completed",
    );
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
    const entry = fresh(cacheKey(url));
    if (!entry) return false;
    const started = performance.now();
    const id = requestId();
    write(request, response, entry, id);
    const log = options.log();
    // The line Fastify would write, only when it would write it (building it costs more than the hit).
    if (verbose.has(log.level)) {
      log.info(
        {
          reqId: id,
          req: { method: request.method, url },
          res: { statusCode: response.statusCode },
          responseTime: performance.now() - started,
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

  function validUntil(forVersion: number): Promise<number> {
    if (scheduled?.version !== forVersion) {
      const until = options.nextScheduledChange().then(
        (at) => at?.getTime() ?? Number.POSITIVE_INFINITY,
        // Unknown: keep entries briefly rather than risk missing a post going live.
        () => clock.now().getTime() + 60_000,
      );
      scheduled = { version: forVersion, until };
    }
    return scheduled.until;
  }

  async function onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.pageCache = null;
    if (!usable(request)) return;
    const key = cacheKey(request.url);
    let entry = fresh(key);
    const pending = entry ? undefined : rendering.get(key);
    if (pending) {
      // A burst right after a change: one request renders, the rest wait for its entry.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitForLeaderMs)))]);
      clearTimeout(timer);
      entry = fresh(key);
    }
    if (entry) return answer(request, reply, entry);
    if (request.method !== "GET") return;
    const state = new RequestState(key, version.current, request.headers);
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
      const [[br, gz], until] = await Promise.all([compressQuickly(identity), validUntil(state.version)]);
      const compressed = br !== identity;
      const content: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (!perResponse.has(name) && value !== undefined) content[name] = value;
      }
      const bodies = { identity, br, gzip: gz };
      const entry: Entry = {
        version: state.version,
        expiresAt: Math.min(clock.now().getTime() + state.lifetimeMs, until),
        etag,
        heads: headsFor(content, bodies),
        notModifiedHead: rawHeaders(content, {}),
        bodies,
        effects: state.effects,
      };
      // Stored only if no write happened while it was rendered: then it might show older data.
      if (state.version === version.current && version.trustworthy && state.lifetimeMs > 0) {
        entries.set(state.key, entry);
        stores += 1;
        if (compressed) compressEntryBest(state.key, entry, content);
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
