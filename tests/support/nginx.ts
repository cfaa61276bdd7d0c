import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../server/paths";

/** Debian's nginx (`apt-get install nginx`; scripts/test.sh installs it when root). */
export const nginxPath = "/usr/sbin/nginx";

/** The sample configuration operators copy (docs/operations.md, "Behind nginx"). */
export const sampleConfig = join(projectRoot, "deploy/nginx/aster.conf");

/**
 * The sample with what is specific to a machine replaced, and nothing else: its upstream's
 * `server 127.0.0.1:300N` lines by one line per instance, `listen 80` by the given port on the
 * loopback, and /var/log/nginx/ and /var/cache/nginx/ by the test's folder. Throws when the sample no longer has those
 * lines, so a changed sample fails the test instead of leaving parts of it untested.
 */
export function placeSample(sample: string, { port, instances, logDir }: PlaceOptions): string {
  const upstreamLine = /^([ \t]*)server 127\.0\.0\.1:300\d;\n/gm;
  const lines = [...sample.matchAll(upstreamLine)];
  if (lines.length < 2) throw new Error(`${sampleConfig}: expected its upstream's "server 127.0.0.1:300N;" lines`);
  const indent = lines[0]?.[1] ?? "";
  let first = true;
  let placed = sample.replace(upstreamLine, () => {
    if (!first) return "";
    first = false;
    return instances.map((instance) => `${indent}server ${instance};\n`).join("");
  });
  const listen = /^([ \t]*)listen 80;$/m;
  if (!listen.test(placed)) throw new Error(`${sampleConfig}: expected a "listen 80;" line`);
  placed = placed.replace(listen, `$1listen 127.0.0.1:${port};`);
  if (!placed.includes("/var/log/nginx/")) throw new Error(`${sampleConfig}: expected its log in /var/log/nginx/`);
  if (!placed.includes("/var/cache/nginx/"))
    throw new Error(`${sampleConfig}: expected its cache in /var/cache/nginx/`);
  return placed.replaceAll("/var/log/nginx/", `${logDir}/`).replaceAll("/var/cache/nginx/", `${logDir}/`);
}

interface PlaceOptions {
  port: number;
  /** host:port of each instance. */
  instances: string[];
  logDir: string;
}

export interface Nginx {
  child: ChildProcess;
  url: string;
  /** nginx's error log so far (start-up problems, upstream errors). */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with the sample placed in `folder`, inside a minimal nginx.conf
 * that keeps every file nginx writes (pid, logs, temporary bodies) in that folder too.
 *
 * One worker, so its round robin alternates between the instances request by request. Each answer
 * says which instance gave it in `X-Upstream`: that header is added here, not in the sample, and
 * reaches the sample's `location` only because the sample sets no `add_header` of its own.
 */
export async function startNginx({
  folder,
  port,
  instances,
  readyTimeoutMs = 10_000,
}: {
  folder: string;
  port: number;
  instances: string[];
  readyTimeoutMs?: number;
}): Promise<Nginx> {
  if (!existsSync(nginxPath)) {
    throw new Error(
      `${nginxPath} is missing: install Debian's nginx (apt-get install nginx), or run \`npm test\` as root`,
    );
  }
  writeFileSync(
    join(folder, "aster.conf"),
    placeSample(readFileSync(sampleConfig, "utf8"), { port, instances, logDir: folder }),
  );
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${join(folder, kind)};`)
    .join("\n");
  writeFileSync(
    join(folder, "nginx.conf"),
    [
      // Started by root, nginx runs its workers as `nobody:nobody`, and Debian has no group
      // `nobody`; root's workers may also read the test's folder (mkdtemp makes it 0700).
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${join(folder, "nginx.pid")};`,
      `error_log ${join(folder, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      temporary,
      "  add_header X-Upstream $upstream_addr always;",
      `  include ${join(folder, "aster.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(
    nginxPath,
    // -e: the log nginx writes to before it has read the configuration (else /var/log/nginx/).
    ["-p", folder, "-e", join(folder, "error.log"), "-c", join(folder, "nginx.conf"), "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errors = () => {
    const log = join(folder, "error.log");
    return output + (existsSync(log) ? readFileSync(log, "utf8") : "");
  };
  const url = `http://127.0.0.1:${port}`;
  const nginx: Nginx = {
    child,
    url,
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };

  for (const deadline = Date.now() + readyTimeoutMs; ; ) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
    const answer = await fetch(`${url}/healthz`).catch(() => undefined);
    if (answer?.ok) {
      if (answer.headers.has("x-upstream")) return nginx;
      await nginx.stop();
      throw new Error(`No X-Upstream header: does ${sampleConfig} now set add_header in its location?`);
    }
    if (Date.now() > deadline) {
      await nginx.stop();
      throw new Error(`nginx did not answer within ${readyTimeoutMs} ms:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
