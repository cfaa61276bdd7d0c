import { describe, expect, it } from "vitest";
import { analyticsQuerySchema } from "../../../common/analytics";
import { filtersOf, previousPeriod, rangeOf } from "./report-range";

const query = (fields: Record<string, string> = {}) => analyticsQuerySchema.parse(fields);

describe("the days a dashboard query asks for", () => {
  it("is the last 30 days, today included, when it names none", () => {
    expect(rangeOf(query(), "2026-06-01")).toEqual({ from: "2026-05-03", to: "2026-06-01" });
  });

  it("is a quick range's days ending today, or ending on the day it names", () => {
    expect(rangeOf(query({ range: "7d" }), "2026-06-01")).toEqual({ from: "2026-05-26", to: "2026-06-01" });
    expect(rangeOf(query({ range: "90d", to: "2026-03-31" }), "2026-06-01")).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
    });
  });

  it("is exactly the days named, when both ends are", () => {
    expect(rangeOf(query({ from: "2026-02-27", to: "2026-03-02", range: "7d" }), "2026-06-01")).toEqual({
      from: "2026-02-27",
      to: "2026-03-02",
    });
  });
});

describe("the period a range is compared with", () => {
  it("is as many days, just before it", () => {
    expect(previousPeriod("2026-05-30", "2026-06-01")).toEqual({
      previousFrom: "2026-05-27",
      previousTo: "2026-05-29",
    });
    expect(previousPeriod("2026-03-01", "2026-03-01")).toEqual({
      previousFrom: "2026-02-28",
      previousTo: "2026-02-28",
    });
  });

  it("counts days by the calendar across a change of month and a leap day", () => {
    expect(previousPeriod("2028-03-01", "2028-03-31")).toEqual({
      previousFrom: "2028-01-30",
      previousTo: "2028-02-29",
    });
  });
});

describe("a query's filters", () => {
  it("are the filters it sets, and not its range", () => {
    expect(filtersOf(query({ range: "7d", path: "/pricing", device: "mobile" }))).toEqual({
      path: "/pricing",
      device: "mobile",
    });
    expect(filtersOf(query({ from: "2026-05-01", to: "2026-05-31" }))).toEqual({});
  });
});
