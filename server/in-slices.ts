/**
 * Maps a list in slices of at most `budgetMs` of work each, giving the event loop a turn between
 * them: work that grows with the data (the assistant's index rebuild over every blog post) must
 * never hold visitors' requests for longer than one slice (ADR 030: 20 ms at most).
 */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R, budgetMs = 8): Promise<R[]> {
  const results: R[] = [];
  let sliceStarted = performance.now();
  for (const item of items) {
    results.push(map(item));
    if (performance.now() - sliceStarted >= budgetMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStarted = performance.now();
    }
  }
  return results;
}
