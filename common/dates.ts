/**
 * SPEC §9's long US dates ("March 10, 2026") for the pages. A calendar date is shown as written;
 * an instant as the day it falls on in the business's zone, so the server and every browser
 * print the same day.
 *
 * Written out by hand rather than with Intl: the first Intl.DateTimeFormat a page builds makes
 * the browser load the locale's data, about 40 ms on a mid-range phone while the blog hydrates,
 * for a format that is a month name, a day and a year. The tests hold it to Intl's output.
 */

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * The business's zone, Asia/Kolkata, has kept one offset all year since 1945 (UTC+05:30, no
 * daylight saving), so the business day of an instant needs no time-zone data.
 */
const businessOffsetMs = (5 * 60 + 30) * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, "0");

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function calendarDayOf(dateOrInstant: string | Date): CalendarDay {
  if (typeof dateOrInstant === "string" && /^\d{4}-\d{2}-\d{2}$/.test(dateOrInstant)) {
    const [year, month, day] = dateOrInstant.split("-").map(Number) as [number, number, number];
    return { year, month, day };
  }
  const time = new Date(dateOrInstant).getTime();
  // As Intl does: an instant that is not one is an error, not "undefined NaN, NaN".
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${String(dateOrInstant)}`);
  const business = new Date(time + businessOffsetMs);
  return { year: business.getUTCFullYear(), month: business.getUTCMonth() + 1, day: business.getUTCDate() };
}

export function longUsDate(dateOrInstant: string | Date): string {
  const { year, month, day } = calendarDayOf(dateOrInstant);
  return `${monthNames[month - 1]} ${day}, ${year}`;
}

/** The business-zone calendar date ("2026-03-10") of an instant. */
export function businessDateOf(instant: string | Date): string {
  const { year, month, day } = calendarDayOf(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}
