import { describe, expect, it } from "vitest";
import { demoFunnel, eventCount, totalOf } from "./funnel";
import type { CountRow } from "./range-counts";

const row = (
  dimension: string,
  key: string,
  visitors: number,
  views = visitors,
  day: string | null = null,
): CountRow => ({
  day,
  dimension,
  key,
  views,
  visitors,
});

/** Ten visitors over two days; four opened /schedule-demo, two sent a code, one verified and booked. */
const range = [
  row("total", "", 6, 15, "2026-05-31"),
  row("total", "", 4, 9, "2026-06-01"),
  row("page", "/", 9, 12),
  row("page", "/schedule-demo", 4, 6),
  row("event", "demo_code_sent", 2, 3),
  row("event", "demo_email_verified", 1),
  row("event", "demo_booked", 1),
  row("event", "contact_sent", 1, 2),
];

describe("the demo funnel", () => {
  it("follows visitors from the site to a booking, with each step's share of the one before and of the first", () => {
    expect(
      demoFunnel(range, false).map(({ key, count, fromPrevious, fromFirst }) => [key, count, fromPrevious, fromFirst]),
    ).toEqual([
      ["visitors", 10, null, null],
      ["schedule_demo_viewed", 4, 0.4, 0.4],
      ["demo_code_sent", 2, 0.5, 0.2],
      ["demo_email_verified", 1, 0.5, 0.1],
      ["demo_booked", 1, 1, 0.1],
    ]);
    expect(demoFunnel(range, false)[1]?.label).toBe("Viewed /schedule-demo");
  });

  it("with filters, takes the filtered visitors who opened /schedule-demo, not the page's own count", () => {
    const filtered = [...range, row("funnel", "schedule_demo_viewed", 3)];
    expect(demoFunnel(filtered, true)[1]?.count).toBe(3);
    expect(demoFunnel(range, true)[1]?.count).toBe(0);
  });

  it("gives no share after a step nobody reached, rather than dividing by zero", () => {
    const funnel = demoFunnel([row("event", "demo_booked", 1)], false);
    expect(funnel.map((step) => step.count)).toEqual([0, 0, 0, 0, 1]);
    expect(funnel.map((step) => step.fromPrevious)).toEqual([null, null, null, null, null]);
  });

  it("rounds shares to a tenth of a percent", () => {
    const funnel = demoFunnel([row("total", "", 3, 3, "2026-06-01"), row("page", "/schedule-demo", 1)], false);
    expect(funnel[1]?.fromFirst).toBe(0.333);
  });
});

describe("a range's totals", () => {
  it("sum the days' visitors and views, and read an event's visitors or its count", () => {
    expect(totalOf(range, "visitors")).toBe(10);
    expect(totalOf(range, "views")).toBe(24);
    expect(eventCount(range, "contact_sent")).toBe(1);
    expect(eventCount(range, "contact_sent", "views")).toBe(2);
    expect(eventCount(range, "assistant_asked")).toBe(0);
  });
});
