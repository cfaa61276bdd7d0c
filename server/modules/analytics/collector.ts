import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { analyticsEventNames } from "../../../common/analytics-events";
import { addDays, businessTimeZone, calendarDateIn, zonedInstant } from "../../../common/business-time";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { analyticsEvents, analyticsPageViews, analyticsSalts } from "../../db/schema";
import { clientKey } from "../../http/client-key";
import { isAdminPath } from "../../http/page-cache";
import { proxyTrust } from "../../http/request-id";
import { type ClientBudgetStats, createClientBudgets } from "./client-budget";

/**
 * The analytics collector (ADR 028): page views and events are pushed into a bounded
 * buffer in memory on the request path and written in batches (one INSERT per table)
 * every few seconds, so counting costs a page answered from the cache about a microsecond and no
 * database round trip. Identical views waiting for the same flush (one visitor reloading a page,
 * or a flood from one client) are one row with a count, so a flood costs rows per page, not per
 * request. Nothing personal is written: a view keeps its path, the referrer's host,
 * the utm_* values, a device class and a visitor id that is a hash of a daily random salt, the
 * client's address and its user agent; the salt is deleted once its day is over.
 */

export type DeviceClass = "desktop" | "mobile" | "tablet";
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** How much of a user agent is read: real ones are under 300 characters (ADR 019: bounded work on input). */
const maxUserAgent = 512;
/** Longer paths are not pages anyone reads; they are not counted. */
const maxPath = 512;
/** The longest utm_* value kept: real campaign tags are a few words (ADR 033). */
export const maxUtm = 100;
/** What a referrer (a whole URL) may be before it is not even parsed. */
const maxReferrer = 2048;
/** The longest referrer host kept: real ones are a few labels (DNS allows 253, nobody links from those). */
export const maxReferrerHost = 100;

/** Rows written per INSERT (10 columns each: well under PostgreSQL's 65,535 parameters). */
const insertChunk = 1_000;
/** A flush starts as soon as this many records wait, without waiting for the timer. */
const flushAt = 500;
/** The most records kept waiting; under a flood (or with the database away) the rest are dropped and counted. */
export const maxBuffered = 10_000;
/** How often the buffer is written when it does not fill first (server/app.ts schedules it). */
export const flushIntervalMs = 5_000;

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

/** Addresses that are the server's own and are never pages: probes and React Router's route manifest. */
const notPages = new Set(["/healthz", "/readyz", "/__manifest", "/api"]);

/**
 * The page a GET is a view of, or null when it is not a page: an API call, a back-office page,
 * a file (its last segment has a dot: /favicon.ico, /assets/…, /rss.xml), a probe. React Router's
 * data requests for in-app navigations count as views of the page they load:
 * `/blog.data` is `/blog`, `/_root.data` is `/` (its single-fetch addresses).
 */
export function pageViewPath(url: string): string | null {
  const mark = url.indexOf("?");
  let path = mark === -1 ? url : url.slice(0, mark);
  if (path.length > maxPath || path.charCodeAt(0) !== 47 /* "/" */) return null;
  if (notPages.has(path) || path.startsWith("/api/") || isAdminPath(path)) return null;
  if (path.endsWith(".data")) {
    if (path === "/_root.data") return "/";
    path = path.slice(0, -".data".length);
    if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
    return path === "" ? "/" : path;
  }
  if (path.includes(".", path.lastIndexOf("/"))) return null;
  return path;
}

/** A path as a page gave it ("/pricing?x#faq"): the part before any query or fragment. */
function withoutQuery(path: string): string {
  const query = path.indexOf("?");
  const fragment = path.indexOf("#");
  const end = Math.min(query === -1 ? path.length : query, fragment === -1 ? path.length : fragment);
  return path.slice(0, end);
}

const utmNames = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
type Utm = Record<(typeof utmNames)[number], string>;
/** Frozen: it is every view's without utm values, so no one may write into it. */
const noUtm: Readonly<Utm> = Object.freeze({
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

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

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

/** What a server flow or the beacon reports (services.analyticsCollector.record). */
export interface AnalyticsEventInput {
  name: AnalyticsEventName;
  /** e.g. the data-cta name of the button clicked. */
  detail?: string;
  /** The page it happened on; by default the request's Referer path when it is this site's. */
  path?: string;
  /** The visitor's request, for the daily visitor id (and to honour GPC, DNT and bots); none: visitor "". */
  request?: FastifyRequest;
}

interface Pending {
  day: string;
  /** The hash, or "" until the day's salt is known (then `identity` holds its input until the flush). */
  visitor: string;
  identity: string | null;
}
type PendingView = Pending &
  Omit<typeof analyticsPageViews.$inferInsert, "id" | "visitor" | "views"> & {
    views: number;
  };

/** What is worked out once per visitor and day, not per view: the id, the device class and the client's key. */
interface Visitor {
  visitor: string;
  identity: string | null;
  device: DeviceClass;
  /** The client whose budgets the views count against (client-budget.ts): its address's key. */
  client: string;
}
/** Visitors remembered for the day; when full, the memory starts over (bounded, as the bot verdicts). */
const maxVisitorsRemembered = 10_000;
type PendingEvent = Pending & Omit<typeof analyticsEvents.$inferInsert, "id" | "visitor">;

export interface CollectorStats extends ClientBudgetStats {
  /** Records waiting for the next flush. */
  buffered: number;
  /** Records written since start. */
  written: number;
  /** Records dropped since start: the buffer was full (a flood, or the database away for long). */
  dropped: number;
}

export function createAnalyticsCollector({
  db,
  clock,
  config,
  log,
}: {
  db: Database;
  clock: Pick<Clock, "now">;
  config: Pick<Config, "ANALYTICS_ENABLED" | "PUBLIC_URL" | "TRUST_PROXY" | "RATE_LIMIT_SCALE">;
  log: FastifyBaseLogger;
}) {
  const enabled = config.ANALYTICS_ENABLED;
  const trust = proxyTrust(config.TRUST_PROXY);
  const publicHost = new URL(config.PUBLIC_URL).host;
  const budgets = createClientBudgets({ scale: config.RATE_LIMIT_SCALE });
  let views: PendingView[] = [];
  /** The waiting views by everything a row holds but the time, so a repeat adds to its count. */
  let viewsByKey = new Map<string, PendingView>();
  let events: PendingEvent[] = [];
  /** By day, address and user agent (the day first: yesterday's ids are never reused today). */
  const visitors = new Map<string, Visitor>();
  let written = 0;
  let dropped = 0;
  let running: Promise<number> | null = null;

  /** The day's salt by business day; at most today's and yesterday's are kept. */
  const salts = new Map<string, string>();
  const loadingSalts = new Map<string, Promise<string>>();
  /** The business day of "now", recomputed only when now leaves [start, end). */
  let today = { day: "", start: 0, end: 0 };

  function dayOf(at: Date): string {
    const ms = at.getTime();
    if (ms >= today.start && ms < today.end) return today.day;
    const day = calendarDateIn(at, businessTimeZone);
    today = {
      day,
      start: zonedInstant(day, "00:00").getTime(),
      end: zonedInstant(addDays(day, 1), "00:00").getTime(),
    };
    return day;
  }

  function saltFor(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return Promise.resolve(known);
    let loading = loadingSalts.get(day);
    if (!loading) {
      loading = (async () => {
        // Every instance offers a salt; the first one stored is the day's, and all read it back.
        await db
          .insert(analyticsSalts)
          .values({ day, salt: randomBytes(32).toString("hex") })
          .onConflictDoNothing();
        const [row] = await db
          .select({ salt: analyticsSalts.salt })
          .from(analyticsSalts)
          .where(eq(analyticsSalts.day, day));
        if (!row) throw new Error(`analytics: no salt for ${day}`);
        salts.set(day, row.salt);
        for (const kept of salts.keys()) if (kept < addDays(day, -1)) salts.delete(kept);
        return row.salt;
      })().finally(() => loadingSalts.delete(day));
      loadingSalts.set(day, loading);
    }
    return loading;
  }

  const hash = (salt: string, identity: string) =>
    createHash("sha256").update(salt).update(identity).digest("hex").slice(0, 32);

  /** The visitor's id for `day` now if the salt is in memory; else its input, hashed at the flush. */
  function visitorOf(day: string, address: string, userAgent: string): Pick<Pending, "visitor" | "identity"> {
    const identity = `\n${clientKey(address)}\n${userAgent.slice(0, maxUserAgent)}`;
    const salt = salts.get(day);
    if (salt) return { visitor: hash(salt, identity), identity: null };
    saltFor(day).catch((error: unknown) => log.warn({ err: error }, "analytics: could not load the day's salt"));
    return { visitor: "", identity };
  }

  /**
   * A page view's visitor: its id (a SHA-256) and device class are worked out on its first view of
   * the day and remembered, so the next views cost a map lookup. An id still waiting for the
   * day's salt is not remembered: the next view tries again.
   */
  function rememberedVisitor(day: string, address: string, userAgent: string): Visitor {
    const key = `${day}\n${address}\n${userAgent}`;
    let known = visitors.get(key);
    if (known === undefined) {
      known = { ...visitorOf(day, address, userAgent), device: deviceClass(userAgent), client: clientKey(address) };
      if (known.identity === null) {
        if (visitors.size >= maxVisitorsRemembered || !visitors.keys().next().value?.startsWith(day)) {
          visitors.clear();
        }
        visitors.set(key, known);
      }
    }
    return known;
  }

  function room(): boolean {
    if (views.length + events.length < maxBuffered) return true;
    dropped += 1;
    return false;
  }

  let flushSoon = false;
  /** Starts a flush once enough records wait: after this request's turn, never inside it. */
  function added(): void {
    if (flushSoon || running || views.length + events.length < flushAt) return;
    flushSoon = true;
    setImmediate(() => {
      flushSoon = false;
      void flush();
    });
  }

  /** A view's utm values as stored: each one new to the day only within the client's budget. */
  function utmWithinBudget(day: string, client: string, found: Readonly<Utm>): Readonly<Utm> {
    if (found === noUtm) return found;
    const kept = { ...noUtm };
    for (const name of utmNames) kept[name] = budgets.value(day, client, name, found[name]);
    return kept;
  }

  const addressOf = (raw: IncomingMessage, ip?: string) =>
    ip ?? (trust ? proxyAddr(raw, trust) : (raw.socket?.remoteAddress ?? ""));

  /**
   * Counts a finished answer if it was a page view: a GET of a page or React Router data
   * request, answered 200 or 304 (from the page cache or not), by a person who did not opt out.
   * `ip` is Fastify's proxy-aware address when the request went through Fastify.
   */
  function observe(raw: IncomingMessage, statusCode: number, ip?: string): void {
    if (!enabled || raw.method !== "GET" || (statusCode !== 200 && statusCode !== 304)) return;
    const url = raw.url ?? "";
    const path = pageViewPath(url);
    if (path === null || notCounted(raw.headers) || !room()) return;
    const at = clock.now();
    const day = dayOf(at);
    const userAgent = (header(raw.headers, "user-agent") ?? "").slice(0, maxUserAgent);
    const address = addressOf(raw, ip);
    const who = rememberedVisitor(day, address, userAgent);
    if (!budgets.countView(day, who.client, at.getTime())) return;
    // Values new to the day count against the client's budget; past it they are stored as "".
    const referrer = budgets.value(
      day,
      who.client,
      "referrer",
      referrerHost(header(raw.headers, "referer"), [publicHost, header(raw.headers, "host")]),
    );
    const utm = utmWithinBudget(day, who.client, utmOf(url));
    const key = `${day}\n${address}\n${userAgent}\n${path}\n${referrer}\n${utm.utm_source}\n${utm.utm_medium}\n${utm.utm_campaign}\n${utm.utm_term}\n${utm.utm_content}`;
    const same = viewsByKey.get(key);
    if (same) {
      same.views += 1;
      return;
    }
    const view: PendingView = {
      at,
      day,
      path,
      referrerHost: referrer,
      utmSource: utm.utm_source,
      utmMedium: utm.utm_medium,
      utmCampaign: utm.utm_campaign,
      utmTerm: utm.utm_term,
      utmContent: utm.utm_content,
      device: who.device,
      visitor: who.visitor,
      identity: who.identity,
      views: 1,
    };
    views.push(view);
    viewsByKey.set(key, view);
    added();
  }

  /** The path of this site's page a request came from (its Referer), or "". */
  function refererPath(request: FastifyRequest): string {
    const referer = header(request.headers, "referer");
    if (!referer || referer.length > maxReferrer) return "";
    try {
      const url = new URL(referer);
      if (url.host !== publicHost && url.host !== header(request.headers, "host")) return "";
      return url.pathname.slice(0, maxPath);
    } catch {
      return "";
    }
  }

  /**
   * Records an event (the demo funnel, an enquiry, a question, a call to action clicked). With a
   * request, one that opted out or comes from a bot is not recorded, as for views.
   */
  function record({ name, detail = "", path, request }: AnalyticsEventInput): void {
    if (!enabled) return;
    if (request && notCounted(request.headers)) return;
    if (!room()) return;
    const at = clock.now();
    const day = dayOf(at);
    const who = request
      ? visitorOf(day, addressOf(request.raw, request.ip), header(request.headers, "user-agent") ?? "")
      : { visitor: "", identity: null };
    events.push({
      at,
      day,
      name,
      detail: detail.slice(0, maxPath),
      path: (path === undefined ? (request ? refererPath(request) : "") : withoutQuery(path)).slice(0, maxPath),
      ...who,
    });
    added();
  }

  /** Hashes what waited for its day's salt (a salt that cannot be had fails the flush, which is tried again). */
  async function settleVisitors(batch: Pending[]): Promise<void> {
    for (const item of batch) {
      if (item.identity === null) continue;
      item.visitor = hash(await saltFor(item.day), item.identity);
      item.identity = null;
    }
  }

  /**
   * One INSERT per chunk with a single parameter, the rows as JSON, unpacked by the database
   * (json_to_recordset): building and binding 10 parameters a row costs the application far more
   * CPU than PostgreSQL's JSON parser (and PGlite runs in this process).
   */
  const insertViews = (chunk: PendingView[]) =>
    db.execute(sql`insert into ${analyticsPageViews}
      (at, path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, visitor, views)
      select at, path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, visitor, views
      from json_to_recordset(${JSON.stringify(
        chunk.map((row) => ({
          at: row.at,
          path: row.path,
          referrer_host: row.referrerHost,
          utm_source: row.utmSource,
          utm_medium: row.utmMedium,
          utm_campaign: row.utmCampaign,
          utm_term: row.utmTerm,
          utm_content: row.utmContent,
          device: row.device,
          visitor: row.visitor,
          views: row.views,
        })),
      )}::json) as r(at timestamptz, path text, referrer_host text, utm_source text, utm_medium text,
        utm_campaign text, utm_term text, utm_content text, device text, visitor text, views int)`);
  const insertEvents = (chunk: PendingEvent[]) =>
    db.execute(sql`insert into ${analyticsEvents} (at, name, detail, path, visitor)
      select at, name, detail, path, visitor
      from json_to_recordset(${JSON.stringify(
        chunk.map(({ at, name, detail, path, visitor }) => ({ at, name, detail, path, visitor })),
      )}::json) as r(at timestamptz, name text, detail text, path text, visitor text)`);

  /** Writes the batch; what could not be written goes back into the buffer (as room allows). */
  async function write(viewBatch: PendingView[], eventBatch: PendingEvent[]): Promise<number> {
    let viewsLeft = viewBatch;
    let eventsLeft = eventBatch;
    let done = 0;
    try {
      await settleVisitors(viewBatch);
      await settleVisitors(eventBatch);
      while (viewsLeft.length > 0) {
        const chunk = viewsLeft.slice(0, insertChunk);
        await insertViews(chunk);
        viewsLeft = viewsLeft.slice(chunk.length);
        done += chunk.length;
      }
      while (eventsLeft.length > 0) {
        const chunk = eventsLeft.slice(0, insertChunk);
        await insertEvents(chunk);
        eventsLeft = eventsLeft.slice(chunk.length);
        done += chunk.length;
      }
    } catch (error) {
      log.warn({ err: error }, "analytics: could not write page views and events; kept for the next flush");
      putBack(viewsLeft, eventsLeft);
    }
    written += done;
    return done;
  }

  /**
   * Writes everything waiting, one INSERT per table (per 1,000 rows). A flush already running is
   * waited for first, so two never write the same records.
   */
  async function flush(): Promise<number> {
    while (running) await running;
    if (views.length === 0 && events.length === 0) return 0;
    const viewBatch = views;
    const eventBatch = events;
    views = [];
    viewsByKey = new Map();
    events = [];
    running = write(viewBatch, eventBatch).finally(() => {
      running = null;
    });
    return running;
  }

  function putBack(viewBatch: PendingView[], eventBatch: PendingEvent[]): void {
    const space = Math.max(0, maxBuffered - views.length - events.length);
    const keepViews = viewBatch.slice(0, space);
    const keepEvents = eventBatch.slice(0, space - keepViews.length);
    dropped += viewBatch.length - keepViews.length + eventBatch.length - keepEvents.length;
    views = [...keepViews, ...views];
    events = [...keepEvents, ...events];
  }

  return {
    enabled,
    observe,
    record,
    flush,
    /** Housekeeping (`analyticsSalts`): deletes the salts of days that are over, so their ids cannot be remade. */
    async purgeOldSalts(): Promise<number> {
      const day = dayOf(clock.now());
      for (const kept of salts.keys()) if (kept < day) salts.delete(kept);
      const removed = await db
        .delete(analyticsSalts)
        .where(lt(analyticsSalts.day, day))
        .returning({ day: analyticsSalts.day });
      return removed.length;
    },
    stats: (): CollectorStats => ({ buffered: views.length + events.length, written, dropped, ...budgets.stats() }),
  };
}

export type AnalyticsCollector = ReturnType<typeof createAnalyticsCollector>;
