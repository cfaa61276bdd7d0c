import { describe, expect, it } from "vitest";
import { rovingIndex } from "./roving-index";

describe("rovingIndex", () => {
  it("steps with the arrows of its orientation and wraps at both ends", () => {
    expect(rovingIndex("ArrowRight", 0, 3, "horizontal")).toBe(1);
    expect(rovingIndex("ArrowRight", 2, 3, "horizontal")).toBe(0);
    expect(rovingIndex("ArrowLeft", 0, 3, "horizontal")).toBe(2);
    expect(rovingIndex("ArrowDown", 1, 3, "vertical")).toBe(2);
    expect(rovingIndex("ArrowUp", 0, 3, "vertical")).toBe(2);
  });

  it("leaves the other orientation's arrows, and every other key, to the browser", () => {
    expect(rovingIndex("ArrowDown", 0, 3, "horizontal")).toBeUndefined();
    expect(rovingIndex("ArrowLeft", 1, 3, "vertical")).toBeUndefined();
    expect(rovingIndex("Tab", 1, 3, "vertical")).toBeUndefined();
    expect(rovingIndex("Enter", 1, 3, "horizontal")).toBeUndefined();
  });

  it("jumps to the first and the last with Home and End", () => {
    expect(rovingIndex("Home", 2, 4, "vertical")).toBe(0);
    expect(rovingIndex("End", 0, 4, "horizontal")).toBe(3);
  });

  it("starts from an end when nothing is current, and does nothing in an empty group", () => {
    expect(rovingIndex("ArrowRight", -1, 3, "horizontal")).toBe(0);
    expect(rovingIndex("ArrowLeft", -1, 3, "horizontal")).toBe(2);
    expect(rovingIndex("Home", 0, 0, "horizontal")).toBeUndefined();
  });
});
