// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated slow 4G and 4x CPU slowdown)
// against the production build, in Debian's Chromium. Prints one row per page, the four
// category scores and LCP/TBT/CLS, and marks any page below the budget. A benchmark, not a test:
// scores move a point or two between runs, so each page is measured RUNS times and the median kept.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const pages =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ["/", "/features", "/features/payroll-finance", "/pricing"];
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4500);
const budget = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

async function waitUntilReady(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await run("npm", ["run", "build", "--silent"]);
const dataDir = mkdtempSync(join(tmpdir(), "aster-bench-"));
const server = spawn(process.execPath, ["build/server/index.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** One Lighthouse run in a fresh browser; a run whose trace broke (it happens) is tried again. */
async function measure(url, attemptsLeft = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(budget),
    });
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attemptsLeft <= 1) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code}`);
  } finally {
    await chrome.kill();
  }
  return measure(url, attemptsLeft - 1);
}

const rows = [];
let failed = false;
try {
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`);
  for (const path of pages) {
    const samples = [];
    for (let attempt = 0; attempt < runs; attempt++) {
      const { categories, audits } = await measure(`http://127.0.0.1:${port}${path}`);
      samples.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        "best-practices": Math.round(categories["best-practices"].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      });
    }
    const row = { page: path };
    for (const key of ["performance", "accessibility", "best-practices", "seo", "lcp", "tbt", "cls"]) {
      row[key] = median(samples.map((sample) => sample[key]));
    }
    row.misses = Object.entries(budget)
      .filter(([key, minimum]) => row[key] < minimum)
      .map(([key]) => key);
    if (row.misses.length > 0) {
      failed = true;
      row.failingAudits = [...new Set(samples.flatMap((sample) => sample.failing))];
    }
    rows.push(row);
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

const header = ["page", "perf", "a11y", "best-pr.", "seo", "LCP ms", "TBT ms", "CLS", "budget"];
const table = rows.map((row) => [
  row.page,
  row.performance,
  row.accessibility,
  row["best-practices"],
  row.seo,
  Math.round(row.lcp),
  Math.round(row.tbt),
  row.cls.toFixed(3),
  row.misses.length === 0 ? "ok" : `below: ${row.misses.join(", ")}`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => String(cells[column]).length)),
);
const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(" | ")} |`;
console.log(`\nLighthouse ${runs}x per page (median), mobile, budget: perf >= ${budget.performance}, others 100\n`);
console.log(line(header));
console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
for (const cells of table) console.log(line(cells));
for (const row of rows.filter((candidate) => candidate.failingAudits?.length)) {
  console.log(`\n${row.page} failing audits: ${row.failingAudits.join(", ")}`);
}
process.exitCode = failed ? 1 : 0;
