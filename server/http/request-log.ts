import type { FastifyRequest } from "fastify";

/**
 * Query parameters that grant something (the signed link in a demo confirmation cancels that
 * demo): a log line must not hand them to whoever reads the logs.
 */
const secretParameter = /([?&](?:signature|token)=)[^&#]*/gi;

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
