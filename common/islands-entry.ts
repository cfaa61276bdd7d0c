// With its extension: vite.config.ts imports this module, and Vite warns at every start about a
// config whose imports do not name their files (they would not load with its native loader).
import { awaitFirstContentfulPaint, declareNextTask, importOnePerTask, preloadModules } from "./after-first-paint.ts";

/** The islands pages' browser entry in the source: the build bundles it (vite.config.ts), development serves it. */
export const islandsEntrySource = "app/islands/boot.client.tsx";

/**
 * Where the browser build put the islands' entry and the chunks it imports, as the build records
 * it in `build/web/islands-entry.json` (vite.config.ts); the server reads it at start. In
 * development, `developmentIslandsLoaderScript` loads the entry from the source instead (ADR 016).
 */
export interface IslandsEntry {
  /** The entry module's URL. */
  module: string;
  /** The chunks it imports, directly or not, in the order they should be evaluated. */
  chunks: string[];
}

/**
 * The inline module script of an islands page: after the first paint, it preloads every chunk,
 * evaluates them one per task, then runs the entry (which hydrates the islands).
 */
export function islandsLoaderScript(entry: IslandsEntry): string {
  return [
    awaitFirstContentfulPaint,
    preloadModules([...entry.chunks, entry.module]),
    declareNextTask,
    importOnePerTask(entry.chunks),
    `await import(${JSON.stringify(entry.module)});`,
  ].join("\n");
}

/**
 * The inline script of an islands page in development (`npm run dev`): the same loader, with the
 * entry served from the source by Vite, so an islands page runs its islands only, exactly as in
 * production; a component left outside `<Island>` stays the server's HTML there too. React Router's
 * refresh runtime (`hmrRuntime`, from its dev build's assets) comes first, as its own dev scripts
 * load it on router pages: its plugin's components refuse to run without it, and with it an edited
 * island updates in place. Its update ends by asking the router to revalidate; an islands page
 * has no router, so a stand-in with nothing to revalidate answers.
 */
export function developmentIslandsLoaderScript(hmrRuntime: string | undefined): string {
  const noRouter = "window.__reactRouterDataRouter ??= { revalidate: async () => {} };";
  return [
    noRouter,
    islandsLoaderScript({ module: `/${islandsEntrySource}`, chunks: hmrRuntime ? [hmrRuntime] : [] }),
  ].join("\n");
}
