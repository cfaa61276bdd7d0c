import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import "../page-context";
import { createNonce, pageContentSecurityPolicy } from "./security-headers";

export interface PagesOptions {
  /** Loads the React Router server build: the built file in production, Vite's module in development. */
  loadBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  publicUrl: string;
  services: AppLoadContext["services"];
  /** Development only: Vite injects inline scripts without our nonce, so no CSP there. */
  contentSecurityPolicy: boolean;
}

/** Turns the Node request Fastify parsed into the Fetch Request React Router expects. */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The origin comes from configuration, never from the Host header a client can forge.
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal });
}

/**
 * The page handler: every GET that no API route or static file claimed is rendered by
 * React Router. It lives in its own plugin scope so the API's parsers and hooks stay apart.
 */
export async function pageRoutes(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const handle = createRequestHandler(options.loadBuild, options.mode);

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const nonce = createNonce();
      const context: AppLoadContext = {
        nonce,
        publicUrl: options.publicUrl,
        log: request.log,
        services: options.services,
      };
      const response = await handle(toFetchRequest(request, reply, options.publicUrl), context);

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (options.contentSecurityPolicy && response.headers.get("content-type")?.startsWith("text/html")) {
        reply.header("content-security-policy", pageContentSecurityPolicy(nonce));
      }
      if (!response.headers.has("cache-control")) reply.header("cache-control", "no-cache");
      return reply.send(response.body ? Readable.fromWeb(response.body as NodeReadableStream) : null);
    },
  });
}
