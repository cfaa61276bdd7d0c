import type { IncomingMessage } from "node:http";
import { type CollectorStats, collectorStats, flush } from "./buffer";
import { type CollectorDeps, createCollectorContext } from "./collector-context";
import { type AnalyticsEventInput, recordEvent } from "./events";
import { observePageView } from "./page-views";
import { purgeOldSalts } from "./visitor-id";

export { type CollectorStats, flushIntervalMs, maxBuffered } from "./buffer";
export type { AnalyticsEventInput, AnalyticsEventName } from "./events";
export {
  campaignValue,
  type DeviceClass,
  deviceClass,
  maxReferrerHost,
  maxUtm,
  referrerHost,
  utmOf,
} from "./view-fields";
export { notCounted, pageViewPath } from "./what-counts";

/**
 * The analytics collector (ADR 028): page views and events are pushed into a bounded
 * buffer in memory on the request path and written in batches (one INSERT per table)
 * every few seconds, so counting costs a page answered from the cache about a microsecond and no
 * database round trip. Identical views waiting for the same flush (one visitor reloading a page,
 * or a flood from one client) are one row with a count, so a flood costs rows per page, not per
 * request. Nothing personal is written: a view keeps its path, the referrer's host,
 * the utm_* values, a device class and a visitor id that is a hash of a daily random salt, the
 * client's address and its user agent; the salt is deleted once its day is over.
 *
 * Wired here from its steps, each a function of the collector's context in a file named for what
 * it does: what-counts (which requests are views, who is never counted), view-fields (what a view
 * keeps), visitor-id (the day's visitor key), page-views and events (counting one), buffer
 * (buffering and flushing).
 */
export function createAnalyticsCollector(deps: CollectorDeps) {
  const context = createCollectorContext(deps);
  return {
    enabled: context.enabled,
    observe: (raw: IncomingMessage, statusCode: number, ip?: string): void =>
      observePageView(context, raw, statusCode, ip),
    record: (input: AnalyticsEventInput): void => recordEvent(context, input),
    flush: (): Promise<number> => flush(context),
    /** Housekeeping (`analyticsSalts`): deletes the salts of days that are over, so their ids cannot be remade. */
    purgeOldSalts: (): Promise<number> => purgeOldSalts(context),
    stats: (): CollectorStats => collectorStats(context),
  };
}

export type AnalyticsCollector = ReturnType<typeof createAnalyticsCollector>;
