import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client";
import type { Outbox } from "../modules/mail/outbox";
import type { PageCache } from "./page-cache";

/**
 * Prometheus metrics (prom-client), one registry per app (plus the process's, shared). Counters that other modules already
 * keep (page-cache hits, rate-limit refusals, the outbox's rows) are read when Prometheus
 * scrapes, so the request path does no extra work for them; only the request-duration
 * histogram is recorded per request. Served on a port of its own (METRICS_PORT, on 127.0.0.1 by
 * default), never on the public one: see docs/operations.md.
 */

declare module "fastify" {
  interface FastifyInstance {
    /** Prometheus registry (server/http/metrics.ts), served on METRICS_PORT by server/index.ts. */
    metrics: Registry;
  }
}

export interface MetricsSources {
  pageCache: PageCache;
  outbox: Outbox;
  database: DatabaseHandle;
  media: { variantsMade(): number };
}

/**
 * Event-loop delay (nodejs_eventloop_lag_*), heap, GC, handles: prom-client's process metrics.
 * They describe the process, so they are collected once however many apps it builds (tests build
 * many): each call of `collectDefaultMetrics` starts its own event-loop monitor and GC observer.
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, eventLoopMonitoringPrecision: 10 });
  }
  return processMetrics;
}

export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();

  const requestDuration = new Histogram({
    name: "aster_http_request_duration_seconds",
    help: "Time to answer a request that reached the router, by route pattern, method and status (cache hits are answered before it: aster_page_cache_hits_total)",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route pattern, never the raw URL: one series per route, whatever a client sends.
    const route = request.routeOptions.url ?? "unmatched";
    requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const { pageCache, outbox, database } = sources;
  new Counter({
    name: "aster_page_cache_hits_total",
    help: "Answers given from the page cache",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pageCache.stats().hits);
    },
  });
  new Counter({
    name: "aster_page_cache_stores_total",
    help: "Answers rendered and kept in the page cache (each was a miss)",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pageCache.stats().stores);
    },
  });
  new Gauge({
    name: "aster_page_cache_bytes",
    help: "Memory held by cached answers, all encodings counted",
    registers: [registry],
    collect() {
      this.set(pageCache.stats().bytes);
    },
  });
  new Gauge({
    name: "aster_page_cache_entries",
    help: "Answers held in the page cache",
    registers: [registry],
    collect() {
      this.set(pageCache.stats().entries);
    },
  });
  new Counter({
    name: "aster_media_variants_made_total",
    help: "Image variants this instance made with sharp (each is made once, by one instance: ADR 046)",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.media.variantsMade());
    },
  });
  new Counter({
    name: "aster_rate_limit_refusals_total",
    help: "Requests refused with 429, by policy, since this instance started",
    labelNames: ["policy"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [policy, refused] of Object.entries(app.rateLimits.refusals())) this.inc({ policy }, refused ?? 0);
    },
  });
  new Gauge({
    name: "aster_outbox_messages",
    help: "Email in the outbox by status (shared by every instance: read from the database)",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const counts = await outbox.countByStatus();
      for (const [status, total] of Object.entries(counts)) this.set({ status }, total);
    },
  });
  new Gauge({
    name: "aster_outbox_oldest_waiting_seconds",
    help: "How long the oldest message due and not sent has waited since it was due; 0 when none waits",
    registers: [registry],
    async collect() {
      const { oldestDueAt } = await outbox.dueBacklog();
      this.set(oldestDueAt ? Math.max(0, (Date.now() - oldestDueAt.getTime()) / 1000) : 0);
    },
  });
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: "aster_database_pool_connections",
      help: "PostgreSQL pool connections: total, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: "total" }, total);
        this.set({ state: "idle" }, idle);
        this.set({ state: "waiting" }, waiting);
      },
    });
  }
  // The app's own metrics and the process's, in one answer.
  return Registry.merge([processRegistry(), registry]);
}

/** A bare HTTP server for GET /metrics, on its own address: what Prometheus scrapes. */
export async function serveMetrics(
  registry: Registry,
  { host, port }: { host: string; port: number },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not found"}');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      () => response.writeHead(503, { "content-type": "application/json" }).end('{"message":"Metrics unavailable"}'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
