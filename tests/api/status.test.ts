import { eq, lte } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { StatusReport } from "../../common/status";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { outbox } from "../../server/db/schema";
import { seedDatabase } from "../../server/db/seed";
import { statusIntervalMs } from "../../server/modules/status/monitor";
import { createPostgresCluster, type PostgresCluster, privateClusterUnavailable } from "../support/postgres-cluster";
import { demoVisitor } from "./demo-visitor";
import { createTestApp, engines, type TestApp, TestClock } from "./test-app";

const stateOf = (report: StatusReport, id: StatusReport["components"][number]["id"]) =>
  report.components.find((component) => component.id === id)?.state;
const maxAgeOf = (cacheControl: unknown) => Number(/max-age=(\d+)/.exec(String(cacheControl))?.[1] ?? Number.NaN);

describe.each(engines)("GET /api/status on %s", (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  const status = () => t.app.inject({ method: "GET", url: "/api/status" });

  it("answers a fresh check of every part, cached no longer than the check stays the answer", async () => {
    t = await createTestApp(engine, { seed: false });
    const first = await status();
    expect(first.statusCode).toBe(200);
    const report = first.json<StatusReport>();
    expect(report.checkedAt).toBe(t.clock.now().toISOString());
    expect(report.state).toBe("operational");
    expect(report.components.map((component) => [component.id, component.state])).toEqual([
      ["website", "operational"],
      ["booking", "operational"],
      ["email", "operational"],
    ]);
    expect(maxAgeOf(first.headers["cache-control"])).toBe(statusIntervalMs / 1000);
    // Never kept by the page cache: a stored answer could outlive its check.
    expect(first.headers["cache-status"]).not.toMatch(/stored|hit/);

    // Ten seconds later the same check is the answer, and may be kept for the five seconds left.
    await t.clock.advance(10_000);
    const later = await status();
    expect(later.json<StatusReport>().checkedAt).toBe(report.checkedAt);
    expect(maxAgeOf(later.headers["cache-control"])).toBe(5);

    // Once the interval has passed, the next request checks again.
    await t.clock.advance(5_000);
    const next = await status();
    expect(next.json<StatusReport>().checkedAt).toBe(t.clock.now().toISOString());
  });

  it("runs one check for visitors who ask at the same moment", async () => {
    t = await createTestApp(engine, { seed: false });
    let pings = 0;
    const ping = t.database.ping;
    t.database.ping = async () => {
      pings += 1;
      await ping();
    };
    // The app's probe calls `database.ping()` through the handle, so the count sees every check.
    const answers = await Promise.all(Array.from({ length: 8 }, () => status()));
    expect(new Set(answers.map((answer) => answer.json<StatusReport>().checkedAt)).size).toBe(1);
    expect(pings).toBe(1);
  });

  it("reports email due over ten minutes ago and not sent as late, with how late and no count", async () => {
    t = await createTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: "0" } });
    // No SMTP_URL: the code stays queued in the outbox.
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/schedule-demo/send-verification-code",
      payload: { email: "waiting@example.com" },
    });
    expect(sent.statusCode).toBeLessThan(300);
    await t.clock.advance(11 * 60_000);
    const report = (await status()).json<StatusReport>();
    const email = report.components.find((component) => component.id === "email");
    expect(email?.state).toBe("degraded");
    expect(report.state).toBe("degraded");
    expect(email?.facts).toEqual([{ label: "Oldest waiting for", value: "11 minutes" }]);
  });

  it("stays operational with 20 demos booked, whose reminders wait for their time, and tells nobody how many", async () => {
    t = await createTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: "0" } });
    const { book } = demoVisitor(() => t.app);
    for (let demo = 0; demo < 20; demo++) {
      const date = demo < 10 ? "2026-06-03" : "2026-06-04";
      const time = `${String(10 + (demo % 10) / 2).split(".")[0]}:${demo % 2 === 0 ? "00" : "30"}`;
      await book({ email: `buyer@company-${demo}.example`, date, time });
    }
    // The codes and confirmations went out (no mail server here: marked as a worker would).
    await t.database.db.update(outbox).set({ status: "sent" }).where(lte(outbox.dueAt, t.clock.now()));
    const reminders = await t.database.db.select().from(outbox).where(eq(outbox.status, "queued"));
    expect(reminders.length).toBeGreaterThanOrEqual(20);

    // Two hours on: every reminder was queued two hours ago, and none is due before the 3rd.
    await t.clock.advance(2 * 60 * 60_000);
    const report = (await status()).json<StatusReport>();
    const email = report.components.find((component) => component.id === "email");
    expect(email?.state).toBe("operational");
    expect(report.state).toBe("operational");
    expect(email?.facts).toEqual([{ label: "Oldest waiting for", value: "nothing waiting" }]);
    expect(JSON.stringify(report)).not.toMatch(/Waiting to be sent|Failed, kept/);
  });

  it("reports a database that stopped answering as down at the next check, and still answers", async () => {
    t = await createTestApp(engine, { seed: false });
    expect(stateOf((await status()).json<StatusReport>(), "booking")).toBe("operational");
    await t.database.close();
    await t.clock.advance(statusIntervalMs);
    const down = await status();
    expect(down.statusCode).toBe(200);
    const report = down.json<StatusReport>();
    expect(report.state).toBe("down");
    expect(stateOf(report, "booking")).toBe("down");
    expect(stateOf(report, "email")).toBe("down");
    // The pages kept in memory still load: the website is degraded, not down.
    expect(stateOf(report, "website")).toBe("degraded");
    expect(down.body).not.toMatch(/at .*\.ts|node_modules|Error:/);
  });
});

/**
 * The done-when, on a real server process's database: a PostgreSQL cluster of the test's
 * own is stopped and started again under the app.
 */
const unavailable = privateClusterUnavailable();
if (process.env.CI && unavailable) throw new Error(`CI must run the stopped-database status test: ${unavailable}`);

describe.runIf(!unavailable)("/status while its PostgreSQL cluster stops and starts", () => {
  let cluster: PostgresCluster;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const clock = new TestClock();

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    database = await openDatabase({ kind: "postgres", url: cluster.url });
    await migrateDatabase(database);
    await seedDatabase(database.db, clock.now());
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      database,
      // The production build's pages (`npm run build` first), so the /status page itself is seen.
      pages: { kind: "build" },
      logger: false,
      clock,
      backgroundJobs: false,
    });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
  });

  const check = async () => {
    await clock.advance(statusIntervalMs);
    const answer = await app.inject({ method: "GET", url: "/api/status" });
    expect(answer.statusCode).toBe(200);
    return answer.json<StatusReport>();
  };

  it("says operational, then down within one check of the stop, then operational again after the start", async () => {
    expect(stateOf(await check(), "booking")).toBe("operational");

    await cluster.stop("fast");
    const down = await check();
    expect(stateOf(down, "booking")).toBe("down");
    expect(down.state).toBe("down");
    // The page reads the same check, and is a readable page while the database is away.
    const page = await app.inject({ method: "GET", url: "/status" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Some systems are down");
    expect(page.body).toContain("Demo booking and forms are unavailable");
    expect(page.headers["cache-control"]).toMatch(/^public, max-age=(1[0-5]|[1-9])$/);

    await cluster.start();
    const back = await check();
    expect(stateOf(back, "booking")).toBe("operational");
    expect(stateOf(back, "email")).toBe("operational");
  }, 60_000);
});
