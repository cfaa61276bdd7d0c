import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { levels as pinoLevels } from "pino";

/**
 * Query parameters that grant something: a log line must not hand them to whoever reads the logs.
 * `signature` manages a booked demo, `token` is the staff API's bearer token (never a query
 * parameter of ours, but a client may put it there), `s` confirms or ends a newsletter
 * subscription (the unsubscribe link never expires).
 */
const secretParameter = /([?&](?:signature|token|s)=)[^&#]*/gi;

/** The URL as logs show it, with secret parameters' values replaced. */
export function redactUrl(url: string): string {
  return url.replace(secretParameter, "$1[redacted]");
}

/** pino's `req` serializer for Fastify: what its default logs, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Whether `log` writes lines of `level`: asked before building a line costs more than the check.
 * Compares pino's own level numbers; Fastify's logger type hides pino's `isLevelEnabled`, and a
 * disabled logger (`logger: false`, level "silent") has none.
 */
export function writes(log: FastifyBaseLogger, level: "debug" | "info" | "warn"): boolean {
  return (pinoLevels.values[log.level] ?? Number.POSITIVE_INFINITY) <= (pinoLevels.values[level] ?? 0);
}

/** Answers slower than this are logged at warn, so they show at any level an operator runs. */
export const slowRequestMs = 1_000;

/**
 * The level of a request's one log line (ADR 021): answers from the page cache, the bulk of the
 * traffic and the cheapest answers, at debug; other answers at info; slow ones at warn.
 * Failures are logged by the error handler (server/http/errors.ts), with the error, at any level.
 */
export function completionLevel(responseTimeMs: number, fromCache: boolean): "debug" | "info" | "warn" {
  if (responseTimeMs >= slowRequestMs) return "warn";
  return fromCache ? "debug" : "info";
}

/** Requests the page cache answered through Fastify (its hits before routing log themselves). */
const fromCache = new WeakSet<FastifyRequest>();

/** Says that the page cache answered `request`: its line is then written at debug (completionLevel). */
export function markAnsweredFromCache(request: FastifyRequest): void {
  fromCache.add(request);
}

/**
 * One line per request, when it completes, with what Fastify writes in two ("incoming request"
 * and "request completed"): at `info` under load, half the lines is half the logging's cost.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
      return;
    }
    const hit = fromCache.has(request);
    const level = completionLevel(reply.elapsedTime, hit);
    if (!writes(reply.log, level)) return;
    reply.log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime, ...(hit ? { pageCache: "hit" } : {}) },
      "request completed",
    );
  }
}
