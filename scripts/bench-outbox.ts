/**
 * `npm run bench:outbox` (after `npm run build`): is a newsletter sent at the rate it is set to?
 *
 * 10,000 confirmed subscribers, NEWSLETTER_RATE_PER_MINUTE=6000, one published post sent to them
 * by the built server (PGlite, pinned to core 0 with `taskset` where there is one) through its
 * outbox to an SMTP server in this process (the `smtp-server` package, on core 1). The rate is the
 * receiving side's: messages between the first and the last arrival over that time. Every message
 * is checked as it arrives: one per subscriber, each Message-ID once, with both List-Unsubscribe
 * headers. Three runs; the median and the spread are printed with the target (90% of the rate).
 *
 * The floor, in the same run: nodemailer's pooled transport sending the same number of messages
 * of the same size straight to the same SMTP server, one at a time with no database: the most one
 * connection carries here, so the table shows how much of it the outbox's own work leaves.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import type { AdminBlogListItem } from "../common/blog";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { newsletterSubscribers } from "../server/db/schema";
import { startBuiltServer } from "./built-server";
import { table } from "./table";

const subscribers = Number(process.env.BENCH_OUTBOX_MESSAGES ?? 10_000);
const ratePerMinute = 6000;
const runs = Number(process.env.BENCH_OUTBOX_RUNS ?? 3);
const target = 0.9;
const admin = { username: "bench-admin", password: "bench-outbox-password-1" };
const hasTaskset = spawnSync("taskset", ["-c", "0", "true"]).status === 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** What arrived, checked as it came: the counts this bench reports and the faults it refuses. */
interface Arrivals {
  times: number[];
  recipients: Set<string>;
  messageIds: Set<string>;
  faults: string[];
  bytes: number;
}

/**
 * An SMTP server that keeps no message: it reads each one's header block, checks it, and counts.
 * (The tests' sink parses every message with mailparser, which would cost this core more than the
 * sending costs the server's.)
 */
/** Counts only what goes to the bench's subscribers (reader-<n>@bench.example). */
async function startCountingSink() {
  const arrivals: Arrivals = { times: [], recipients: new Set(), messageIds: new Set(), faults: [], bytes: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.once("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(",");
        if (/^reader-\d+@bench\.example$/.test(to)) {
          arrivals.times.push(performance.now());
          arrivals.bytes += raw.length;
          const messageId = /^Message-ID:\s*(\S+)/im.exec(headers)?.[1] ?? "";
          if (arrivals.recipients.has(to)) arrivals.faults.push(`${to} received twice`);
          if (arrivals.messageIds.has(messageId)) arrivals.faults.push(`Message-ID ${messageId} arrived twice`);
          if (
            !/^List-Unsubscribe:\s*<https?:/im.test(headers) ||
            !/^List-Unsubscribe:.*<mailto:/im.test(unfold(headers))
          )
            arrivals.faults.push(`${to}: List-Unsubscribe lacks its https or mailto part`);
          if (!/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/im.test(headers))
            arrivals.faults.push(`${to}: no List-Unsubscribe-Post`);
          arrivals.recipients.add(to);
          arrivals.messageIds.add(messageId);
        }
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.on("error", () => {});
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Header fields folded over several lines, joined back (a long List-Unsubscribe is folded). */
const unfold = (headers: string) => headers.replace(/\r\n[ \t]+/g, " ");

const perMinute = ({ times }: Arrivals) => {
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? 0;
  return times.length > 1 ? ((times.length - 1) / (last - first)) * 60_000 : Number.NaN;
};

async function waitUntil(done: () => boolean, timeoutMs: number, what: string) {
  for (const deadline = Date.now() + timeoutMs; !done(); await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

/** One send by the built server: its rate at the receiving side, and what the checks found. */
async function measureSend(run: number): Promise<{ rate: number; arrivals: Arrivals; averageBytes: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "aster-bench-outbox-"));
  const sink = await startCountingSink();
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(handle);
    const at = new Date();
    for (let start = 0; start < subscribers; start += 1000) {
      await handle.db.insert(newsletterSubscribers).values(
        Array.from({ length: Math.min(1000, subscribers - start) }, (_, offset) => ({
          email: `reader-${start + offset}@bench.example`,
          status: "subscribed" as const,
          consentAskedAt: at,
          confirmedAt: at,
        })),
      );
    }
  } finally {
    await handle.close();
  }
  const server = startBuiltServer({
    port: 20_000 + Math.floor(Math.random() * 20_000),
    dataDir,
    readyTimeoutMs: 120_000,
    ...(hasTaskset ? { cpu: 0 } : {}),
    env: {
      RATE_LIMIT_SCALE: "0",
      SMTP_URL: sink.url,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      NEWSLETTER_RATE_PER_MINUTE: String(ratePerMinute),
    },
  });
  try {
    await server.ready();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const staff = { "x-auth-token": ((await login.json()) as { token: string }).token };
    const [post] = (await (
      await fetch(`${server.url}/api/admin/blog?status=published&limit=1`, { headers: staff })
    ).json()) as AdminBlogListItem[];
    if (!post) throw new Error("the seeded site has no published post");
    const started = await fetch(`${server.url}/api/admin/blog/${post._id}/newsletter/send`, {
      method: "POST",
      headers: staff,
    });
    if (started.status !== 201) throw new Error(`the send answered ${started.status}: ${await started.text()}`);
    const expectedMs = (subscribers / ratePerMinute) * 60_000;
    await waitUntil(() => sink.arrivals.recipients.size >= subscribers, expectedMs * 3 + 60_000, "every subscriber");
    // Anything sent twice would arrive just after: give it the time of a worker's round.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const rate = perMinute(sink.arrivals);
    console.error(`run ${run}: ${Math.round(rate)} a minute, ${sink.arrivals.times.length} messages`);
    return { rate, arrivals: sink.arrivals, averageBytes: sink.arrivals.bytes / sink.arrivals.times.length };
  } finally {
    await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The floor: the same count of messages of the same size, pooled nodemailer straight to the sink. */
async function measureFloor(bytes: number): Promise<number> {
  const sink = await startCountingSink();
  const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: 1 });
  const html = `<p>${"x".repeat(Math.max(0, bytes - 1200))}</p>`;
  try {
    for (let index = 0; index < subscribers; index++) {
      await transport.sendMail({
        from: "no-reply@bench.example",
        to: { name: "", address: `reader-${index}@bench.example` },
        subject: "Floor",
        html,
        text: "x",
        headers: {
          "List-Unsubscribe": "<https://bench.example/u>, <mailto:u@bench.example>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    }
    return perMinute(sink.arrivals);
  } finally {
    transport.close();
    await sink.close();
  }
}

const results = [];
for (let run = 1; run <= runs; run++) results.push(await measureSend(run));
const floor = await measureFloor(median(results.map((result) => result.averageBytes)));
const rates = results.map((result) => result.rate);
const faults = results.flatMap((result) => result.arrivals.faults);
const medianRate = median(rates);
const fmt = (value: number) => Math.round(value).toLocaleString("en-US");

console.log(
  `\nbench:outbox: ${subscribers.toLocaleString("en-US")} newsletter messages, configured at ${fmt(ratePerMinute)} a minute, ${runs} runs\n`,
);
console.log(
  table(
    ["measure", "a minute", "of the configured rate", "target"],
    [
      ...rates.map((rate, index) => [
        `run ${index + 1}`,
        fmt(rate),
        `${((rate / ratePerMinute) * 100).toFixed(1)}%`,
        "",
      ]),
      [
        "median (spread)",
        `${fmt(medianRate)} (${fmt(Math.min(...rates))}–${fmt(Math.max(...rates))})`,
        `${((medianRate / ratePerMinute) * 100).toFixed(1)}%`,
        `≥ ${target * 100}%: ${medianRate >= ratePerMinute * target ? "met" : "NOT met"}`,
      ],
      [
        "floor: nodemailer, one pooled connection, no database",
        fmt(floor),
        `${((floor / ratePerMinute) * 100).toFixed(1)}%`,
        "",
      ],
    ],
  ),
);
console.log(
  `\nEach message once, one per subscriber, with both List-Unsubscribe headers: ${faults.length === 0 ? "yes" : `NO (${faults.length} faults: ${faults.slice(0, 5).join("; ")})`}`,
);
console.log(`Median against the floor: ${(medianRate / floor).toFixed(2)} of what one connection carries here.`);
if (faults.length > 0 || results.some((result) => result.arrivals.recipients.size !== subscribers))
  process.exitCode = 1;
