/**
 * `npm run bench:lighthouse [paths…]`: Lighthouse 13 (mobile preset: simulated slow 4G and 4x
 * CPU slowdown) against the production build, in Debian's Chromium. Prints one row per page
 * and theme with the four category scores and LCP/TBT/CLS, and marks any below the budget.
 * A benchmark, not a test: scores move a point or two between runs, so each page is measured
 * RUNS times (default 3), each in a fresh browser, and the median is kept. Pages are measured in
 * the light and the dark theme (THEMES=light or THEMES=dark for one): the browser is told the
 * visitor prefers that scheme, as a phone set to dark mode would.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server";
import { chromiumFlags, chromiumPath } from "./chromium";

const defaultPages = [
  "/",
  "/features",
  "/features/payroll-finance",
  "/pricing",
  "/blog",
  "/blog/preparing-your-hr-data-for-the-dpdp-act-2023",
];
const pages = process.argv.length > 2 ? process.argv.slice(2) : defaultPages;
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4500);
const themes = (process.env.THEMES ?? "light,dark").split(",") as Theme[];
type Theme = "light" | "dark";
/** Blink's own switch for `prefers-color-scheme` (its enum: 0 is dark, 1 is light). */
const themeFlag: Record<Theme, string> = {
  light: "--blink-settings=preferredColorScheme=1",
  dark: "--blink-settings=preferredColorScheme=0",
};
const budget = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof budget;
const categories = Object.keys(budget) as Category[];

interface Sample extends Record<Category, number> {
  lcp: number;
  tbt: number;
  cls: number;
  failingAudits: string[];
}

/** One Lighthouse run in a fresh browser; a run whose trace broke (it happens) is tried again. */
async function measure(url: string, theme: Theme, attemptsLeft = 3): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags, themeFlag[theme]],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
      return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        failingAudits: Object.values(lhr.audits)
          .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
          .map((audit) => audit.id),
      };
    }
    if (attemptsLeft <= 1) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.code}`);
  } finally {
    chrome.kill();
  }
  return measure(url, theme, attemptsLeft - 1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), "aster-bench-"));
const server = startBuiltServer({ port, dataDir });
const rows: Array<{
  page: string;
  theme: Theme;
  values: Record<Category | "lcp" | "tbt" | "cls", number>;
  misses: string[];
  audits: string[];
}> = [];
try {
  await server.ready();
  for (const page of pages) {
    for (const theme of themes) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run++) samples.push(await measure(`${server.url}${page}`, theme));
      const pick = (key: Category | "lcp" | "tbt" | "cls") => median(samples.map((sample) => sample[key]));
      const values = {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        "best-practices": pick("best-practices"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
      };
      const misses = categories.filter((category) => values[category] < budget[category]);
      rows.push({
        page,
        theme,
        values,
        misses,
        audits: [...new Set(samples.flatMap((sample) => sample.failingAudits))],
      });
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const header = ["page", "theme", "perf", "a11y", "best-pr.", "seo", "LCP ms", "TBT ms", "CLS", "budget"];
const table = rows.map(({ page, theme, values, misses }) => [
  page,
  theme,
  String(values.performance),
  String(values.accessibility),
  String(values["best-practices"]),
  String(values.seo),
  String(Math.round(values.lcp)),
  String(Math.round(values.tbt)),
  values.cls.toFixed(3),
  misses.length === 0 ? "ok" : `below: ${misses.join(", ")}`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
);
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;

console.log(`\nLighthouse ${runs}x per page and theme (median), mobile. Budget: 100 in every category.\n`);
console.log(line(header));
console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
for (const cells of table) console.log(line(cells));
for (const row of rows.filter((candidate) => candidate.misses.length > 0)) {
  console.log(
    `\n${row.page} (${row.theme}) failing audits: ${row.audits.join(", ") || "(none binary; see the scores)"}`,
  );
}
process.exitCode = rows.some((row) => row.misses.length > 0) ? 1 : 0;
