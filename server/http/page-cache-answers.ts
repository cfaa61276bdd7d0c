import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../clock";
import { compressQuickly } from "./compression";
import type { ContentVersion } from "./content-version";
import { RequestState } from "./page-cache-control";
import {
  cacheStatus,
  chooseEncoding,
  contentHeaders,
  type Entry,
  hasSession,
  headsFor,
  isAdminPath,
  matchesEtag,
  rawHeaders,
  schemaQueryParams,
} from "./page-cache-entry";
import { type EntryStore, scheduledExpiry } from "./page-cache-store";
import { completionLevel, markAnsweredFromCache, redactUrl, writes } from "./request-log";

/**
 * The page cache's two sides (ADR 010): answering a request from a stored entry (before Fastify
 * sees it, or in the first `onRequest` hook), and storing the answer a miss rendered (`onSend`).
 */

/** How long a request waits for an identical one already rendering before rendering itself. */
const waitForLeaderMs = 3_000;

/**
 * Answers from stored entries: the hot path. Nothing here is made per request beyond the
 * lookup and the write of the stored bytes.
 */
export function createHitAnswers(
  options: { enabled: boolean; version: ContentVersion; log(): FastifyBaseLogger },
  store: EntryStore,
) {
  const { version } = options;
  const { entries, fresh } = store;
  let hits = 0;

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

  return { answer, answerEarly, hits: () => hits };
}

/** Whether the cache may answer or store this request: an anonymous read of a cached route. */
function cacheable(request: FastifyRequest, enabled: boolean, version: ContentVersion): boolean {
  return (
    enabled &&
    request.routeOptions.config.pageCache !== undefined &&
    request.routeOptions.config.pageCache !== false &&
    (request.method === "GET" || request.method === "HEAD") &&
    version.trustworthy &&
    !hasSession(request.headers) &&
    !isAdminPath(request.url) &&
    request.url.length <= 2048
  );
}

/** A burst right after a change: one request renders, the rest wait (a while) for its entry. */
async function waitForLeader(pending: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitForLeaderMs)))]);
  clearTimeout(timer);
}

/**
 * The hooks of requests the cache can take: `onRequest` answers a hit (or waits for the request
 * already rendering the same page) and otherwise lets the handler render, with a `PageCacheControl`
 * to say how its answer may be reused; `onSend` stores that answer.
 */
export function createMissHandling(
  options: { enabled: boolean; version: ContentVersion; clock: Clock; nextScheduledChange(): Promise<Date | null> },
  store: EntryStore,
  answer: (request: FastifyRequest, reply: FastifyReply, entry: Entry) => void,
) {
  const { version, clock } = options;
  const { keyFor, fresh } = store;
  const states = new WeakMap<FastifyRequest, RequestState>();
  const rendering = new Map<string, Promise<void>>();
  const validUntil = scheduledExpiry(options);
  let stores = 0;

  async function onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.pageCache = null;
    if (!cacheable(request, options.enabled, version)) {
      const read = request.method === "GET" || request.method === "HEAD";
      reply.header("cache-status", read ? cacheStatus.bypass : cacheStatus.method);
      return;
    }
    const key = keyFor(request.url);
    let entry = fresh(request.url);
    const pending = entry ? undefined : rendering.get(key);
    if (pending) {
      await waitForLeader(pending);
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
      const content = contentHeaders(reply);
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
        const key = store.store(request.url, entry);
        stores += 1;
        reply.header("cache-status", cacheStatus.stored);
        if (compressed) store.compressEntryBest(key, entry, content);
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

  return { onRequest, onSend, finish, stores: () => stores };
}
