import type { FastifyInstance } from "fastify";

/** How much of an oversized body is read and thrown away, and for how long, before the socket closes. */
const drainLimitBytes = 4 * 1024 * 1024;
const drainTimeMs = 5_000;

/**
 * A client that sends a body over the limit is answered 413 before its body is read. Fastify then
 * asks Node to close the connection at once, while the client is still sending: the kernel answers
 * the unread bytes with a reset, and the client often sees `EPIPE` or `ECONNRESET` instead of its
 * 413 (one 2 MB contact form in two, measured). As nginx's "lingering close" does, the rest of the
 * body is read and discarded, up to a bound and a few seconds, so the answer arrives; a client that
 * sends more, or for longer, is cut off.
 */
export function registerLingeringClose(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 413) return payload;
    const body = request.raw;
    if (body.readableEnded) return payload;
    reply.removeHeader("connection");
    let drained = 0;
    const cutOff = () => body.socket?.destroy();
    const timer = setTimeout(cutOff, drainTimeMs);
    timer.unref();
    body.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > drainLimitBytes) cutOff();
    });
    body.once("end", () => clearTimeout(timer));
    body.once("close", () => clearTimeout(timer));
    body.resume();
    return payload;
  });
}
