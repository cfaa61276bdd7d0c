import { builtOnce } from "./built-once";

/**
 * SPEC §9's long US dates ("March 10, 2026") for the pages, with plain Intl (no libraries, so
 * public pages stay light). A calendar date is shown as written; an instant as the day it falls
 * on in the business's zone, so the server and every browser print the same day.
 */
export function longUsDate(dateOrInstant: string | Date): string {
  if (typeof dateOrInstant === "string" && /^\d{4}-\d{2}-\d{2}$/.test(dateOrInstant)) {
    return longCalendarDate().format(new Date(`${dateOrInstant}T00:00:00Z`));
  }
  return longBusinessDate().format(new Date(dateOrInstant));
}

/** The business-zone calendar date ("2026-03-10") of an instant, with plain Intl. */
export function businessDateOf(instant: string | Date): string {
  return isoBusinessDate().format(new Date(instant));
}

// Each formatter is built on first use and then kept: building one costs far more than formatting
// with it (a list of twenty posts spent most of its date work there), and building them when the
// module loads would put that cost on every page that merely imports this one.
const longCalendarDate = builtOnce(() => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }));
const longBusinessDate = builtOnce(
  () => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Kolkata" }),
);
const isoBusinessDate = builtOnce(() => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }));
