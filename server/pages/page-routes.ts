import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { developmentIslandsLoaderScript, type IslandsEntry, islandsLoaderScript } from "../../common/islands-entry";
import type { Clock } from "../clock";
import type { ContentArea } from "../content-areas";
import { isDatabaseUnavailable } from "../db/errors";
import { logDatabaseUnavailable, serviceUnavailableRetryAfter } from "../http/errors";
import { type PageCacheControl, pathOf, uncachedControl } from "../http/page-cache";
import { rateLimitMessage } from "../http/rate-limit";
import { createScriptMarker, pageContentSecurityPolicy, sealInlineScripts } from "../http/security-headers";
import type { PageServices } from "../page-context";
import { deferPageHydration } from "./deferred-hydration";

export interface PagesOptions {
  /**
   * The React Router server build: the built module in production; in development, a function
   * loading Vite's module on each request. React Router re-derives its route tree on every
   * request when given a function (about 2 ms per page), so production must pass the module.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  publicUrl: string;
  customerSignInUrl: string;
  services: PageServices;
  /** The server's one clock: loaders read the time from it, as services do. */
  clock: Pick<Clock, "now">;
  /** Development only: Vite injects inline scripts without our nonce, so no CSP there. */
  contentSecurityPolicy: boolean;
  /**
   * The built islands entry (ADR 016). Development has none: there islands pages load the entry
   * from the source through Vite, so they hydrate their islands only, as in production.
   */
  islands?: IslandsEntry;
}

/**
 * Turns the Node request Fastify parsed into the Fetch Request React Router expects. HEAD is
 * rendered as GET: Fastify sends the same headers and drops the body, so `curl -I` tells the truth.
 */
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
  return new Request(new URL(request.url, origin), { method: "GET", headers, signal: controller.signal });
}

/**
 * The content areas each page service reads (ADR 010): a page is cached until one of the areas its
 * loaders read changes. A service not named here may read anything, and a page that calls it
 * is ended by any change.
 */
const areasOfService: Partial<Record<keyof PageServices, readonly ContentArea[]>> = {
  plans: ["plans"],
  blog: ["blog"],
  jobOpenings: ["jobs"],
  changelog: ["changelog"],
  media: ["media"],
  productTour: ["product-tour", "media"],
};

/** The page services, noting in `control` which content areas this page's loaders read. */
function recordingServices(services: PageServices, control: PageCacheControl): PageServices {
  return new Proxy(services, {
    get(target, name, receiver) {
      if (typeof name === "string" && Object.hasOwn(target, name)) {
        control.reads(areasOfService[name as keyof PageServices] ?? "everything");
      }
      return Reflect.get(target, name, receiver);
    },
  });
}

/** React Router's lazy route discovery endpoint (its default `routeDiscovery.manifestPath`). */
const reactRouterManifestPath = "/__manifest";

/**
 * The page handler: every GET that no API route or static file claimed is rendered by React
 * Router (Fastify answers HEAD from the same route). It lives in its own plugin scope so the
 * API's parsers and hooks stay apart. Pages are whole documents (ADR 004), so the body is
 * buffered: that gives it an ETag and a Content-Length.
 */
export async function pageRoutes(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  // The same for every islands page of this build: made once.
  const builtIslandsScript = options.islands && islandsLoaderScript(options.islands);
  const { build } = options;
  const islandsScript =
    builtIslandsScript !== undefined || typeof build !== "function"
      ? async () => builtIslandsScript
      : // Development: Vite's module, loaded on each request like the build itself (it is cached).
        async () => developmentIslandsLoaderScript((await build()).assets.hmr?.runtime);

  // Anonymous page views are cached (server/http/page-cache.ts skips /admin and signed-in requests).
  // What a page shows of the content staff edit is what its loaders read (recordingServices).
  const pageCache = options.mode === "production" && { reads: [] };
  app.get("/*", { config: { pageCache } }, async (request, reply) => {
    const scriptMarker = createScriptMarker();
    const cacheControl = request.pageCache ?? uncachedControl(request.headers);
    const context: AppLoadContext = {
      nonce: scriptMarker,
      publicUrl: options.publicUrl,
      customerSignInUrl: options.customerSignInUrl,
      log: request.log,
      services: recordingServices(options.services, cacheControl),
      now: options.clock.now,
      islandsLoaderScript: await islandsScript(),
      pageCache: cacheControl,
      loadFailed(error, what) {
        if (isDatabaseUnavailable(error)) {
          logDatabaseUnavailable(request.log, error, `page: could not load ${what}`);
          return 503;
        }
        request.log.error({ err: error }, `page: could not load ${what}`);
        return 500;
      },
    };
    // React Router's own requests read their query: data requests name the routes whose loaders
    // they want (`/about.data?_routes=…`); lazy route discovery names the paths it wants the
    // routes of (`/__manifest?paths=/admin/plans&version=…`). Keyed without `paths`, one path's routes
    // would be answered for every other, and the browser would find no route: a 404 page.
    const path = pathOf(request.url);
    if (path.endsWith(".data")) context.pageCache.readsQuery(["_routes"]);
    if (path === reactRouterManifestPath) context.pageCache.readsQuery(["paths", "version"]);
    const response = await handle(toFetchRequest(request, reply, options.publicUrl), context);

    if (response.status === 404) {
      const verdict = await app.rateLimits.hit("notFound", request);
      if (verdict.exceeded) {
        return reply
          .status(429)
          .header("retry-after", String(verdict.retryAfter))
          .type("text/plain; charset=utf-8")
          .send(rateLimitMessage("notFound", verdict.retryAfter));
      }
    }

    reply.status(response.status);
    // A page whose data could not be loaded (the database is away: loadFailed's 503) asks
    // visitors and crawlers to come back, as the API's 503 does; a crawler that sees none may
    // drop the page from its index.
    if (response.status === 503 && !response.headers.has("retry-after")) {
      reply.header("retry-after", serviceUnavailableRetryAfter);
    }
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.headers.has("cache-control")) reply.header("cache-control", "no-cache");
    if (!response.body) return reply.send(null);

    if (!response.headers.get("content-type")?.startsWith("text/html")) {
      return reply.send(Buffer.from(await response.arrayBuffer()));
    }
    // As bytes: sealing works on them, and the ETag and compression take them without encoding text again.
    const rendered = Buffer.from(await response.arrayBuffer());
    const { html, scriptHashes } = sealInlineScripts(deferPageHydration(rendered), scriptMarker);
    if (options.contentSecurityPolicy) {
      reply.header("content-security-policy", pageContentSecurityPolicy(scriptHashes));
    } else {
      // Development: not the API's allow-nothing policy either (security-headers.ts sets it on
      // every response), which blocked the stylesheet and every script of every page.
      reply.removeHeader("content-security-policy");
    }
    return reply.send(html);
  });
}
