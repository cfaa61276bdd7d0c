import { gte, sql } from "drizzle-orm";
import { addDays } from "../../../common/business-time";
import {
  type ComponentState,
  type StatusComponentId,
  type StatusDay,
  type StatusHistory,
  statusComponentIds,
  statusComponentNames,
} from "../../../common/status";
import type { Database } from "../../db/client";
import { statusDaily } from "../../db/schema";

/**
 * The rows behind /status's 90 days (ADR 034): `status_daily` holds, per part and business day,
 * how many minutes were checked and how many of them were degraded or down. A minute counts once
 * however many instances write it (see the table's comment), so the uptime is the share of
 * checked minutes, not of instances. Days nobody checked are "noData".
 */

/** How many days the page shows, today included; housekeeping deletes older rows. */
export const statusHistoryDays = 90;
/** How often a check is recorded: each recorded check stands for this much of the day. */
export const statusRecordIntervalMs = 60_000;
const minutesPerCheck = statusRecordIntervalMs / 60_000;

/** One recorded minute: which minute, its business day, and each part's state in it. */
export interface RecordedCheck {
  slot: number;
  day: string;
  states: Record<StatusComponentId, ComponentState>;
}

/** The order a state ranks in, worst last, as SQL over a text column or value. */
const rank = (state: unknown) => sql`(case ${state} when 'down' then 2 when 'degraded' then 1 else 0 end)`;

/**
 * Counts one minute for every part. Another instance may have counted it already: then it
 * changes only if this report is worse, moving the minute's count from its old state to this one.
 */
export async function countCheck(db: Database, check: RecordedCheck): Promise<void> {
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

/** Each part's last `statusHistoryDays` business days up to `today`, oldest first, with the days nothing checked. */
export async function readDays(db: Database, today: string): Promise<StatusHistory> {
  const dates = Array.from({ length: statusHistoryDays }, (_, index) => addDays(today, index - statusHistoryDays + 1));
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
