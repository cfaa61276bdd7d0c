import { describe, expect, it } from "vitest";
import { focalRegion } from "./focal-crop";

describe("focalRegion", () => {
  const photo = { width: 4000, height: 3000 };

  it("cuts the widest 16:9 band from a 4:3 photo, centred on the focal point's height", () => {
    expect(focalRegion(photo, 16 / 9, { x: 0.5, y: 0.5 })).toEqual({ left: 0, top: 375, width: 4000, height: 2250 });
    expect(focalRegion(photo, 16 / 9, { x: 0.5, y: 0.2 })).toEqual({ left: 0, top: 0, width: 4000, height: 2250 });
    expect(focalRegion(photo, 16 / 9, { x: 0.5, y: 0.9 })).toEqual({ left: 0, top: 750, width: 4000, height: 2250 });
  });

  it("keeps a face at the left edge inside a square author photo", () => {
    const region = focalRegion(photo, 1, { x: 0.1, y: 0.4 });
    expect(region).toEqual({ left: 0, top: 0, width: 3000, height: 3000 });
    const right = focalRegion(photo, 1, { x: 0.7, y: 0.4 });
    expect(right.left).toBe(1000);
    expect(right.left + right.width).toBeLessThanOrEqual(photo.width);
  });

  it("centres the point when the edges leave room", () => {
    const region = focalRegion({ width: 1000, height: 1000 }, 2, { x: 0.5, y: 0.3 });
    expect(region).toEqual({ left: 0, top: 50, width: 1000, height: 500 });
    expect(region.top + region.height / 2).toBe(300);
  });

  it("never leaves the image, even for a one-pixel-high strip", () => {
    const region = focalRegion({ width: 3, height: 1 }, 1200 / 630, { x: 1, y: 1 });
    expect(region.left + region.width).toBeLessThanOrEqual(3);
    expect(region.top + region.height).toBeLessThanOrEqual(1);
    expect(region.width).toBeGreaterThanOrEqual(1);
  });
});
