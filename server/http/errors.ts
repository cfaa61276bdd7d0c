import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifySchemaCompiler } from "fastify";
import type { ZodType } from "zod";
import type { ErrorBody } from "../../common/errors";
import { type FieldErrors, fieldErrorsOf } from "../../common/field-errors";
import { isDatabaseUnavailable } from "../db/errors";

/** Thrown by handlers for an expected failure: the status and message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** What Fastify's validation hands to the error handler: the Zod issues of the part that failed. */
class RequestValidationError extends Error {
  constructor(public readonly issues: Parameters<typeof fieldErrorsOf>[0]) {
    super("Request validation failed");
    this.name = "RequestValidationError";
  }
}

export const nulCharacterMessage = "Text must not contain the NUL character (U+0000)";

/**
 * PostgreSQL's text cannot hold U+0000: a string carrying one would fail at the database, as a
 * 500, after validation had passed. So every route refuses it here, naming the field. The walk
 * keeps its own stack: a deeply nested body must not overflow the call stack.
 */
export function nulCharacterIssues(data: unknown): Array<{ path: PropertyKey[]; message: string }> {
  // Each entry points at its parent: the path is built only for the value that fails, so the
  // walk stays linear however deep the nesting.
  type Entry = { value: unknown; key?: string; parent?: Entry };
  const pathOf = (entry: Entry | undefined): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let at = entry; at?.key !== undefined; at = at.parent) path.unshift(at.key);
    return path;
  };
  const pending: Entry[] = [{ value: data }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const { value } = entry;
    if (typeof value === "string") {
      if (value.includes("\0")) return [{ path: pathOf(entry), message: nulCharacterMessage }];
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\0")) return [{ path: pathOf(entry), message: nulCharacterMessage }];
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return [];
}

/** Route schemas are Zod; their issues reach the error handler intact, for the shared field-error function. */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const nulIssues = nulCharacterIssues(data);
    if (nulIssues.length > 0) return { error: new RequestValidationError(nulIssues) };
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

const wholeValueMessages: Record<string, string> = {
  body: "Request body must be a JSON object",
  params: "The address is not valid",
  querystring: "The query string is not valid",
  headers: "The request headers are not valid",
};

function validationBody(issues: RequestValidationError["issues"], context: string): ErrorBody {
  const errors = fieldErrorsOf(issues);
  if ("" in errors) {
    delete errors[""];
    errors[context] = wholeValueMessages[context] ?? "Invalid request";
  }
  const messages = Object.values(errors);
  const message = messages.length === 1 && messages[0] ? messages[0] : "Some fields are not valid";
  return { message, errors };
}

export const invalidAddressMessage = wholeValueMessages.params as string;

/**
 * Fastify's own answer to an address it cannot decode (`/blog/%ZZ`), in our error shape
 * (the `frameworkErrors` option).
 */
export function frameworkErrors(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  reply.status(400).send({ message: invalidAddressMessage } satisfies ErrorBody);
}

/**
 * Logs failures caused by a database outage without flooding the log: during an outage every
 * request fails the same way (hundreds a second), so the first failure is logged in full, then at
 * most one line per `intervalMs`, counting the failures it stands for. Per process, as logs are.
 */
export function createOutageLog(intervalMs: number, now: () => number = () => performance.now()) {
  let lastLineAt = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (log: FastifyBaseLogger, error: unknown, what: string): void => {
    if (now() - lastLineAt < intervalMs) {
      unlogged += 1;
      return;
    }
    log.warn({ err: error, alsoFailedSinceLastLine: unlogged }, `${what}: database unavailable`);
    lastLineAt = now();
    unlogged = 0;
  };
}

export const logDatabaseUnavailable = createOutageLog(10_000);

export const serviceUnavailableMessage = "The service is temporarily unavailable. Please try again shortly.";
/** Seconds a client, or a crawler, is asked to wait after a 503 (the database is away). */
export const serviceUnavailableRetryAfter = "5";

/**
 * One place turns every failure into `{ message, errors? }` with the right status. Client
 * errors keep their message; a database that cannot be reached is a 503; anything else is
 * logged and reported without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A NUL in the address (`%00`) would reach a page's loader, and the database, as a 500: pages
  // have no route schema for the validator to refuse it, so every address is checked here.
  app.addHook("onRequest", async (request, reply) => {
    if (/%00/i.test(request.url)) {
      return reply.status(400).send({ message: invalidAddressMessage } satisfies ErrorBody);
    }
  });
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      } satisfies ErrorBody);
    }
    if (error instanceof RequestValidationError) {
      return reply.status(400).send(validationBody(error.issues, error.validationContext ?? "body"));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? "The request body is too large" : error.message;
      return reply.status(status).send({ message } satisfies ErrorBody);
    }
    if (status === 503 || isDatabaseUnavailable(error)) {
      logDatabaseUnavailable(request.log, error, "request failed");
      return reply
        .status(503)
        .header("retry-after", serviceUnavailableRetryAfter)
        .send({ message: serviceUnavailableMessage } satisfies ErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again." } satisfies ErrorBody);
  });
}
