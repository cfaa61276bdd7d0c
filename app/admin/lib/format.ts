import { businessTimeZone, zonedInstant } from "../../../common/business-time";

/**
 * How the back office writes dates and times: staff work in India, so every time reads in India
 * time (`businessTimeZone`), whatever the browser's zone, and a calendar date (a demo's day, a
 * week's Monday) as the day it names. The one place the back office formats dates.
 */
const inBusinessZone = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-IN", { ...options, timeZone: businessTimeZone });
/** A calendar date is formatted as midnight UTC of that day in UTC, so no zone can move it. */
const asCalendarDate = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-IN", { ...options, timeZone: "UTC" });

const dateTime = inBusinessZone({ dateStyle: "medium", timeStyle: "short" });
const instantDate = inBusinessZone({ dateStyle: "medium" });
const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: businessTimeZone,
});
const calendarDate = asCalendarDate({ dateStyle: "medium" });
const dayAndMonth = asCalendarDate({ day: "numeric", month: "short" });
const dayMonthYear = asCalendarDate({ day: "numeric", month: "short", year: "numeric" });
const inputParts = inBusinessZone({
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const utcMidnightOf = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** "14 Mar 2031, 9:30 am": an instant, in India time. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
/** "14 Mar 2031": the day an instant falls on in India. */
export const formatInstantDate = (iso: string): string => instantDate.format(new Date(iso));
/** "09:30": the time of day of an instant in India, on a 24-hour clock. */
export const formatClockTime = (instant: Date): string => clock.format(instant);
/** "14 Mar 2031" for the calendar date "2031-03-14" (or an ISO string starting with one). */
export const formatCalendarDate = (date: string): string => calendarDate.format(utcMidnightOf(date));
/** "14 Mar", or "14 Mar 2031" with `withYear`, for a calendar date. */
export const formatDayAndMonth = (date: string, withYear = false): string =>
  (withYear ? dayMonthYear : dayAndMonth).format(utcMidnightOf(date));

/** An instant as a `datetime-local` input shows it in India time: "2031-03-14T09:30". */
export function businessDateTimeInput(iso: string): string {
  const part = Object.fromEntries(inputParts.formatToParts(new Date(iso)).map((each) => [each.type, each.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** A `datetime-local` value read as India time ("2031-03-14T09:30" → 04:00 UTC), as ISO. */
export function instantOfBusinessInput(value: string): string {
  const [date = "", time = ""] = value.split("T");
  const instant = zonedInstant(date, time);
  // Not a whole date and time: left empty, for the form's own "required" message.
  return Number.isNaN(instant.getTime()) ? "" : instant.toISOString();
}

/** A file's size as people read it: "840 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
