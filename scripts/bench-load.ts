/**
 * `npm run bench:load`: how many requests a second the built server answers on one core, next
 * to the floor of the same machine: a bare `node:http` server sending the very same bytes
 * (headers, compression and all). Run `npm run build` first; this builds nothing.
 *
 * The server (and the floor) run pinned to core 0 with `taskset` when it exists, the load
 * generator on core 1. Each route is loaded with 100 keep-alive connections for DURATION
 * seconds (default 5), twice: with the page cache, and with PAGE_CACHE=off. With the cache off an
 * answer takes most of a second at this concurrency, so those slices wait for a number of answers
 * instead of a time (a timed slice would drop the answers still in flight): as many as the
 * warm-up's rate gives in a slice, at least UNCACHED_AMOUNT. Prints req/s, p50/p99 latency,
 * errors, the floor's rate and p99, the ratios, and the server's resident memory idle and under
 * load. DATABASE_URL runs the server on PostgreSQL instead of a fresh PGlite.
 *
 * With the cache on, the floor's code also runs inside the server's process (loaded with
 * `--import`, on its own port) and takes turns: a second table splits the gap between the floor
 * and the server into what sharing a process with the application costs and what our code adds.
 *
 * BASELINE=<folder> also measures an earlier version against this one: a checkout of an older
 * commit, built there (`npm install && npm run build`). Its server and this one, both with the
 * page cache off, answer BASELINE_PATHS (default `/`) in alternating slices of the same number of
 * answers; the table gives both rates and CPU per request. The older version keeps its own data:
 * a fresh PGlite, or BASELINE_DATABASE_URL (another database) when DATABASE_URL is set.
 *
 * The load comes from autocannon (keep-alive, one request in flight per connection). Where
 * Debian's `wrk` is installed, a second table loads the floor and the cached server with it too,
 * beside how busy the generator's own core was: a generator whose core is full measures itself,
 * not the server (autocannon on the floor; see docs/operations.md, "Logging").
 *
 * Logging: the servers of the tables above log at BENCH_LOG_LEVEL (default warn). A last table
 * runs two cached servers side by side, one at `warn` and one at `info` (the default), with their
 * log lines written to a file as a log collector would take them, in alternating slices.
 *
 * Analytics: two more cached servers, counting page views and not (ANALYTICS_ENABLED), beside the
 * floor in alternating slices with a browser's user agent: each one's ratio to the floor and the
 * difference (ADR 028).
 *
 * A benchmark, not a test: on a shared machine the numbers move; compare ratios in one run.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type BuiltServer, startBuiltServer } from "./built-server";

const connections = Number(process.env.CONNECTIONS ?? 100);
const durationMs = Number(process.env.DURATION ?? 5) * 1000;
const basePort = Number(process.env.BENCH_PORT ?? 5800);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";
const acceptEncoding = "gzip, deflate, br";
/** Each route's time is cut into this many alternating slices of floor and server. */
const rounds = Number(process.env.ROUNDS ?? 3);
/** Fewest answers a slice of an uncached route waits for (UNCACHED_AMOUNT; default 2 per connection). */
const minimumUncachedAmount = Number(process.env.UNCACHED_AMOUNT ?? connections * 2);
/** The routes measured (ROUTES, comma-separated; POST is the newest blog post). */
const routes = (process.env.ROUTES ?? "/,/features,/pricing,/blog,POST,/api/plans,/api/blog")
  .split(",")
  .filter(Boolean);
const baselineFolder = process.env.BASELINE ? resolve(process.env.BASELINE) : undefined;
const baselinePaths = (process.env.BASELINE_PATHS ?? "/").split(",").filter(Boolean);
const floorModule = resolve("scripts/load-floor.mjs");

const hasTaskset = spawnSync("taskset", ["-c", "1", "true"]).status === 0;
const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
/** Cached routes wrk cross-checks (WRK_PATHS). */
const wrkPaths = (process.env.WRK_PATHS ?? "/api/plans,/").split(",").filter(Boolean);
// The generator itself on core 1: re-run this script pinned, once.
if (hasTaskset && !process.env.BENCH_PINNED) {
  const child = spawnSync("taskset", ["-c", "1", process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_PINNED: "1" },
  });
  process.exit(child.status ?? 1);
}

if (!existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
if (baselineFolder && !existsSync(join(baselineFolder, "build/server/index.js"))) {
  console.error(`BASELINE: no build in ${baselineFolder}: run \`npm install && npm run build\` there first.`);
  process.exit(1);
}
if (baselineFolder && process.env.DATABASE_URL && !process.env.BASELINE_DATABASE_URL) {
  console.error("BASELINE with DATABASE_URL: set BASELINE_DATABASE_URL to another database (the schemas differ).");
  process.exit(1);
}

interface Result {
  requests: number;
  /** Seconds the load ran. */
  elapsed: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

type Autocannon = (options: Record<string, unknown>) => AutocannonRun;

/** A run: awaited for its totals; it also reports each answer as it arrives. */
type AutocannonRun = PromiseLike<AutocannonResult> & { on(event: "response", listener: () => void): void };

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** How long one slice of load lasts: a time, or a number of answers (see load). */
type Slice = { duration?: number; amount?: number; headers?: Record<string, string> };

/**
 * One slice of load: for `duration` ms, or, given `amount`, until that many answers arrived. A
 * timed slice does not count answers still in flight when it ends; that is noise for a route
 * answering in milliseconds, but a slow (uncached) route is measured by a fixed amount instead.
 */
async function load(
  port: number,
  path: string,
  { duration = durationMs, amount, headers = {} }: Slice = {},
): Promise<Result> {
  const started = performance.now();
  const run = autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    ...(amount ? { amount } : { duration: duration / 1000 }),
    headers: { "accept-encoding": acceptEncoding, ...headers },
  });
  // autocannon notices the last answer only at its next whole second: a slice of `amount` ends
  // when its last answer arrived.
  let lastAnswer = started;
  run.on("response", () => {
    lastAnswer = performance.now();
  });
  const result = await run;
  const elapsed = amount ? (lastAnswer - started) / 1000 : duration / 1000;
  return {
    requests: result.requests.total,
    elapsed,
    rps: result.requests.total / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds (user + system; NaN where there is no /proc) from `/proc/<pid>/stat`: a process's own (`utime`, `stime`, fields 14 and 15) or
 * its waited-for children's (`cutime`, `cstime`, fields 16 and 17), in clock ticks (100 a second).
 */
function cpuSeconds(pid: number | "self" | undefined, whose: "own" | "children" = "own"): number {
  if (!pid) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const first = whose === "own" ? 11 : 13;
    return (Number(fields[first]) + Number(fields[first + 1])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Slices of one route merged: total rate, the median slice's p50, the worst slice's p99. */
function merge(slices: Result[]): Result {
  const requests = slices.reduce((sum, slice) => sum + slice.requests, 0);
  const elapsed = slices.reduce((sum, slice) => sum + slice.elapsed, 0);
  const p50s = slices.map((slice) => slice.p50).sort((a, b) => a - b);
  return {
    requests,
    elapsed,
    rps: requests / elapsed,
    p50: p50s[Math.floor(p50s.length / 2)] ?? Number.NaN,
    p99: Math.max(...slices.map((slice) => slice.p99)),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
  };
}

interface Target {
  port: number;
  pid: number | undefined;
}

/** One process's merged slices, and its CPU time per answered request (µs). */
interface Side {
  result: Result;
  cpuUs: number;
}

/**
 * Servers on one route, in alternating slices of their own kind (other work on a shared machine
 * comes and goes; alternating lets all see the same conditions), with each process's CPU time per
 * answer, which that other work barely moves.
 */
async function alternate<Sides extends [Target, Slice][]>(
  path: string,
  ...targets: Sides
): Promise<{ [Index in keyof Sides]: Side }> {
  const sides = targets.map(([target, slice]) => ({ target, slice, slices: [] as Result[], cpu: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const side of sides) {
      const before = cpuSeconds(side.target.pid);
      side.slices.push(await load(side.target.port, path, side.slice));
      side.cpu += cpuSeconds(side.target.pid) - before;
    }
  }
  return sides.map((side): Side => {
    const result = merge(side.slices);
    return { result, cpuUs: (side.cpu / Math.max(1, result.requests)) * 1e6 };
  }) as { [Index in keyof Sides]: Side };
}

/**
 * The floor and the server on one route, in alternating slices; also samples the server's RSS.
 * With the cache on, the floor inside the server's process (scripts/load-floor.mjs) takes turns too.
 */
async function measureRoute(path: string, floor: Target, server: Target, mode: "on" | "off", inProcessFloor: Target) {
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => {
    const now = rssMb(server.pid);
    if (Number.isFinite(now)) peak = Math.max(peak, now);
  }, 100);
  // Uncached answers take a good part of a second each at this concurrency: after a warm-up, each
  // of the server's slices waits for a number of answers (none left in flight), enough to last
  // about a slice at the warm-up's rate.
  const timedSlice = { duration: durationMs / rounds };
  try {
    await load(floor.port, path, { duration: 500 });
    if (mode === "on") {
      await load(inProcessFloor.port, path, { duration: 500 });
      await load(server.port, path, { duration: 1000 });
      const [floorSide, inProcessSide, serverSide] = await alternate(
        path,
        [floor, timedSlice],
        [inProcessFloor, timedSlice],
        [server, timedSlice],
      );
      return { server: serverSide, floor: floorSide, inProcessFloor: inProcessSide, peak };
    }
    const warmUp = await load(server.port, path, { amount: connections });
    const perSlice = Math.round((warmUp.rps * durationMs) / rounds / 1000);
    const serverSlice = { amount: Math.max(minimumUncachedAmount, perSlice) };
    const [floorSide, serverSide] = await alternate(path, [floor, timedSlice], [server, serverSlice]);
    return { server: serverSide, floor: floorSide, inProcessFloor: undefined, peak };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The older version (BASELINE) and this one, both rendering every request, on one route: after a
 * warm-up each, alternating slices of the same number of answers (enough to last about a slice at
 * the slower one's rate), with each process's CPU time per answer.
 */
async function compareWithBaseline(path: string, baseline: Target, server: Target) {
  const warmUps = [
    await load(baseline.port, path, { amount: connections }),
    await load(server.port, path, { amount: connections }),
  ];
  const slowest = Math.min(...warmUps.map((warmUp) => warmUp.rps));
  const slice = { amount: Math.max(minimumUncachedAmount, Math.round((slowest * durationMs) / rounds / 1000)) };
  const [baselineSide, serverSide] = await alternate(path, [baseline, slice], [server, slice]);
  return { baseline: baselineSide, server: serverSide };
}

/**
 * How busy the load generator kept its core while `work` ran, in percent: this process's CPU for
 * autocannon (it runs here), its children's for wrk. Near 100, the generator is the bottleneck.
 */
async function generatorBusy<T>(where: "here" | "child", work: () => Promise<T>): Promise<{ value: T; busy: number }> {
  const started = performance.now();
  const own = process.cpuUsage();
  const children = cpuSeconds("self", "children");
  const value = await work();
  const used = process.cpuUsage(own);
  const seconds = where === "here" ? (used.user + used.system) / 1e6 : cpuSeconds("self", "children") - children;
  return { value, busy: (seconds / ((performance.now() - started) / 1000)) * 100 };
}

/** One slice of load from wrk (one thread on the generator's core, the same connections and header). */
async function loadWithWrk(port: number, path: string, seconds: number): Promise<Result> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", `accept-encoding: ${acceptEncoding}`];
  const child = spawn("wrk", [...args, `http://127.0.0.1:${port}${path}`]);
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  await new Promise((resolve) => child.once("exit", resolve));
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const p50 = latencyMs(/\s50%\s+([\d.]+)(us|ms|s)/.exec(output));
  const p99 = latencyMs(/\s99%\s+([\d.]+)(us|ms|s)/.exec(output));
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return { requests, elapsed: seconds, rps: rate, p50, p99, errors };
}

function latencyMs(match: RegExpExecArray | null): number {
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

/**
 * The floor and the cached server on one route, loaded by autocannon and by wrk in alternating
 * slices, each with how busy the generator's core was: the rows of the cross-check table.
 */
async function crossCheck(path: string, floor: Target, server: Target): Promise<string[][]> {
  const seconds = Math.max(1, Math.round(durationMs / rounds / 1000));
  const generators = {
    autocannon: { where: "here", run: (target: Target) => load(target.port, path, { duration: seconds * 1000 }) },
    wrk: { where: "child", run: (target: Target) => loadWithWrk(target.port, path, seconds) },
  } as const;
  const rows: string[][] = [];
  for (const [name, { where, run }] of Object.entries(generators)) {
    await run(server);
    const floorSlices: { value: Result; busy: number }[] = [];
    const serverSlices: { value: Result; busy: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      floorSlices.push(await generatorBusy(where, () => run(floor)));
      serverSlices.push(await generatorBusy(where, () => run(server)));
    }
    const floorResult = merge(floorSlices.map((slice) => slice.value));
    const serverResult = merge(serverSlices.map((slice) => slice.value));
    const meanBusy = (slices: { busy: number }[]) => slices.reduce((sum, slice) => sum + slice.busy, 0) / slices.length;
    rows.push([
      path,
      name,
      fmt(floorResult.rps),
      fmt(meanBusy(floorSlices)),
      fmt(serverResult.rps),
      fmt(meanBusy(serverSlices)),
      `${(serverResult.rps / floorResult.rps).toFixed(2)}x`,
      fmt(floorResult.p99, 1),
      fmt(serverResult.p99, 1),
      String(floorResult.errors + serverResult.errors),
    ]);
    console.log(rows.at(-1)?.join("  "));
  }
  return rows;
}

interface Captured {
  path: string;
  status: number;
  headers: [string, string][];
  body: string;
}

/** One response exactly as the server sent it (compressed bytes, every header), for the floor. */
async function capture(port: number, path: string): Promise<Captured> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: { "accept-encoding": acceptEncoding, "user-agent": "bench-load" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i] ?? "";
            if (!/^(date|connection|keep-alive)$/i.test(name)) headers.push([name, response.rawHeaders[i + 1] ?? ""]);
          }
          resolve({ path, status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * What the cache answers once an entry has settled: the request that stores an entry gets a
 * quickly compressed form, and later ones the smaller form made after it (ADR 015). Asks until
 * two answers a moment apart are the same bytes.
 */
async function settledCapture(port: number, path: string): Promise<Captured> {
  let previous = await capture(port, path);
  for (let attempt = 0; attempt < 40; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await capture(port, path);
    if (next.body === previous.body) return next;
    previous = next;
  }
  throw new Error(`${path} still changes between requests: the floor cannot send the same bytes`);
}

/** The floor (scripts/load-floor.mjs) on its own, in a process of its own, answering the captures. */
async function startFloor(port: number, file: string) {
  if (await portInUse(port)) throw new Error(`port ${port} is in use: stop what listens there, or set BENCH_PORT`);
  const args = [floorModule];
  const env = { ...process.env, FLOOR_PORT: String(port), FLOOR_FILE: file };
  const child = hasTaskset
    ? spawn("taskset", ["-c", "0", process.execPath, ...args], { env })
    : spawn(process.execPath, args, { env });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return child;
}

/** True when something already listens on the port (a leftover server would answer in our place). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function startServer(
  port: number,
  pageCache: "on" | "off",
  dataDir: string,
  {
    baseline = false,
    inProcessFloor,
    level = logLevel,
    logFile,
    analytics,
  }: {
    baseline?: boolean;
    inProcessFloor?: { port: number; file: string };
    level?: string;
    logFile?: string;
    analytics?: "true" | "false";
  } = {},
): Promise<BuiltServer> {
  for (const taken of [port, inProcessFloor?.port]) {
    if (taken && (await portInUse(taken)))
      throw new Error(`port ${taken} is in use: stop what listens there, or set BENCH_PORT`);
  }
  const server = startBuiltServer({
    port,
    dataDir,
    cpu: hasTaskset ? 0 : undefined,
    // Pinned to one busy core, migrating and seeding a fresh PGlite can take a while.
    readyTimeoutMs: 180_000,
    env: {
      PAGE_CACHE: pageCache,
      RATE_LIMIT_SCALE: "0",
      LOG_LEVEL: level,
      ...(analytics ? { ANALYTICS_ENABLED: analytics } : {}),
      // An empty DATABASE_URL is unset: the older version gets a PGlite of its own.
      ...(baseline ? { DATABASE_URL: process.env.BASELINE_DATABASE_URL ?? "" } : {}),
      ...(inProcessFloor
        ? {
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${pathToFileURL(floorModule).href}`.trim(),
            FLOOR_PORT: String(inProcessFloor.port),
            FLOOR_FILE: inProcessFloor.file,
          }
        : {}),
    },
    ...(baseline ? { cwd: baselineFolder } : {}),
    ...(logFile ? { logFile } : {}),
  });
  try {
    await server.ready();
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

/** Columns padded to their widest cell. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  return [header, ...rows].map(line).join("\n");
}

/** BASELINE: the older version against this one, both rendering every request; the table's rows. */
async function measureBaseline(folder: string, dataDir: string): Promise<string[][]> {
  const rows: string[][] = [];
  const baselineData = join(folder, "baseline-data");
  // As for this version: a first start migrates and seeds; the measured one starts on that data.
  const [baselinePort, serverPort] = [basePort + 2, basePort + 3];
  await (await startServer(baselinePort, "off", baselineData, { baseline: true })).stop();
  const baseline = await startServer(baselinePort, "off", baselineData, { baseline: true });
  const server = await startServer(serverPort, "off", dataDir);
  try {
    for (const path of baselinePaths) {
      const measured = await compareWithBaseline(
        path,
        { port: baselinePort, pid: baseline.child.pid },
        { port: serverPort, pid: server.child.pid },
      );
      const { baseline: before, server: now } = measured;
      rows.push([
        path,
        fmt(before.result.rps),
        fmt(now.result.rps),
        `${(now.result.rps / before.result.rps).toFixed(2)}x`,
        fmt(before.cpuUs),
        fmt(now.cpuUs),
        `${(before.cpuUs / now.cpuUs).toFixed(2)}x`,
        String(before.result.errors + now.result.errors),
      ]);
      console.log(rows.at(-1)?.join("  "));
    }
  } finally {
    await Promise.all([baseline.stop(), server.stop()]);
  }
  return rows;
}

/**
 * The cost of request logging: two cached servers, at `warn` and at `info` (the default), each on
 * a copy of the seeded data, their log lines going to files, in alternating slices per route.
 */
async function measureLogLevels(folder: string, dataDir: string, paths: string[]): Promise<string[][]> {
  const levels = ["warn", "info"] as const;
  const servers: BuiltServer[] = [];
  const logFiles = levels.map((level) => join(folder, `${level}.log`));
  try {
    for (const [index, level] of levels.entries()) {
      // PGlite serves one process per data directory: each server gets a copy.
      const copy = join(folder, `data-${level}`);
      cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.endsWith("server.sock") });
      servers.push(await startServer(basePort + 4 + index, "on", copy, { level, logFile: logFiles[index] }));
    }
    const targets = servers.map((server, index): Target => ({ port: basePort + 4 + index, pid: server.child.pid }));
    const [warnTarget, infoTarget] = targets as [Target, Target];
    const rows: string[][] = [];
    for (const path of paths) {
      for (const target of targets) await load(target.port, path, { duration: 1000 });
      const linesBefore = logFiles.map((file) => statSync(file).size);
      const timedSlice = { duration: durationMs / rounds };
      const [warn, info] = await alternate(path, [warnTarget, timedSlice], [infoTarget, timedSlice]);
      const infoBytes = statSync(logFiles[1] ?? "").size - (linesBefore[1] ?? 0);
      rows.push([
        path,
        fmt(warn.result.rps),
        fmt(info.result.rps),
        `${(info.result.rps / warn.result.rps).toFixed(2)}x`,
        fmt(warn.result.p99, 1),
        fmt(info.result.p99, 1),
        fmt(warn.cpuUs),
        fmt(info.cpuUs),
        fmt(infoBytes / Math.max(1, info.result.requests), 0),
        String(warn.result.errors + info.result.errors),
      ]);
      console.log(rows.at(-1)?.join("  "));
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/**
 * What counting page views costs the cached path (ADR 028): two cached servers, one with
 * ANALYTICS_ENABLED=false and one counting, each on a copy of the seeded data, and the floor, in
 * alternating slices per route, every request sent as a browser would (autocannon sends no user
 * agent, and a request without one is not counted). Each server's rate is taken against the floor's.
 */
async function measureAnalytics(folder: string, dataDir: string, paths: string[], floor: Target): Promise<string[][]> {
  const settings = ["false", "true"] as const;
  const servers: BuiltServer[] = [];
  try {
    for (const [index, analytics] of settings.entries()) {
      const copy = join(folder, `data-analytics-${analytics}`);
      cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.endsWith("server.sock") });
      servers.push(await startServer(basePort + 6 + index, "on", copy, { analytics }));
    }
    const [offTarget, onTarget] = servers.map(
      (server, index): Target => ({ port: basePort + 6 + index, pid: server.child.pid }),
    ) as [Target, Target];
    const slice = { duration: durationMs / rounds, headers: { "user-agent": browserUserAgent } };
    const rows: string[][] = [];
    for (const path of paths) {
      for (const target of [floor, offTarget, onTarget]) await load(target.port, path, { ...slice, duration: 1000 });
      const [floorSide, off, on] = await alternate(path, [floor, slice], [offTarget, slice], [onTarget, slice]);
      const offRatio = off.result.rps / floorSide.result.rps;
      const onRatio = on.result.rps / floorSide.result.rps;
      rows.push([
        path,
        fmt(floorSide.result.rps),
        fmt(off.result.rps),
        fmt(on.result.rps),
        `${offRatio.toFixed(3)}x`,
        `${onRatio.toFixed(3)}x`,
        `${((onRatio / offRatio - 1) * 100).toFixed(1)}%`,
        fmt(off.cpuUs),
        fmt(on.cpuUs),
        `${((on.cpuUs / off.cpuUs - 1) * 100).toFixed(1)}%`,
        String(off.result.errors + on.result.errors),
      ]);
      console.log(rows.at(-1)?.join("  "));
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** A desktop Chrome: what the analytics comparison sends, so its requests are counted. */
const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "aster-bench-load-"));
  const rows: string[][] = [];
  const inProcessRows: string[][] = [];
  const wrkRows: string[][] = [];
  const notes: string[] = [];
  let floorProcess: ReturnType<typeof spawn> | undefined;
  const floorPort = basePort + 10;
  const floorFile = join(folder, "floor.json");
  const inProcessFloor = { port: basePort + 11, file: floorFile };
  try {
    let paths: string[] = [];
    // A first start migrates and seeds (hashing the admin password too), which leaves the heap
    // large for a while; the measured servers start on the seeded data, as after a restart.
    const dataDir = join(folder, "data");
    await (await startServer(basePort, "on", dataDir)).stop();
    for (const [index, mode] of (["on", "off"] as const).entries()) {
      const port = basePort + index;
      const server = await startServer(port, mode, dataDir, mode === "on" ? { inProcessFloor } : {});
      try {
        if (!floorProcess) {
          // The post: the newest one, as /blog links to it.
          const posts = (await (await fetch(`${server.url}/api/blog?limit=1`)).json()) as { slug: string }[];
          paths = routes.map((route) => (route === "POST" ? `/blog/${posts[0]?.slug ?? "missing"}` : route));
          // The floor sends exactly what the cached server sends: same headers, same compressed bytes.
          const captured: Captured[] = [];
          for (const path of paths) captured.push(await settledCapture(port, path));
          writeFileSync(floorFile, JSON.stringify(captured));
          floorProcess = await startFloor(floorPort, floorFile);
          for (const item of captured) {
            const bytes = Buffer.from(item.body, "base64").length;
            const encoding = item.headers.find(([name]) => name.toLowerCase() === "content-encoding")?.[1] ?? "none";
            notes.push(`  ${item.path}: ${item.status}, ${bytes} bytes (${encoding})`);
          }
        }
        // Every route once, so idle memory includes what the first requests load.
        for (const path of paths)
          await fetch(`${server.url}${path}`, { headers: { "accept-encoding": acceptEncoding } });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const idle = rssMb(server.child.pid);
        let peak = idle;
        for (const path of paths) {
          const measured = await measureRoute(
            path,
            { port: floorPort, pid: floorProcess.pid },
            { port, pid: server.child.pid },
            mode,
            { port: inProcessFloor.port, pid: server.child.pid },
          );
          if (Number.isFinite(measured.peak)) peak = Math.max(peak, measured.peak);
          const { server: served, floor } = measured;
          rows.push([
            path,
            mode === "on" ? "cached" : "uncached",
            fmt(served.result.rps),
            fmt(served.result.p50, 1),
            fmt(served.result.p99, 1),
            String(served.result.errors),
            fmt(floor.result.rps),
            fmt(floor.result.p99, 1),
            `${(served.result.rps / floor.result.rps).toFixed(2)}x`,
            fmt(served.cpuUs),
            fmt(floor.cpuUs),
            `${(floor.cpuUs / served.cpuUs).toFixed(2)}x`,
          ]);
          if (measured.inProcessFloor) {
            const inside = measured.inProcessFloor;
            inProcessRows.push([
              path,
              fmt(floor.result.rps),
              fmt(inside.result.rps),
              fmt(served.result.rps),
              `${(inside.result.rps / floor.result.rps).toFixed(2)}x`,
              `${(served.result.rps / inside.result.rps).toFixed(2)}x`,
              fmt(floor.cpuUs),
              fmt(inside.cpuUs),
              fmt(served.cpuUs),
            ]);
          }
          console.log(rows.at(-1)?.join("  "));
        }
        if (mode === "on" && hasWrk) {
          for (const path of wrkPaths.filter((wanted) => paths.includes(wanted)))
            wrkRows.push(
              ...(await crossCheck(path, { port: floorPort, pid: floorProcess.pid }, { port, pid: server.child.pid })),
            );
        }
        notes.push(`  server RSS, cache ${mode}: idle ${fmt(idle)} MB, under load (peak) ${fmt(peak)} MB`);
      } finally {
        await server.stop();
      }
    }

    const header = [
      "route",
      "mode",
      "req/s",
      "p50 ms",
      "p99 ms",
      "errors",
      "floor req/s",
      "floor p99 ms",
      "ratio",
      "CPU µs/req",
      "floor CPU µs/req",
      "CPU ratio",
    ];
    console.log(
      `\n${connections} connections, ${durationMs / 1000} s per route, Accept-Encoding: ${acceptEncoding}; ` +
        `${hasTaskset ? "server and floor on core 0, load on core 1" : "no taskset: processes not pinned"}; ` +
        `load from autocannon; ` +
        `database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; LOG_LEVEL=${logLevel}\n`,
    );
    console.log(table(header, rows));
    console.log(
      "\nratio: req/s against the floor's, measured in alternating slices. CPU ratio: the floor's CPU time per request" +
        " over the server's, which other work on a shared machine barely moves (on a quiet machine the two agree).",
    );
    console.log(
      "\ncached, against the same floor code running inside the server's process (scripts/load-floor.mjs):\n",
    );
    console.log(
      table(
        [
          "route",
          "floor req/s",
          "in-process floor req/s",
          "req/s",
          "in-process / floor",
          "server / in-process",
          "floor CPU µs/req",
          "in-process CPU µs/req",
          "CPU µs/req",
        ],
        inProcessRows,
      ),
    );
    console.log(
      "\nin-process / floor: what sharing a process with the application costs a bare answer (its heap, its" +
        " other code); server / in-process: what our code adds to a cached answer.",
    );
    console.log(`\nresponses (the floor sends these bytes) and memory:\n${notes.join("\n")}`);

    if (wrkRows.length > 0) {
      console.log("\ncached, the same floor and server loaded by two generators in alternating slices:\n");
      console.log(
        table(
          [
            "route",
            "generator",
            "floor req/s",
            "generator CPU % (floor)",
            "req/s",
            "generator CPU % (server)",
            "ratio",
            "floor p99 ms",
            "p99 ms",
            "errors",
          ],
          wrkRows,
        ),
      );
      console.log(
        "\ngenerator CPU %: the generator process's CPU time over the slice's. Near 100% on the floor, the" +
          " generator is what limits the floor's rate, and its ratio says more about the generator than the server.",
      );
    } else {
      console.log("\n(wrk is not installed: `apt-get install wrk` adds the cross-check table)");
    }

    if (floorProcess) {
      const analyticsRows = await measureAnalytics(folder, dataDir, paths, { port: floorPort, pid: floorProcess.pid });
      console.log("\ncached, page views counted (ANALYTICS_ENABLED=true) against not (false), as a browser asks:\n");
      console.log(
        table(
          [
            "route",
            "floor req/s",
            "off req/s",
            "on req/s",
            "off ratio",
            "on ratio",
            "ratio change",
            "off CPU µs/req",
            "on CPU µs/req",
            "CPU change",
            "errors",
          ],
          analyticsRows,
        ),
      );
      console.log(
        "\nratio: req/s against the floor's in the same alternating slices; ratio change: on's ratio over off's," +
          " minus one (target: no worse than -5%). The API routes are not page views: they show the noise.",
      );
    }

    const logRows = await measureLogLevels(folder, dataDir, paths);
    console.log("\ncached, LOG_LEVEL=warn against LOG_LEVEL=info (the default), log lines to a file:\n");
    console.log(
      table(
        [
          "route",
          "warn req/s",
          "info req/s",
          "info / warn",
          "warn p99 ms",
          "info p99 ms",
          "warn CPU µs/req",
          "info CPU µs/req",
          "info log bytes/req",
          "errors",
        ],
        logRows,
      ),
    );

    if (baselineFolder) {
      const baselineRows = await measureBaseline(folder, dataDir);
      console.log(`\nuncached, against BASELINE=${baselineFolder} (both with the page cache off):\n`);
      console.log(
        table(
          ["route", "baseline req/s", "req/s", "ratio", "baseline CPU µs/req", "CPU µs/req", "CPU ratio", "errors"],
          baselineRows,
        ),
      );
      console.log(
        "\nratio: this version's req/s over the baseline's; CPU ratio: the baseline's CPU per request over this one's.",
      );
    }
  } finally {
    floorProcess?.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
