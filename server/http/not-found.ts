import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isSitePath } from "../../common/site-path";

/**
 * What answers a request no route takes: a JSON 404, counted against the caller's not-found
 * limit. A page's form posted before its script ran comes back to the page instead.
 */
export function registerNotFound(app: FastifyInstance): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "";
    // Every page form says method="post", so one sent before the page's script took it over (a
    // quick click on a slow phone) posts to the page itself instead of putting what was typed (a
    // password, an email) into a URL and the request log. Send the visitor back to the page.
    if (request.method === "POST" && isFormPost(request) && !path.startsWith("/api/") && isSitePath(path)) {
      return reply.redirect(path, 303);
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${path}` });
  };
  const countNotFound = app.rateLimits.enforce("notFound");
  app.setNotFoundHandler({ preHandler: countNotFound }, notFound);
  // More specific than the page handler's "/*": an unknown API path is a JSON 404, not an HTML page.
  app.all("/api/*", { preHandler: countNotFound }, notFound);
}

/** A browser's form submission (the two encodings a form without JavaScript sends). */
function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}
