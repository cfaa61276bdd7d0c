import { describe, expect, it } from "vitest";
import {
  businessDateTimeInput,
  formatCalendarDate,
  formatClockTime,
  formatDateTime,
  formatDayAndMonth,
  instantOfBusinessInput,
} from "./format";

// Staff read and enter times in India time whatever their browser's zone: a post scheduled
// from London for "09:30" goes out at 09:30 in Kolkata, and is listed as 9:30 am.
describe("the back office's dates and times", () => {
  const nineThirtyInKolkata = "2031-03-14T04:00:00.000Z";

  it("reads a schedule picker's value as India time, and shows an instant back in it", () => {
    expect(instantOfBusinessInput("2031-03-14T09:30")).toBe(nineThirtyInKolkata);
    expect(businessDateTimeInput(nineThirtyInKolkata)).toBe("2031-03-14T09:30");
    expect(formatDateTime(nineThirtyInKolkata)).toBe("14 Mar 2031, 9:30 am");
    expect(formatClockTime(new Date(nineThirtyInKolkata))).toBe("09:30");
  });

  it("leaves a picker value that is not a whole date and time empty, for the form's message", () => {
    expect(instantOfBusinessInput("")).toBe("");
    expect(instantOfBusinessInput("2031-03-14")).toBe("");
  });

  it("shows a calendar date as the day it names, and an instant late in the UTC day as India's next day", () => {
    expect(formatCalendarDate("2026-03-10")).toBe("10 Mar 2026");
    expect(formatDayAndMonth("2026-03-09")).toBe("9 Mar");
    expect(formatDayAndMonth("2026-03-09", true)).toBe("9 Mar 2026");
    expect(formatDateTime("2026-03-09T20:00:00Z")).toBe("10 Mar 2026, 1:30 am");
  });
});
