/**
 * What support modules ask to be undone when a test file's tests are done (tests/support/each-file.ts,
 * vitest.config.ts's setupFiles, runs them). Free of vitest's hooks, so the global setup can
 * import the modules that use it.
 */
export const atFileEnd = new Set<() => Promise<void>>();
