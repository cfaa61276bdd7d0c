/**
 * Where server code reads the time and schedules its background jobs. Production uses the
 * system clock; tests pass one they can move (tests/support/test-database.ts `TestClock`), so
 * expiry, throttling and the jobs themselves (outbox deliveries, housekeeping, view-count
 * flushes) are tested without sleeping.
 */
export interface Clock {
  now(): Date;
  /**
   * Runs `task` every `intervalMs` until the returned function is called. A run that is still
   * going when the next is due is not started twice: the task guards itself where that matters.
   */
  every(intervalMs: number, task: () => unknown): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  every(intervalMs, task) {
    const timer = setInterval(task, intervalMs);
    // A job never keeps the process alive on its own: shutdown closes the app, and that stops it.
    timer.unref();
    return () => clearInterval(timer);
  },
};
