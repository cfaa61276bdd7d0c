/**
 * Renders the press kit's PNG copies from its SVGs (public/press/), with Chromium, by hand, when the
 * logo changes: `npx tsx scripts/press/render-pngs.ts` after scripts/press/make-logos.py. The PNGs are
 * committed files; nothing renders them at build or run time. Transparent, at the SVGs' own pixel size.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../chromium";

const folder = join(import.meta.dirname, "../../public/press");
const names = ["aster-logo", "aster-logo-white", "aster-mark"];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  for (const name of names) {
    const svg = readFileSync(join(folder, `${name}.svg`), "utf8");
    const width = Number(/ width="(\d+)"/.exec(svg)?.[1]);
    const height = Number(/ height="(\d+)"/.exec(svg)?.[1]);
    await page.setViewportSize({ width, height });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    await page.screenshot({ path: join(folder, `${name}.png`), omitBackground: true });
  }
} finally {
  await browser.close();
}
