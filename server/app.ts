import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { startBackgroundJobs } from "./background-jobs";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { ensureServerSecret } from "./db/secrets";
import { compressionThreshold, oneCallCompressionLimit, perResponseBrotliQuality } from "./http/compression";
import { registerConditionalResponses } from "./http/conditional-responses";
import { createContentVersion } from "./http/content-version";
import { registerErrorHandling, validatorCompiler } from "./http/errors";
import { registerHealthRoutes } from "./http/health-routes";
import { registerLingeringClose } from "./http/lingering-close";
import { registerMetrics } from "./http/metrics";
import { registerNotFound } from "./http/not-found";
import { registerApiReference, registerOpenApi } from "./http/openapi";
import { createPageCache } from "./http/page-cache";
import { warnAboutProxyTrust } from "./http/proxy-trust-warnings";
import { registerRateLimits } from "./http/rate-limit";
import { createRouteTable } from "./http/route-table";
import { registerSecurityHeaders } from "./http/security-headers";
import { createServerInstance, type EarlyAnswers, earlyAnswers } from "./http/server-instance";
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
 * The app, in three layers: the server and the plugins every request goes through (request ids,
 * the API reference, errors, the page cache, security headers, compression, rate limits), then
 * the app's own parts (the services and what follows their writes, page views, background jobs),
 * then the routes (health, the modules', the pages').
 */
export async function buildApp({
  config,
  database,
  pages,
  logger,
  clock = systemClock,
  backgroundJobs = true,
}: AppOptions): Promise<FastifyInstance> {
  const early = earlyAnswers(config);
  const app = createServerInstance(config, logger, early);
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

  warnAboutProxyTrust(app, config);
  const { pageCache, contentVersion, followScheduledPosts } = registerPageCache(app, {
    config,
    database,
    clock,
    early,
  });
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

  // The app's own parts.
  const { services, pingDatabase } = await createAppServices(app, {
    config,
    database,
    clock,
    pageCache,
    contentVersion,
  });
  app.decorate("services", services);
  countPageViews(app, services.analyticsCollector, early);
  app.decorate(
    "metrics",
    registerMetrics(app, { pageCache, outbox: services.outbox, database, media: services.media }),
  );
  followScheduledPosts(services.blog);
  followPublicWrites(services, contentVersion);
  registerAssistantIndexing(app, services.assistant);
  if (backgroundJobs) startBackgroundJobs(app, { services, database, clock });

  // The routes.
  await registerApiReference(app);
  registerHealthRoutes(app, { isClosing: () => early.closing, pingDatabase });

  await registerModuleRoutes(app, { routeTable, options: { services, config, clock, modules } });

  registerNotFound(app);

  // Typed as PageServices: loaders see only the services that type names (server/page-context.ts).
  await registerPages(app, pages, config, services, clock);
  return app;
}

/**
 * Pages and public reads are answered from memory until content changes (ADR 010). Hits are
 * answered before Fastify routes the request (`early`), before any other hook: they need no
 * security check, no rendering, no compression.
 */
function registerPageCache(
  app: FastifyInstance,
  { config, database, clock, early }: { config: Config; database: DatabaseHandle; clock: Clock; early: EarlyAnswers },
) {
  const contentVersion = createContentVersion({ notifications: database.notifications, log: app.log });
  app.addHook("onClose", async () => contentVersion.close());
  // On PostgreSQL the cache is off until the LISTEN connection is up; waiting (briefly) for it
  // means an instance's first answers are cached and tests see the cache work from request one.
  app.addHook("onReady", async () => contentVersion.firstTrust(5_000));
  // The blog says when the next scheduled post goes live; its service is built later.
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
  early.answer = (request, response) => pageCache.answerEarly(request, response, () => early.requestId(request));
  // Requests that reach Fastify (tests' inject, a race with the fast path) are answered here.
  pageCache.install(app, "onRequest");
  return {
    pageCache,
    contentVersion,
    followScheduledPosts: (service: Services["blog"]) => {
      blog = service;
    },
  };
}

/**
 * Page views (ADR 028): counted once the status is known, whoever answered (the cache's fast path,
 * its hook, or a render); only pushed into a buffer, written in batches, and the last of them on
 * a clean shutdown (after requests in flight finish).
 */
function countPageViews(app: FastifyInstance, analytics: Services["analyticsCollector"], early: EarlyAnswers): void {
  if (analytics.enabled) {
    early.counted = (request, statusCode) => analytics.observe(request, statusCode);
    app.addHook("onResponse", (request, reply, done) => {
      analytics.observe(request.raw, reply.statusCode, request.ip);
      done();
    });
  }
  app.addHook("onClose", async () => {
    await analytics.flush();
  });
}

/**
 * Every module's services (server/services.ts), with what they are built from here: the mailer
 * (closed with the app), the signing key, and the probes /readyz and /status read.
 */
async function createAppServices(
  app: FastifyInstance,
  {
    config,
    database,
    clock,
    pageCache,
    contentVersion,
  }: {
    config: Config;
    database: DatabaseHandle;
    clock: Clock;
    pageCache: ReturnType<typeof createPageCache>;
    contentVersion: ReturnType<typeof createContentVersion>;
  },
) {
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
      pageCache: () => ({ enabled: pageCache.enabled, trustworthy: contentVersion.trustworthy }),
    },
  });
  return { services, pingDatabase };
}
