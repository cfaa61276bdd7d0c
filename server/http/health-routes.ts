import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../common/errors";
import { z } from "../../common/zod";
import { HttpError } from "./errors";

/**
 * /healthz (the process answers) and /readyz (it can serve: the database answers and it is not
 * shutting down), for a load balancer or an orchestrator.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { isClosing, pingDatabase }: { isClosing: () => boolean; pingDatabase: () => Promise<unknown> },
): void {
  app.get(
    "/healthz",
    { schema: { summary: "Liveness: the process answers", response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );
  const readySchema = {
    summary: "Readiness: the database answers (503 while it is away or the server is shutting down)",
    response: { 200: z.object({ status: z.literal("ready") }), 503: errorBodySchema },
  };
  app.get("/readyz", { schema: readySchema }, async (_request, reply) => {
    if (isClosing()) throw new HttpError(503, "Shutting down");
    try {
      await pingDatabase();
    } catch (error) {
      app.log.warn({ err: error }, "readiness check: database did not answer");
      return reply.status(503).send({ message: "Database unavailable" });
    }
    return { status: "ready" as const };
  });
}
