import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import type { Config } from "../config";
import { apiBodyLimit } from "./body-limits";
import { frameworkErrors } from "./errors";
import { proxyTrust, requestIdGenerator } from "./request-id";
import { OneLinePerRequest, serializeRequest } from "./request-log";

/**
 * What the HTTP server does before a request reaches Fastify, filled in as the app is built: the
 * page cache answers its hits there (ADR 010), and the page views of those answers are counted
 * as they leave (ADR 028). `closing` is set when the shutdown begins. `requestId` is the one id
 * rule for both paths: Fastify's requests and the cache's early answers.
 */
export interface EarlyAnswers {
  answer: (request: IncomingMessage, response: ServerResponse) => boolean;
  counted: (request: IncomingMessage, statusCode: number) => void;
  closing: boolean;
  readonly requestId: (request: IncomingMessage) => string;
}

export const earlyAnswers = (config: Config): EarlyAnswers => ({
  answer: () => false,
  counted: () => {},
  closing: false,
  requestId: requestIdGenerator(config.TRUST_PROXY),
});

/**
 * Standard output, written without blocking (ADR 021): lines written while a write is in flight
 * go out together in the next one, instead of one blocking write per line on the event loop.
 * pino flushes what is pending when the process exits; a `kill -9` can lose the last lines.
 */
let stdout: ReturnType<typeof pino.destination> | undefined;

/** Readable logs in a development terminal; JSON lines everywhere else (what log collectors expect). */
function defaultLogger(config: Config): Record<string, unknown> {
  const pretty = config.NODE_ENV === "development" && process.stdout.isTTY;
  if (!pretty) stdout ??= pino.destination({ dest: 1, sync: false });
  return {
    level: config.LOG_LEVEL,
    redact: ["req.headers.authorization", 'req.headers["x-auth-token"]', "req.headers.cookie"],
    serializers: { req: serializeRequest },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } }
      : { stream: stdout }),
  };
}

const requestTimeout = 30_000;
// Longer than common load balancers' idle timeout, so they never reuse a socket we just closed.
const keepAliveTimeout = 72_000;

/**
 * The Fastify instance and its HTTP server: timeouts, proxy trust, request ids, the logger (a
 * test's options keep the default's redaction and serializers), and `early` ahead of routing.
 */
export function createServerInstance(
  config: Config,
  logger: boolean | Record<string, unknown> | undefined,
  early: EarlyAnswers,
): FastifyInstance {
  const app = Fastify({
    logger: typeof logger === "object" ? { ...defaultLogger(config), ...logger } : (logger ?? defaultLogger(config)),
    logController: new OneLinePerRequest(),
    bodyLimit: apiBodyLimit,
    requestTimeout,
    keepAliveTimeout,
    serverFactory(handler) {
      const server = createServer((request, response) => {
        if (early.closing) response.shouldKeepAlive = false;
        if (early.answer(request, response)) early.counted(request, response.statusCode);
        else handler(request, response);
      });
      server.keepAliveTimeout = keepAliveTimeout;
      server.requestTimeout = requestTimeout;
      return server;
    },
    trustProxy: proxyTrust(config.TRUST_PROXY),
    frameworkErrors,
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    requestIdHeader: false,
    genReqId: early.requestId,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("preClose", async () => {
    early.closing = true;
  });
  // Fastify closes the connections that are idle once, when the shutdown begins; a keep-alive
  // connection whose request was still running then would stay open for keepAliveTimeout (72 s)
  // after its answer, and the process would outlive its SHUTDOWN_TIMEOUT_MS and exit 1. An answer
  // sent while closing says `Connection: close` and ends its connection, as a proxy expects.
  app.addHook("onSend", async (_request, reply) => {
    if (early.closing) reply.header("connection", "close");
  });
  return app;
}
