/**
 * Hydration starts after the first contentful paint (ADR 011).
 *
 * React Router's <Scripts> asks the browser for every module of the page at once: a
 * `modulepreload` link per chunk in <head> and an inline module script whose static imports
 * load the route modules and then the client entry. Chunks fetched that early compete with
 * the stylesheet and, on a slow phone, the first paint waits behind 130 KB of JavaScript the
 * server-rendered page does not need to be read.
 *
 * This rewrites the rendered page so the same modules load once the browser reports its first
 * contentful paint: the preload links go, and the inline script first waits for the paint,
 * then adds the preloads (so the chunks still download side by side, not as a waterfall) and
 * imports the route modules with `import()`. Everything else React Router wrote stays as it is.
 * Links and forms work as plain HTML until the page has hydrated.
 *
 * If React Router ever renders a shape this does not recognise, the page is left untouched:
 * it still works, it only hydrates earlier (the page tests check that / is deferred).
 */

const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const routeModulesScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticRouteImport = /^import \* as (route\d+) from ("[^"]+");$/gm;

/**
 * Resolves once the first contentful paint has happened. A page opened in a background tab
 * paints nothing until it is shown, and a browser without paint timing cannot tell: both
 * hydrate at once, as before.
 */
const afterFirstContentfulPaint = `await new Promise((resume) => {
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return resume();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); resume(); }
  }).observe({ type: "paint", buffered: true });
});`;

export function deferHydration(html: string): string {
  const script = routeModulesScript.exec(html);
  if (!script) return html;
  const [whole, openTag, body, closeTag] = script as unknown as [string, string, string, string];

  const routeImports = [...body.matchAll(staticRouteImport)].map(([, name, specifier]) => ({ name, specifier }));
  const remainder = body.replace(staticRouteImport, "");
  // Anything else imported statically would still load before the paint: leave such a page alone.
  if (routeImports.length === 0 || /^\s*import\s/m.test(remainder)) return html;

  const preloads = [...html.matchAll(modulePreloadLink)].map(([, href]) => href as string);
  // The chunks the route modules share (React, React Router, the site's components), but not the
  // client entry: importing it starts hydration, which must wait for the route modules.
  const entry = /import\(("[^"]+")\);\s*$/.exec(remainder)?.[1];
  const notShared = new Set([...routeImports.map(({ specifier }) => specifier), entry].map((s) => s && JSON.parse(s)));
  const sharedChunks = preloads.filter((href) => !notShared.has(href));
  const deferredBody = [
    afterFirstContentfulPaint,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    // One chunk evaluated per task, so no single task keeps a slow phone from answering input.
    // A message, not a timer, ends each task (as React's scheduler does): timers can be held back.
    `const nextTask = () => new Promise((next) => { const channel = new MessageChannel(); channel.port1.onmessage = next; channel.port2.postMessage(null); });`,
    `for (const href of ${JSON.stringify(sharedChunks)}) { await import(href); await nextTask(); }`,
    `const [${routeImports.map(({ name }) => name).join(", ")}] = await Promise.all([${routeImports
      .map(({ specifier }) => `import(${specifier})`)
      .join(", ")}]);`,
    remainder,
  ].join("\n");

  return html.replace(modulePreloadLink, "").replace(whole, () => `${openTag}${deferredBody}${closeTag}`);
}
