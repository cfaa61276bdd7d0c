import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the browser build. Files under /assets/ carry a content hash in their names, so they
 * can be cached for a year; the rest (favicon, robots) revalidate hourly. The build writes
 * .br and .gz next to each text file, so nothing is compressed per request.
 */
export async function registerStaticFiles(app: FastifyInstance, clientBuildFolder: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientBuildFolder,
    prefix: "/",
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ["**/*.br", "**/*.gz"],
    setHeaders(reply, path) {
      const hashed = path.startsWith(join(clientBuildFolder, "assets"));
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
}
