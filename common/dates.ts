/**
 * SPEC §9's long US dates ("March 10, 2026") for the pages, with plain Intl (no libraries, so
 * public pages stay light). A calendar date is shown as written; an instant as the day it falls
 * on in the business's zone, so the server and every browser print the same day.
 */
export function longUsDate(dateOrInstant: string | Date): string {
  if (typeof dateOrInstant === "string" && /^\d{4}-\d{2}-\d{2}$/.test(dateOrInstant)) {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${dateOrInstant}T00:00:00Z`),
    );
  }
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(
    new Date(dateOrInstant),
  );
}

/** The business-zone calendar date ("2026-03-10") of an instant, with plain Intl. */
export function businessDateOf(instant: string | Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(instant));
}
