/**
 * What the API benches share (bench:admin, bench:analytics, bench:assistant, the subscribe
 * timing): the app started on a free port, sequential keep-alive GETs timed into p50/p95, the
 * floor (a bare node:http server answering the same bytes, timed by the same client in the same
 * run), and a scratch PostgreSQL database that is dropped after.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { authHeader } from "../common/http";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import type { DatabaseHandle } from "../server/db/client";

export interface Answer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Closes the kept-alive connection, so the process can end. */
export const closeAgent = () => agent.destroy();

export function get(origin: string, path: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${path}`,
      { agent, headers: token ? { [authHeader]: token } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** Signs in over HTTP as a bench's admin and answers the session token. */
export async function signInOver(origin: string, credentials: { username: string; password: string }): Promise<string> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  return ((await login.json()) as { token: string }).token;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** `iterations` sequential GETs of `path` after `warmup` untimed ones; each must answer 200. */
export async function time(
  origin: string,
  path: string,
  { iterations, warmup, token }: { iterations: number; warmup: number; token?: string },
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmup; i++) await get(origin, path, token);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const answer = await get(origin, path, token);
    samples.push(performance.now() - start);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** The floor: a bare node:http server that answers each case's path with the app's own bytes. */
export async function startFloor(
  answers: Map<string, Answer>,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? "");
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, {
      "content-type": answer.headers["content-type"] ?? "application/json",
      "x-total-count": answer.headers["x-total-count"] ?? "",
      "content-length": answer.body.length,
    });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** PostgreSQL: a scratch database on DATABASE_URL's server, so a bench never touches real rows. */
export async function scratchPostgres(
  serverUrl: string,
  scratchName: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const maintenance = new pg.Client({ connectionString: serverUrl });
  await maintenance.connect();
  await maintenance.query(`drop database if exists ${scratchName} with (force)`);
  await maintenance.query(`create database ${scratchName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${scratchName}`;
  return {
    url: url.toString(),
    async drop() {
      await maintenance.query(`drop database if exists ${scratchName} with (force)`);
      await maintenance.end();
    },
  };
}

/**
 * The app on a free port of 127.0.0.1, in production mode with no rate limits, no pages and no
 * background jobs: what a bench measures is the API on `database` (a scratch PostgreSQL's URL
 * goes into the config, as a real instance's would).
 */
export async function startBenchApp(
  database: DatabaseHandle,
  scratch?: { url: string },
): Promise<{ app: FastifyInstance; origin: string }> {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    RATE_LIMIT_SCALE: "0",
    ...(scratch && { DATABASE_URL: scratch.url }),
  });
  const app = await buildApp({ config, database, pages: { kind: "none" }, logger: false, backgroundJobs: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
