/**
 * Pieces of the inline scripts that load a page's JavaScript after its first paint (ADR 011):
 * React Router's, rewritten by server/pages/deferred-hydration.ts, and an islands page's
 * (common/islands-entry.ts). Source text, run in the browser inside an async module script.
 */

/**
 * Resolves once the first contentful paint has happened. A page opened in a background tab
 * paints nothing until it is shown, and a browser without paint timing cannot tell: both
 * go on at once.
 */
export const awaitFirstContentfulPaint = `await new Promise((resume) => {
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return resume();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); resume(); }
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * Declares `nextTask()`, which ends the current task: chunks evaluated one per task keep any
 * single task from holding off a slow phone's input. A message, not a timer, ends each task
 * (as React's scheduler does): timers can be held back.
 */
export const declareNextTask = `const nextTask = () => new Promise((next) => { const channel = new MessageChannel(); channel.port1.onmessage = next; channel.port2.postMessage(null); });`;

/** Source text that adds a `modulepreload` link for each of `hrefs`, so they download side by side. */
export function preloadModules(hrefs: readonly string[]): string {
  return `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
}

/** Source text that imports each of `hrefs` in turn, one per task. */
export function importOnePerTask(hrefs: readonly string[]): string {
  return `for (const href of ${JSON.stringify(hrefs)}) { await import(href); await nextTask(); }`;
}
