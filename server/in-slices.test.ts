import { describe, expect, it } from "vitest";
import { mapInSlices } from "./in-slices";

describe("work in slices", () => {
  it("maps every item in order", async () => {
    expect(await mapInSlices([1, 2, 3], (n) => n * 2)).toEqual([2, 4, 6]);
  });

  it("lets a timer run between slices of long work", async () => {
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    const seenByItem: boolean[] = [];
    await mapInSlices(
      Array.from({ length: 6 }, (_, index) => index),
      () => {
        const until = performance.now() + 5;
        while (performance.now() < until) {}
        seenByItem.push(timerRan);
      },
      8,
    );
    // Thirty milliseconds of work in slices of about eight: the timer ran before the last item.
    expect(seenByItem[0]).toBe(false);
    expect(seenByItem.at(-1)).toBe(true);
  });
});
