import { lt } from "drizzle-orm";
import { addDays } from "../../../common/business-time";
import { businessDateOf } from "../../../common/dates";
import type { StatusHistory, StatusReport } from "../../../common/status";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { statusDaily } from "../../db/schema";
import { withinTime } from "../../within-time";
import { countCheck, type RecordedCheck, readDays, statusHistoryDays, statusRecordIntervalMs } from "./daily-counts";
import { databaseTimeoutMs, statusIntervalMs } from "./monitor";

export { statusHistoryDays, statusRecordIntervalMs } from "./daily-counts";

/**
 * /status's 90 days (ADR 034): every minute each instance writes its latest live check into
 * `status_daily`, one row per part per business day (daily-counts.ts), and the page reads the
 * days back as bars.
 */

/**
 * Checks the database could not take (it was down: the very minutes the history must show) are
 * kept in memory and written once it answers again, up to a day's worth.
 */
const maxUnwrittenChecks = (24 * 60 * 60_000) / statusRecordIntervalMs;

export function createStatusHistory({
  db,
  clock,
  latestReport,
}: {
  db: Database;
  clock: Clock;
  /** The live check to record (the monitor's `current()`: shared with visitors, at most 15 s old). */
  latestReport: () => Promise<StatusReport>;
}) {
  const unwritten: RecordedCheck[] = [];
  let recording = false;
  let latest: { history: StatusHistory; readAt: number } | null = null;
  let inFlight: Promise<void> | null = null;

  return {
    /**
     * The background job (server/app.ts, every minute): records the latest check, after any the
     * database could not take earlier, oldest first. A run still going when the next is due
     * lets that one pass.
     */
    async record(): Promise<void> {
      if (recording) return;
      recording = true;
      try {
        const report = await latestReport();
        const at = clock.now();
        const states = Object.fromEntries(
          report.components.map((component) => [component.id, component.state]),
        ) as RecordedCheck["states"];
        unwritten.push({ slot: Math.floor(at.getTime() / statusRecordIntervalMs), day: businessDateOf(at), states });
        if (unwritten.length > maxUnwrittenChecks) unwritten.splice(0, unwritten.length - maxUnwrittenChecks);
        while (unwritten[0]) {
          // Bounded like the checks: a hung database must not pile up runs of this job.
          await withinTime(countCheck(db, unwritten[0]), databaseTimeoutMs, "the status history");
          unwritten.shift();
          // The next read sees this minute (kept as the answer if the database fails that read).
          if (latest) latest.readAt = Number.NEGATIVE_INFINITY;
        }
      } finally {
        recording = false;
      }
    },

    /**
     * What /status shows: the history as last read, read again once it is older than a live check
     * (or this instance has recorded since). Null when the database cannot be read and nothing
     * was read before: the page then says so, and still shows the live checks.
     */
    async current(): Promise<StatusHistory | null> {
      const age = latest ? clock.now().getTime() - latest.readAt : Number.POSITIVE_INFINITY;
      if (!latest || age >= statusIntervalMs || age < 0) {
        inFlight ??= withinTime(readDays(db, businessDateOf(clock.now())), databaseTimeoutMs, "the status history")
          .then((history) => {
            latest = { history, readAt: clock.now().getTime() };
          })
          .catch(() => {
            // The database is away: the last history read stays the answer until it is back.
          })
          .finally(() => {
            inFlight = null;
          });
        await inFlight;
      }
      return latest?.history ?? null;
    },

    /** Housekeeping (`statusHistory`): deletes the days the page no longer shows. */
    async purgeOld(): Promise<number> {
      const firstShown = addDays(businessDateOf(clock.now()), 1 - statusHistoryDays);
      const removed = await db
        .delete(statusDaily)
        .where(lt(statusDaily.day, firstShown))
        .returning({ day: statusDaily.day });
      return removed.length;
    },
  };
}

export type StatusHistoryService = ReturnType<typeof createStatusHistory>;
