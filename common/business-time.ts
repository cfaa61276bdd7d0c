import { TZDate } from "@date-fns/tz";

export { addDays, isCalendarDate, isTimeZone, weekdayOf } from "./calendar";

/**
 * Calendar dates ("2026-06-01") and times of day ("09:30") in a named time zone, turned into
 * instants and back. Demo slots are offered in the business's zone (DESIGN §4: Asia/Kolkata);
 * the booking page shows each one in the visitor's own zone too.
 */

export const businessTimeZone = "Asia/Kolkata";

const pad = (value: number) => String(value).padStart(2, "0");

/** The instant when `time` on `date` begins in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string = businessTimeZone): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

/** The year an instant falls in, in `timeZone`, and how long until the next one begins there. */
export function yearIn(instant: Date, timeZone: string): { year: number; msUntilNext: number } {
  const year = new TZDate(instant.getTime(), timeZone).getFullYear();
  return { year, msUntilNext: zonedInstant(`${year + 1}-01-01`, "00:00", timeZone).getTime() - instant.getTime() };
}

/** The calendar date an instant falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The visitor's IANA zone as the browser reports it, or the business zone when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || businessTimeZone;
  } catch {
    return businessTimeZone;
  }
}

/** "Tuesday, June 2, 2026 at 10:30 AM India Standard Time": unambiguous in emails and on the cancel page. */
export function formatInstant(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "long",
  }).format(instant);
}

/** "10:00 AM IST" or "9:30 PM PDT": a time of day with its zone's short name. */
export function formatTimeOfDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" })
    .format(instant)
    .replace("GMT+5:30", "IST");
}
