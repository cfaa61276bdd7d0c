import type { FastifyInstance } from "fastify";
import type { StaffRole } from "../../common/permissions";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { seedDatabase } from "../../server/db/seed";
import { type Engine, freshDatabase, TestClock, testAdmin } from "../support/test-database";

export { type Engine, engines, TestClock, testAdmin } from "../support/test-database";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  /** PostgreSQL only: where a second instance can connect to share this database. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the default plans (true) or start empty. */
  seed?: boolean;
  /** Extra environment for loadConfig, e.g. { TRUST_PROXY: "1" }. */
  env?: Record<string, string>;
  /** pino options, to read what the app logs; silent by default. */
  logger?: Record<string, unknown>;
  /** Share another test app's database (PostgreSQL): a second instance of the same site. */
  databaseUrl?: string;
  /** Render pages from the production build (`npm run build` first); API only by default. */
  pages?: boolean;
  /**
   * Run the background jobs (outbox worker, housekeeping, view-count flush) on the test clock:
   * they run when `clock.advance()` passes their interval. Off by default: tests then send queued
   * email and purge old rows themselves, when the clock says so.
   */
  backgroundJobs?: boolean;
}

/** The app as `npm start` builds it, minus pages unless asked, on a fresh database cloned from the template. */
export async function createTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, dispose } = options.databaseUrl
    ? await sharedDatabase(options.databaseUrl)
    : await freshDatabase(engine);
  const clock = new TestClock();
  let app: FastifyInstance;
  try {
    if ((options.seed ?? true) && !options.databaseUrl) await seedDatabase(database.db, clock.now());
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
    app = await buildApp({
      config,
      database,
      pages: options.pages ? { kind: "build" } : { kind: "none" },
      logger: options.logger ?? false,
      clock,
      backgroundJobs: options.backgroundJobs ?? false,
    });
  } catch (error) {
    // A test whose app cannot start (no build, a bad option) still leaves no database behind.
    await dispose();
    throw error;
  }
  return {
    app,
    database,
    clock,
    ...(url ? { databaseUrl: url } : {}),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

async function sharedDatabase(url: string) {
  const database = await openDatabase({ kind: "postgres", url });
  return { database, url, dispose: () => database.close() };
}

/** Signs in as the test admin and returns the token. */
export async function signIn(
  app: FastifyInstance,
  credentials: { username: string; password: string } = testAdmin,
): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: credentials });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * Adds a staff account with `role` (as the test admin, through the API) and signs it in: the token
 * and the account's id. The username is the role and `suffix`, so one app can hold several.
 */
export async function signInAs(
  app: FastifyInstance,
  role: StaffRole,
  suffix = "",
): Promise<{ token: string; id: string; username: string }> {
  const adminToken = await signIn(app);
  const account = { username: `${role}-person${suffix}`, password: `${role} person's long password`, role };
  const created = await app.inject({
    method: "POST",
    url: "/api/admin/users",
    headers: { "x-auth-token": adminToken },
    payload: account,
  });
  if (created.statusCode !== 201) throw new Error(`adding a ${role} failed: ${created.statusCode} ${created.body}`);
  return { token: await signIn(app, account), id: created.json<{ _id: string }>()._id, username: account.username };
}
