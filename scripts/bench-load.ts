/**
 * `npm run bench:load`: how many requests a second the built server answers on one core, next
 * to the floor of the same machine: a bare `node:http` server sending the very same bytes
 * (headers, compression and all). Run `npm run build` first; this builds nothing.
 *
 * The server (and the floor) run pinned to core 0 with `taskset` when it exists, the load
 * generator on core 1. Each route is loaded with 100 keep-alive connections for DURATION
 * seconds (default 5), twice: with the page cache, and with PAGE_CACHE=off. Prints req/s,
 * p50/p99 latency, errors, the ratio to the floor, and the server's resident memory idle and
 * under load. DATABASE_URL runs the server on PostgreSQL instead of a fresh PGlite.
 *
 * The load comes from autocannon when it is installed, else from the small generator below
 * (raw sockets, one request in flight per connection, like autocannon without pipelining).
 * A benchmark, not a test: on a shared machine the numbers move; compare ratios in one run.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BuiltServer, startBuiltServer } from "./built-server";

const connections = Number(process.env.CONNECTIONS ?? 100);
const durationMs = Number(process.env.DURATION ?? 5) * 1000;
const basePort = Number(process.env.BENCH_PORT ?? 5800);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";
const acceptEncoding = "gzip, deflate, br";
const routes = ["/", "/features", "/pricing", "/blog", "POST", "/api/plans", "/api/blog"];

const hasTaskset = spawnSync("taskset", ["-c", "1", "true"]).status === 0;
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

interface Result {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN);

/** A minimal HTTP/1.1 keep-alive load generator: Content-Length bodies only (all we serve here). */
function generate(port: number, path: string, duration: number): Promise<Result> {
  const request = Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: ${acceptEncoding}\r\nUser-Agent: bench-load\r\nConnection: keep-alive\r\n\r\n`,
  );
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + duration;
  const one = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.setNoDelay(true);
      let buffer = Buffer.alloc(0);
      let sentAt = 0;
      let needed = -1;
      const send = () => {
        if (performance.now() >= deadline) {
          socket.destroy();
          return resolve();
        }
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on("connect", send);
      socket.on("data", (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        while (true) {
          if (needed === -1) {
            const end = buffer.indexOf("\r\n\r\n");
            if (end === -1) return;
            const head = buffer.subarray(0, end).toString("latin1");
            const status = Number(head.slice(9, 12));
            const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
            if (!length && /\r\ntransfer-encoding:/i.test(head)) {
              errors += 1;
              socket.destroy();
              return resolve();
            }
            if (status >= 400) errors += 1;
            needed = end + 4 + (length ? Number(length[1]) : 0);
          }
          if (buffer.length < needed) return;
          latencies.push(performance.now() - sentAt);
          buffer = buffer.subarray(needed);
          needed = -1;
          send();
        }
      });
      socket.on("error", () => {
        errors += 1;
        resolve();
      });
      socket.setTimeout(10_000, () => {
        errors += 1;
        socket.destroy();
        resolve();
      });
    });
  const started = performance.now();
  return Promise.all(Array.from({ length: connections }, one)).then(() => {
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      errors,
    };
  });
}

type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;

function loadAutocannon(): Autocannon | null {
  try {
    return createRequire(import.meta.url)("autocannon") as Autocannon;
  } catch {
    return null;
  }
}
const autocannon = loadAutocannon();

async function load(port: number, path: string, duration = durationMs): Promise<Result> {
  if (!autocannon) return generate(port, path, duration);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: duration / 1000,
    headers: { "accept-encoding": acceptEncoding },
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
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

/** Loads a route while sampling the server's RSS; returns the result and the highest sample. */
async function loadWithRss(port: number, path: string, pid: number | undefined) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  try {
    const result = await load(port, path);
    return { result, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
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

/** The floor: node:http answering each captured path with its captured bytes, nothing else. */
const floorSource = `
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
const responses = new Map(JSON.parse(readFileSync(process.env.FLOOR_FILE, "utf8")).map((r) => [
  r.path, { status: r.status, headers: r.headers.flat(), body: Buffer.from(r.body, "base64") },
]));
createServer((request, response) => {
  const found = responses.get(request.url);
  if (!found) { response.writeHead(404); return response.end(); }
  response.writeHead(found.status, found.headers);
  response.end(found.body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
`;

async function startFloor(port: number, responses: Captured[], folder: string) {
  const file = join(folder, "floor.json");
  writeFileSync(file, JSON.stringify(responses));
  const args = ["--input-type=module", "-e", floorSource];
  const child = hasTaskset
    ? spawn("taskset", ["-c", "0", process.execPath, ...args], {
        env: { ...process.env, PORT: String(port), FLOOR_FILE: file },
      })
    : spawn(process.execPath, args, { env: { ...process.env, PORT: String(port), FLOOR_FILE: file } });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return child;
}

async function startServer(port: number, pageCache: "on" | "off", dataDir: string): Promise<BuiltServer> {
  const server = startBuiltServer({
    port,
    dataDir,
    cpu: hasTaskset ? 0 : undefined,
    env: { PAGE_CACHE: pageCache, RATE_LIMIT_SCALE: "0", LOG_LEVEL: logLevel },
  });
  await server.ready();
  return server;
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "aster-bench-load-"));
  const rows: string[][] = [];
  const memory: string[] = [];
  try {
    // The post: the newest one, as /blog links to it.
    let paths: string[] = [];
    const floorRps = new Map<string, Result>();

    for (const [index, mode] of (["on", "off"] as const).entries()) {
      const server = await startServer(basePort + index, mode, join(folder, `data-${mode}`));
      const port = basePort + index;
      try {
        if (paths.length === 0) {
          const posts = (await (await fetch(`${server.url}/api/blog?limit=1`)).json()) as { slug: string }[];
          paths = routes.map((route) => (route === "POST" ? `/blog/${posts[0]?.slug ?? "missing"}` : route));
          // The floor serves the bytes the cached server sends (the same for both modes but the encoder's).
          const captured = await Promise.all(paths.map((path) => capture(port, path)));
          const floor = await startFloor(basePort + 10, captured, folder);
          try {
            for (const path of paths) {
              await load(basePort + 10, path, 1000);
              floorRps.set(path, await load(basePort + 10, path));
            }
          } finally {
            floor.kill();
          }
          for (const item of captured) {
            const bytes = Buffer.from(item.body, "base64").length;
            const encoding =
              item.headers.find(([name]) => name.toLowerCase() === "content-encoding")?.[1] ?? "identity";
            memory.push(`  ${item.path}: ${item.status}, ${bytes} bytes (${encoding})`);
          }
        }
        // Every route once, so idle memory includes what the first requests load.
        for (const path of paths)
          await fetch(`${server.url}${path}`, { headers: { "accept-encoding": acceptEncoding } });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const idle = rssMb(server.child.pid);
        let peak = idle;
        for (const path of paths) {
          await load(port, path, 1000);
          const { result, peak: routePeak } = await loadWithRss(port, path, server.child.pid);
          peak = Math.max(peak, routePeak);
          const floor = floorRps.get(path);
          rows.push([
            path,
            mode === "on" ? "cached" : "uncached",
            fmt(result.rps),
            fmt(result.p50, 1),
            fmt(result.p99, 1),
            String(result.errors),
            floor ? fmt(floor.rps) : "-",
            floor ? `${(result.rps / floor.rps).toFixed(2)}x` : "-",
          ]);
          console.log(rows.at(-1)?.join("  "));
        }
        memory.push(`  server RSS, cache ${mode}: idle ${fmt(idle)} MB, under load (peak) ${fmt(peak)} MB`);
      } finally {
        await server.stop();
      }
    }

    const header = ["route", "mode", "req/s", "p50 ms", "p99 ms", "errors", "floor req/s", "ratio"];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
    );
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
    console.log(
      `\n${connections} connections, ${durationMs / 1000} s per route, Accept-Encoding: ${acceptEncoding}; ` +
        `${hasTaskset ? "server and floor on core 0, load on core 1" : "no taskset: processes not pinned"}; ` +
        `load from ${autocannon ? "autocannon" : "the built-in generator (autocannon not installed)"}; ` +
        `database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; LOG_LEVEL=${logLevel}\n`,
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(`\nresponses (as sent to the floor):\n${memory.join("\n")}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
