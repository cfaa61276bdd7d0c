import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaLimits } from "../../../common/media";
import { drawnSeedImages, seedImages } from ".";
import { tourScreenshots } from "./tour-screenshots";

const folder = fileURLToPath(new URL("./", import.meta.url));

describe("the seed images", () => {
  it("are each described, with a focal point inside the picture, under a unique key", () => {
    expect(new Set(seedImages.map((image) => image.key)).size).toBe(seedImages.length);
    for (const image of seedImages) {
      expect(image.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(image.alt.length, image.key).toBeGreaterThanOrEqual(30);
      expect(image.alt.length, image.key).toBeLessThanOrEqual(mediaLimits.alt);
      for (const focal of [image.focalX, image.focalY]) expect(focal >= 0 && focal <= 1, image.key).toBe(true);
    }
  });

  it("each have their drawing and its rendering, a 1600×900 PNG with no text in the drawing", async () => {
    for (const { key } of drawnSeedImages) {
      const drawing = readFileSync(`${folder}drawings/${key}.svg`, "utf8");
      // No words in a picture: a screen reader cannot read them, and the alt text says what it shows.
      expect(drawing, key).not.toMatch(/<(text|script|image|foreignObject)\b/);
      const file = `${folder}files/${key}.png`;
      expect(existsSync(file), file).toBe(true);
      const { format, width, height } = await sharp(readFileSync(file)).metadata();
      expect({ key, format, width, height }).toEqual({ key, format: "png", width: 1600, height: 900 });
    }
  });

  it("include a capture of the back office for each tour screenshot, 1600×900, described as one", async () => {
    for (const { key, alt, path } of tourScreenshots) {
      expect(path, key).toMatch(/^\/admin(\/|$)/);
      expect(alt, key).toMatch(/^Screenshot of /);
      const { format, width, height } = await sharp(readFileSync(`${folder}files/${key}.png`)).metadata();
      expect({ key, format, width, height }).toEqual({ key, format: "png", width: 1600, height: 900 });
    }
  });
});
