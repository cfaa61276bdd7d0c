import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { asc } from "drizzle-orm";
import { pino } from "pino";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { analyticsEvents, analyticsPageViews } from "../../server/db/schema";
import { flush } from "../../server/modules/analytics/buffer";
import { type CollectorContext, createCollectorContext } from "../../server/modules/analytics/collector-context";
import type { DashboardContext } from "../../server/modules/analytics/report";
import { freshDatabase, TestClock } from "./test-database";

/** Browsers as they introduce themselves. */
export const userAgents = {
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  phone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
} as const;

/** The site's public address in these tests. */
export const publicUrl = "https://www.aster.test";

/**
 * A request as Node's HTTP server hands it over: a real IncomingMessage on an unconnected socket
 * (so with no address of its own), a browser's user agent unless the headers give another.
 */
export function incomingRequest(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingMessage {
  const raw = new IncomingMessage(new Socket());
  raw.method = method;
  raw.url = url;
  raw.headers = { "user-agent": userAgents.desktop, ...headers };
  return raw;
}

/** An instant in India's time: "2026-05-30 10:00". */
export const indiaTime = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`);

type Stored<Row> = Omit<Partial<Row>, "at"> & { at: string };

/** Page views as the collector writes them, at instants in India's time: of "/" on a desktop unless said. */
export async function storePageViews(
  db: Database,
  views: (Stored<typeof analyticsPageViews.$inferInsert> & { visitor: string })[],
): Promise<void> {
  await db
    .insert(analyticsPageViews)
    .values(views.map((view) => ({ path: "/", device: "desktop", ...view, at: indiaTime(view.at) })));
}

/** Events as the collector writes them, at instants in India's time. */
export async function storeEvents(
  db: Database,
  events: (Stored<typeof analyticsEvents.$inferInsert> & { name: string })[],
): Promise<void> {
  await db.insert(analyticsEvents).values(events.map((event) => ({ ...event, at: indiaTime(event.at) })));
}

export interface AnalyticsTestContext {
  db: Database;
  clock: TestClock;
  /** A collector's context as the analytics manifest builds it, on this database and clock. */
  collector: CollectorContext;
  /** The dashboard's, on the same database and clock. */
  dashboard: DashboardContext;
  /** Another collector on the same database: a second instance of the app. */
  anotherCollector(env?: Record<string, string>): CollectorContext;
  /** Flushes the collector, then every stored page view, oldest first. */
  pageViews(): Promise<(typeof analyticsPageViews.$inferSelect)[]>;
  /** Flushes the collector, then every stored event, oldest first. */
  events(): Promise<(typeof analyticsEvents.$inferSelect)[]>;
  dispose(): Promise<void>;
}

/**
 * The analytics module's steps with their real collaborators (an embedded PGlite cloned from the
 * migrated template, the configuration as loaded from `env`, the client budgets) and nothing of
 * HTTP: for the steps' own unit tests beside them.
 */
export async function analyticsTestContext(env: Record<string, string> = {}): Promise<AnalyticsTestContext> {
  const { database, dispose } = await freshDatabase("pglite");
  const db = database.db;
  const clock = new TestClock();
  const log = pino({ level: "silent" });
  const collectorOn = (more: Record<string, string>) =>
    createCollectorContext({
      db,
      clock,
      log,
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: publicUrl, ...env, ...more }),
    });
  const collector = collectorOn({});
  return {
    db,
    clock,
    collector,
    dashboard: { db, clock, retentionDays: 90 },
    anotherCollector: (more = {}) => collectorOn(more),
    async pageViews() {
      await flush(collector);
      return db.select().from(analyticsPageViews).orderBy(asc(analyticsPageViews.id));
    },
    async events() {
      await flush(collector);
      return db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
    },
    dispose,
  };
}
