/**
 * `npm run bench:assistant`: how fast and how right the site's assistant is (ADR 023). Starts the
 * app in this process on a migrated, seeded PGlite database (in memory), times the index build
 * and a one-source rebuild (what a staff edit costs), then asks every question of the quality set
 * (tests/api/assistant-quality-set.ts) over HTTP with keep-alive, ROUNDS times, and prints top-1
 * and top-3 accuracy and p50/p95 latency. With DATABASE_URL set, the same on PostgreSQL in a
 * scratch database `bench_assistant`, dropped after.
 *
 * Beside the latency, the floor: a bare node:http server answering the same bytes, timed by the
 * same client in the same run; on a shared machine the ratio to it is the number that holds.
 *
 * Env: ROUNDS (default 5).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { AssistantAnswer } from "../common/assistant";
import { systemClock } from "../server/clock";
import { type DatabaseHandle, openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { assistantDocuments } from "../server/db/schema";
import { seedDatabase } from "../server/db/seed";
import { createAccountAsSystem } from "../server/modules/users/service";
import { accepts, type QualityCase, qualitySet } from "../tests/api/assistant-quality-set";
import { tuningSet } from "../tests/api/assistant-tuning-set";
import { tuningSet2 } from "../tests/api/assistant-tuning-set-2";
import { tuningSet3 } from "../tests/api/assistant-tuning-set-3";
import { tuningSet4 } from "../tests/api/assistant-tuning-set-4";
import { visitorSet } from "../tests/api/assistant-visitor-set";
import { scratchPostgres, startBenchApp } from "./bench-support";
import { table } from "./table";

const rounds = Number(process.env.ROUNDS ?? 5);
const questionSets: [string, readonly QualityCase[]][] = [
  ["quality set (tuned on)", qualitySet],
  ["tuning set (tuned on)", tuningSet],
  ["second tuning set (tuned on)", tuningSet2],
  ["third tuning set (tuned on)", tuningSet3],
  ["fourth tuning set (tuned on)", tuningSet4],
  ["frozen visitor set (never tuned on)", visitorSet],
];
const scratchName = "bench_assistant";
const benchAdmin = { username: "bench-admin", password: "bench admin password, not a secret", role: "admin" as const };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(origin: string, path: string, body: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${path}`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function timeAll(origin: string, bodies: string[]): Promise<{ p50: number; p95: number; max: number }> {
  for (const body of bodies) await post(origin, "/api/assistant/ask", body); // warm-up
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const body of bodies) {
      const started = performance.now();
      const answer = await post(origin, "/api/assistant/ask", body);
      samples.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`ask answered ${answer.status}: ${answer.body}`);
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? Number.NaN };
}

/** The floor: a bare node:http server answering each question with the app's own bytes. */
async function startFloor(answers: Map<string, Buffer>): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const answer = answers.get(Buffer.concat(chunks).toString()) ?? Buffer.from("{}");
      response.writeHead(200, { "content-type": "application/json", "content-length": answer.length }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const engine = serverUrl ? "postgres" : "pglite";
  const scratch = serverUrl ? await scratchPostgres(serverUrl, scratchName) : undefined;
  let database: DatabaseHandle | undefined;
  let closeApp: (() => Promise<unknown>) | undefined;
  try {
    database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite" });
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const { app, origin } = await startBenchApp(database, scratch);
    closeApp = () => app.close();

    const rebuilds: number[] = [];
    const sourceRebuilds: number[] = [];
    const currentChecks: number[] = [];
    let documents = 0;
    for (let round = 0; round < 5; round++) {
      // Emptied first, so each round writes the whole index (a deploy that changed content).
      await database.db.delete(assistantDocuments);
      let started = performance.now();
      ({ documents } = await app.services.assistant.index.rebuildAll());
      rebuilds.push(performance.now() - started);
      // A restart with nothing changed: read and compare, write nothing.
      started = performance.now();
      await app.services.assistant.index.rebuildAll();
      currentChecks.push(performance.now() - started);
      await database.db.delete(assistantDocuments).where(eq(assistantDocuments.source, "blog"));
      started = performance.now();
      await app.services.assistant.index.refresh("blog");
      sourceRebuilds.push(performance.now() - started);
    }

    // Freshness (ADR 030): a save answers once it has committed, and its source is rebuilt after;
    // another instance finds the change once that rebuild commits.
    await createAccountAsSystem({ db: database.db, clock: systemClock }, benchAdmin);
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: benchAdmin });
    const token = login.json<{ token: string }>().token;
    const saves: number[] = [];
    const afterSaves: number[] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const saved = await app.inject({
        method: "POST",
        url: "/api/admin/blog",
        headers: { "x-auth-token": token },
        payload: {
          title: `Bench post ${round} on rosters`,
          content: "<p>Night shifts, rosters and overtime, as a post a marketer would write.</p>".repeat(20),
          category: "Best Practices",
          author: "Bench",
        },
      });
      if (saved.statusCode !== 201) throw new Error(`the save answered ${saved.statusCode}: ${saved.body}`);
      const answered = performance.now();
      await app.services.assistant.indexSettled();
      saves.push(answered - started);
      afterSaves.push(performance.now() - answered);
    }

    // Accuracy on every set (tests/api/assistant-quality.test.ts asserts the same); latency on the quality set.
    const answers = new Map<string, Buffer>();
    const accuracy: string[][] = [];
    for (const [name, cases] of questionSets) {
      let top1 = 0;
      let top3 = 0;
      for (const item of cases) {
        const body = JSON.stringify({ question: item.question });
        const answer = await post(origin, "/api/assistant/ask", body);
        answers.set(body, answer.body);
        const urls = (JSON.parse(answer.body.toString()) as AssistantAnswer).sources.map((source) => source.url);
        const rank = urls.findIndex((url) => item.accept.some((expected) => accepts(expected, url)));
        if (rank === 0) top1++;
        if (rank >= 0 && rank < 3) top3++;
      }
      const percent = (count: number) => `${((count / cases.length) * 100).toFixed(1)}% (${count}/${cases.length})`;
      accuracy.push([name, percent(top1), percent(top3)]);
    }
    const bodies = qualitySet.map((item) => JSON.stringify({ question: item.question }));
    const floor = await startFloor(answers);
    const measured = await timeAll(origin, bodies);
    const bare = await timeAll(floor.origin, bodies);
    await floor.close();

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    console.log(`\n${engine}: ${documents} documents\n\n${table(["question set", "top-1", "top-3"], accuracy)}`);
    console.log(
      `\nLatency on the quality set, ${qualitySet.length} questions × ${rounds} rounds, and the index's work:\n\n` +
        table(
          ["measure", "value"],
          [
            ["ask p50 / p95 / max (ms)", `${ms(measured.p50)} / ${ms(measured.p95)} / ${ms(measured.max)}`],
            ["floor p50 / p95 (ms)", `${ms(bare.p50)} / ${ms(bare.p95)}`],
            ["ask p50 ÷ floor p50", `${(measured.p50 / bare.p50).toFixed(0)}x`],
            ["full index rebuild, median of 5 (ms)", ms(median(rebuilds))],
            ["start with the index current (compare only), median of 5 (ms)", ms(median(currentChecks))],
            ["one source (blog) rebuild, median of 5 (ms)", ms(median(sourceRebuilds))],
            ["a blog save answered, median of 5 (ms)", ms(median(saves))],
            [
              "from its answer to the index having it, median / max of 5 (ms)",
              `${ms(median(afterSaves))} / ${ms(Math.max(...afterSaves))}`,
            ],
          ],
        ),
    );
  } finally {
    await closeApp?.().catch(() => {});
    await database?.close().catch(() => {});
    await scratch?.drop();
  }
}

await main();
