/**
 * `npm run bench:hostile` (after `npm run build`): what hostile requests cost everyone else.
 * Starts the built server (PGlite in a scratch directory, limits off so every probe is answered by
 * validation, not a 429), then:
 *
 * 1. times the probes themselves: a 100 KB body whose email is `a@` + dots + ` x` (the input that
 *    made the old email pattern backtrack for ~25 s), and an 8 KB one that fits under the public
 *    forms' body limit, against each public POST;
 * 2. measures `GET /api/plans` alone (the floor) and then while PROBES clients (default 20) send
 *    those probes in a loop, and prints both p50/p99 and their ratio.
 *
 * Targets (issue 23): each probe answered 4xx in under 50 ms; `/api/plans` p99 under 50 ms while
 * the probes run. On a shared machine compare the ratio to the floor in the same run.
 *
 * Env: DURATION (seconds per measurement, default 5), PROBES (20), BENCH_PORT (5900).
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBuiltServer } from "./built-server";
import { table } from "./table";

const durationMs = Number(process.env.DURATION ?? 5) * 1000;
const probeClients = Number(process.env.PROBES ?? 20);
const port = Number(process.env.BENCH_PORT ?? 5900);
const publicPosts = [
  "/api/schedule-demo/send-verification-code",
  "/api/schedule-demo/verify-code",
  "/api/schedule-demo",
  "/api/contact",
];
const probes = {
  "100 KB": JSON.stringify({ email: `a@${".".repeat(100_000)} x`, code: "123456", name: "x", message: "x" }),
  "8 KB": JSON.stringify({ email: `a@${".".repeat(7_500)} x`, code: "123456", name: "x", message: "x" }),
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(path: string, body?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: body === undefined ? "GET" : "POST",
        agent,
        headers:
          body === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** `GET /api/plans` from 4 clients in a loop for the duration: every latency. */
async function timePlans(): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) latencies.push((await request("/api/plans")).ms);
    }),
  );
  return latencies;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "aster-bench-hostile-"));
  const server = startBuiltServer({ port, dataDir, env: { RATE_LIMIT_SCALE: "0" }, readyTimeoutMs: 60_000 });
  try {
    await server.ready();
    for (let warm = 0; warm < 200; warm++) await request("/api/plans");

    const probeRows: string[][] = [];
    for (const [size, body] of Object.entries(probes)) {
      for (const path of publicPosts) {
        const answers = [];
        for (let run = 0; run < 50; run++) answers.push(await request(path, body));
        const statuses = [...new Set(answers.map((answer) => answer.status))].join(", ");
        const times = answers.map((answer) => answer.ms);
        probeRows.push([
          size,
          path,
          statuses,
          percentile(times, 50).toFixed(2),
          percentile(times, 99).toFixed(2),
          percentile(times, 99) < 50 ? "yes" : "NO",
        ]);
      }
    }
    console.log("\nHostile email probes, 50 each, one at a time:\n");
    console.log(table(["body", "route", "status", "p50 ms", "p99 ms", "< 50 ms"], probeRows));

    const alone = await timePlans();
    let stop = false;
    let probesSent = 0;
    const probing = Promise.all(
      Array.from({ length: probeClients }, async (_, client) => {
        const body = client % 2 === 0 ? probes["100 KB"] : probes["8 KB"];
        while (!stop) {
          await request(publicPosts[client % publicPosts.length] ?? "/api/contact", body);
          probesSent += 1;
        }
      }),
    );
    const beside = await timePlans();
    stop = true;
    await probing;
    const row = (label: string, values: number[]) => [
      label,
      String(values.length),
      percentile(values, 50).toFixed(2),
      percentile(values, 99).toFixed(2),
    ];
    console.log(`\nGET /api/plans from 4 clients, ${durationMs / 1000} s each; ${probesSent} probes sent beside it:\n`);
    console.log(
      table(
        ["", "answers", "p50 ms", "p99 ms"],
        [row("alone (floor)", alone), row(`${probeClients} probe clients`, beside)],
      ),
    );
    const ratio = percentile(beside, 99) / percentile(alone, 99);
    console.log(
      `\np99 beside the probes: ${percentile(beside, 99).toFixed(2)} ms, ${ratio.toFixed(2)}x the floor's (target: under 50 ms)\n`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
