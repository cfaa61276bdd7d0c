/**
 * `npm run test:crash` (after `npm run build`): a write the server acknowledged survives the server
 * being killed with `kill -9`, and the server always comes back on the same data.
 *
 * For each database, PGlite (a scratch DATA_DIR kept across every restart) and PostgreSQL (a fresh
 * database made for the run and dropped after it), the production build is started as a real
 * process and then, KILLS times (default 100):
 *
 * 1. eight clients write as fast as they are answered: plans and blog posts (as staff), contact
 *    enquiries and demo bookings (as visitors), each carrying a unique marker (a plan's name, a
 *    post's title, an enquiry's message, a booking's email and slot);
 * 2. at a random moment 0.3 to 1.5 s into that stream the server gets SIGKILL, and a new one is
 *    started on the same data at once, without waiting for the old process to be reaped. On
 *    PGlite the new server finds the lock the dead one held (a Unix socket the kernel closes with
 *    the process, server/db/data-dir-lock.ts) and must take the directory over and open a database
 *    that was never shut down (PostgreSQL's crash recovery replays the WAL); a restart that does not
 *    answer /readyz with 200 within 60 s fails, and its output is printed.
 *
 * A booking needs an email verified with a code from the outbox, which after a kill would only go out
 * once the next server is up; so before the first kill, one guest per booking (each on a domain of
 * its own: live bookings are capped per domain) is verified through a real SMTP server in this
 * process (tests/support/mail-sink.ts).
 *
 * Every write answered with a 2xx is recorded. At the end the server is stopped and the database
 * read directly (not through the server): every recorded marker must be there. Writes cut off by
 * the kill, unanswered, may or may not have been kept, and are not checked. What a kill may do to
 * a request is refuse or reset its connection (ECONNREFUSED, ECONNRESET, EPIPE), and only once the
 * kill was sent; any other answer (a 4xx or 5xx, a connection dropped while the server ran) is
 * unexpected. Until every kind of write has been acknowledged once, a kill waits for that beyond
 * its random moment, so a short run on a slow machine still tests every kind.
 *
 * Prints a table: database | kills | acknowledged writes | cut off | unexpected answers | missing |
 * failed restarts | median restart-to-ready. Exits 1 if any acknowledged write is missing, any
 * restart failed, any answer was unexpected, or a database acknowledged no write of some kind (a
 * server that refuses every write must not pass as one that lost none).
 *
 *   npm run test:crash                             # both databases, 100 kills each: 10–16 minutes
 *   npm run test:crash -- --kills 5                # what `npm test` (and so CI) runs: about a minute
 *   npm run test:crash -- --kills 10 --only pglite
 *   npm run test:crash -- --postgres-url postgres://user:password@host:5432/postgres
 *
 * PostgreSQL: the server named by --postgres-url, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432 (any database on it; the run creates its own). When it is
 * unreachable the PostgreSQL run is skipped with a message, except with `--only postgres` or in CI
 * (CI set), where that is an error.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { type DatabaseTarget, openDatabase } from "../server/db/client";
import { blogPosts, contactEnquiries, demoRequests, plans } from "../server/db/schema";
import { freePort, type MailSink, startMailSink } from "../tests/support/mail-sink";
import { type BuiltServer, startBuiltServer } from "./built-server";
import { table } from "./table";

const { values: flags } = parseArgs({
  options: {
    kills: { type: "string", default: "100" },
    only: { type: "string" },
    "postgres-url": { type: "string" },
  },
});
function usageError(message: string): never {
  console.error(`${message}\nUsage: npm run test:crash -- [--kills N] [--only pglite|postgres] [--postgres-url URL]`);
  process.exit(2);
}
const kills = Number(flags.kills);
if (!Number.isInteger(kills) || kills < 1) usageError(`--kills takes a whole number above 0, not ${flags.kills}`);
if (flags.only !== undefined && flags.only !== "pglite" && flags.only !== "postgres") {
  usageError(`--only takes pglite or postgres, not ${flags.only}`);
}
const postgresServerUrl =
  flags["postgres-url"] ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432";

/** Clients writing at once, each sending its next write as soon as the last one is answered. */
const writers = 8;
/** When the kill lands, measured from the start of the write stream. */
const killAfterMs = { min: 300, max: 1_500 };
/** Generous: restarts take 2–5 s on a busy 2-core machine (PGlite replays its WAL before it opens). */
const readyTimeoutMs = 60_000;
/** Demo bookings per kill: each needs a free slot and a verified guest prepared beforehand. */
const bookingsPerKill = 3;
const staff = { username: "crash-test-admin", password: "crash test password, not a secret" };

/** What a SIGKILL does to a request in flight: its connection is refused or reset, nothing else. */
const killErrors = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE"]);
/** Beyond its random moment, how long a kill waits for the first acknowledgement of each kind. */
const firstAcknowledgementsTimeoutMs = 60_000;
const inCi = Boolean(process.env.CI);

type WriteKind = "plan" | "post" | "enquiry" | "booking";
/** The writers take turns through these; a booking falls back to an enquiry when none is left. */
const writeKinds: WriteKind[] = ["plan", "enquiry", "post", "booking"];

interface AcknowledgedWrite {
  kind: WriteKind;
  /** What identifies it in the database: see storedMarkers. */
  marker: string;
  /** During which kill's write stream it was acknowledged. */
  kill: number;
}

/** A slot with the guest who will book it, already verified. */
interface PreparedBooking {
  email: string;
  date: string;
  time: string;
}

interface Answer {
  status?: number;
  body: string;
  /** The connection failed or was cut before an answer came (the kill). */
  error?: string;
}

/** One HTTP request; a network error is an answer too (the kill causes them), never a throw. */
function send(
  agent: http.Agent,
  url: string,
  path: string,
  { body, token }: { body?: object; token?: string } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: payload === undefined ? "GET" : "POST",
        agent,
        headers: {
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          ...(token ? { "x-auth-token": token } : {}),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode, body: text }));
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ body: text, error: error.code ?? error.message }),
        );
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ body: "", error: error.code ?? error.message }));
    request.end(payload);
  });
}

/** For the setup steps, which must succeed: the answer's JSON, or a throw naming what failed. */
async function expectOk<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body, error } = await answer;
  if (status === undefined || status >= 300) throw new Error(`${what}: ${error ?? `${status} ${body}`}`);
  return JSON.parse(body) as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over the items with at most `concurrency` at a time. */
async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** Free demo slots from tomorrow on, as the server offers them, up to `wanted`. */
async function freeSlots(agent: http.Agent, url: string, wanted: number) {
  const found: Array<{ date: string; time: string }> = [];
  for (let day = 1; day <= 61 && found.length < wanted; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const { availableSlots } = await expectOk<{ availableSlots: string[] }>(
      send(agent, url, `/api/schedule-demo/available-slots?date=${date}`),
      `slots of ${date}`,
    );
    for (const time of availableSlots) found.push({ date, time });
  }
  return found.slice(0, wanted);
}

/**
 * A verified guest for each slot, before any kill: the code goes out through the outbox, which
 * after a kill would only send it once the next server is up. Each guest has an email domain of
 * its own, as live bookings are capped per domain; a verification lasts 30 minutes, the run less.
 */
async function prepareBookings(agent: http.Agent, url: string, sink: MailSink, runId: string, wanted: number) {
  const slots = await freeSlots(agent, url, wanted);
  const bookings: PreparedBooking[] = slots.map((slot, index) => ({
    email: `guest${index}@crash-${runId}-${index}.example`,
    ...slot,
  }));
  await inParallel(bookings, 16, async ({ email }) => {
    await expectOk(send(agent, url, "/api/schedule-demo/send-verification-code", { body: { email } }), email);
    const mail = await sink.waitFor((message) => JSON.stringify(message.to ?? "").includes(`"${email}"`), 30_000);
    const code = mail.text?.match(/^\s*(\d{6})\s*$/m)?.[1];
    await expectOk(send(agent, url, "/api/schedule-demo/verify-code", { body: { email, code } }), `verify ${email}`);
  });
  return bookings;
}

/** What a write sends, and the marker it will be found by afterwards. */
function writeFor(kind: WriteKind, marker: string, booking: PreparedBooking | undefined) {
  switch (kind) {
    case "plan":
      return { path: "/api/plans", staff: true, marker, body: { name: marker, price: "₹1", features: ["Crash test"] } };
    case "post":
      return {
        path: "/api/blog",
        staff: true,
        marker,
        body: { title: marker, content: `<p>Written during ${marker}.</p>`, category: "Crash test", author: "Crash" },
      };
    case "enquiry":
      // fillMs: as a person would take, so the enquiry is not screened as spam.
      return {
        path: "/api/contact",
        staff: false,
        marker,
        body: { name: "Crash test", email: "crash@example.com", message: marker, fillMs: 45_000 },
      };
    case "booking": {
      if (!booking) throw new Error("a booking needs a prepared guest");
      const { email, date, time } = booking;
      return {
        path: "/api/schedule-demo",
        staff: false,
        marker: `${email} ${date} ${time}`,
        body: {
          name: "Crash test",
          company: "Crash test",
          email,
          phone: "+91 98300 12345",
          date,
          time,
          fillMs: 45_000,
        },
      };
    }
  }
}

/**
 * Writes from `writers` clients until stop() is called; what was acknowledged, how many requests
 * the kill cut off, and any other answer (none is expected: each one fails the run, as it means the
 * server refused or broke writes it should have taken, and the stream tested less than it claims).
 * Each acknowledged kind is also added to `seenKinds`, the run's record, as it comes.
 */
function startWriteStream({
  url,
  token,
  kill,
  runId,
  bookings,
  seenKinds,
}: {
  url: string;
  token: string;
  kill: number;
  runId: string;
  bookings: PreparedBooking[];
  seenKinds: Set<WriteKind>;
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: writers });
  const acknowledged: AcknowledgedWrite[] = [];
  const unexpected: string[] = [];
  const onAnswer = new Set<() => void>();
  let cutByKill = 0;
  let stopped = false;
  let sequence = 0;
  const writer = async () => {
    while (!stopped) {
      const turn = sequence++;
      const wanted = writeKinds[turn % writeKinds.length] as WriteKind;
      const booking = wanted === "booking" ? bookings.shift() : undefined;
      const kind = wanted === "booking" && !booking ? "enquiry" : wanted;
      const write = writeFor(kind, `crash ${runId} kill ${kill} write ${turn}`, booking);
      const answer = await send(agent, url, write.path, { body: write.body, ...(write.staff ? { token } : {}) });
      if (answer.status !== undefined && answer.status >= 200 && answer.status < 300) {
        acknowledged.push({ kind, marker: write.marker, kill });
        seenKinds.add(kind);
      } else if (answer.status !== undefined) {
        unexpected.push(`POST ${write.path}: ${answer.status} ${answer.body.slice(0, 200)}`);
      } else if (!stopped) {
        // `stopped` is set just before the kill is sent: a connection lost before then was not the kill's doing.
        unexpected.push(`POST ${write.path}: ${answer.error} while the server was running`);
      } else if (!killErrors.has(answer.error ?? "")) {
        unexpected.push(`POST ${write.path}: ${answer.error} after the kill (not a refused or reset connection)`);
      } else {
        cutByKill += 1;
      }
      for (const wake of onAnswer) wake();
    }
  };
  const finished = Promise.all(Array.from({ length: writers }, writer)).then(() => {
    agent.destroy();
    return { acknowledged, cutByKill, unexpected };
  });
  return {
    /** No new request starts after this; the ones in flight end with their answer or the kill. */
    stop() {
      stopped = true;
    },
    /**
     * Resolves once every kind of write has been acknowledged in the run, or an unexpected answer
     * came (the run fails then anyway); false if neither happened within `timeoutMs`.
     */
    everyKindOrUnexpected(timeoutMs: number): Promise<boolean> {
      const done = () => unexpected.length > 0 || writeKinds.every((kind) => seenKinds.has(kind));
      if (done()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const check = () => {
          if (!done()) return;
          finish(true);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        const finish = (reached: boolean) => {
          clearTimeout(timer);
          onAnswer.delete(check);
          resolve(reached);
        };
        onAnswer.add(check);
      });
    },
    finished,
  };
}

/** The markers of everything in the database, by kind, read without the server. */
async function storedMarkers(target: DatabaseTarget): Promise<Record<WriteKind, Set<string>>> {
  // For PGlite this takes the data directory's lock: the server must have been stopped.
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const planNames = await db.select({ name: plans.name }).from(plans);
    const postTitles = await db.select({ title: blogPosts.title }).from(blogPosts);
    const enquiryMessages = await db.select({ message: contactEnquiries.message }).from(contactEnquiries);
    const bookingRows = await db
      .select({ email: demoRequests.email, date: demoRequests.slotDate, time: demoRequests.slotTime })
      .from(demoRequests);
    return {
      plan: new Set(planNames.map((row) => row.name)),
      post: new Set(postTitles.map((row) => row.title)),
      enquiry: new Set(enquiryMessages.map((row) => row.message)),
      booking: new Set(bookingRows.map((row) => `${row.email} ${row.date} ${row.time}`)),
    };
  } finally {
    await database.close();
  }
}

interface DatabaseUnderTest {
  name: string;
  /** DATA_DIR: PGlite's data; for PostgreSQL only a place the server is given and does not use. */
  dataDir: string;
  /** DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  /** How storedMarkers opens it. */
  target: DatabaseTarget;
  dispose(): Promise<void>;
}

interface CrashResult {
  database: string;
  killsDone: number;
  acknowledged: AcknowledgedWrite[];
  cutByKill: number;
  unexpected: string[];
  failedRestarts: number;
  readyMs: number[];
  missing: AcknowledgedWrite[];
  /** Why the run ended early, if it did. */
  abandoned?: string;
}

let interrupted = false;

async function crashTest(database: DatabaseUnderTest): Promise<CrashResult> {
  const runId = randomBytes(4).toString("hex");
  const sink = await startMailSink();
  const port = await freePort();
  const start = () =>
    startBuiltServer({
      port,
      dataDir: database.dataDir,
      readyTimeoutMs,
      // Asked often, as the time to ready is what the table reports.
      readyPollMs: 20,
      env: {
        RATE_LIMIT_SCALE: "0",
        SMTP_URL: sink.url,
        ADMIN_USERNAME: staff.username,
        ADMIN_PASSWORD: staff.password,
        ...database.env,
      },
    });
  const result: CrashResult = {
    database: database.name,
    killsDone: 0,
    acknowledged: [],
    cutByKill: 0,
    unexpected: [],
    failedRestarts: 0,
    readyMs: [],
    missing: [],
  };
  const seenKinds = new Set<WriteKind>();
  let server: BuiltServer = start();
  // Should this script die, the server it started must not outlive it (it would hold the port and directory).
  const killServerOnExit = () => server.child.kill("SIGKILL");
  process.on("exit", killServerOnExit);
  const setupAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  try {
    // The first start creates and migrates the database: not a restart, not timed.
    await server.ready();
    const { url } = server;
    // One session for the whole run: it is in the database, so it must survive the kills too.
    const { token } = await expectOk<{ token: string }>(
      send(setupAgent, url, "/api/auth/login", { body: staff }),
      "sign in",
    );
    const bookings = await prepareBookings(setupAgent, url, sink, runId, kills * bookingsPerKill);
    setupAgent.destroy();
    console.log(`${database.name}: ${bookings.length} guests verified; killing the server ${kills} times…`);

    for (let kill = 1; kill <= kills && !interrupted; kill++) {
      // This round's share of the bookings: spread over the kills, not spent in the first ones.
      const share = bookings.splice(0, Math.ceil(bookings.length / (kills - kill + 1)));
      const stream = startWriteStream({ url, token, kill, runId, bookings: share, seenKinds });
      await sleep(killAfterMs.min + Math.random() * (killAfterMs.max - killAfterMs.min));
      if (!(await stream.everyKindOrUnexpected(firstAcknowledgementsTimeoutMs))) {
        console.error(
          `${database.name}: kill ${kill} waited ${firstAcknowledgementsTimeoutMs / 1000} s for every kind of write to be acknowledged once; killing anyway`,
        );
      }
      stream.stop();
      server.child.kill("SIGKILL");
      // Straight away: the dead process's lock and port must not stand in the new one's way.
      const restartedAt = performance.now();
      server = start();
      result.killsDone = kill;

      const written = await stream.finished;
      result.acknowledged.push(...written.acknowledged);
      result.cutByKill += written.cutByKill;
      result.unexpected.push(...written.unexpected);
      // Bookings the round had no time for go back for the next ones (their guests are still verified).
      bookings.unshift(...share);

      try {
        await server.ready();
        result.readyMs.push(performance.now() - restartedAt);
      } catch (error) {
        result.failedRestarts += 1;
        console.error(`\n${database.name}: the restart after kill ${kill} failed: ${(error as Error).message}\n`);
        // Try once more so the run can go on; a second failure ends it.
        server.child.kill("SIGKILL");
        await server.exited;
        server = start();
        try {
          await server.ready();
        } catch (again) {
          result.abandoned = `a second start after kill ${kill} failed too: ${(again as Error).message}`;
          break;
        }
      }
      if (kill % 10 === 0 || kill === kills) {
        console.log(
          `${database.name}: ${kill}/${kills} kills, ${result.acknowledged.length} writes acknowledged, ` +
            `median restart-to-ready ${median(result.readyMs).toFixed(0)} ms`,
        );
      }
    }
  } finally {
    setupAgent.destroy();
    await server.stop();
    process.off("exit", killServerOnExit);
    await sink.close();
  }
  if (interrupted) result.abandoned = "interrupted";

  const stored = await storedMarkers(database.target);
  result.missing = result.acknowledged.filter((write) => !stored[write.kind].has(write.marker));
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function pgliteUnderTest(): DatabaseUnderTest {
  const dataDir = mkdtempSync(join(tmpdir(), "aster-crash-pglite-"));
  return {
    name: "PGlite",
    dataDir,
    env: {},
    target: { kind: "pglite", dataDir },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server, or why there is none (the server is unreachable). */
async function postgresUnderTest(): Promise<DatabaseUnderTest | { unreachable: string }> {
  const admin = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => {});
    return { unreachable: `${(error as Error).message || String(error)}` };
  }
  const name = `aster_crash_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "aster-crash-postgres-"));
  return {
    name: "PostgreSQL",
    dataDir,
    env: { DATABASE_URL: url.toString() },
    target: { kind: "postgres", url: url.toString() },
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function summaryRow(result: CrashResult): string[] {
  const byKind = (kind: WriteKind) => result.acknowledged.filter((write) => write.kind === kind).length;
  return [
    result.database,
    String(result.killsDone),
    `${result.acknowledged.length} (plans ${byKind("plan")}, posts ${byKind("post")}, enquiries ${byKind("enquiry")}, bookings ${byKind("booking")})`,
    String(result.cutByKill),
    String(result.unexpected.length),
    String(result.missing.length),
    String(result.failedRestarts),
    median(result.readyMs).toFixed(0),
  ];
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  // Ctrl-C: finish the current kill, stop, check what was written so far and clean up.
  process.once("SIGINT", () => {
    interrupted = true;
    console.log("\nInterrupted: stopping after this kill…");
  });

  const results: CrashResult[] = [];
  /** Why the run fails, each said in one line at the end. */
  const failures: string[] = [];
  const runs: Array<() => Promise<DatabaseUnderTest | { unreachable: string }>> = [];
  if (flags.only !== "postgres") runs.push(async () => pgliteUnderTest());
  if (flags.only !== "pglite") runs.push(postgresUnderTest);
  for (const prepare of runs) {
    if (interrupted) break;
    const database = await prepare();
    if ("unreachable" in database) {
      const message = `PostgreSQL at ${postgresServerUrl} is unreachable (${database.unreachable})`;
      if (flags.only === "postgres" || inCi) {
        failures.push(`${message}${inCi ? ": CI must run the crash test on PostgreSQL too" : ""}.`);
      } else {
        console.log(`${message}: skipping it. Give another server with --postgres-url or TEST_DATABASE_URL.`);
      }
      continue;
    }
    try {
      results.push(await crashTest(database));
    } finally {
      await database.dispose();
    }
  }

  if (results.length > 0) {
    console.log(`\nkill -9 during a stream of writes from ${writers} clients, restarted at once each time:\n`);
    console.log(
      table(
        [
          "database",
          "kills",
          "acknowledged writes",
          "cut off by the kill",
          "unexpected answers",
          "missing",
          "failed restarts",
          "median restart-to-ready ms",
        ],
        results.map(summaryRow),
      ),
    );
  }
  for (const result of results) {
    for (const write of result.missing.slice(0, 20)) {
      console.log(
        `${result.database}: missing ${write.kind} "${write.marker}", acknowledged before kill ${write.kill}`,
      );
    }
    if (result.missing.length > 20) console.log(`${result.database}: … and ${result.missing.length - 20} more missing`);
    const unexpected = new Map<string, number>();
    for (const line of result.unexpected) unexpected.set(line, (unexpected.get(line) ?? 0) + 1);
    for (const [line, times] of unexpected) console.log(`${result.database}: unexpected answer ×${times}: ${line}`);
    failures.push(...failuresOf(result));
  }
  if (results.length === 0 && failures.length === 0) failures.push("no database was tested.");
  console.log(`\nTotal time: ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  if (failures.length > 0) {
    console.error(`\ntest:crash FAILED:\n${failures.map((failure) => `- ${failure}`).join("\n")}`);
    process.exitCode = 1;
  }
}

/** What makes one database's run fail, in words. */
function failuresOf(result: CrashResult): string[] {
  const failures: string[] = [];
  const name = result.database;
  if (result.missing.length > 0) {
    failures.push(`${name}: ${result.missing.length} acknowledged writes are missing after the kills.`);
  }
  if (result.failedRestarts > 0) failures.push(`${name}: ${result.failedRestarts} restarts did not become ready.`);
  if (result.abandoned) failures.push(`${name}: ended early: ${result.abandoned}.`);
  if (result.unexpected.length > 0) {
    failures.push(
      `${name}: ${result.unexpected.length} unexpected answers (above): a kill only refuses or resets connections.`,
    );
  }
  for (const kind of writeKinds) {
    if (!result.acknowledged.some((write) => write.kind === kind)) {
      failures.push(`${name}: no ${kind} write was acknowledged, so none was checked to survive a kill.`);
    }
  }
  return failures;
}

await main();
