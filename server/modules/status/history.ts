import { gte, lt, sql } from "drizzle-orm";
import { addDays } from "../../../common/business-time";
import { businessDateOf } from "../../../common/dates";
import {
  type ComponentState,
  type StatusComponentId,
  type StatusDay,
  type StatusHistory,
  type StatusReport,
  statusComponentIds,
  statusComponentNames,
} from "../../../common/status";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { statusDaily } from "../../db/schema";
import { withinTime } from "../../within-time";
import { databaseTimeoutMs, statusIntervalMs } from "./monitor";

/**
 * /status's 90 days (ADR 034): every minute each instance writes its latest live check into
 * `status_daily`, one row per part per business day, and the page reads the days back as bars.
 * A minute counts once however many instances write it (see the table's comment), so the
 * uptime is the share of checked minutes, not of instances. Days nobody checked are "noData".
 */

/** How many days the page shows, today included; housekeeping deletes older rows. */
export const statusHistoryDays = 90;
/** How often a check is recorded: each recorded check stands for this much of the day. */
export const statusRecordIntervalMs = 60_000;
const minutesPerCheck = statusRecordIntervalMs / 60_000;
/**
 * Checks the database could not take (it was down: the very minutes the history must show) are
 * kept in memory and written once it answers again, up to a day's worth.
 */
const maxUnwrittenChecks = (24 * 60 * 60_000) / statusRecordIntervalMs;

/** One recorded minute: which minute, its business day, and each part's state in it. */
interface RecordedCheck {
  slot: number;
  day: string;
  states: Record<StatusComponentId, ComponentState>;
}

/** The order a state ranks in, worst last, as SQL over a text column or value. */
const rank = (state: unknown) => sql`(case ${state} when 'down' then 2 when 'degraded' then 1 else 0 end)`;

/** The day's colour: any minute down makes it a down day, else any minute degraded a degraded one. */
function dayOf(
  date: string,
  row: { checks: number; degradedChecks: number; downChecks: number } | undefined,
): StatusDay {
  if (!row || row.checks === 0) {
    return { date, state: "noData", checkedMinutes: 0, degradedMinutes: 0, downMinutes: 0 };
  }
  return {
    date,
    state: row.downChecks > 0 ? "down" : row.degradedChecks > 0 ? "degraded" : "operational",
    checkedMinutes: row.checks * minutesPerCheck,
    degradedMinutes: row.degradedChecks * minutesPerCheck,
    downMinutes: row.downChecks * minutesPerCheck,
  };
}

/**
 * Uptime over the checked minutes, in percent, rounded down to two decimals: a single minute down
 * in 90 days must never read as 100%.
 */
function uptimeOf(days: readonly StatusDay[]): number | null {
  const checked = days.reduce((sum, day) => sum + day.checkedMinutes, 0);
  if (checked === 0) return null;
  const down = days.reduce((sum, day) => sum + day.downMinutes, 0);
  return Math.floor(((checked - down) / checked) * 10_000) / 100;
}

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

  /**
   * Counts one minute for every part. Another instance may have counted it already: then it
   * changes only if this report is worse, moving the minute's count from its old state to this one.
   */
  async function write(check: RecordedCheck) {
    const rows = statusComponentIds.map((component) => {
      const state = check.states[component];
      return sql`(${component}, ${check.day}, 1, ${state === "degraded" ? 1 : 0}, ${state === "down" ? 1 : 0}, ${check.slot}, ${state})`;
    });
    const sameSlot = sql`excluded.last_slot = status_daily.last_slot`;
    const newSlot = sql`excluded.last_slot > status_daily.last_slot`;
    const moved = (state: ComponentState) =>
      sql`(excluded.last_slot_state = ${state})::int - (case when ${sameSlot} then (status_daily.last_slot_state = ${state})::int else 0 end)`;
    await db.execute(sql`
      insert into status_daily (component, day, checks, degraded_checks, down_checks, last_slot, last_slot_state)
      values ${sql.join(rows, sql`, `)}
      on conflict (component, day) do update set
        checks = status_daily.checks + (${newSlot})::int,
        degraded_checks = status_daily.degraded_checks + ${moved("degraded")},
        down_checks = status_daily.down_checks + ${moved("down")},
        last_slot = excluded.last_slot,
        last_slot_state = excluded.last_slot_state
      where ${newSlot}
        or (${sameSlot} and ${rank(sql`excluded.last_slot_state`)} > ${rank(sql`status_daily.last_slot_state`)})`);
  }

  /** Each part's last `statusHistoryDays` business days, oldest first, with the days nothing checked. */
  async function readDays(): Promise<StatusHistory> {
    const today = businessDateOf(clock.now());
    const dates = Array.from({ length: statusHistoryDays }, (_, index) =>
      addDays(today, index - statusHistoryDays + 1),
    );
    const rows = await db
      .select({
        component: statusDaily.component,
        day: statusDaily.day,
        checks: statusDaily.checks,
        degradedChecks: statusDaily.degradedChecks,
        downChecks: statusDaily.downChecks,
      })
      .from(statusDaily)
      .where(gte(statusDaily.day, dates[0] ?? today));
    const byKey = new Map(rows.map((row) => [`${row.component} ${row.day}`, row]));
    return {
      days: statusHistoryDays,
      components: statusComponentIds.map((id) => {
        const days = dates.map((date) => dayOf(date, byKey.get(`${id} ${date}`)));
        return {
          id,
          name: statusComponentNames[id],
          uptimePercent: uptimeOf(days),
          daysWithData: days.filter((day) => day.state !== "noData").length,
          days,
        };
      }),
    };
  }

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
          await withinTime(write(unwritten[0]), databaseTimeoutMs, "the status history");
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
        inFlight ??= withinTime(readDays(), databaseTimeoutMs, "the status history")
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
