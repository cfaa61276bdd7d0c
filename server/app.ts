import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import pino from "pino";
import { startBackgroundJobs } from "./background-jobs";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { ensureServerSecret } from "./db/secrets";
import { apiBodyLimit } from "./http/body-limits";
import { compressionThreshold, oneCallCompressionLimit, perResponseBrotliQuality } from "./http/compression";
import { registerConditionalResponses } from "./http/conditional-responses";
import { createContentVersion } from "./http/content-version";
import { frameworkErrors, registerErrorHandling, validatorCompiler } from "./http/errors";
import { registerHealthRoutes } from "./http/health-routes";
import { registerLingeringClose } from "./http/lingering-close";
import { registerMetrics } from "./http/metrics";
import { registerNotFound } from "./http/not-found";
import { registerApiReference, registerOpenApi } from "./http/openapi";
import { createPageCache } from "./http/page-cache";
import { warnAboutProxyTrust } from "./http/proxy-trust-warnings";
import { registerRateLimits } from "./http/rate-limit";
import { proxyTrust, requestIdGenerator } from "./http/request-id";
import { OneLinePerRequest, serializeRequest } from "./http/request-log";
import { createRouteTable } from "./http/route-table";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerAssistantIndexing } from "./modules/assistant/app-hooks";
import { modules } from "./modules/index";
import { createMailer } from "./modules/mail/mailer";
import { followPublicWrites } from "./modules/public-writes";
import { moduleTags, registerModuleRoutes } from "./modules/register-routes";
import { registerRouteAliases } from "./modules/spec-aliases";
import { databaseTimeoutMs } from "./modules/status/monitor";
import { type PagesSetup, registerPages } from "./pages/register-pages";
import { createServices, type Services } from "./services";
import { withinTime } from "./within-time";

export type { PagesSetup };

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  pages: PagesSetup;
  /** pino options, or false for silence in tests. */
  logger?: boolean | Record<string, unknown>;
  clock?: Clock;
  /** Run the outbox worker and housekeeping on timers (tests drive them by hand instead). */
  backgroundJobs?: boolean;
}

/**
 * Standard output, written without blocking (ADR 021): lines written while a write is in flight
 * go out together in the next one, instead of one blocking write per line on the event loop.
 * pino flushes what is pending when the process exits; a `kill -9` can lose the last lines.
 */
let stdout: ReturnType<typeof pino.destination> | undefined;

/** Readable logs in a development terminal; JSON lines everywhere else (what log collectors expect). */
function defaultLogger(config: Config): Record<string, unknown> {
  const pretty = config.NODE_ENV === "development" && process.stdout.isTTY;
  if (!pretty) stdout ??= pino.destination({ dest: 1, sync: false });
  return {
    level: config.LOG_LEVEL,
    redact: ["req.headers.authorization", 'req.headers["x-auth-token"]', "req.headers.cookie"],
    serializers: { req: serializeRequest },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } }
      : { stream: stdout }),
  };
}

export async function buildApp({
  config,
  database,
  pages,
  logger,
  clock = systemClock,
  backgroundJobs = true,
}: AppOptions): Promise<FastifyInstance> {
  const trust = proxyTrust(config.TRUST_PROXY);
  const requestId = requestIdGenerator(config.TRUST_PROXY);
  const requestTimeout = 30_000;
  // Longer than common load balancers' idle timeout, so they never reuse a socket we just closed.
  const keepAliveTimeout = 72_000;
  // Cached pages are answered before Fastify routes the request (ADR 010); set once the cache exists.
  let answerFromCache: (request: IncomingMessage, response: ServerResponse) => boolean = () => false;
  // Page views answered by that fast path are counted as they are answered (ADR 028); set once the collector exists.
  let countAnswered: (request: IncomingMessage, statusCode: number) => void = () => {};
  const app = Fastify({
    // A logger given by a test keeps the redaction and serializers of the default one.
    logger: typeof logger === "object" ? { ...defaultLogger(config), ...logger } : (logger ?? defaultLogger(config)),
    logController: new OneLinePerRequest(),
    bodyLimit: apiBodyLimit,
    requestTimeout,
    keepAliveTimeout,
    serverFactory(handler) {
      const server = createServer((request, response) => {
        if (closing) response.shouldKeepAlive = false;
        if (answerFromCache(request, response)) countAnswered(request, response.statusCode);
        else handler(request, response);
      });
      server.keepAliveTimeout = keepAliveTimeout;
      server.requestTimeout = requestTimeout;
      return server;
    },
    trustProxy: trust,
    frameworkErrors,
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    requestIdHeader: false,
    genReqId: requestId,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: false },
  });
  const routeTable = createRouteTable();
  routeTable.recordRoutes(app);
  // SPEC's addresses (and the back office's old ones) beside the canonical /api/admin/<area> routes.
  registerRouteAliases(app);
  // The OpenAPI document collects routes as they are registered, so it comes before any (ADR 027).
  await registerOpenApi(app, {
    config,
    isStaff: (method, url) =>
      app.routeTable().some((route) => route.staff && route.method === method && route.url === url),
    tags: moduleTags(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerLingeringClose(app);

  let closing = false;
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  warnAboutProxyTrust(app, config);
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Fastify closes the connections that are idle once, when the shutdown begins; a keep-alive
  // connection whose request was still running then would stay open for keepAliveTimeout (72 s)
  // after its answer, and the process would outlive its SHUTDOWN_TIMEOUT_MS and exit 1. An answer
  // sent while closing says `Connection: close` and ends its connection, as a proxy expects.
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  // Pages and public reads are answered from memory until content changes (ADR 010). Hits are
  // answered here, before any other hook: they need no security check, no rendering, no compression.
  const contentVersion = createContentVersion({ notifications: database.notifications, log: app.log });
  app.addHook("onClose", async () => contentVersion.close());
  // On PostgreSQL the cache is off until the LISTEN connection is up; waiting (briefly) for it
  // means an instance's first answers are cached and tests see the cache work from request one.
  app.addHook("onReady", async () => contentVersion.firstTrust(5_000));
  // The blog says when the next scheduled post goes live; its service is built further down.
  let blog: Services["blog"] | undefined;
  const pageCache = createPageCache({
    enabled: config.PAGE_CACHE === "on",
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    version: contentVersion,
    clock,
    nextScheduledChange: async () => (blog ? blog.nextScheduledPublish() : null),
    log: () => app.log,
  });
  app.decorate("pageCache", pageCache);
  answerFromCache = (request, response) => pageCache.answerEarly(request, response, () => requestId(request));
  // Requests that reach Fastify (tests' inject, a race with the fast path) are answered here.
  pageCache.install(app, "onRequest");

  await registerSecurityHeaders(app);
  await registerConditionalResponses(app);
  pageCache.install(app, "onSend");
  // Answers made per request (ADR 015); cached ones are compressed by the page cache itself.
  await app.register(compress, {
    threshold: compressionThreshold,
    syncThreshold: oneCallCompressionLimit,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: perResponseBrotliQuality } },
  });
  await registerRateLimits(app, { config, database, clock, log: app.log });

  const mailer = createMailer(config);
  app.addHook("onClose", async () => mailer?.close());
  const signingKey = config.SECRET_KEY ?? (await ensureServerSecret(database.db, "signing-key"));
  // One probe of the database for /readyz and /status: bounded, so a hung connection cannot hang either.
  const pingDatabase = () => withinTime(database.ping(), databaseTimeoutMs, "the database");
  const services = createServices({
    db: database.db,
    clock,
    config,
    log: app.log,
    mailer,
    signingKey,
    contentVersion,
    probes: {
      pingDatabase,
      pageCache: () => ({
        enabled: pageCache.enabled,
        trustworthy: contentVersion.trustworthy,
      }),
    },
  });
  app.decorate("services", services);
  // Page views (ADR 028): counted once the status is known, whoever answered (the cache's fast
  // path above, its hook, or a render); only pushed into a buffer, written in batches.
  const analytics = services.analyticsCollector;
  if (analytics.enabled) {
    countAnswered = (request, statusCode) => analytics.observe(request, statusCode);
    app.addHook("onResponse", (request, reply, done) => {
      analytics.observe(request.raw, reply.statusCode, request.ip);
      done();
    });
  }
  // The last views and events are written on a clean shutdown (after requests in flight finish).
  app.addHook("onClose", async () => {
    await analytics.flush();
  });
  app.decorate("metrics", registerMetrics(app, { pageCache, outbox: services.outbox, database }));
  blog = services.blog;
  followPublicWrites(services, contentVersion);
  registerAssistantIndexing(app, services.assistant);
  if (backgroundJobs) startBackgroundJobs(app, { services, database, clock });

  await registerApiReference(app);
  registerHealthRoutes(app, { isClosing: () => closing, pingDatabase });

  await registerModuleRoutes(app, { routeTable, options: { services, config, clock, modules } });

  registerNotFound(app);

  // Typed as PageServices: loaders see only the services that type names (server/page-context.ts).
  await registerPages(app, pages, config, services, clock);
  return app;
}
