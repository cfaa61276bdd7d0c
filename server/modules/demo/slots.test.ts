import { describe, expect, it } from "vitest";
import { availableSlots, closedReason, demoSlotRules, type SlotRules, slotStarts } from "./slots";

const rules: SlotRules = { ...demoSlotRules, holidays: ["2026-06-03", "08-15"] };
const allDay = slotStarts(rules);
/** An instant written in Kolkata time (UTC+05:30, no daylight saving). */
const kolkata = (text: string) => new Date(`${text}+05:30`);

describe("the slot engine", () => {
  it("offers 30-minute slots from 09:00 to 17:30, so the last ends at 18:00", () => {
    expect(allDay).toHaveLength(18);
    expect(allDay[0]).toBe("09:00");
    expect(allDay.at(-1)).toBe("17:30");
  });

  it("offers a whole open day when it is far enough away", () => {
    expect(availableSlots({ date: "2026-06-02", now: kolkata("2026-06-01T10:00"), rules })).toEqual(allDay);
  });

  it("closes weekends", () => {
    const now = kolkata("2026-06-01T10:00");
    expect(availableSlots({ date: "2026-06-06", now, rules })).toEqual([]);
    expect(availableSlots({ date: "2026-06-07", now, rules })).toEqual([]);
    expect(closedReason("2026-06-06", now, rules)).toBe("closed-weekday");
    expect(availableSlots({ date: "2026-06-08", now, rules })).toHaveLength(18);
  });

  it("closes configured holidays, one-off and every year", () => {
    const now = kolkata("2026-06-01T10:00");
    expect(closedReason("2026-06-03", now, rules)).toBe("holiday");
    expect(availableSlots({ date: "2026-06-03", now, rules })).toEqual([]);
    // The yearly rule, in a year when 15 August is a weekday (2029: a Wednesday).
    expect(closedReason("2029-08-15", kolkata("2029-08-01T10:00"), rules)).toBe("holiday");
  });

  it("keeps the minimum notice today: two hours ahead, to the minute", () => {
    expect(availableSlots({ date: "2026-06-01", now: kolkata("2026-06-01T10:00"), rules })[0]).toBe("12:00");
    expect(availableSlots({ date: "2026-06-01", now: kolkata("2026-06-01T10:01"), rules })[0]).toBe("12:30");
    expect(availableSlots({ date: "2026-06-01", now: kolkata("2026-06-01T07:00"), rules })[0]).toBe("09:00");
  });

  it("has nothing left today after hours, and nothing on a past date", () => {
    expect(availableSlots({ date: "2026-06-01", now: kolkata("2026-06-01T15:31"), rules })).toEqual([]);
    expect(availableSlots({ date: "2026-06-01", now: kolkata("2026-06-01T19:00"), rules })).toEqual([]);
    expect(closedReason("2026-05-29", kolkata("2026-06-01T10:00"), rules)).toBe("past");
  });

  it("applies the notice across midnight: late evening leaves tomorrow morning open", () => {
    expect(availableSlots({ date: "2026-06-02", now: kolkata("2026-06-01T23:30"), rules })[0]).toBe("09:00");
    expect(availableSlots({ date: "2026-06-02", now: kolkata("2026-06-02T07:45"), rules })[0]).toBe("10:00");
  });

  it("reads 'today' in Kolkata for a visitor in Los Angeles, whose calendar is a day behind", () => {
    // 20:00 on Monday 1 June in Los Angeles is 08:30 on Tuesday 2 June in Kolkata.
    const now = new Date("2026-06-01T20:00:00-07:00");
    expect(closedReason("2026-06-01", now, rules)).toBe("past");
    expect(availableSlots({ date: "2026-06-01", now, rules })).toEqual([]);
    expect(availableSlots({ date: "2026-06-02", now, rules })[0]).toBe("10:30");
  });

  it("opens exactly 60 days ahead and no further", () => {
    const now = kolkata("2026-06-01T10:00");
    // Day 60 is Friday 31 July. Day 61 is a Saturday, so the horizon is checked from a Monday too.
    expect(availableSlots({ date: "2026-07-31", now, rules })).toHaveLength(18);
    expect(closedReason("2026-08-01", now, rules)).toBe("beyond-horizon");
    const monday = kolkata("2026-06-08T10:00");
    expect(closedReason("2026-08-07", monday, rules)).toBeNull();
    expect(closedReason("2026-08-10", monday, rules)).toBe("beyond-horizon");
  });

  it("handles a leap day like any Tuesday", () => {
    expect(availableSlots({ date: "2028-02-29", now: kolkata("2028-02-28T10:00"), rules })).toHaveLength(18);
    expect(availableSlots({ date: "2028-03-01", now: kolkata("2028-02-29T17:00"), rules })[0]).toBe("09:00");
  });

  it("leaves out booked slots and nothing else", () => {
    const free = availableSlots({
      date: "2026-06-02",
      now: kolkata("2026-06-01T10:00"),
      rules,
      booked: ["09:00", "13:30"],
    });
    expect(free).toHaveLength(16);
    expect(free).not.toContain("09:00");
    expect(free).not.toContain("13:30");
    expect(free[0]).toBe("09:30");
  });
});
