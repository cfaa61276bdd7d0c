import type { IncomingMessage } from "node:http";
import { bufferView, hasRoom } from "./buffer";
import type { CollectorContext } from "./collector-context";
import { noUtm, referrerHost, type Utm, utmNames, utmOf } from "./view-fields";
import { businessDayAt, clientAddress, rememberedVisitor } from "./visitor-id";
import { header, maxUserAgent, notCounted, pageViewPath } from "./what-counts";

/** A view's utm values as stored: each one new to the day only within the client's budget (ADR 033). */
function utmWithinBudget(
  { budgets }: Pick<CollectorContext, "budgets">,
  day: string,
  client: string,
  found: Readonly<Utm>,
): Readonly<Utm> {
  if (found === noUtm) return found;
  const kept = { ...noUtm };
  for (const name of utmNames) kept[name] = budgets.value(day, client, name, found[name]);
  return kept;
}

/**
 * Counts a finished answer if it was a page view: a GET of a page or React Router data
 * request, answered 200 or 304 (from the page cache or not), by a person who did not opt out.
 * `ip` is Fastify's proxy-aware address when the request went through Fastify. Nothing personal
 * is kept: the path, the referrer's host, the utm_* values, a device class and the day's visitor id.
 */
export function observePageView(context: CollectorContext, raw: IncomingMessage, statusCode: number, ip?: string) {
  const { enabled, clock, budgets, publicHost } = context;
  if (!enabled || raw.method !== "GET" || (statusCode !== 200 && statusCode !== 304)) return;
  const url = raw.url ?? "";
  const path = pageViewPath(url);
  if (path === null || notCounted(raw.headers) || !hasRoom(context)) return;
  const at = clock.now();
  const day = businessDayAt(context, at);
  const userAgent = (header(raw.headers, "user-agent") ?? "").slice(0, maxUserAgent);
  const address = clientAddress(context, raw, ip);
  const who = rememberedVisitor(context, day, address, userAgent);
  if (!budgets.countView(day, who.client, at.getTime())) return;
  // Values new to the day count against the client's budget; past it they are stored as "".
  const referrer = budgets.value(
    day,
    who.client,
    "referrer",
    referrerHost(header(raw.headers, "referer"), [publicHost, header(raw.headers, "host")]),
  );
  const utm = utmWithinBudget(context, day, who.client, utmOf(url));
  const key = `${day}\n${address}\n${userAgent}\n${path}\n${referrer}\n${utm.utm_source}\n${utm.utm_medium}\n${utm.utm_campaign}\n${utm.utm_term}\n${utm.utm_content}`;
  bufferView(context, key, () => ({
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
  }));
}
