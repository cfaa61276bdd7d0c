import type { FastifyInstance } from "fastify";
import type { Clock } from "../../clock";
import type { Outbox } from "../mail/outbox";
import type { NewsletterSendService } from "./service";

/** How often an instance looks for sends whose messages are not all queued (another's, or one that failed). */
const sweepIntervalMs = 30_000;

/**
 * Puts newsletter sends' messages in the outbox while the app runs (ADR 025): a send started
 * here at once, and at start every send a stopped process left half-queued, paced again from
 * now. Every batch is its own transaction, so stopping between batches loses nothing; on close
 * the batch in progress finishes and no new one starts.
 */
export function startNewsletterSending(
  app: FastifyInstance,
  { sends, outbox, clock }: { sends: NewsletterSendService; outbox: Outbox; clock: Clock },
): void {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let stopSweep: (() => void) | undefined;

  const run = (sendId: string): Promise<void> => {
    const current = running.get(sendId);
    if (current || stopped) return current ?? Promise.resolve();
    const job = (async () => {
      try {
        while (!stopped && (await sends.queueNextBatch(sendId))) outbox.wake();
        outbox.wake();
      } catch (error) {
        app.log.warn({ err: error, sendId }, "newsletter send: queueing failed; the next sweep resumes it");
      } finally {
        running.delete(sendId);
      }
    })();
    running.set(sendId, job);
    return job;
  };

  const sweep = async () => {
    for (const sendId of await sends.unqueuedSendIds()) void run(sendId);
  };

  sends.onStarted((sendId) => void run(sendId));
  app.addHook("onReady", async () => {
    for (const sendId of await sends.unqueuedSendIds()) {
      await sends.repaceFromNow(sendId);
      void run(sendId);
    }
    stopSweep = clock.every(sweepIntervalMs, () =>
      sweep().catch((error: unknown) => app.log.warn({ err: error }, "newsletter send: sweep failed")),
    );
  });
  app.addHook("preClose", async () => {
    stopped = true;
    stopSweep?.();
    await Promise.all(running.values());
  });
}
