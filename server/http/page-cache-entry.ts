import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import type { FastifyReply } from "fastify";
import { authHeader } from "../../common/http";
import type { ContentReads, VersionStamp } from "./content-version";

/**
 * What the rendered-page cache (ADR 010, server/http/page-cache.ts) keeps for one answer, and the
 * plain rules around it: the key a URL has, the encoding a client takes, the headers each form is
 * written with. Nothing here holds state, so the hooks that use it stay small.
 */

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

export type Encoding = "br" | "gzip" | "identity";

export interface Entry {
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
export function schemaQueryParams(schema: unknown): readonly string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape).sort() : [];
}

export const isAdminPath = (url: string) => url === "/admin" || /^\/admin[/.?]/.test(url);

/** Requests that carry a session get personal answers: never served from, never stored into the cache. */
export const hasSession = (headers: IncomingHttpHeaders) =>
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

export function rawHeaders(headers: OutgoingHttpHeaders, extra: Record<string, string>): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries({ ...headers, ...extra })) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) list.push(name, String(item));
  }
  return list;
}

/** The header list for each encoding: the content's headers, with its encoding and length. */
export function headsFor(content: OutgoingHttpHeaders, bodies: Record<Encoding, Buffer>): Record<Encoding, string[]> {
  const compressed = bodies.br !== bodies.identity;
  const head = (encoding: Encoding) =>
    compressed && encoding !== "identity"
      ? rawHeaders(content, { "content-encoding": encoding, "content-length": String(bodies[encoding].length) })
      : rawHeaders(content, { "content-length": String(bodies.identity.length) });
  return { identity: head("identity"), br: head("br"), gzip: head("gzip") };
}

/** The reply's headers that belong to its content (what every later answer of the entry carries). */
export function contentHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const content: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!perResponse.has(name) && value !== undefined) content[name] = value;
  }
  return content;
}

/** An entry's share of the cache's memory: its bodies and, per encoding, its headers. */
export const entrySize = (entry: Entry) =>
  entry.bodies.identity.length +
  (entry.bodies.br === entry.bodies.identity ? 0 : entry.bodies.br.length + entry.bodies.gzip.length) +
  entry.heads.identity.reduce((sum, item) => sum + item.length, 0) * 3 +
  200;
