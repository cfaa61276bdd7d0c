import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import { isAdminPath } from "../../http/page-cache";

/**
 * Deciding what the collector counts (ADR 028): which requests are page views at all, and which
 * clients are never counted whatever they ask for. Pure: a test calls these with a URL or headers.
 */

/** How much of a user agent is read: real ones are under 300 characters (ADR 019: bounded work on input). */
export const maxUserAgent = 512;
/** Longer paths are not pages anyone reads; they are not counted. */
export const maxPath = 512;

/** A header's value; of a repeated header, the first. */
export const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Addresses that are the server's own and are never pages: probes and React Router's route manifest. */
const notPages = new Set(["/healthz", "/readyz", "/__manifest", "/api"]);

/**
 * The page a GET is a view of, or null when it is not a page: an API call, a back-office page,
 * a file (its last segment has a dot: /favicon.ico, /assets/…, /rss.xml), a probe. React Router's
 * data requests for in-app navigations count as views of the page they load:
 * `/blog.data` is `/blog`, `/_.data` is `/` (its single-fetch addresses; React Router's
 * trailing-slash-aware form, ADR 039). The root's older form, `/_root.data`, is a 404 now and
 * so is never counted (only answered pages are).
 */
export function pageViewPath(url: string): string | null {
  const mark = url.indexOf("?");
  let path = mark === -1 ? url : url.slice(0, mark);
  if (path.length > maxPath || path.charCodeAt(0) !== 47 /* "/" */) return null;
  if (notPages.has(path) || path.startsWith("/api/") || isAdminPath(path)) return null;
  if (path.endsWith(".data")) {
    path = path.slice(0, path.endsWith("/_.data") ? -"_.data".length : -".data".length);
    if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
    return path === "" ? "/" : path;
  }
  if (path.includes(".", path.lastIndexOf("/"))) return null;
  return path;
}

/**
 * Requests that are not counted whatever they ask for: the visitor asked not to be tracked
 * (`Sec-GPC: 1`, `DNT: 1`), the browser is only prefetching or prerendering (`Sec-Purpose` /
 * `Purpose`), or the client is a crawler, a monitor or has no user agent at all (isbot).
 */
export function notCounted(headers: IncomingHttpHeaders): boolean {
  if (header(headers, "sec-gpc") === "1" || header(headers, "dnt") === "1") return true;
  const purpose = header(headers, "sec-purpose") ?? header(headers, "purpose") ?? header(headers, "x-moz");
  if (purpose?.includes("prefetch") || purpose?.includes("prerender")) return true;
  const userAgent = header(headers, "user-agent");
  return !userAgent || isBot(userAgent);
}

/**
 * isbot's verdict, remembered for the last few hundred user agents: its pattern costs ~10 µs a
 * call, and a site's traffic comes from a few hundred browser builds. At most 500 are kept (of at
 * most 512 characters each); when full, the memory starts over.
 */
const botVerdicts = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  const key = userAgent.slice(0, maxUserAgent);
  let verdict = botVerdicts.get(key);
  if (verdict === undefined) {
    verdict = isbot(key);
    if (botVerdicts.size >= 500) botVerdicts.clear();
    botVerdicts.set(key, verdict);
  }
  return verdict;
}
