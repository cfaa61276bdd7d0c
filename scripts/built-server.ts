import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The production build started as an operator would (`node build/server/index.js`), on its
 * own port and data directory. Used by the process tests and the Lighthouse benchmark.
 */
export interface BuiltServer {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once /readyz answers 200; rejects if the process exits first or takes too long. */
  ready(): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export function startBuiltServer({
  port,
  dataDir,
  env = {},
  cpu,
  readyTimeoutMs = 30_000,
  readyPollMs = 200,
  cwd,
  logFile,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Pin the server to this core with `taskset` (benchmarks); taskset execs, so the pid stays node's. */
  cpu?: number;
  /** How long ready() waits for /readyz (a fresh PGlite migrates and seeds first). */
  readyTimeoutMs?: number;
  /** How often ready() asks /readyz; test:crash asks more often, as it times restarts. */
  readyPollMs?: number;
  /** The checkout whose build to start (bench:load's BASELINE); this one by default. */
  cwd?: string;
  /**
   * Where the server's stdout (its log lines) goes: a file, as a log collector would take it,
   * instead of a pipe this process reads (at LOG_LEVEL=info under load, reading and keeping every
   * line would cost the benchmark's own core more than the server's logging costs the server).
   */
  logFile?: string;
}): BuiltServer {
  const [command, args] =
    cpu === undefined
      ? [process.execPath, ["build/server/index.js"]]
      : ["taskset", ["-c", String(cpu), process.execPath, "build/server/index.js"]];
  const logFd = logFile === undefined ? undefined : openSync(logFile, "a");
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", logFd ?? "pipe", "pipe"],
  });
  // The child has its own copy of the descriptor.
  if (logFd !== undefined) closeSync(logFd);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  return {
    child,
    url,
    exited,
    output: () => (logFile === undefined ? output : `${readFileSync(logFile, "utf8")}${output}`),
    async ready() {
      for (const deadline = Date.now() + readyTimeoutMs; Date.now() < deadline; ) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
        const answered = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (answered) return;
        await new Promise((resolve) => setTimeout(resolve, readyPollMs));
      }
      throw new Error(`server did not become ready:\n${output}`);
    },
    stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/**
 * Several instances of the build sharing one database, as behind a load balancer: each on a port
 * of its own and its own data directory under `folder`, all started at once (so they race to
 * migrate and seed, as a deploy's would). Resolves once every one answers /readyz.
 */
export async function startInstances({
  ports,
  folder,
  env,
  envOf,
}: {
  ports: number[];
  folder: string;
  env: Record<string, string>;
  /** Settings of one instance only (its METRICS_PORT, say), beside `env`. */
  envOf?: (index: number) => Record<string, string>;
}): Promise<BuiltServer[]> {
  const instances = ports.map((port, index) =>
    // 60 s: on two busy cores the instances start together and one seeds while the others wait.
    startBuiltServer({
      port,
      dataDir: join(folder, `instance-${index}`),
      readyTimeoutMs: 60_000,
      env: { ...env, ...envOf?.(index) },
    }),
  );
  try {
    await Promise.all(instances.map((instance) => instance.ready()));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  return instances;
}
