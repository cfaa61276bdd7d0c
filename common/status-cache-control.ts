/**
 * `Cache-Control` for a status answer (GET /api/status and the /status page): kept no longer
 * than its check stays the answer, so no browser or proxy shows a state older than one check
 * interval. Zod-free: the page's loader and the API route both use it.
 */
export function statusCacheControl(freshForMs: number): string {
  const seconds = Math.floor(freshForMs / 1000);
  return seconds > 0 ? `public, max-age=${seconds}` : "no-store";
}
