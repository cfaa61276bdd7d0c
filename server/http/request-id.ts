import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { Config } from "../config";

/** Decides whether the peer `hop` steps back may speak for the client (proxy-addr's contract). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as a function: a hop count trusts that many proxies; a list trusts exactly those addresses. */
export function proxyTrust(setting: Config["TRUST_PROXY"]): ProxyTrust | false {
  if (setting === false) return false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** A request id a proxy may hand us: short, and nothing that could break a log line. */
const acceptableId = /^[\w.:-]{1,128}$/;

/**
 * Request ids for logs and the x-request-id header. A proxy's X-Request-Id is kept only when
 * the connection comes from an address TRUST_PROXY names; anyone else gets a fresh UUID, so a
 * client cannot choose the id its requests are logged under. A hop count names no address (it
 * trusts whoever connects), so with one every request gets a fresh id.
 */
export function requestIdGenerator(setting: Config["TRUST_PROXY"]): (request: IncomingMessage) => string {
  if (!Array.isArray(setting) && typeof setting !== "string") return () => randomUUID();
  const trust = proxyAddr.compile(setting);
  return (request) => {
    const offered = request.headers["x-request-id"];
    const peer = request.socket.remoteAddress;
    if (typeof offered === "string" && acceptableId.test(offered) && peer && trust(peer, 0)) return offered;
    return randomUUID();
  };
}
