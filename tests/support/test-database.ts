import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import type { Clock } from "../../server/clock";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { atFileEnd } from "./at-file-end";

/**
 * The engines every API test runs on: embedded PGlite always, and a real PostgreSQL server
 * when TEST_DATABASE_URL is set. CI sets it, so there the PostgreSQL run is required.
 */
export type Engine = "pglite" | "postgres";

export const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !postgresUrl) {
  throw new Error("CI must run the API tests on PostgreSQL too: set TEST_DATABASE_URL");
}
export const engines: Engine[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

/** The admin every test database starts with. */
export const testAdmin = { username: "alice", password: "correct horse battery staple" } as const;

/** Where test clocks start: a Monday, 09:00 UTC (14:30 in Kolkata). */
export const testEpoch = new Date("2026-06-01T09:00:00Z");

export interface TestDatabase {
  database: DatabaseHandle;
  /** For PostgreSQL: a connection string to this database, so a second app can share it. */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A fresh database per call, cloned from the run's migrated template (tests/support/global-setup.ts):
 * a PGlite loaded from the template's dump, or on PostgreSQL `CREATE DATABASE … TEMPLATE`, with a
 * random name that is dropped afterwards, so parallel files never see each other's rows.
 */
export async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const database = await nextPglite();
    return { database, dispose: () => database.close() };
  }
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `aster_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let templateBytes: Uint8Array | undefined;
let openingNext: Promise<DatabaseHandle> | undefined;

/**
 * A PGlite cloned from the template. Opening one takes about a second of its own thread's work
 * (loading the 42 MB dump, starting PostgreSQL), so once a file has asked for one, the next is
 * opened meanwhile, beside the test that runs, on the core the test leaves free. The one left
 * over when the file ends is closed then.
 */
function nextPglite(): Promise<DatabaseHandle> {
  templateBytes ??= readFileSync(inject("pgliteTemplate"));
  const bytes = templateBytes;
  const open = () => openDatabase({ kind: "pglite", snapshot: bytes });
  const taken = openingNext ?? open();
  openingNext = open();
  // Not a failure of its own: the test that takes it sees the error.
  openingNext.catch(() => {});
  return taken;
}

// When the file ends: the database opened ahead that no test took.
atFileEnd.add(async () => {
  const unused = openingNext;
  openingNext = undefined;
  await unused?.then((database) => database.close()).catch(() => {});
});

/**
 * A clock tests can move. Services read it through `now`; background jobs scheduled with `every`
 * run when `advance` passes their due time, once per interval passed, in time order, and
 * `advance` resolves once the runs it started have finished.
 */
export class TestClock implements Clock {
  private current = testEpoch.getTime();
  private jobs = new Set<{ intervalMs: number; due: number; task: () => unknown }>();
  now = (): Date => new Date(this.current);
  every(intervalMs: number, task: () => unknown): () => void {
    const job = { intervalMs, due: this.current + intervalMs, task };
    this.jobs.add(job);
    return () => this.jobs.delete(job);
  }
  async advance(ms: number): Promise<void> {
    const until = this.current + ms;
    for (;;) {
      const next = [...this.jobs].filter((job) => job.due <= until).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.current = next.due;
      next.due += next.intervalMs;
      await next.task();
    }
    this.current = until;
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}
