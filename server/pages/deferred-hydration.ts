import {
  awaitFirstContentfulPaint,
  declareNextTask,
  importOnePerTask,
  preloadModules,
} from "../../common/after-first-paint";

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
    awaitFirstContentfulPaint,
    preloadModules(preloads),
    declareNextTask,
    importOnePerTask(sharedChunks),
    `const [${routeImports.map(({ name }) => name).join(", ")}] = await Promise.all([${routeImports
      .map(({ specifier }) => `import(${specifier})`)
      .join(", ")}]);`,
    remainder,
  ].join("\n");

  return html.replace(modulePreloadLink, "").replace(whole, () => `${openTag}${deferredBody}${closeTag}`);
}

/**
 * The same for a rendered page's bytes. Only a page React Router hydrates has scripts to defer,
 * and the rewrite works on text: an islands page (ADR 016) is passed on without being decoded.
 */
export function deferPageHydration(page: Buffer): Buffer {
  if (!page.includes("window.__reactRouterContext")) return page;
  return Buffer.from(deferHydration(page.toString()));
}
