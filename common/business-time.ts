import { TZDate } from "@date-fns/tz";

/**
 * Calendar dates ("2026-06-01") and times of day ("09:30") in a named time zone, turned into
 * instants and back. Demo slots are offered in the business's zone (DESIGN §4: Asia/Kolkata);
 * the booking page shows each one in the visitor's own zone too.
 */

export const businessTimeZone = "Asia/Kolkata";

const pad = (value: number) => String(value).padStart(2, "0");

/** A real calendar date written YYYY-MM-DD (so 2027-02-29 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The instant when `time` on `date` begins in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string = businessTimeZone): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

/** The calendar date an instant falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** `date` moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The visitor's IANA zone as the browser reports it, or the business zone when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || businessTimeZone;
  } catch {
    return businessTimeZone;
  }
}

/** True for a name the runtime knows as a time zone ("America/Los_Angeles"), so it is safe to format with. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name.length <= 64;
  } catch {
    return false;
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
