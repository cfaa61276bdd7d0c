import type { IncomingHttpHeaders } from "node:http";
import { header, maxPath, maxUserAgent } from "./what-counts";

/**
 * What a page view or an event keeps of its request (ADR 028): a device class, the referrer's
 * host, the utm_* values and the page's path, each bounded and none of them personal. Pure: a test
 * calls these with a user agent, a URL or headers.
 */

export type DeviceClass = "desktop" | "mobile" | "tablet";

/** The longest utm_* value kept: real campaign tags are a few words (ADR 033). */
export const maxUtm = 100;
/** What a referrer (a whole URL) may be before it is not even parsed. */
const maxReferrer = 2048;
/** The longest referrer host kept: real ones are a few labels (DNS allows 253, nobody links from those). */
export const maxReferrerHost = 100;

/** Desktop, mobile or tablet from the user agent: a few substring tests on its first 512 characters, no pattern. */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  const ua = userAgent.slice(0, maxUserAgent).toLowerCase();
  if (ua.includes("ipad") || ua.includes("tablet") || ua.includes("kindle") || ua.includes("silk/")) return "tablet";
  // Android phones say "Mobile"; Android tablets do not.
  if (ua.includes("android")) return ua.includes("mobile") ? "mobile" : "tablet";
  if (
    ua.includes("mobi") ||
    ua.includes("iphone") ||
    ua.includes("ipod") ||
    ua.includes("phone") ||
    ua.includes("blackberry") ||
    ua.includes("opera mini")
  ) {
    return "mobile";
  }
  return "desktop";
}

/**
 * The host a visitor came from, from the Referer header: only the host ("www." dropped, so
 * www.google.com and google.com are one source), and "" for a direct visit, a link on this
 * site (one of `ownHosts`, host with its port as the Host header writes it), or anything that
 * is not an http(s) URL.
 */
export function referrerHost(referer: string | undefined, ownHosts: readonly (string | undefined)[]): string {
  if (!referer || referer.length > maxReferrer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return "";
  if (ownHosts.some((own) => own !== undefined && own.toLowerCase() === url.host)) return "";
  const host = url.hostname.startsWith("www.") ? url.hostname.slice(4) : url.hostname;
  // The URL parser lower-cases a host and writes other scripts as punycode, so a real host is
  // these characters; anything else (an IPv6 literal, a label made to look odd) is no source.
  return host.length <= maxReferrerHost && /^[a-z0-9._-]+$/.test(host) ? host : "";
}

/** The path of this site's page a request came from (its Referer, on `publicHost` or the Host header's), or "". */
export function refererPath(headers: IncomingHttpHeaders, publicHost: string): string {
  const referer = header(headers, "referer");
  if (!referer || referer.length > maxReferrer) return "";
  try {
    const url = new URL(referer);
    if (url.host !== publicHost && url.host !== header(headers, "host")) return "";
    return url.pathname.slice(0, maxPath);
  } catch {
    return "";
  }
}

/** A path as a page gave it ("/pricing?x#faq"): the part before any query or fragment. */
export function withoutQuery(path: string): string {
  const query = path.indexOf("?");
  const fragment = path.indexOf("#");
  const end = Math.min(query === -1 ? path.length : query, fragment === -1 ? path.length : fragment);
  return path.slice(0, end);
}

export const utmNames = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type Utm = Record<(typeof utmNames)[number], string>;
/** Frozen: it is every view's without utm values, so no one may write into it. */
export const noUtm: Readonly<Utm> = Object.freeze({
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
});

/**
 * Letters and digits of any script (with their combining marks), spaces and the punctuation
 * campaign tags are written with. One character class, no alternation: linear on any input (ADR 019).
 */
const campaignCharacters = /^[\p{L}\p{M}\p{N} ._~+\-:/|,]+$/u;

/**
 * A utm_* value as it is kept: trimmed, and "" when it is longer than `maxUtm` or has a character
 * a campaign tag does not (markup, quotes, "=", control characters). Such a value is not cut to fit:
 * a cut or cleaned value would still be one nobody wrote, and a new dashboard entry.
 */
export function campaignValue(raw: string): string {
  const value = raw.trim();
  return value.length <= maxUtm && campaignCharacters.test(value) ? value : "";
}

/** The utm_* values of a URL's query ("" when absent or not a campaign tag: `campaignValue`). */
export function utmOf(url: string): Readonly<Utm> {
  const mark = url.indexOf("?");
  if (mark === -1 || !url.includes("utm_", mark)) return noUtm;
  const query = new URLSearchParams(url.slice(mark + 1));
  const utm = { ...noUtm };
  for (const name of utmNames) utm[name] = campaignValue(query.get(name) ?? "");
  return utm;
}
