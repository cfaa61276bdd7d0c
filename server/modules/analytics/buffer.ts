import { sql } from "drizzle-orm";
import { analyticsEvents, analyticsPageViews } from "../../db/schema";
import type { ClientBudgetStats } from "./client-budget";
import type { CollectorContext, PendingEvent, PendingView } from "./collector-context";
import { settleVisitors } from "./visitor-id";

/**
 * Buffering and flushing (ADR 028): page views and events are pushed into a bounded buffer in
 * memory on the request path and written in batches (one INSERT per table) every few seconds, so
 * counting costs a page answered from the cache about a microsecond and no database round trip.
 * Identical views waiting for the same flush (one visitor reloading a page, or a flood from one
 * client) are one row with a count, so a flood costs rows per page, not per request.
 */

/** Rows written per INSERT (10 columns each: well under PostgreSQL's 65,535 parameters). */
const insertChunk = 1_000;
/** A flush starts as soon as this many records wait, without waiting for the timer. */
const flushAt = 500;
/** The most records kept waiting; under a flood (or with the database away) the rest are dropped and counted. */
export const maxBuffered = 10_000;
/** How often the buffer is written when it does not fill first (server/app.ts schedules it). */
export const flushIntervalMs = 5_000;

export interface CollectorStats extends ClientBudgetStats {
  /** Records waiting for the next flush. */
  buffered: number;
  /** Records written since start. */
  written: number;
  /** Records dropped since start: the buffer was full (a flood, or the database away for long). */
  dropped: number;
}

type BufferContext = Pick<CollectorContext, "db" | "log" | "memory" | "buffer">;

/** Whether one more record may wait; if not, it is counted as dropped. */
export function hasRoom({ buffer }: Pick<CollectorContext, "buffer">): boolean {
  if (buffer.views.length + buffer.events.length < maxBuffered) return true;
  buffer.dropped += 1;
  return false;
}

/** Starts a flush once enough records wait: after this request's turn, never inside it. */
function flushWhenFull(context: BufferContext): void {
  const { buffer } = context;
  if (buffer.flushSoon || buffer.running || buffer.views.length + buffer.events.length < flushAt) return;
  buffer.flushSoon = true;
  setImmediate(() => {
    buffer.flushSoon = false;
    void flush(context);
  });
}

/**
 * Adds a page view to the buffer. `key` is everything its row holds but the time: a view with the
 * key of one already waiting only adds to that one's count, and `view` is not even made.
 */
export function bufferView(context: BufferContext, key: string, view: () => PendingView): void {
  const { buffer } = context;
  const same = buffer.viewsByKey.get(key);
  if (same) {
    same.views += 1;
    return;
  }
  const added = view();
  buffer.views.push(added);
  buffer.viewsByKey.set(key, added);
  flushWhenFull(context);
}

/** Adds an event to the buffer. */
export function bufferEvent(context: BufferContext, event: PendingEvent): void {
  context.buffer.events.push(event);
  flushWhenFull(context);
}

/**
 * One INSERT per chunk with a single parameter, the rows as JSON, unpacked by the database
 * (json_to_recordset): building and binding 10 parameters a row costs the application far more
 * CPU than PostgreSQL's JSON parser (and PGlite runs in this process).
 */
const insertViews = ({ db }: Pick<CollectorContext, "db">, chunk: PendingView[]) =>
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
const insertEvents = ({ db }: Pick<CollectorContext, "db">, chunk: PendingEvent[]) =>
  db.execute(sql`insert into ${analyticsEvents} (at, name, detail, path, visitor)
    select at, name, detail, path, visitor
    from json_to_recordset(${JSON.stringify(
      chunk.map(({ at, name, detail, path, visitor }) => ({ at, name, detail, path, visitor })),
    )}::json) as r(at timestamptz, name text, detail text, path text, visitor text)`);

/** Writes the batch; what could not be written goes back into the buffer (as room allows). */
async function write(context: BufferContext, viewBatch: PendingView[], eventBatch: PendingEvent[]): Promise<number> {
  let viewsLeft = viewBatch;
  let eventsLeft = eventBatch;
  let done = 0;
  try {
    await settleVisitors(context, viewBatch);
    await settleVisitors(context, eventBatch);
    while (viewsLeft.length > 0) {
      const chunk = viewsLeft.slice(0, insertChunk);
      await insertViews(context, chunk);
      viewsLeft = viewsLeft.slice(chunk.length);
      done += chunk.length;
    }
    while (eventsLeft.length > 0) {
      const chunk = eventsLeft.slice(0, insertChunk);
      await insertEvents(context, chunk);
      eventsLeft = eventsLeft.slice(chunk.length);
      done += chunk.length;
    }
  } catch (error) {
    context.log.warn({ err: error }, "analytics: could not write page views and events; kept for the next flush");
    putBack(context, viewsLeft, eventsLeft);
  }
  context.buffer.written += done;
  return done;
}

/**
 * Writes everything waiting, one INSERT per table (per 1,000 rows). A flush already running is
 * waited for first, so two never write the same records.
 */
export async function flush(context: BufferContext): Promise<number> {
  const { buffer } = context;
  while (buffer.running) await buffer.running;
  if (buffer.views.length === 0 && buffer.events.length === 0) return 0;
  const viewBatch = buffer.views;
  const eventBatch = buffer.events;
  buffer.views = [];
  buffer.viewsByKey = new Map();
  buffer.events = [];
  buffer.running = write(context, viewBatch, eventBatch).finally(() => {
    buffer.running = null;
  });
  return buffer.running;
}

function putBack({ buffer }: Pick<CollectorContext, "buffer">, viewBatch: PendingView[], eventBatch: PendingEvent[]) {
  const space = Math.max(0, maxBuffered - buffer.views.length - buffer.events.length);
  const keepViews = viewBatch.slice(0, space);
  const keepEvents = eventBatch.slice(0, space - keepViews.length);
  buffer.dropped += viewBatch.length - keepViews.length + eventBatch.length - keepEvents.length;
  buffer.views = [...keepViews, ...buffer.views];
  buffer.events = [...keepEvents, ...buffer.events];
}

export const collectorStats = ({ buffer, budgets }: Pick<CollectorContext, "buffer" | "budgets">): CollectorStats => ({
  buffered: buffer.views.length + buffer.events.length,
  written: buffer.written,
  dropped: buffer.dropped,
  ...budgets.stats(),
});
