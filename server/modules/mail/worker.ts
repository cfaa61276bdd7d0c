import type { FastifyInstance } from "fastify";
import { batchSize, type Outbox } from "./outbox";

/**
 * Sends queued email while the app runs: every `intervalMs`, and at once when a request
 * queued something (outbox.wake()). One round at a time; a failed round is logged and the
 * next tick tries again, so a restart or an SMTP outage loses nothing.
 */
export function startOutboxWorker(app: FastifyInstance, outbox: Outbox, intervalMs = 5000): void {
  if (!outbox.canSend) {
    app.addHook("onReady", async () => {
      const { queued } = await outbox.countByStatus().catch(() => ({ queued: 0 }));
      app.log.warn(`SMTP_URL is not set: email is kept in the outbox table and not sent (${queued} waiting).`);
    });
    return;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
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
  };

  const unsubscribe = outbox.onWake(() => setImmediate(round));
  app.addHook("onReady", async () => {
    timer = setInterval(round, intervalMs);
    timer.unref();
    round();
  });
  // preClose, not onClose: the round in progress gives back its claimed messages while the mailer
  // and the database, which close in onClose, are still there.
  app.addHook("preClose", async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await running;
  });
}
