import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { analyticsEvents, analyticsPageViews } from "../../db/schema";
import { proxyTrust } from "../../http/request-id";
import { type ClientBudgets, createClientBudgets } from "./client-budget";
import type { DeviceClass } from "./view-fields";

/** What the collector is built from (the analytics manifest passes them). */
export interface CollectorDeps {
  db: Database;
  clock: Pick<Clock, "now">;
  config: Pick<Config, "ANALYTICS_ENABLED" | "PUBLIC_URL" | "TRUST_PROXY" | "RATE_LIMIT_SCALE">;
  log: FastifyBaseLogger;
}

/** What a waiting record knows of its visitor. */
export interface Pending {
  day: string;
  /** The hash, or "" until the day's salt is known (then `identity` holds its input until the flush). */
  visitor: string;
  identity: string | null;
}
export type PendingView = Pending &
  Omit<typeof analyticsPageViews.$inferInsert, "id" | "visitor" | "views"> & {
    views: number;
  };
export type PendingEvent = Pending & Omit<typeof analyticsEvents.$inferInsert, "id" | "visitor">;

/** What is worked out once per visitor and day, not per view: the id, the device class and the client's key. */
export interface Visitor {
  visitor: string;
  identity: string | null;
  device: DeviceClass;
  /** The client whose budgets the views count against (client-budget.ts): its address's key. */
  client: string;
}

/** The records waiting for the next flush, and what became of the others since start. */
export interface CollectorBuffer {
  views: PendingView[];
  /** The waiting views by everything a row holds but the time, so a repeat adds to its count. */
  viewsByKey: Map<string, PendingView>;
  events: PendingEvent[];
  written: number;
  dropped: number;
  /** The flush writing now, if one is. */
  running: Promise<number> | null;
  /** A flush is due after this turn of the event loop (the buffer filled). */
  flushSoon: boolean;
}

/** What the collector remembers to work out visitor ids without a database round trip. */
export interface VisitorMemory {
  /** The day's salt by business day; at most today's and yesterday's are kept. */
  salts: Map<string, string>;
  loadingSalts: Map<string, Promise<string>>;
  /** The business day of "now", recomputed only when now leaves [start, end). */
  today: { day: string; start: number; end: number };
  /** By day, address and user agent (the day first: yesterday's ids are never reused today). */
  visitors: Map<string, Visitor>;
}

/**
 * What every step of the collector works with: its dependencies, what the configuration settles
 * once, and the state one collector keeps in memory (its buffer and what it remembers of
 * visitors). Each step is a function of this and its own input, so a test builds one and calls
 * the step.
 */
export interface CollectorContext {
  db: Database;
  clock: Pick<Clock, "now">;
  log: FastifyBaseLogger;
  /** ANALYTICS_ENABLED: when false nothing is counted or stored. */
  enabled: boolean;
  /** Which proxies' X-Forwarded-For is believed, for a request that did not go through Fastify. */
  trust: ReturnType<typeof proxyTrust>;
  /** This site's host, as links from its own pages carry it in their Referer. */
  publicHost: string;
  budgets: ClientBudgets;
  buffer: CollectorBuffer;
  memory: VisitorMemory;
}

export function createCollectorContext({ db, clock, config, log }: CollectorDeps): CollectorContext {
  return {
    db,
    clock,
    log,
    enabled: config.ANALYTICS_ENABLED,
    trust: proxyTrust(config.TRUST_PROXY),
    publicHost: new URL(config.PUBLIC_URL).host,
    budgets: createClientBudgets({ scale: config.RATE_LIMIT_SCALE }),
    buffer: {
      views: [],
      viewsByKey: new Map(),
      events: [],
      written: 0,
      dropped: 0,
      running: null,
      flushSoon: false,
    },
    memory: { salts: new Map(), loadingSalts: new Map(), today: { day: "", start: 0, end: 0 }, visitors: new Map() },
  };
}
