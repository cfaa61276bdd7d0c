import { monitorEventLoopDelay } from "node:perf_hooks";
import fc, { type Arbitrary } from "fast-check";
import { describe, expect, it } from "vitest";
import type { RouteRecord } from "../../server/http/route-table";
import { contentDigest } from "../support/database-digest";
import { almostValidFor, hostileFor, hostileValue, isZodSchema, validFor } from "../support/schema-arbitraries";
import { engines } from "../support/test-database";
import { createTestApp, signIn, type TestApp } from "./test-app";

/**
 * Hostile input as a suite (ADR 019): requests generated from each route's own Zod schemas
 * (valid, almost valid, hostile), to every route, with and without a staff session. Each must be
 * answered 2xx or a 4xx JSON `{ message }`: never a 5xx, never a stack trace. None may hold the
 * event loop for more than 50 ms, and a batch of requests that were all refused must leave the
 * database as it was. `FUZZ_SEED` replays a run; `FUZZ_PER_BATCH` sets its size.
 */

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const perBatch = Number(process.env.FUZZ_PER_BATCH ?? 30);
const modes = ["valid", "almost valid", "hostile"] as const;
type Mode = (typeof modes)[number];

const digest = (t: TestApp) => contentDigest(t.database.db);

const schemaOf = (route: RouteRecord, part: "body" | "querystring" | "params") => {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  return isZodSchema(schema) ? schema : undefined;
};

function arbitraryFor(schema: ReturnType<typeof schemaOf>, mode: Mode): Arbitrary<unknown> {
  if (!schema) return mode === "valid" ? fc.constant(undefined) : hostileValue;
  if (mode === "valid") return validFor(schema);
  if (mode === "almost valid") return almostValidFor(schema);
  return hostileFor(schema);
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
/** A lone surrogate has no UTF-8 form: a URL carries U+FFFD for it, as browsers send it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const urlPart = (value: unknown) => encodeURIComponent(asText(value).replace(loneSurrogate, "\ufffd"));

/** The route's URL with its `:params` filled from a generated params object. */
function pathWith(url: string, params: unknown): string {
  const values = (typeof params === "object" && params !== null ? params : {}) as Record<string, unknown>;
  return url.replace(/:(\w+)/g, (_, name: string) => urlPart(values[name] ?? params ?? "x"));
}

function queryWith(query: unknown): string {
  if (typeof query !== "object" || query === null || Array.isArray(query))
    return query === undefined ? "" : `?${urlPart(query)}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, asText(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const stackTrace = /\n\s+at |node_modules|\.[jt]sx?:\d+:\d+/;

describe("hostile input, generated from the routes' own schemas", () => {
  it("every route answers 2xx or a 4xx JSON message, holds the event loop under 50 ms, and a refusal changes nothing", async () => {
    // Limits off: every request reaches validation and the handler (the limits have their own tests).
    // On PostgreSQL where there is one (CI always), as in production: PGlite runs the database's
    // own work on this thread, where it would count as the server's.
    const t = await createTestApp(engines.at(-1) ?? "pglite", { env: { RATE_LIMIT_SCALE: "0" } });
    try {
      const token = await signIn(t.app);
      const routes = t.app.routeTable().filter((route) => route.url !== "*" && route.url !== "/*");
      expect(routes.length).toBeGreaterThan(40);

      let requests = 0;
      const failures: string[] = [];
      let batchSeed = seed;
      let slowest = { ms: 0, where: "" };
      let longestBlock = { ms: 0, where: "" };
      const blockLimitMs = 50;
      /** Delays over the limit that a replay of the same batch did not repeat: noise, reported. */
      const seenOnce: string[] = [];
      type Input = { params: unknown; query: unknown; body: unknown };
      const sampleInputs = (route: RouteRecord, mode: Mode, numRuns: number) =>
        fc.sample(
          fc.record({
            params: arbitraryFor(schemaOf(route, "params"), mode),
            query: arbitraryFor(schemaOf(route, "querystring"), mode),
            body: arbitraryFor(schemaOf(route, "body"), mode),
          }),
          { numRuns, seed: batchSeed++ },
        ) as Input[];
      const send = (route: RouteRecord, input: Input, signedIn: boolean) => {
        const hasBody = !["GET", "HEAD", "DELETE", "OPTIONS"].includes(route.method);
        // Signing out with the suite's own token would end its session: sign out someone else.
        const ownToken = signedIn && route.url !== "/api/auth/logout";
        requests += 1;
        return t.app.inject({
          method: route.method as "GET",
          url: `${pathWith(route.url, input.params)}${queryWith(input.query)}`,
          headers: {
            ...(ownToken ? { "x-auth-token": token } : signedIn ? { "x-auth-token": "not-a-session" } : {}),
            ...(hasBody ? { "content-type": "application/json" } : {}),
          },
          ...(hasBody ? { payload: JSON.stringify(input.body ?? null) } : {}),
          remoteAddress: `198.51.100.${(requests % 200) + 1}`,
        });
      };

      // One valid request per route first, unwatched: a first call compiles code and loads modules
      // (an email template's first render takes tens of ms), which is not what the input costs.
      for (const route of routes) {
        for (const signedIn of [false, true]) {
          for (const input of sampleInputs(route, "valid", 1)) await send(route, input, signedIn);
        }
      }

      /**
       * Serves a batch and returns the longest event-loop delay while it ran. Watched only while
       * requests are served: the digest's queries are the test's. A new histogram per batch: one
       * re-enabled after `disable()` measures its first delay from its last tick before.
       */
      const serveBatch = async (
        route: RouteRecord,
        inputs: Input[],
        signedIn: boolean,
        check: (input: Input, response: Awaited<ReturnType<typeof send>>, tookMs: number) => void,
      ) => {
        const loop = monitorEventLoopDelay({ resolution: 10 });
        loop.enable();
        for (const input of inputs) {
          // A turn of the event loop between requests, as each arrives in its own socket callback on
          // a real server: injected requests chain through promises, and a batch of them would
          // otherwise read as one long block.
          await new Promise((resolve) => setImmediate(resolve));
          const sentAt = performance.now();
          const response = await send(route, input, signedIn);
          check(input, response, performance.now() - sentAt);
        }
        loop.disable();
        // The histogram counts from each tick's due time: beyond the 10 ms resolution is blocking.
        return Math.max(0, loop.max / 1e6 - 10);
      };

      for (const route of routes) {
        for (const signedIn of [false, true]) {
          for (const mode of modes) {
            const batch = `${route.method} ${route.url} (${mode}, ${signedIn ? "signed in" : "anonymous"}, seed ${seed})`;
            const inputs = sampleInputs(route, mode, perBatch);
            const before = await digest(t);
            let accepted = 0;
            let blockMs = await serveBatch(route, inputs, signedIn, (input, response, tookMs) => {
              // Described only when needed: stringifying a 100 KB input per request would be the
              // test's own work on the event loop it measures.
              const where = () => `${batch} ${JSON.stringify(input).slice(0, 160)}`;
              if (tookMs > slowest.ms) slowest = { ms: tookMs, where: where() };
              if (response.statusCode >= 500)
                failures.push(`${where()}: ${response.statusCode} ${response.body.slice(0, 200)}`);
              if (response.statusCode >= 200 && response.statusCode < 300) accepted += 1;
              if (response.statusCode >= 400 && route.method !== "HEAD") {
                let body: unknown;
                try {
                  body = response.json();
                } catch {
                  body = undefined;
                }
                if (typeof (body as { message?: unknown } | undefined)?.message !== "string") {
                  failures.push(
                    `${where()}: ${response.statusCode} without a JSON message: ${response.body.slice(0, 200)}`,
                  );
                }
              }
              if (stackTrace.test(response.body))
                failures.push(`${where()}: a stack trace in ${response.body.slice(0, 300)}`);
            });
            if (accepted === 0 && (await digest(t)) !== before) {
              failures.push(`${batch}: refused requests changed the database`);
            }
            // A delay the input causes comes back when the batch is sent again; a garbage
            // collection or a busy neighbour on a shared machine does not. Two replays, and the
            // smallest of the three delays is the batch's.
            for (let replay = 0; replay < 2 && blockMs > blockLimitMs; replay++) {
              seenOnce.push(`${batch}: ${blockMs.toFixed(1)} ms`);
              blockMs = Math.min(blockMs, await serveBatch(route, inputs, signedIn, () => {}));
            }
            if (blockMs > longestBlock.ms) longestBlock = { ms: blockMs, where: batch };
          }
        }
      }
      console.log(
        `hostile input: ${requests} requests to ${routes.length} routes (seed ${seed}); largest event-loop delay ${longestBlock.ms.toFixed(1)} ms, in ${longestBlock.where}; slowest answer ${slowest.ms.toFixed(1)} ms: ${slowest.where}${seenOnce.length > 0 ? `; over ${blockLimitMs} ms once, not on replay: ${seenOnce.join("; ")}` : ""}`,
      );
      expect(requests).toBeGreaterThanOrEqual(10_000);
      expect(failures).toEqual([]);
      expect(longestBlock.ms).toBeLessThanOrEqual(blockLimitMs);
    } finally {
      await t.close();
    }
  }, 600_000);
});
