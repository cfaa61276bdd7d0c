import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * Says in the log when TRUST_PROXY does not fit how the server is reached: a hop count on a
 * public address (clients choose their own address), or no setting behind a proxy (every
 * visitor shares the proxy's address and limits). docs/operations.md says which to choose.
 */
export function warnAboutProxyTrust(app: FastifyInstance, config: Config): void {
  if (typeof config.TRUST_PROXY === "number" && !isLoopbackHost(config.HOST)) {
    // A hop count trusts the last N X-Forwarded-For entries from whoever connects: a client that
    // reaches this port directly writes them itself, and a new address per request escapes every
    // per-address limit (docs/operations.md says when a hop count is safe).
    app.log.warn(
      `TRUST_PROXY is a hop count (${config.TRUST_PROXY}) and HOST is ${config.HOST}: a client that reaches this server directly, not through the proxy, chooses its own address and escapes every per-address limit. Listen on a loopback or private address only the proxy reaches, or set TRUST_PROXY to the proxy's address.`,
    );
  }
  if (config.TRUST_PROXY === false) {
    // Behind a proxy that is not named, every visitor has the proxy's address and shares its limits.
    let warned = false;
    app.addHook("onRequest", async (request) => {
      if (warned || request.headers["x-forwarded-for"] === undefined) return;
      warned = true;
      request.log.warn(
        "X-Forwarded-For arrived but TRUST_PROXY is not set: every client behind that proxy shares one address and one set of request limits. Set TRUST_PROXY to the proxy's address or hop count.",
      );
    });
  }
}

/** Whether the server listens where only this machine can reach it. */
function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}
