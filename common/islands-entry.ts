import { awaitFirstContentfulPaint, declareNextTask, importOnePerTask, preloadModules } from "./after-first-paint";

/**
 * Where the browser build put the islands' entry (app/islands/boot.client.tsx) and the chunks
 * it imports, as the build records it in `build/web/islands-entry.json` (vite.config.ts). The server
 * reads it at start; in development there is none, and every page hydrates through React Router
 * (ADR 016).
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
