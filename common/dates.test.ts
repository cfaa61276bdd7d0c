import { describe, expect, it } from "vitest";
import { businessDateOf, longUsDate } from "./dates";

// Intl is the reference: these functions exist to write what it writes without building it.
const longCalendar = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const longBusiness = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Kolkata" });
const isoBusiness = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

const calendarDates = ["2026-03-10", "2026-01-01", "2025-12-31", "2024-02-29", "2026-11-22", "2000-07-04"];
// Around midnight in Kolkata (18:30 UTC), at the turn of a year, and far apart in time.
const instants = [
  "2026-03-10T18:29:59.999Z",
  "2026-03-10T18:30:00.000Z",
  "2025-12-31T18:30:00.000Z",
  "2025-12-31T18:29:00.000Z",
  "2026-06-15T05:00:00.000Z",
  "1999-12-31T20:00:00.000Z",
  "2040-02-28T23:59:00.000Z",
];

describe("longUsDate", () => {
  it.each(calendarDates)("writes the calendar date %s as Intl does, on that very day", (date) => {
    expect(longUsDate(date)).toBe(longCalendar.format(new Date(`${date}T00:00:00Z`)));
  });

  it.each(instants)("writes the instant %s as the day it falls on in Kolkata, as Intl does", (instant) => {
    expect(longUsDate(instant)).toBe(longBusiness.format(new Date(instant)));
    expect(longUsDate(new Date(instant))).toBe(longBusiness.format(new Date(instant)));
  });

  it("refuses what is not a date, as Intl does", () => {
    expect(() => longUsDate("not a date")).toThrow(RangeError);
  });
});

describe("businessDateOf", () => {
  it.each(instants)("gives the Kolkata calendar date of %s, as Intl does", (instant) => {
    expect(businessDateOf(instant)).toBe(isoBusiness.format(new Date(instant)));
  });
});
