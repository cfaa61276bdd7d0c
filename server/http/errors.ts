import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** Every API error has this body (DESIGN §3). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Thrown by handlers for an expected failure: the status and message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

const whereLabels: Record<string, string> = {
  body: "Request body must be a JSON object",
  params: "The address is not valid",
  querystring: "The query string is not valid",
  headers: "The request headers are not valid",
};

function validationBody(error: FastifyError): ErrorBody {
  const context = error.validationContext ?? "body";
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message = field === "" ? (whereLabels[context] ?? issue.message ?? "Invalid request") : issue.message;
    errors[field || context] ??= message ?? "Invalid value";
  }
  const messages = Object.values(errors);
  const message = messages.length === 1 && messages[0] ? messages[0] : "Some fields are not valid";
  return { message, errors };
}

/**
 * One place turns every failure into `{ message, errors? }` with the right status. Client
 * errors keep their message; anything else is logged and reported without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? "The request body is too large" : error.message;
      return reply.status(status).send({ message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    const unavailable = status === 503;
    return reply.status(unavailable ? 503 : 500).send({
      message: unavailable
        ? "The service is temporarily unavailable. Please try again shortly."
        : "Something went wrong on our side. Please try again.",
    } satisfies ErrorBody);
  });
}
