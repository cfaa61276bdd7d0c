import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { errorBodySchema } from "../common/errors";
import type { IslandsEntry } from "../common/islands-entry";
import { isSitePath } from "../common/site-path";
import { z } from "../common/zod";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import { contentAreaOfEntity } from "./content-areas";
import type { DatabaseHandle } from "./db/client";
import { ensureServerSecret } from "./db/secrets";
import { scheduleHousekeeping } from "./housekeeping";
import { apiBodyLimit } from "./http/body-limits";
import { compressionThreshold, oneCallCompressionLimit, perResponseBrotliQuality } from "./http/compression";
import { registerConditionalResponses } from "./http/conditional-responses";
import { createContentVersion } from "./http/content-version";
import { frameworkErrors, HttpError, registerErrorHandling, validatorCompiler } from "./http/errors";
import { registerLingeringClose } from "./http/lingering-close";
import { registerMetrics } from "./http/metrics";
import { registerApiReference, registerOpenApi, tagRoutes } from "./http/openapi";
import { createPageCache } from "./http/page-cache";
import { pageRoutes } from "./http/pages";
import { registerRateLimits } from "./http/rate-limit";
import { proxyTrust, requestIdGenerator } from "./http/request-id";
import { OneLinePerRequest, serializeRequest } from "./http/request-log";
import { createRouteTable } from "./http/route-table";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerStaticFiles } from "./http/static-files";
import { flushIntervalMs as analyticsFlushIntervalMs } from "./modules/analytics/collector";
import { loadEnglishWords } from "./modules/assistant/english-words";
import { requireAdmin } from "./modules/auth/guard";
import { appModules } from "./modules/index";
import { createMailer } from "./modules/mail/mailer";
import { startOutboxWorker } from "./modules/mail/worker";
import type { AppModule, ModuleRoutes } from "./modules/module";
import { startNewsletterSending } from "./modules/newsletter-sends/background-sending";
import { registerRouteAliases } from "./modules/spec-aliases";
import { statusRecordIntervalMs } from "./modules/status/history";
import { databaseTimeoutMs } from "./modules/status/monitor";
import type { PageServices } from "./page-context";
import { webBuildFolder } from "./paths";
import { createServices, type Services } from "./services";
import { withinTime } from "./within-time";

/** How pages are rendered: the production build, Vite in middleware mode, or not at all (API tests). */
export type PagesSetup =
  | { kind: "build"; folder?: string }
  | { kind: "vite"; vite: import("vite").ViteDevServer }
  | { kind: "none" };

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
    // Two modules may share a tag (analytics' collection and its report): each name once.
    tags: [
      ...new Map(appModules.flatMap((module) => (module.tag ? [[module.tag.name, module.tag] as const] : []))).values(),
    ],
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerLingeringClose(app);

  let closing = false;
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  if (typeof config.TRUST_PROXY === "number" && !isLoopbackHost(config.HOST)) {
    // A hop count trusts the last N X-Forwarded-For entries from whoever connects: a client that
    // reaches this port directly writes them itself, and a new address per request escapes every
    // per-address limit (docs/operations.md says when a hop count is safe).
    app.log.warn(
      `TRUST_PROXY is a hop count (${config.TRUST_PROXY}) and HOST is ${config.HOST}: a client that reaches this server directly, not through the proxy, chooses its own address and escapes every per-address limit. Listen on a loopback or private address only the proxy reaches, or set TRUST_PROXY to the proxy's address.`,
    );
  }
  if (config.TRUST_PROXY === false) {
    // Behind a proxy that is not named, every visitor has the proxy's address and shares its limits.
    let warned = false;
    app.addHook("onRequest", async (request) => {
      if (warned || request.headers["x-forwarded-for"] === undefined) return;
      warned = true;
      request.log.warn(
        "X-Forwarded-For arrived but TRUST_PROXY is not set: every client behind that proxy shares one address and one set of request limits. Set TRUST_PROXY to the proxy's address or hop count.",
      );
    });
  }
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
  // Public content changes in one place: a staff write, committed through the audit log, that
  // says it touches a public page (ADR 010). It moves on the version of the content area it
  // changed (a plan, a post…), which ends the cached answers made from that area only. The bump happens as the write commits, and its
  // answer waits until the other instances have been told (the NOTIFY is committed), so the
  // writer's next request sees the change whichever instance the proxy sends it to.
  // Nothing a visitor can send (sign-ins, codes, bookings, enquiries) empties the cache.
  // The assistant's index follows the same writes: the source a public change belongs to is
  // rebuilt after the write has answered, off the request path (ADR 030).
  services.audit.onCommitted(async (record) => {
    if (!record.publicContent) return;
    const area = contentAreaOfEntity(record.entity);
    await contentVersion.bump(area);
    if (area) services.assistant.refreshSource(area, record.entityId);
  });
  // A rebuild under way finishes before the database closes.
  app.addHook("onClose", async () => services.assistant.indexSettled());
  // The assistant's English dictionary is built before the first visitor, not during a question.
  app.addHook("onReady", async () => loadEnglishWords());
  // Built whole at start: the content in code changes only with a deploy (ADR 023).
  app.addHook("onReady", async () => {
    const started = performance.now();
    try {
      const { documents, changed } = await services.assistant.index.rebuildAll();
      const ms = Math.round(performance.now() - started);
      app.log.info({ documents, ms }, changed ? "assistant index built" : "assistant index already current");
    } catch (error) {
      app.log.warn({ err: error }, "assistant index: building it at start failed; answers use what is stored");
    }
  });
  if (backgroundJobs) {
    startOutboxWorker(app, services.outbox, clock, { soleSender: database.kind === "pglite" });
    startNewsletterSending(app, { sends: services.newsletterSends, outbox: services.outbox, clock });
    scheduleHousekeeping(
      app,
      {
        sessions: services.auth.sessions.purgeExpired,
        signInCounters: services.auth.throttle.purgeExpired,
        rateLimitCounters: app.rateLimits.purgeExpired,
        verificationCodes: services.verification.purgeExpired,
        assistantQuestions: services.assistant.purgeOldQuestions,
        unconfirmedNewsletterSignUps: services.newsletter.purgeUnconfirmed,
        analyticsSalts: services.analyticsCollector.purgeOldSalts,
        analytics: services.analyticsRollups.run,
        statusHistory: services.statusHistory.purgeOld,
        ...(database.vacuum && { vacuum: database.vacuum }),
      },
      clock,
    );
    // Post views are written in batches, not once per view (server/modules/blog/view-counter.ts).
    const stopViewFlush = clock.every(15_000, services.blog.views.flush);
    const stopAnalyticsFlush = clock.every(analyticsFlushIntervalMs, services.analyticsCollector.flush);
    // /status's 90 days are made of these: each part's state, written every minute (ADR 034),
    // and once at start, so today has a bar from the first minute.
    const recordStatus = () =>
      services.statusHistory.record().catch((error: unknown) => {
        app.log.warn({ err: error }, "status history: a check could not be written yet; it is kept and written later");
      });
    app.addHook("onReady", recordStatus);
    const stopStatusRecord = clock.every(statusRecordIntervalMs, recordStatus);
    app.addHook("onClose", async () => stopStatusRecord());
    app.addHook("onClose", async () => stopAnalyticsFlush());
    app.addHook("onClose", async () => {
      stopViewFlush();
      await services.blog.views.flush();
    });
  }

  await registerApiReference(app);
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
    if (closing) throw new HttpError(503, "Shutting down");
    try {
      await pingDatabase();
    } catch (error) {
      app.log.warn({ err: error }, "readiness check: database did not answer");
      return reply.status(503).send({ message: "Database unavailable" });
    }
    return { status: "ready" as const };
  });

  const routeOptions = { services, config, clock };
  for (const module of appModules) {
    if (module.publicRoutes) await app.register(tagged(module, module.publicRoutes), routeOptions);
  }
  // Everything registered in this scope needs a valid session (server/modules/auth/guard.ts).
  await app.register(async (admin) => {
    routeTable.markStaffRoutes(admin);
    requireAdmin(admin, services.auth);
    // Staff answers hold personal data (requesters' emails and phones): no browser or proxy keeps them.
    admin.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "no-store");
      return payload;
    });
    for (const module of appModules) {
      if (module.adminRoutes) await admin.register(tagged(module, module.adminRoutes), routeOptions);
    }
  });

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

  // Typed as PageServices: loaders see only the services that type names (server/page-context.ts).
  await registerPages(app, pages, config, services, clock);
  return app;
}

/** A module's routes, each listed under the module's tag in the API reference unless it names its own. */
function tagged(module: AppModule, routes: ModuleRoutes): ModuleRoutes {
  return async (scope, options) => {
    tagRoutes(scope, module.tag);
    await routes(scope, options);
  };
}

async function registerPages(
  app: FastifyInstance,
  pages: PagesSetup,
  config: Config,
  services: PageServices,
  clock: Clock,
): Promise<void> {
  if (pages.kind === "none") return;
  const common = { publicUrl: config.PUBLIC_URL, customerSignInUrl: config.CUSTOMER_SIGN_IN_URL, services, clock };
  if (pages.kind === "build") {
    const folder = pages.folder ?? webBuildFolder;
    const serverBuildFile = join(folder, "server/index.js");
    await registerStaticFiles(app, join(folder, "client"));
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    // Written by the build beside the client files (vite.config.ts), for islands pages (ADR 016).
    const islands = JSON.parse(readFileSync(join(folder, "islands-entry.json"), "utf8")) as IslandsEntry;
    await app.register(pageRoutes, {
      ...common,
      build,
      islands,
      mode: "production",
      contentSecurityPolicy: true,
    });
    return;
  }
  const { vite } = pages;
  await app.register(import("@fastify/middie"));
  app.use(vite.middlewares);
  await app.register(pageRoutes, {
    ...common,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
    contentSecurityPolicy: false,
  });
}

/** A browser's form submission (the two encodings a form without JavaScript sends). */
function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** Whether the server listens where only this machine can reach it. */
function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}
