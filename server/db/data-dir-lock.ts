import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * PGlite is a single-process database: two servers on one data directory corrupt it without
 * a word. The first server writes its PID into a lock file created exclusively; a second one
 * finds a live PID there and refuses to start. A lock left by a crashed process is taken over.
 */

export class DataDirLockedError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The data directory ${directory} is in use by another server (process ${pid}). ` +
        "Stop that server, or set DATA_DIR to a different folder, or use DATABASE_URL to share a PostgreSQL server.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(directory: string): DataDirLock {
  const absolute = resolve(directory);
  const lockFile = join(absolute, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          unlinkSync(lockFile);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(absolute, holder);
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
