import type { FastifyInstance } from "fastify";
import type { Clock } from "./clock";

/** Deletes rows that can no longer matter (ended sessions, old counters); each returns how many. */
export type HousekeepingTask = () => Promise<number>;

/**
 * Runs every task on an interval while the app is up. Several instances may run it at once:
 * each task is a plain DELETE of expired rows, so running twice is harmless.
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  tasks: Record<string, HousekeepingTask>,
  clock: Clock,
  intervalMs = 10 * 60 * 1000,
): void {
  let stop: (() => void) | undefined;

  async function runAll() {
    for (const [name, task] of Object.entries(tasks)) {
      try {
        const removed = await task();
        if (removed > 0) app.log.debug({ task: name, removed }, "housekeeping");
      } catch (error) {
        app.log.warn({ err: error, task: name }, "housekeeping task failed; it runs again later");
      }
    }
  }

  app.addHook("onReady", async () => {
    stop = clock.every(intervalMs, runAll);
  });
  app.addHook("onClose", async () => stop?.());
}
