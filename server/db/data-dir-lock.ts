import { createHash } from "node:crypto";
import { rmSync, unlinkSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * PGlite is a single-process database: two servers on one data directory corrupt it without
 * a word. So the server holding a directory listens on a Unix socket inside it, and a second one
 * that finds the socket answering refuses to start.
 *
 * The kernel is the judge of "still running": it closes a process's sockets the moment the
 * process dies (`kill -9` included), so connecting to a dead holder's socket is refused, and the
 * file it left is taken over. A PID file could not tell: in a container PIDs repeat after every
 * restart, so a stale file can name a live, unrelated process, and a dying process still answers
 * `kill(pid, 0)`.
 */

export class DataDirLockedError extends Error {
  constructor(directory: string, pid: number | undefined) {
    super(
      `The data directory ${directory} is in use by another server (process ${pid ?? "unknown"}). ` +
        "Stop that server, or set DATA_DIR to a different folder, or use DATABASE_URL to share a PostgreSQL server.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  /** Resolves once the socket is closed and its file gone, so the directory can be locked again. */
  release(): Promise<void>;
}

/** A Unix socket's path is limited to about 104 bytes; a longer data directory gets one in tmpdir, named by a hash of it. */
function socketPathFor(directory: string): string {
  const inside = join(directory, "server.sock");
  if (Buffer.byteLength(inside) <= 100) return inside;
  return join(tmpdir(), `aster-${createHash("sha256").update(directory).digest("hex").slice(0, 24)}.sock`);
}

/** Listens on the socket; every connection is told this process's PID, for the other's message. */
function listen(path: string): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer((socket) => {
      // A caller that hangs up before the answer is written (EPIPE, ECONNRESET) is no failure of
      // ours, and unheard a socket's error ends the process: the server holding the lock would die.
      socket.on("error", () => {});
      socket.end(String(process.pid));
    });
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      // The lock must not keep the process alive by itself.
      server.unref();
      resolvePromise(server);
    });
  });
}

/** The holder's PID if someone answers on the socket; undefined when nobody listens (a stale file). */
function holderOf(path: string): Promise<{ live: boolean; pid?: number }> {
  return new Promise((resolvePromise) => {
    let answer = "";
    const socket = createConnection(path);
    socket.setTimeout(2_000, () => {
      // Connected but silent: someone is there; do not take the directory from them.
      socket.destroy();
      resolvePromise({ live: true });
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("end", () => {
      const pid = Number.parseInt(answer, 10);
      resolvePromise({ live: true, ...(Number.isInteger(pid) ? { pid } : {}) });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      resolvePromise({ live: !["ECONNREFUSED", "ENOENT"].includes(error.code ?? "") });
    });
  });
}

export async function lockDataDir(directory: string): Promise<DataDirLock> {
  const absolute = resolve(directory);
  const path = socketPathFor(absolute);
  // Earlier versions kept a PID file; it means nothing now, and is left by servers that were killed.
  rmSync(join(absolute, "server.lock"), { force: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const server = await listen(path);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          // Closing unlinks the file; waiting for it means a later lock's file is never the one removed.
          await new Promise<void>((done) => server.close(() => done()));
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      const holder = await holderOf(path);
      if (holder.live) throw new DataDirLockedError(absolute, holder.pid);
      // Left by a server that died: nobody listens on it any more.
      unlinkSync(path);
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
