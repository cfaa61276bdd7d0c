import { sql } from "drizzle-orm";
import { systemClock } from "../server/clock";
import { type DatabaseHandle, openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { createAccountAsSystem } from "../server/modules/users/service";
import {
  type Answer,
  closeAgent,
  get,
  scratchPostgres,
  signInOver,
  startBenchApp,
  startFloor,
  time,
} from "./bench-support";
import { insertFakeBlogPosts, insertFakeDemoRequests } from "./fake-data";

const iterations = Number(process.env.ITERATIONS ?? 200);
const warmup = Number(process.env.WARMUP ?? 20);
const demoRows = Number(process.env.DEMO_ROWS ?? 100_000);
const postRows = Number(process.env.POST_ROWS ?? 10_000);
const scratchName = "bench_admin";
const admin = { username: "bench-admin", password: "bench password 0123456789", role: "admin" as const };
/** SPEC-sized targets: p95 on each engine. */
const targetP95Ms = { postgres: 50, pglite: 150 } as const;

const cases = [
  { name: "demo requests: first page", path: "/api/schedule-demo" },
  { name: "demo requests: sort=company asc", path: "/api/schedule-demo?sort=company&order=asc" },
  { name: "demo requests: page 2000", path: "/api/schedule-demo?page=2000" },
  { name: "demo requests: q=Malabar Pharma", path: "/api/schedule-demo?q=Malabar%20Pharma" },
  { name: "blog posts: first page", path: "/api/admin/blog" },
  { name: "blog posts: sort=title asc", path: "/api/admin/blog?sort=title&order=asc" },
  { name: "blog posts: page 400 (last)", path: "/api/admin/blog?page=400" },
  { name: "blog posts: q=payroll", path: "/api/admin/blog?q=payroll" },
];

const ms = (value: number) => value.toFixed(1).padStart(7);

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const engine = serverUrl ? "postgres" : "pglite";
  const scratch = serverUrl ? await scratchPostgres(serverUrl, scratchName) : undefined;
  let database: DatabaseHandle | undefined;
  let closeApp: (() => Promise<unknown>) | undefined;
  const cleanUp = async () => {
    await closeApp?.().catch(() => {});
    await database?.close().catch(() => {});
    await scratch?.drop();
  };
  process.once("SIGINT", () => cleanUp().finally(() => process.exit(130)));
  try {
    database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite" });
    await migrateDatabase(database);
    await createAccountAsSystem({ db: database.db, clock: systemClock }, admin);

    let started = performance.now();
    await insertFakeDemoRequests(database.db, demoRows);
    await insertFakeBlogPosts(database.db, postRows);
    // What autovacuum does soon after a bulk load on PostgreSQL, and the server's housekeeping
    // on PGlite (DatabaseHandle.vacuum): statistics and the visibility map catch up.
    await database.db.execute(sql`vacuum (analyze)`);
    console.log(
      `${engine}: seeded ${demoRows.toLocaleString("en-US")} demo requests and ${postRows.toLocaleString("en-US")} blog posts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const { app, origin } = await startBenchApp(database, scratch);
    closeApp = () => app.close();
    const token = await signInOver(origin, admin);

    const answers = new Map<string, Answer>();
    for (const { path } of cases) answers.set(path, await get(origin, path, token));
    const floor = await startFloor(answers);

    started = performance.now();
    const target = targetP95Ms[engine];
    console.log(
      `\n${"case".padEnd(34)} ${"rows".padStart(7)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)}  ${"floor p50".padStart(9)} ${"floor p95".padStart(9)}  ${"p50 ratio".padStart(9)}  p95 ≤ ${target} ms`,
    );
    let failures = 0;
    for (const { name, path } of cases) {
      const measured = await time(origin, path, { iterations, warmup, token });
      const bare = await time(floor.origin, path, { iterations, warmup });
      const total = answers.get(path)?.headers["x-total-count"] ?? "?";
      const ok = measured.p95 <= target;
      if (!ok) failures++;
      console.log(
        `${name.padEnd(34)} ${String(total).padStart(7)} ${ms(measured.p50)} ${ms(measured.p95)}  ${ms(bare.p50).padStart(9)} ${ms(bare.p95).padStart(9)}  ${`${(measured.p50 / bare.p50).toFixed(0)}x`.padStart(9)}  ${ok ? "ok" : "OVER"}`,
      );
    }
    console.log(
      `\n${iterations} sequential requests per case after ${warmup} warm-up, in ${((performance.now() - started) / 1000).toFixed(1)} s. ${failures === 0 ? "Every case within target." : `${failures} case(s) over target.`}`,
    );
    await floor.close();
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    closeAgent();
    await cleanUp();
  }
}

await main();
