import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { type ContentArea, contentAreas, isContentArea } from "../content-areas";
import type { Notifications } from "../db/client";

/** The PostgreSQL channel on which instances announce that content changed. */
export const contentChannel = "aster_content_changed";

/** The content versions an answer was made at: one counter per area, and one for everything. */
export interface VersionStamp {
  readonly everything: number;
  readonly areas: Readonly<Record<ContentArea, number>>;
}

/** What an answer was made from: some areas (none: code alone), or anything at all. */
export type ContentReads = ReadonlySet<ContentArea> | "everything";

/**
 * Counters that change whenever what the public site shows may have changed (ADR 010): one per
 * content area, so a blog post's save leaves /pricing cached, and one for everything (a change
 * of no single area, or a time when other instances' changes could not be heard). Cached answers
 * are stored with the stamp current when their rendering began, so one made from data older
 * than the latest write to an area it read can never be served after it.
 */
export interface ContentVersion {
  /** Moves on every change, whatever its area: for what depends on all content at once. */
  readonly current: number;
  /**
   * False while instances cannot hear each other (the LISTEN connection is down): a cache must
   * then neither serve nor store, since another instance's write could go unnoticed.
   */
  readonly trustworthy: boolean;
  stamp(): VersionStamp;
  /** Whether an answer made at `stamp` from `reads` is still what the content says. */
  isCurrent(stamp: VersionStamp, reads: ContentReads): boolean;
  /**
   * Content of `area` (undefined: of no single area) changed here: new counters at once, and
   * every other instance is told. Settles once they have been (the NOTIFY is committed), or
   * telling them failed (that is logged, not thrown).
   */
  bump(area?: ContentArea): Promise<void>;
  /**
   * Settles once the instance can first trust its cache (at once without PostgreSQL), or after
   * `timeoutMs`: the app waits for it before serving, so its first visitors are cached too.
   */
  firstTrust(timeoutMs: number): Promise<void>;
  close(): void;
}

/** The counters themselves, shared by both kinds of version below. */
function counters() {
  let everything = 0;
  let current = 0;
  const areas = Object.fromEntries(contentAreas.map((area) => [area, 0])) as Record<ContentArea, number>;
  return {
    get current() {
      return current;
    },
    move(area: ContentArea | undefined): void {
      current += 1;
      if (area) areas[area] += 1;
      else everything += 1;
    },
    stamp: (): VersionStamp => ({ everything, areas: { ...areas } }),
    isCurrent(stamp: VersionStamp, reads: ContentReads): boolean {
      if (stamp.everything !== everything) return false;
      for (const area of reads === "everything" ? contentAreas : reads) {
        if (stamp.areas[area] !== areas[area]) return false;
      }
      return true;
    },
  };
}

/** A message's areas: `*` is everything (and so is anything this version does not know). */
const everythingMark = "*";
function areasIn(message: string): (ContentArea | undefined)[] {
  const named = message.split(",");
  return named.every(isContentArea) ? named : [undefined];
}

export function createContentVersion({
  notifications,
  log,
}: {
  /** Present on PostgreSQL, where several instances may share one database. */
  notifications?: Notifications;
  log: FastifyBaseLogger;
}): ContentVersion {
  const count = counters();
  // Not `current`: spreading a getter copies its value once.
  const base = { stamp: count.stamp, isCurrent: count.isCurrent };
  if (!notifications) {
    return {
      ...base,
      get current() {
        return count.current;
      },
      trustworthy: true,
      async bump(area) {
        count.move(area);
      },
      firstTrust: async () => {},
      close() {},
    };
  }

  // A message is `<instance> <areas>`: each instance skips its own, having moved on already.
  const instance = randomUUID();
  let listening = false;
  let markTrusted = () => {};
  const trusted = new Promise<void>((resolve) => {
    markTrusted = resolve;
  });
  // Writes come in bursts: the bumps of one tick share one message.
  let announcement: Promise<void> | undefined;
  const announced = new Set<string>();
  const stopListening = notifications.listen(contentChannel, {
    onMessage(payload) {
      const [from, message = everythingMark] = payload.split(" ", 2);
      if (from === instance) return;
      for (const area of areasIn(message)) count.move(area);
    },
    onState(connected) {
      if (connected !== listening)
        log[connected ? "info" : "warn"](
          `page cache: shared invalidation ${connected ? "connected" : "lost; cache off until it returns"}`,
        );
      listening = connected;
      if (connected) markTrusted();
      // Whatever was announced while we were deaf is unknown: everything starts over.
      count.move(undefined);
    },
  });
  return {
    ...base,
    get current() {
      return count.current;
    },
    get trustworthy() {
      return listening;
    },
    bump(area) {
      count.move(area);
      announced.add(area ?? everythingMark);
      announcement ??= Promise.resolve().then(() => {
        announcement = undefined;
        const areas = announced.has(everythingMark) ? everythingMark : [...announced].join(",");
        announced.clear();
        return notifications.notify(contentChannel, `${instance} ${areas}`).catch((error: unknown) => {
          log.error({ err: error }, "page cache: could not tell other instances that content changed");
        });
      });
      return announcement;
    },
    async firstTrust(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn(`page cache: shared invalidation not connected after ${timeoutMs} ms; serving uncached meanwhile`);
          resolve();
        }, timeoutMs);
      });
      await Promise.race([trusted, late]);
      clearTimeout(timer);
    },
    close: stopListening,
  };
}
