import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import { createAdminUser } from "../../server/modules/auth/admin-users";

/**
 * The engines every API test runs on: embedded PGlite always, and a real PostgreSQL server
 * when TEST_DATABASE_URL is set. CI sets it, so there the PostgreSQL run is required.
 */
export type Engine = "pglite" | "postgres";

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !postgresUrl) {
  throw new Error("CI must run the API tests on PostgreSQL too: set TEST_DATABASE_URL");
}
export const engines: Engine[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

export const testAdmin = { username: "alice", password: "correct horse battery staple" } as const;

/** A clock tests can move; services read it through `now`. */
export class TestClock {
  private current = new Date("2026-06-01T09:00:00Z").getTime();
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * A fresh database per call: in memory for PGlite; on PostgreSQL, a new database with a random
 * name that is dropped afterwards, so parallel runs and files never see each other's rows.
 */
async function freshDatabase(engine: Engine): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }> {
  if (engine === "pglite") {
    const database = await openDatabase({ kind: "pglite" });
    return { database, dispose: () => database.close() };
  }
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `aster_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(engine: Engine, options: { seed?: boolean } = {}): Promise<TestApp> {
  const { database, dispose } = await freshDatabase(engine);
  const clock = new TestClock();
  await migrateDatabase(database);
  if (options.seed ?? true) await seedDatabase(database.db, clock.now());
  await createAdminUser(database.db, testAdmin.username, testAdmin.password);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database, pages: { kind: "none" }, logger: false, now: clock.now });
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Signs in as the test admin and returns the token. */
export async function signIn(app: FastifyInstance, credentials = testAdmin): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: credentials });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}
