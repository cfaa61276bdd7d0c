import type { FastifyRequest } from "fastify";

/**
 * Whether a browser sent this request from another site's page. Browsers say so themselves:
 * `Sec-Fetch-Site` (every current browser, on secure origins), else the `Origin` of a POST.
 * A request with neither (an old browser, a script) is not a cross-site page's: such a client
 * can send anything anyway, and per-address limits are what hold it.
 *
 * Our origin is the configured public URL's, or the one the request was addressed to (a test
 * or an internal name reaching the same server).
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return false;
  return origin !== new URL(publicUrl).origin && origin !== `${request.protocol}://${request.host}`;
}
