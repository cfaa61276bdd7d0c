/**
 * Settles with `work`, or rejects once `ms` have passed without an answer: a probe (the
 * database's `select 1` for /readyz and /status) must answer "down" instead of waiting on a
 * server that has stopped replying. The work itself is not cancelled; its late answer is ignored.
 */
export function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
