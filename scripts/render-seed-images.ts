/**
 * `npm run seed:images`: renders each seed image's drawing (content/seed/images/drawings/<key>.svg)
 * to the PNG the library is seeded with (content/seed/images/files/<key>.png). Run it after
 * changing a drawing and commit both; the server never renders SVG (ADR 046 refuses it).
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { drawnSeedImages } from "../content/seed/images";

const folder = fileURLToPath(new URL("../content/seed/images/", import.meta.url));
// Keys named on the command line (a drawing in progress need not be listed yet), or every seed image.
const named = process.argv.slice(2);
const keys = named.length > 0 ? named : drawnSeedImages.map((image) => image.key);

for (const key of keys) {
  const drawing = await readFile(`${folder}drawings/${key}.svg`);
  // The drawings are 1600×900; density 72 renders them at that size.
  const png = await sharp(drawing, { density: 72 }).png({ compressionLevel: 9, palette: false }).toBuffer();
  await writeFile(`${folder}files/${key}.png`, png);
  const { width, height } = await sharp(png).metadata();
  console.log(`${key}.png  ${width}×${height}  ${(png.length / 1024).toFixed(0)} KB`);
}
