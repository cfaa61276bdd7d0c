import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { rowsOf } from "../../server/db/rows-of";
import type { RouteRecord } from "../../server/http/route-table";
import { multipartBody } from "../support/multipart";
import {
  addressableRoutes,
  type GeneratedRequest,
  type Mode,
  modes,
  type RouteInput,
  requestFor,
  sampleInputs,
} from "../support/route-requests";
import { engines } from "../support/test-database";
import { phonePhoto } from "../support/test-images";
import { createTestApp, signIn, type TestApp } from "./test-app";

/**
 * Hostile input as a suite (ADR 019): requests generated from each route's own Zod schemas
 * (valid, almost valid, hostile), to every route, with and without a staff session, on each
 * engine. Each must be answered 2xx or a 4xx JSON `{ message }`: never a 5xx, never a stack
 * trace; each one refused must leave every table as it was; and none may stall the event loop
 * the way a backtracking pattern does (a second or more, on every replay, and far beyond what a
 * trivial route costs at the same moment). The 50 ms target for every route is a benchmark's to
 * measure (`npm run bench:hostile`): on a loaded machine a timed assertion measures the load.
 * `FUZZ_SEED` replays a run; `FUZZ_PER_BATCH` sets its size.
 */

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const perBatch = Number(process.env.FUZZ_PER_BATCH ?? 12);
/** A stall of this size, repeated on replay, is input that makes code backtrack, not a busy machine. */
const stallLimitMs = 1_000;
/** ...and is this many times what a trivial route's batch cost just before. */
const stallOverTrivial = 10;

/**
 * Tables a refused request may change by design: the counters that make refusals cost the
 * sender (sign-in throttle, rate limits), a wrong verification code's try, a session's expiry.
 * Every other table counts as changed when any row is inserted, updated or deleted.
 */
const changedByRefusals = new Set(["login_throttle", "rate_limit_counters", "email_verifications", "sessions"]);

/**
 * Routes whose refusal is recorded in the audit log by design (issue 38: every failed sign-in is
 * an audit row, with its address). Any other route's refusal that writes an audit row fails.
 */
const auditedRefusals = new Set([
  "POST /api/auth/login",
  "POST /api/auth/login/second-factor",
  "POST /api/auth/passkey/verify",
]);

/**
 * Counts every row written to every other table, with a trigger per table, in the test's own
 * database: a refused request that writes anything, anywhere, moves a count.
 */
async function countWrites(db: Database): Promise<() => Promise<Map<string, number>>> {
  await db.execute(sql`create table fuzz_writes (table_name text primary key, writes bigint not null default 0)`);
  await db.execute(sql`
    create function fuzz_count_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes (table_name, writes) values (tg_table_name, 1)
        on conflict (table_name) do update set writes = fuzz_writes.writes + 1;
      return null;
    end $$`);
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`,
  );
  const watched = tables.map((row) => row.name).filter((name) => !changedByRefusals.has(name));
  for (const name of watched) {
    await db.execute(
      sql.raw(`create trigger fuzz_count after insert or update or delete on "${name}"
               for each row execute function fuzz_count_write()`),
    );
  }
  expect(watched).toEqual(expect.arrayContaining(["plans", "blog_posts", "demo_requests", "audit_log", "outbox"]));
  return async () => {
    const rows = await rowsOf<{ table_name: string; writes: string }>(db, sql`select * from fuzz_writes`);
    return new Map(rows.map((row) => [row.table_name, Number(row.writes)]));
  };
}

/**
 * The longest the event loop went without running a 10 ms timer, less those 10 ms: how long it
 * was blocked. A timer of the test's own, not `monitorEventLoopDelay`: that one counts a delay
 * between two of its ticks, and after `reset()` a stall before its next tick went unseen (a planted
 * two-second stall read as 0 ms).
 */
function watchStalls() {
  const intervalMs = 10;
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - intervalMs);
    last = now;
  }, intervalMs);
  return {
    restart() {
      last = performance.now();
      longest = 0;
    },
    /** After a timers phase, so the tick a stall in the last request made late is counted. */
    async longestMs(): Promise<number> {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return Math.max(0, longest);
    },
    stop: () => clearInterval(timer),
  };
}

const tablesChanged = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].filter(([name, writes]) => before.get(name) !== writes).map(([name]) => name);

/** A kept file name over 200 characters, with a folder, or with a control character. */
const unsafeFileName = (name: string) =>
  name.length > 200 || name.includes("/") || [...name].some((character) => (character.codePointAt(0) ?? 32) < 32);

const stackTrace = /\n\s+at |node_modules|\.[jt]sx?:\d+:\d+/;

/**
 * Multipart bodies as a careless or hostile client sends them to the media library's upload: cut
 * short, with the wrong boundary or none, several files, a field instead of a file, odd file
 * names, random bytes, a part with too many headers. A seed picks where bodies are cut.
 */
async function hostileUploads(random: () => number): Promise<Array<{ name: string; payload: Buffer; type: string }>> {
  const photo = await phonePhoto({ width: 320, height: 240 });
  const good = multipartBody({ fileName: "ok.jpg", bytes: photo });
  const type = good.headers["content-type"];
  const boundary = type.split("boundary=")[1] ?? "";
  const part = (headers: string, body: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from("\r\n")]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const file = (name: string) =>
    `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg`;
  // Cut before the close delimiter's last "-": what follows it ("\r\n") is optional (RFC 2046), so a
  // body cut after it is whole, and storing it is right (seed 244618869 cut there and failed).
  const cuts = Array.from({ length: 8 }, () => Math.floor(random() * (good.payload.length - "\r\n".length)));
  return [
    ...cuts.map((at) => ({ name: `cut at byte ${at}`, payload: good.payload.subarray(0, at), type })),
    { name: "the wrong boundary", payload: good.payload, type: "multipart/form-data; boundary=something-else" },
    { name: "no boundary", payload: good.payload, type: "multipart/form-data" },
    {
      name: "a 2,000-character boundary",
      payload: good.payload,
      type: `multipart/form-data; boundary=${"b".repeat(2000)}`,
    },
    {
      name: "three files",
      payload: Buffer.concat([part(file("a.jpg"), photo), part(file("b.jpg"), photo), part(file("c.jpg"), photo), end]),
      type,
    },
    {
      name: "a field, no file",
      payload: Buffer.concat([part('Content-Disposition: form-data; name="file"', "not a file"), end]),
      type,
    },
    { name: "random bytes", payload: Buffer.concat([part(file("noise.jpg"), randomBytes(4096)), end]), type },
    {
      name: "200 part headers",
      payload: Buffer.concat([part(`${file("h.jpg")}${"\r\nX-Pad: 1".repeat(200)}`, photo), end]),
      type,
    },
    {
      name: "a 5,000-character file name",
      payload: Buffer.concat([part(file(`${"n".repeat(5000)}.jpg`), photo), end]),
      type,
    },
    {
      name: "a file name with folders and control characters",
      payload: Buffer.concat([part(file("../../etc/\u0007pass\u001bwd.jpg"), photo), end]),
      type,
    },
    {
      name: "bare LF line ends",
      payload: Buffer.from(good.payload.toString("latin1").replaceAll("\r\n", "\n"), "latin1"),
      type,
    },
    {
      name: "the boundary inside the file",
      payload: Buffer.concat([
        part(
          file("x.jpg"),
          Buffer.concat([photo.subarray(0, 100), Buffer.from(`\r\n--${boundary}\r\n`), photo.subarray(100)]),
        ),
        end,
      ]),
      type,
    },
    { name: "nothing", payload: Buffer.alloc(0), type },
  ];
}

describe.each(engines)("hostile input, generated from the routes' own schemas, on %s", (engine) => {
  it("every route answers 2xx or a 4xx JSON message, a refusal writes nothing, and no input stalls the server", async () => {
    // Limits off: every request reaches validation and the handler (the limits have their own tests).
    const t: TestApp = await createTestApp(engine, { env: { RATE_LIMIT_SCALE: "0" } });
    try {
      const token = await signIn(t.app);
      const stalls = watchStalls();
      const writes = await countWrites(t.database.db);
      const routes = addressableRoutes(t.app.routeTable());
      expect(routes.length).toBeGreaterThan(40);
      const trivial = routes.find((route) => route.method === "GET" && route.url === "/healthz") as RouteRecord;

      let requests = 0;
      let refusals = 0;
      const failures: string[] = [];
      let batchSeed = seed;
      let longestBlock = { ms: 0, where: "" };
      let slowest = { ms: 0, where: "" };
      /** Stalls over the limit that a replay did not repeat: the machine, reported. */
      const seenOnce: string[] = [];
      const send = (request: GeneratedRequest) => {
        requests += 1;
        return t.app.inject({
          method: request.method as "GET",
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          remoteAddress: `198.51.100.${(requests % 200) + 1}`,
        });
      };
      const inputsFor = (route: RouteRecord, mode: Mode, count: number) =>
        sampleInputs(route, mode, count, batchSeed++);
      const requestOf = (route: RouteRecord, input: RouteInput, signedIn: boolean) =>
        requestFor(route, input, signedIn ? token : undefined);

      // One valid request per route first, unwatched: a first call compiles code and loads modules
      // (an email template's first render takes tens of ms), which is not what the input costs.
      for (const route of routes) {
        for (const signedIn of [false, true]) {
          for (const input of inputsFor(route, "valid", 1)) await send(requestOf(route, input, signedIn));
        }
      }
      await t.app.services.assistant.indexSettled();

      /** Serves a batch and returns the longest time the event loop was blocked while it ran. */
      const serveBatch = async (
        requests: GeneratedRequest[],
        check: (index: number, response: Awaited<ReturnType<typeof send>>, tookMs: number) => Promise<void>,
      ) => {
        stalls.restart();
        for (const [index, request] of requests.entries()) {
          // A turn of the event loop between requests, as each arrives in its own socket callback on
          // a real server: injected requests chain through promises, and a batch of them would
          // otherwise read as one long block.
          await new Promise((resolve) => setImmediate(resolve));
          const sentAt = performance.now();
          const response = await send(request);
          // The check's own work is a query or two, awaited: waiting is not a delay of the loop.
          await check(index, response, performance.now() - sentAt);
        }
        return stalls.longestMs();
      };
      const trivialBatch = () =>
        serveBatch(
          inputsFor(trivial, "valid", perBatch).map((input) => requestOf(trivial, input, false)),
          async () => {},
        );

      for (const route of routes) {
        for (const signedIn of [false, true]) {
          for (const mode of modes) {
            // Every field with every long string, once: signed in where staff reach the handler,
            // anonymous where visitors do (the other gets the guard's 401 before any field is read).
            if (mode === "each field" && signedIn !== route.staff) continue;
            const batch = `${route.method} ${route.url} (${mode}, ${signedIn ? "signed in" : "anonymous"}, seed ${seed})`;
            const inputs = inputsFor(route, mode, perBatch);
            const batchRequests = inputs.map((input) => requestOf(route, input, signedIn));
            // A replay's accepted writes may still be deriving (the assistant's index): let them finish.
            await t.app.services.assistant.indexSettled();
            let before = await writes();
            let blockMs = await serveBatch(batchRequests, async (index, response, tookMs) => {
              // Described only when needed: stringifying a 100 KB input per request would be the
              // test's own work on the event loop it measures.
              const where = () => `${batch} ${JSON.stringify(inputs[index]).slice(0, 160)}`;
              if (tookMs > slowest.ms) slowest = { ms: tookMs, where: where() };
              const status = response.statusCode;
              if (status >= 500) failures.push(`${where()}: ${status} ${response.body.slice(0, 200)}`);
              if (status >= 400 && route.method !== "HEAD") {
                let body: unknown;
                try {
                  body = response.json();
                } catch {
                  body = undefined;
                }
                if (typeof (body as { message?: unknown } | undefined)?.message !== "string") {
                  failures.push(`${where()}: ${status} without a JSON message: ${response.body.slice(0, 200)}`);
                }
              }
              if (stackTrace.test(response.body))
                failures.push(`${where()}: a stack trace in ${response.body.slice(0, 300)}`);
              // What an accepted write derives (the assistant's index) is written after it answers.
              if (status < 400) await t.app.services.assistant.indexSettled();
              const after = await writes();
              if (status >= 400) {
                refusals += 1;
                const changed = tablesChanged(before, after).filter(
                  (table) => !(table === "audit_log" && auditedRefusals.has(`${route.method} ${route.url}`)),
                );
                if (changed.length > 0)
                  failures.push(`${where()}: refused ${status}, yet wrote to ${changed.join(", ")}`);
              }
              before = after;
            });
            if (blockMs > longestBlock.ms) longestBlock = { ms: blockMs, where: batch };
            // A stall the input causes comes back when the batch is sent again; a garbage
            // collection or a busy neighbour does not. Two replays, and the smallest of the three
            // is the batch's, compared with what a trivial route costs at the same moment.
            for (let replay = 0; replay < 2 && blockMs > stallLimitMs; replay++) {
              seenOnce.push(`${batch}: ${blockMs.toFixed(0)} ms`);
              const trivialMs = await trivialBatch();
              const replayMs = await serveBatch(batchRequests, async () => {});
              blockMs = Math.min(blockMs, replayMs > stallOverTrivial * trivialMs ? replayMs : 0);
            }
            if (blockMs > stallLimitMs) failures.push(`${batch}: stalled the event loop for ${blockMs.toFixed(0)} ms`);
          }
        }
      }
      console.log(
        `hostile input on ${engine}: ${requests} requests (${refusals} refused) to ${routes.length} routes (seed ${seed}); ` +
          `largest event-loop delay ${longestBlock.ms.toFixed(1)} ms, in ${longestBlock.where}; ` +
          `slowest answer ${slowest.ms.toFixed(1)} ms: ${slowest.where}` +
          (seenOnce.length > 0 ? `; over ${stallLimitMs} ms once, not on replay: ${seenOnce.join("; ")}` : ""),
      );
      expect(requests).toBeGreaterThanOrEqual(10_000);
      expect(refusals).toBeGreaterThan(requests / 2);
      expect(failures).toEqual([]);
      stalls.stop();
    } finally {
      await t.close();
    }
  }, 900_000);

  it("the upload route answers every broken multipart body with a 4xx JSON message, stores nothing, and a 12-megapixel photo does not stall the server", async () => {
    const t: TestApp = await createTestApp(engine, { env: { RATE_LIMIT_SCALE: "0" } });
    try {
      const token = await signIn(t.app);
      const writes = await countWrites(t.database.db);
      const upload = (payload: Buffer, type: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/admin/media",
          payload,
          headers: { "content-type": type, "x-auth-token": token },
        });
      let state = seed;
      const random = () => {
        state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
        return state / 2 ** 31;
      };
      const failures: string[] = [];
      for (const body of await hostileUploads(random)) {
        const before = await writes();
        const response = await upload(body.payload, body.type);
        const where = `${body.name} (seed ${seed}): ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500 || stackTrace.test(response.body)) failures.push(where);
        // A body cut short is never stored as if it were whole, wherever the cut falls.
        if (body.name.startsWith("cut at") && response.statusCode < 400) failures.push(`${where}: stored`);
        if (response.statusCode >= 400) {
          if (typeof response.json().message !== "string") failures.push(`${where}: no message`);
          const changed = tablesChanged(before, await writes());
          if (changed.length > 0) failures.push(`${where}: refused, yet wrote to ${changed.join(", ")}`);
        } else if (unsafeFileName(response.json().fileName)) {
          failures.push(`${where}: kept an unsafe file name`);
        }
      }
      expect(failures).toEqual([]);

      // sharp works on libuv's threads: the event loop keeps turning while a 12 MP photo is read,
      // re-encoded and its largest AVIF made. The 50 ms target is measured by npm run bench:media.
      const photo = await phonePhoto({ width: 4000, height: 3000 });
      const body = multipartBody({ fileName: "twelve-megapixels.jpg", bytes: photo });
      const stalls = watchStalls();
      const uploaded = await upload(body.payload, body.headers["content-type"]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { _id, revision } = uploaded.json();
      expect((await t.app.inject({ method: "GET", url: `/media/${_id}/${revision}/full-1920.avif` })).statusCode).toBe(
        200,
      );
      const longest = await stalls.longestMs();
      stalls.stop();
      console.log(`12-megapixel upload and AVIF on ${engine}: longest event-loop delay ${longest.toFixed(1)} ms`);
      expect(longest).toBeLessThan(stallLimitMs);
    } finally {
      await t.close();
    }
  }, 300_000);
});
