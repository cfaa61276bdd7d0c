import { describe, expect, it } from "vitest";
import { indianDigitGroups, westernDigitGroups } from "./digit-grouping";

// Intl is the reference: the point of these functions is to write what it writes, cheaper.
const counts = [0, 7, 42, 999, 1000, 12_345, 100_000, 999_999, 1_234_567, 10_000_000, 123_456_789_012, -1_234_567];

describe("digit grouping", () => {
  it.each(counts)("writes %d as Intl's en-US does", (count) => {
    expect(westernDigitGroups(count)).toBe(new Intl.NumberFormat("en-US").format(count));
  });

  it.each(counts)("writes %d as Intl's en-IN does", (count) => {
    expect(indianDigitGroups(count)).toBe(new Intl.NumberFormat("en-IN").format(count));
  });

  it("leaves what is not a whole count as it is", () => {
    expect(indianDigitGroups(1.5)).toBe("1.5");
    expect(westernDigitGroups(Number.NaN)).toBe("NaN");
  });
});
