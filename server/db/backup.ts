import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { openDatabase } from "./client";
import { lockDataDir } from "./data-dir-lock";

/**
 * Backups and restores (`npm run db:backup`, `npm run db:restore`; docs/operations.md).
 *
 * - PGlite: the data directory as a tarball, made by PGlite itself (`dumpDataDir`). Taken with the
 *   server stopped: one process owns the directory (the lock), and that process is the one that
 *   could take a consistent copy. A restore moves the current directory aside, never deletes it.
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore --clean --if-exists`, the tools' own
 *   consistent snapshot, taken while the servers run.
 */

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(join(resolve(dataDir), "pglite"))) throw new Error(`There is no PGlite database in ${dataDir}`);
  // Opened as the server opens it: the lock refuses while a server runs on this directory.
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const dump = await database.dump?.();
    if (!dump) throw new Error("PGlite could not dump its data directory");
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** Restores a tarball into DATA_DIR/pglite; the directory it replaces is kept beside it. Returns where. */
export async function restorePglite(dataDir: string, file: string, now = new Date()): Promise<string | undefined> {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  // Held for the whole restore, as a server holds it: none may open the directory half-written.
  const lock = await lockDataDir(directory);
  try {
    const current = join(directory, "pglite");
    let keptAt: string | undefined;
    if (existsSync(current)) {
      keptAt = join(directory, `pglite.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`);
      renameSync(current, keptAt);
    }
    const restored = await PGlite.create(current, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { pg_trgm },
    });
    await restored.close();
    return keptAt;
  } finally {
    await lock.release();
  }
}

export function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  return run("pg_dump", ["--format=custom", "--no-owner", "--file", file, url]);
}

export function restorePostgres(url: string, file: string): Promise<void> {
  return run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--dbname", url, file]);
}
