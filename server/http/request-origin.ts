import type { FastifyRequest } from "fastify";

/** Where a request came from, as the audit log and the sessions list show it. */
export interface RequestOrigin {
  /** The client's address (behind the trusted proxy, the one it reports). */
  address: string;
  /** The browser's User-Agent header, cut short and stripped of control characters, or "" when it sent none. */
  userAgent: string;
}

/** A User-Agent is the client's own words: long enough to name a browser and device, no longer. */
export const userAgentMaxLength = 300;

export function requestOrigin(request: Pick<FastifyRequest, "ip" | "headers">): RequestOrigin {
  const header = request.headers["user-agent"];
  const userAgent = typeof header === "string" ? header : "";
  return {
    address: request.ip,
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    userAgent: userAgent.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, userAgentMaxLength),
  };
}
