import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { isDatabaseUnavailable } from "./errors";
import { initialisePgliteDir, isInitialisedPgliteDir } from "./pglite-initdb";
import { type PgliteThread, startPgliteThread } from "./pglite-thread";
import * as schema from "./schema";

/** The one database type services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      /** How often the LISTEN connection proves it is alive (default 30 s; tests shorten it). */
      listenHeartbeatMs?: number;
    }
  /**
   * dataDir undefined keeps the database in memory (tests); `snapshot` starts it from a dump's
   * bytes (tests clone one migrated template instead of migrating each time).
   */
  | { kind: "pglite"; dataDir?: string; snapshot?: Uint8Array };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget["kind"];
  /** Runs fn while holding a cluster-wide lock, so concurrent instances migrate and seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `snapshot` above can start from. */
  dump?(): Promise<Blob>;
  /**
   * PostgreSQL only: messages between the instances sharing this database (LISTEN/NOTIFY).
   * PGlite has one process, which needs no messages.
   */
  notifications?: Notifications;
  /**
   * PGlite only: what autovacuum does on PostgreSQL (PGlite has none). Without it the visibility
   * map and the planner's statistics never catch up, and counts and deep pages read every row.
   */
  vacuum?(): Promise<number>;
  /** PostgreSQL only: the connection pool's state, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface Notifications {
  /** Sends a message to every listener on the channel, this instance's included. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Listens on a dedicated connection, reconnecting after a loss. `onState(true)` says the
   * listener is (again) connected: messages sent while it was down are lost, so callers must
   * assume they missed some.
   */
  listen(
    channel: string,
    handlers: { onMessage(payload: string): void; onState(listening: boolean): void },
  ): () => void;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = await (target.kind === "postgres"
    ? openPostgres(target.url, target.listenHeartbeatMs)
    : openPglite(target));
  // Shutdown paths can overlap (a signal during a failed start); closing twice must be harmless.
  let closing: Promise<void> | undefined;
  const close = handle.close;
  handle.close = () => {
    closing ??= close();
    return closing;
  };
  return handle;
}

async function openPostgres(url: string, listenHeartbeatMs = 30_000): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  const db = nodePostgresDatabase(pool);
  return {
    db,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    kind: "postgres",
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext('aster-hrms:startup'))");
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock(hashtext('aster-hrms:startup'))").catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    notifications: createNotifications(url, pool, listenHeartbeatMs),
    async close() {
      await pool.end();
    },
  };
}

/** Drizzle on a node-postgres pool: the one driver both engines are reached through (ADR 030). */
function nodePostgresDatabase(pool: pg.Pool): Database {
  // An idle client that loses its connection emits 'error'; without a listener that kills the process.
  pool.on("error", () => {});
  // pg-pool listens only while a client is idle. One that loses its connection while checked out
  // (a database restart between two statements of a transaction) emits 'error' too, and unheard
  // that kills the process. The statement it was running fails on its own, and a client whose
  // connection is gone is dropped when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  db.transaction = releasingTransaction(pool);
  return db;
}

/**
 * Transactions on a client of their own, always given back. drizzle-orm (0.45) sends BEGIN on a
 * pooled client before the try/finally that releases it (drizzle-orm#6023): a BEGIN that fails,
 * as it does on a connection a database restart has just ended, never gives the client back, and
 * once `max` have leaked every query waits for a client forever. On a client (not a pool) drizzle
 * runs BEGIN, COMMIT and ROLLBACK and leaves releasing to us; a client whose connection was lost
 * is released with the error, so the pool closes it instead of handing it out again.
 */
function releasingTransaction(pool: pg.Pool): Database["transaction"] {
  const bound = new WeakMap<pg.PoolClient, Database>();
  return async (transaction, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      let db = bound.get(client);
      if (!db) {
        db = drizzleNodePostgres(client, { schema }) as unknown as Database;
        bound.set(client, db);
      }
      return await db.transaction(transaction, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) lost = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(lost);
    }
  };
}

/** Channel names are identifiers: only ours, never user input, but checked all the same. */
const channelName = /^[a-z_][a-z0-9_]*$/;

function createNotifications(url: string, pool: pg.Pool, heartbeatMs: number): Notifications {
  return {
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    listen(channel, { onMessage, onState }) {
      if (!channelName.test(channel)) throw new Error(`bad channel name: ${channel}`);
      let stopped = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      let delay = 250;
      const connect = async () => {
        if (stopped) return;
        // A connection whose peer vanished without a word (a partition, a failover behind a
        // virtual address) would otherwise look open for good while hearing nothing, and the
        // page cache would serve stale pages, trusting it. TCP keepalive notices only after
        // minutes, so the connection also answers a query every heartbeat, within one heartbeat.
        const next = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: heartbeatMs });
        let heartbeat: NodeJS.Timeout | undefined;
        const lost = () => {
          clearInterval(heartbeat);
          if (client !== next) return;
          client = undefined;
          onState(false);
          next.end().catch(() => {});
          if (!stopped) retry = setTimeout(connect, delay);
          delay = Math.min(delay * 2, 10_000);
        };
        next.on("error", lost);
        next.on("end", lost);
        next.on("notification", (message) => {
          if (message.channel === channel) onMessage(message.payload ?? "");
        });
        client = next;
        try {
          await next.connect();
          await next.query(`listen ${channel}`);
          if (stopped) return void next.end().catch(() => {});
          // Lost while LISTEN was being answered (the answer and the server's goodbye came in
          // one packet): lost() has reported it and scheduled the retry; "listening" now would
          // be untrue until that retry, and the page cache would trust itself deaf meanwhile.
          if (client !== next) return;
          delay = 250;
          onState(true);
          heartbeat = setInterval(() => {
            next.query("select 1").catch(lost);
          }, heartbeatMs);
          heartbeat.unref();
        } catch {
          lost();
        }
      };
      void connect();
      return () => {
        stopped = true;
        clearTimeout(retry);
        const current = client;
        client = undefined;
        current?.end().catch(() => {});
      };
    },
  };
}

async function openPglite({ dataDir, snapshot }: { dataDir?: string; snapshot?: Uint8Array }): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  let thread: PgliteThread;
  if (dataDir) {
    mkdirSync(resolve(dataDir), { recursive: true });
    lock = await lockDataDir(dataDir);
    const pgliteDir = join(resolve(dataDir), "pglite");
    try {
      if (!isInitialisedPgliteDir(pgliteDir)) await initialisePgliteDir(pgliteDir);
      thread = await startPgliteThread({ dataDir: pgliteDir });
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    thread = await startPgliteThread(snapshot ? { snapshot } : {});
  }
  // PGlite is one session: one connection, kept open. Its queries take turns there, as they
  // would on PGlite in this thread, but the work itself runs on PGlite's thread.
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: "postgres",
    database: "postgres",
    stream: () => thread.connect(),
  });
  const db = nodePostgresDatabase(pool);
  return {
    db,
    kind: "pglite",
    // One process owns a PGlite directory (the lock above), so there is no one to race.
    withStartupLock: (fn) => fn(),
    async ping() {
      await db.execute(sql`select 1`);
    },
    dump: () => thread.dump(),
    async vacuum() {
      await db.execute(sql`vacuum (analyze)`);
      return 0;
    },
    async close() {
      try {
        await pool.end();
        await thread.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
