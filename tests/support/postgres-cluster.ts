import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./mail-sink";

const run = promisify(execFile);

/** Debian's packaged server, the one CI installs (.ci/run starts the shared cluster from it). */
export const postgresBin = "/usr/lib/postgresql/15/bin";

/**
 * Why a private cluster cannot run on this machine, or undefined when it can: the binaries must
 * be there, and PostgreSQL refuses to run as root, so the test must be root (which can switch to
 * `postgres`) or `postgres` itself.
 */
export function privateClusterUnavailable(): string | undefined {
  for (const tool of ["initdb", "pg_ctl", "postgres"]) {
    if (!existsSync(join(postgresBin, tool))) return `${join(postgresBin, tool)} is missing`;
  }
  const { uid, username } = userInfo();
  if (uid !== 0 && username !== "postgres") return `running as ${username}: need root or postgres`;
  return undefined;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory, on a free port: unlike the
 * shared one every other test uses, it can be stopped, crashed and started again.
 */
export interface PostgresCluster {
  port: number;
  /** Superuser, trust authentication, the `postgres` database. */
  url: string;
  start(): Promise<void>;
  /** `fast` is an operator's restart (sessions ended cleanly); `immediate` is a crash (recovery from WAL on start). */
  stop(mode: "fast" | "immediate"): Promise<void>;
  /** Stops it if it runs and removes every file; safe after a failure and safe twice. */
  destroy(): Promise<void>;
  /** The server's own log, for a failure's message. */
  log(): string;
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const reason = privateClusterUnavailable();
  if (reason) throw new Error(`cannot run a private PostgreSQL cluster: ${reason}`);
  const asPostgres = userInfo().uid === 0;
  const tool = (name: string, args: string[]) =>
    asPostgres
      ? run("runuser", ["-u", "postgres", "--", join(postgresBin, name), ...args])
      : run(join(postgresBin, name), args);

  const folder = mkdtempSync(join(tmpdir(), "aster-pgcluster-"));
  const dataDir = join(folder, "data");
  const logFile = join(folder, "server.log");
  if (asPostgres) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(folder, uid, gid);
  }
  const port = await freePort();
  let running = false;
  const cluster: PostgresCluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      // -l: the postmaster must not inherit our pipes, or execFile would wait for it to exit.
      // The socket goes to the cluster's own folder; the default one belongs to the shared cluster.
      await tool("pg_ctl", [
        "-D",
        dataDir,
        "-l",
        logFile,
        "-o",
        `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
        "-w",
        "-t",
        "60",
        "start",
      ]);
      running = true;
    },
    async stop(mode) {
      await tool("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop("immediate").catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
  };
  try {
    // --no-sync: a fresh cluster that is thrown away needs no fsync of its template files; the
    // running server still fsyncs every commit as usual.
    await tool("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
