import etag from "@fastify/etag";
import type { FastifyInstance } from "fastify";

/** Types that @fastify/compress may compress: any response of these varies by Accept-Encoding. */
const compressible = /^(text\/|application\/(json|xml|javascript|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * ETags with 304 Not Modified for pages and API reads, and `Vary: Accept-Encoding` on every
 * response that may be compressed, so a shared cache never hands brotli to a client that asked
 * for none. Registered before compression, so the ETag describes the content, not one encoding
 * (weak, as RFC 9110 asks when encodings differ).
 */
export async function registerConditionalResponses(app: FastifyInstance): Promise<void> {
  await app.register(etag, { weak: true });
  app.addHook("onSend", async (_request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (!compressible.test(type)) return payload;
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    return payload;
  });
}
