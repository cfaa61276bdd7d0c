/**
 * `npm run bench:hostile` (after `npm run build`): what hostile input and staff work cost everyone
 * else. Starts the built server (PGlite in a scratch directory, limits off so every request is
 * answered by validation and handlers, not a 429, metrics on a port of their own), then:
 *
 * 1. times the probes themselves: a 100 KB body whose email is `a@` + dots + ` x` (the input that
 *    made the old email pattern backtrack for ~25 s), and an 8 KB one that fits under the public
 *    forms' body limit, against each public POST;
 * 2. measures `GET /api/plans` alone (the floor) and then while PROBES clients (default 20) send
 *    those probes in a loop, and prints both p50/p99 and their ratio;
 * 3. the event loop per route: every route the app registers gets PER_ROUTE requests generated
 *    from its own Zod schemas (valid ones, signed in and not), as the hostile-input suite makes
 *    them, and then the realistic saves and a question (a blog post, a changelog entry, a plan,
 *    each created and updated). After each, the server's own largest event-loop delay
 *    (`nodejs_eventloop_lag_max_seconds`, which prom-client resets at each scrape) less its 10 ms
 *    resolution. `GET /healthz`'s row is the floor;
 * 4. staff saves beside visitors: two visitors in a process of their own ask `/healthz` and a
 *    cached page every 2 ms, alone (the floor, DURATION in all) and while SAVES saves run in a row
 *    (blog posts, changelog entries and plans in turn), in ten alternating rounds of the same run:
 *    p50/p99/max of each and the p99 ratio.
 *
 * Targets: each probe answered 4xx in under 50 ms; `/api/plans` p99 under 50 ms beside the probes
 * (ADR 019); no route over 50 ms of event-loop delay; visitors' p99 beside the saves within 2x of
 * their p99 without (ADR 030). On a shared machine compare each figure with its floor.
 *
 * Env: DURATION (seconds per measurement, default 5), PROBES (20), PER_ROUTE (5), SAVES (100),
 * BENCH_PORT (5900; the metrics port is the next one), SECTIONS (which to run, e.g. "4" or
 * "1,2"; all four unless given).
 */

import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import type { RouteRecord } from "../server/http/route-table";
import { addressableRoutes, type GeneratedRequest, requestFor, sampleInputs } from "../tests/support/route-requests";
import { startBuiltServer } from "./built-server";
import { table } from "./table";

const durationMs = Number(process.env.DURATION ?? 5) * 1000;
const probeClients = Number(process.env.PROBES ?? 20);
const perRoute = Number(process.env.PER_ROUTE ?? 5);
const saves = Number(process.env.SAVES ?? 100);
const port = Number(process.env.BENCH_PORT ?? 5900);
const sections = new Set((process.env.SECTIONS ?? "1,2,3,4").split(",").map((section) => section.trim()));
const metricsPort = port + 1;
const targetMs = 50;
const staff = { username: "bench-admin", password: "bench admin password, not a secret" };
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

interface Answer {
  status: number;
  ms: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function request(
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; onPort?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const { body, headers = {} } = options;
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: "127.0.0.1",
        port: options.onPort ?? port,
        path,
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        agent,
        headers: {
          ...headers,
          ...(body === undefined
            ? {}
            : {
                "content-type": headers["content-type"] ?? "application/json",
                "content-length": Buffer.byteLength(body),
              }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        );
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
const ms = (value: number) => value.toFixed(1);

/** The server's largest event-loop delay since the last call, less the monitor's 10 ms resolution. */
async function eventLoopDelayMs(): Promise<number> {
  const { body } = await request("/metrics", { onPort: metricsPort });
  const max = /^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(body)?.[1];
  if (max === undefined) throw new Error("the server's metrics have no nodejs_eventloop_lag_max_seconds");
  return Math.max(0, Number(max) * 1000 - 10);
}

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

async function probeRows(): Promise<void> {
  const rows: string[][] = [];
  for (const [size, body] of Object.entries(probes)) {
    for (const path of publicPosts) {
      const answers = [];
      for (let run = 0; run < 50; run++) answers.push(await request(path, { body }));
      const statuses = [...new Set(answers.map((answer) => answer.status))].join(", ");
      const times = answers.map((answer) => answer.ms);
      rows.push([
        size,
        path,
        statuses,
        percentile(times, 50).toFixed(2),
        percentile(times, 99).toFixed(2),
        percentile(times, 99) < targetMs ? "yes" : "NO",
      ]);
    }
  }
  console.log("\n1. Hostile email probes, 50 each, one at a time:\n");
  console.log(table(["body", "route", "status", "p50 ms", "p99 ms", `< ${targetMs} ms`], rows));
}

async function plansBesideProbes(): Promise<void> {
  const alone = await timePlans();
  let stop = false;
  let probesSent = 0;
  const probing = Promise.all(
    Array.from({ length: probeClients }, async (_, client) => {
      const body = client % 2 === 0 ? probes["100 KB"] : probes["8 KB"];
      while (!stop) {
        await request(publicPosts[client % publicPosts.length] ?? "/api/contact", { body });
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
  console.log(
    `\n2. GET /api/plans from 4 clients, ${durationMs / 1000} s each; ${probesSent} probes sent beside it:\n`,
  );
  console.log(
    table(
      ["", "answers", "p50 ms", "p99 ms"],
      [row("alone (floor)", alone), row(`${probeClients} probe clients`, beside)],
    ),
  );
  const ratio = percentile(beside, 99) / percentile(alone, 99);
  console.log(
    `\np99 beside the probes: ${percentile(beside, 99).toFixed(2)} ms, ${ratio.toFixed(2)}x the floor's (target: under ${targetMs} ms)`,
  );
}

/** The app's routes with their Zod schemas, read from an app built in this process on a scratch database. */
async function routeTable(): Promise<RouteRecord[]> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(database);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      database,
      pages: { kind: "none" },
      logger: false,
      backgroundJobs: false,
    });
    const routes = addressableRoutes(app.routeTable());
    await app.close();
    return routes;
  } finally {
    await database.close();
  }
}

const send = (generated: GeneratedRequest) =>
  request(generated.url, {
    method: generated.method,
    headers: generated.headers,
    ...(generated.payload === undefined ? {} : { body: generated.payload }),
  });

/** A realistic post body: headings and paragraphs, about 6 KB, as the seeded posts are. */
const postContent = (n: number) =>
  Array.from(
    { length: 12 },
    (_, section) =>
      `<h2>Part ${section + 1} of save ${n}</h2><p>${"Payroll, attendance and leave in one place for teams across India. ".repeat(7)}</p>`,
  ).join("");

/** The saves staff make every day, each as the back office sends it, and a visitor's question. */
function realisticCases(token: string) {
  const auth = { "x-auth-token": token };
  const created: Record<string, string> = {};
  const json = (answer: Answer) => JSON.parse(answer.body) as { _id?: string; id?: string };
  const post = (n: number) =>
    JSON.stringify({
      title: `Bench post ${n}: running payroll across states`,
      content: postContent(n),
      category: "Payroll",
      author: "Bench Author",
      tags: ["payroll", "compliance"],
      status: "published",
    });
  const entry = (n: number) =>
    JSON.stringify({
      name: `Bench release ${n}`,
      description: "Faster payslips.\nLeave balances on the home screen.\nShift swaps approved from the app.",
      version: `9.${Math.floor(n / 100)}.${n % 100}`,
      date: "2026-11-01",
    });
  const plan = (n: number) =>
    JSON.stringify({
      name: `Bench plan ${n}`,
      price: "₹99",
      priceDetails: "per month",
      includedUsers: 25,
      additionalUser: "₹4 per additional user / month",
      features: ["Payroll", "Attendance", "Leave", "Mobile app"],
    });
  const save = async (kind: string, path: string, body: string, n: number) => {
    const id = created[kind];
    const answer =
      n % 2 === 1 && id
        ? await request(`${path}/${id}`, { method: "PUT", body, headers: auth })
        : await request(path, { body, headers: auth });
    if (answer.status >= 300) throw new Error(`${kind} save answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const saved = json(answer);
    created[kind] = saved._id ?? saved.id ?? id ?? "";
    return answer;
  };
  return {
    "blog post saved": (n: number) => save("blog", "/api/admin/blog", post(n), n),
    "changelog entry saved": (n: number) => save("changelog", "/api/admin/changelog", entry(n), n),
    "plan saved": (n: number) => save("plan", "/api/admin/plans", plan(n), n),
    "assistant question": () =>
      request("/api/assistant/ask", { body: JSON.stringify({ question: "can employees apply for leave from phone" }) }),
  } satisfies Record<string, (n: number) => Promise<Answer>>;
}

async function eventLoopPerRoute(token: string, routes: RouteRecord[]): Promise<void> {
  const rows: string[][] = [];
  const measure = async (label: string, requests: Array<() => Promise<Answer>>) => {
    await eventLoopDelayMs();
    const statuses = new Set<number>();
    for (const send of requests) statuses.add((await send()).status);
    const delay = await eventLoopDelayMs();
    rows.push([
      label,
      String(requests.length),
      [...statuses].sort().join(" "),
      ms(delay),
      delay <= targetMs ? "yes" : "NO",
    ]);
    return delay;
  };
  let seed = 1;
  const generated = (route: RouteRecord, signedIn: boolean) =>
    sampleInputs(route, "valid", perRoute, seed++).map(
      (input) => () => send(requestFor(route, input, signedIn ? token : undefined)),
    );
  // A first call of each route compiles code and loads modules (an email template's first render
  // takes tens of ms): not what a request costs. One valid request per route first, unmeasured.
  for (const route of routes) {
    for (const signedIn of [false, true]) for (const next of generated(route, signedIn).slice(0, 1)) await next();
  }
  const healthz = routes.find((route) => route.url === "/healthz") as RouteRecord;
  const floor = await measure("GET /healthz (floor)", generated(healthz, false));
  for (const route of routes) {
    if (route === healthz) continue;
    for (const signedIn of [false, true]) {
      await measure(`${route.method} ${route.url} (${signedIn ? "staff" : "anonymous"})`, generated(route, signedIn));
    }
  }
  const cases = realisticCases(token);
  for (const [label, run] of Object.entries(cases)) {
    await measure(
      label,
      Array.from({ length: 10 }, (_, n) => () => run(n)),
    );
  }
  const over = rows.filter((row) => row[4] === "NO");
  rows.sort((a, b) => Number(b[3]) - Number(a[3]));
  console.log(
    `\n3. The server's largest event-loop delay per route, ${perRoute} generated valid requests each (10 for the saves), largest first:\n`,
  );
  console.log(table(["route", "requests", "statuses", "delay ms", `<= ${targetMs} ms`], rows.slice(0, 25)));
  console.log(
    `\n${rows.length} rows (${rows.length - 25} smaller ones not shown); floor (GET /healthz) ${ms(floor)} ms; ` +
      `${over.length === 0 ? `none over ${targetMs} ms` : `over ${targetMs} ms: ${over.map((row) => row[0]).join(", ")}`}`,
  );
}

/**
 * A page the saves below do not change (it shows code alone), so it stays in the page cache while
 * they run: blog posts, changelog entries and plans end only the answers made from them (ADR 010).
 */
const cachedPage = "/features/payroll-finance";

/**
 * Two visitors, one asking /healthz and one the cached page, each every 2 ms, in a process of their
 * own (scripts/bench-visitors.mjs, warmed up before it says "ready"). `during(work)` measures
 * while `work()` runs, and gives the answers' times.
 */
async function startVisitors() {
  const child = fork(resolve("scripts/bench-visitors.mjs"), [String(port), "/healthz", cachedPage], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const messages: unknown[] = [];
  let arrived: () => void = () => {};
  child.on("message", (message) => {
    messages.push(message);
    arrived();
  });
  const next = async () => {
    while (messages.length === 0) await new Promise<void>((settle) => (arrived = settle));
    return messages.shift();
  };
  if ((await next()) !== "ready") throw new Error("the visitors' process did not start");
  return {
    async during(work: () => Promise<unknown>): Promise<{ healthz: number[]; page: number[] }> {
      child.send("measure");
      await work();
      child.send("stop");
      const times = (await next()) as Record<string, number[]>;
      return { healthz: times["/healthz"] ?? [], page: times[cachedPage] ?? [] };
    },
    stop: () => child.kill(),
  };
}

async function savesBesideVisitors(token: string): Promise<void> {
  const cases = realisticCases(token);
  const kinds = [cases["blog post saved"], cases["changelog entry saved"], cases["plan saved"]];
  // Warm: each save's code has run once, and the page is in the cache.
  for (const save of kinds) await save(1000);
  await request(cachedPage);
  const cached = await request(cachedPage);
  if (!/hit/.test(String(cached.headers["cache-status"] ?? "")))
    throw new Error(`${cachedPage} is not answered from the cache`);

  // The floor and the saves take turns, in rounds, so both see the same machine: on a shared one,
  // a neighbour's busy second would otherwise land in one phase only and decide the ratio. Each
  // round's floor comes after a pause, so it does not hold what the saves before it left running
  // (the assistant index's queued rebuilds, their garbage).
  const rounds = 10;
  const settleMs = 500;
  const pause = (ms: number) => () => new Promise((settle) => setTimeout(settle, ms));
  const saveTimes: number[] = [];
  let tookMs = 0;
  const alone = { healthz: [] as number[], page: [] as number[] };
  const beside = { healthz: [] as number[], page: [] as number[] };
  const visitors = await startVisitors();
  for (let round = 0; round < rounds; round++) {
    await pause(settleMs)();
    const floor = await visitors.during(pause(durationMs / rounds));
    const saving = await visitors.during(async () => {
      const savedAt = performance.now();
      for (let n = round; n < saves; n += rounds) {
        const save = kinds[n % kinds.length] as (n: number) => Promise<Answer>;
        saveTimes.push((await save(2000 + n)).ms);
      }
      tookMs += performance.now() - savedAt;
    });
    alone.healthz.push(...floor.healthz);
    alone.page.push(...floor.page);
    beside.healthz.push(...saving.healthz);
    beside.page.push(...saving.page);
  }
  visitors.stop();

  const row = (label: string, values: number[]) => [
    label,
    String(values.length),
    ms(percentile(values, 50)),
    ms(percentile(values, 99)),
    ms(Math.max(...values)),
  ];
  console.log(
    `\n4. ${saves} staff saves in a row (blog, changelog, plan in turn; ${(tookMs / 1000).toFixed(1)} s, a save's p50 ${ms(percentile(saveTimes, 50))} ms), ` +
      `beside two visitors asking /healthz and ${cachedPage} every 2 ms; in ${rounds} rounds, each after the same visitors alone for ${durationMs / rounds / 1000} s:\n`,
  );
  console.log(
    table(
      ["", "answers", "p50 ms", "p99 ms", "max ms"],
      [
        row("/healthz alone (floor)", alone.healthz),
        row("/healthz beside the saves", beside.healthz),
        row(`cached ${cachedPage} alone (floor)`, alone.page),
        row(`cached ${cachedPage} beside the saves`, beside.page),
      ],
    ),
  );
  const ratio = (a: number[], b: number[]) => (percentile(a, 99) / percentile(b, 99)).toFixed(2);
  console.log(
    `\np99 beside the saves / alone: /healthz ${ratio(beside.healthz, alone.healthz)}x, cached page ${ratio(beside.page, alone.page)}x (target: at most 2x)\n`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "aster-bench-hostile-"));
  const routes = await routeTable();
  const server = startBuiltServer({
    port,
    dataDir,
    env: {
      RATE_LIMIT_SCALE: "0",
      METRICS_PORT: String(metricsPort),
      ADMIN_USERNAME: staff.username,
      ADMIN_PASSWORD: staff.password,
    },
    readyTimeoutMs: 60_000,
  });
  try {
    await server.ready();
    const login = await request("/api/auth/login", { body: JSON.stringify(staff) });
    const { token } = JSON.parse(login.body) as { token: string };
    for (let warm = 0; warm < 200; warm++) await request("/api/plans");

    if (sections.has("1")) await probeRows();
    if (sections.has("2")) await plansBesideProbes();
    if (sections.has("3")) await eventLoopPerRoute(token, routes);
    if (sections.has("4")) await savesBesideVisitors(token);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
