import type { FastifyInstance } from "fastify";
import type { Clock } from "../../clock";
import { batchSize, type Outbox } from "./outbox";

/**
 * Sends queued email while the app runs: every `intervalMs`, and at once when a request
 * queued something (outbox.wake()). One round at a time; a failed round is logged and the
 * next tick tries again, so a restart or an SMTP outage loses nothing.
 */
export function startOutboxWorker(
  app: FastifyInstance,
  outbox: Outbox,
  clock: Clock,
  { intervalMs = 5000, soleSender = false }: { intervalMs?: number; soleSender?: boolean } = {},
): void {
  if (!outbox.canSend) {
    app.addHook("onReady", async () => {
      const { queued } = await outbox.countByStatus().catch(() => ({ queued: 0 }));
      app.log.warn(`SMTP_URL is not set: email is kept in the outbox table and not sent (${queued} waiting).`);
    });
    return;
  }

  let stopTicks: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** Starts a round, or asks the one running to go again; resolves when the round ends. */
  const round = (): Promise<void> | undefined => {
    if (stopped) return;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const { sent } = await outbox.deliverDue({ stopping: () => stopped });
          // A full batch may mean more are waiting.
          if (sent >= batchSize) again = true;
        } while (again && !stopped);
      } catch (error) {
        app.log.warn({ err: error }, "outbox: a delivery round failed; retrying on the next tick");
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const unsubscribe = outbox.onWake(() => setImmediate(() => void round()));
  app.addHook("onReady", async () => {
    // The only process on this database (PGlite's lock): what is marked "sending" was claimed by a
    // predecessor that died mid-round, so it goes again now rather than after its lease (ADR 025).
    if (soleSender) {
      const released = await outbox.releaseAllClaims();
      if (released > 0) app.log.warn({ released }, "outbox: took back messages a stopped process had claimed");
    }
    stopTicks = clock.every(intervalMs, round);
    void round();
  });
  // preClose, not onClose: the round in progress gives back its claimed messages while the mailer
  // and the database, which close in onClose, are still there.
  app.addHook("preClose", async () => {
    stopped = true;
    stopTicks?.();
    unsubscribe();
    await running;
  });
}
