import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Notifications } from "../db/client";

/** The PostgreSQL channel on which instances announce that content changed. */
export const contentChannel = "aster_content_changed";

/**
 * A number that changes whenever anything the public site shows may have changed (ADR 010).
 * Cached pages are stored under the version current when their rendering began, so an entry
 * rendered from data older than the latest write can never be served after it.
 */
export interface ContentVersion {
  readonly current: number;
  /**
   * False while instances cannot hear each other (the LISTEN connection is down): a cache must
   * then neither serve nor store, since another instance's write could go unnoticed.
   */
  readonly trustworthy: boolean;
  /**
   * Content changed here: a new version at once, and every other instance is told. Settles once
   * they have been (the NOTIFY is committed), or telling them failed (that is logged, not thrown).
   */
  bump(): Promise<void>;
  /**
   * Settles once the instance can first trust its cache (at once without PostgreSQL), or after
   * `timeoutMs`: the app waits for it before serving, so its first visitors are cached too.
   */
  firstTrust(timeoutMs: number): Promise<void>;
  close(): void;
}

export function createContentVersion({
  notifications,
  log,
}: {
  /** Present on PostgreSQL, where several instances may share one database. */
  notifications?: Notifications;
  log: FastifyBaseLogger;
}): ContentVersion {
  let current = 0;
  const instance = randomUUID();
  if (!notifications) {
    return {
      get current() {
        return current;
      },
      trustworthy: true,
      async bump() {
        current += 1;
      },
      firstTrust: async () => {},
      close() {},
    };
  }

  let listening = false;
  let markTrusted = () => {};
  const trusted = new Promise<void>((resolve) => {
    markTrusted = resolve;
  });
  // Writes come in bursts: the bumps of one tick share one message.
  let announcement: Promise<void> | undefined;
  const stopListening = notifications.listen(contentChannel, {
    onMessage(payload) {
      if (payload !== instance) current += 1;
    },
    onState(connected) {
      if (connected !== listening)
        log[connected ? "info" : "warn"](
          `page cache: shared invalidation ${connected ? "connected" : "lost; cache off until it returns"}`,
        );
      listening = connected;
      if (connected) markTrusted();
      // Whatever was announced while we were deaf is unknown: start from a new version.
      current += 1;
    },
  });
  return {
    get current() {
      return current;
    },
    get trustworthy() {
      return listening;
    },
    bump() {
      current += 1;
      announcement ??= Promise.resolve().then(() => {
        announcement = undefined;
        return notifications.notify(contentChannel, instance).catch((error: unknown) => {
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
