import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, expect } from "@playwright/test";
import pg from "pg";
import { startBuiltServer } from "../../scripts/built-server";
import { initialisePgliteDir } from "../../server/db/pglite-initdb";
import { startTcpProxy } from "../support/tcp-proxy";

const processAdmin = { ADMIN_USERNAME: "process-admin", ADMIN_PASSWORD: "process password 0123" };

/**
 * A PGlite directory that initdb has prepared, made once per worker (initdb is ~6 s of CPU here);
 * each test starts from a copy, so it pays only for migrating and seeding it.
 */
// biome-ignore lint/complexity/noBannedTypes: Playwright's own spelling for "no test-scoped fixtures".
const test = base.extend<{}, { initialisedDataDir: string }>({
  initialisedDataDir: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), "aster-process-template-"));
      await initialisePgliteDir(dir);
      await use(dir);
      rmSync(dir, { recursive: true, force: true });
    },
    // Beside two browsers initdb has taken 20 s; it is the worker's setup, not any test's.
    { scope: "worker", timeout: 60_000 },
  ],
});

/** A DATA_DIR whose database is a fresh copy of the prepared one (the server keeps PGlite in DATA_DIR/pglite). */
function copyOf(template: string): string {
  const dir = mkdtempSync(join(tmpdir(), "aster-process-"));
  cpSync(template, join(dir, "pglite"), { recursive: true });
  return dir;
}

// One after another in one worker: each starts servers of its own, and they share the template.
test.describe.configure({ mode: "default" });

test("a second server on the same DATA_DIR refuses to start while the first serves", async ({ initialisedDataDir }) => {
  const dataDir = copyOf(initialisedDataDir);
  const port = 4400 + Math.floor(Math.random() * 500);
  const first = startBuiltServer({ port, dataDir, env: processAdmin });
  try {
    await first.ready();
    const second = startBuiltServer({ port: port + 1, dataDir, env: processAdmin });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server`);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  } finally {
    await first.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("data and sessions survive a restart: SIGTERM closes the database and releases the directory", async ({
  initialisedDataDir,
}) => {
  // Two server starts (migrations and seed on a fresh copy): 12–19 s quiet, 25 s measured beside
  // stress-ng on a 2-core machine. The budget is twice that.
  test.setTimeout(60_000);
  const dataDir = copyOf(initialisedDataDir);
  const port = 4400 + Math.floor(Math.random() * 500);
  try {
    const first = startBuiltServer({ port, dataDir, env: processAdmin });
    await first.ready();
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "process-admin", password: "process password 0123" }),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`http://127.0.0.1:${port}/api/plans`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-auth-token": token },
      body: JSON.stringify({ name: "Survivor", price: "₹99" }),
    });
    expect(created.status).toBe(201);
    expect(await first.stop()).toBe(0);

    const restarted = startBuiltServer({ port, dataDir, env: processAdmin });
    await restarted.ready();
    const plans = (await (await fetch(`http://127.0.0.1:${port}/api/plans`)).json()) as Array<{ name: string }>;
    expect(plans.map((plan) => plan.name)).toEqual(["Basic", "Gold", "Platinum", "Survivor"]);
    // The session lives in the database too: the token from before the restart still works.
    const session = await fetch(`http://127.0.0.1:${port}/api/auth/session`, { headers: { "x-auth-token": token } });
    expect(session.status).toBe(200);
    expect(await restarted.stop()).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("bad configuration stops the server with a message naming each problem", async () => {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, PORT: "eighty", LOG_LEVEL: "loud" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("Invalid configuration");
  expect(output).toContain('PORT must be a number (got "eighty")');
  expect(output).toContain("LOG_LEVEL");
});

const postgresUrl = process.env.TEST_DATABASE_URL;

test("with the database gone, pages and the API answer 503 without internals, and recover when it returns", async () => {
  // Needs a PostgreSQL server to stop and restart (through a proxy). Locally it is optional, as
  // for the API suite's PostgreSQL run; in CI (.ci/run sets it) a missing one is a failure.
  if (process.env.CI) expect(postgresUrl, "CI must set TEST_DATABASE_URL").toBeTruthy();
  test.skip(!postgresUrl, "TEST_DATABASE_URL is not set: run with a PostgreSQL server to cover this");
  test.setTimeout(60_000);
  const name = `aster_e2e_${Date.now()}`;
  const postgres = new pg.Client({ connectionString: postgresUrl });
  await postgres.connect();
  await postgres.query(`create database ${name}`);
  const direct = new URL(postgresUrl ?? "");
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${name}`;
  const port = 4400 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), "aster-outage-"));
  const server = startBuiltServer({ port, dataDir, env: { ...processAdmin, DATABASE_URL: viaProxy.toString() } });
  try {
    await server.ready();
    const get = (path: string) => fetch(`${server.url}${path}`);
    expect((await get("/pricing")).status).toBe(200);

    await proxy.cut();
    const ready = await get("/readyz");
    expect(ready.status).toBe(503);
    const api = await get("/api/plans");
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: "The service is temporarily unavailable. Please try again shortly." });
    const pricing = await get("/pricing");
    expect(pricing.status).toBe(503);
    const html = await pricing.text();
    expect(html).toContain("Unable to Load Pricing");
    expect(html).toContain("Failed to fetch plans.");
    expect(html).not.toMatch(/node_modules|at .*\.js:\d+|ECONNREFUSED/);
    // Every page that needs data says so with SPEC's words, and a 503.
    for (const [path, text] of [
      ["/blog", "Unable to Load Blog Posts"],
      ["/careers", "Error: Failed to fetch job openings."],
      ["/changelog", "Failed to load changelog."],
      ["/blog/any-post", "Error: Failed to fetch blog post."],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(503);
      expect(await page.text(), path).toContain(text);
    }
    // A page without data still works while the database is away.
    expect((await get("/features")).status).toBe(200);
    expect((await get("/about")).status).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await get("/readyz")).status, { timeout: 10_000 }).toBe(200);
    expect((await get("/pricing")).status).toBe(200);
    expect((await get("/api/plans")).status).toBe(200);
  } finally {
    await server.stop();
    await proxy.close();
    await postgres.query(`drop database if exists ${name} with (force)`);
    await postgres.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
