import { createContext, useContext } from "react";

/**
 * The inline script an islands page ends with (common/islands-entry.ts), made once by the server
 * from the build. Given to the render by app/entry.server.tsx, never through loader data: the
 * browser does not need it (a page React Router hydrates keeps its own scripts, even when it
 * moves to an islands route), and loader data would carry it into every such page's HTML.
 */
const IslandsLoaderScriptContext = createContext<string | undefined>(undefined);

export const IslandsLoaderScriptProvider = IslandsLoaderScriptContext.Provider;

export function useIslandsLoaderScript(): string | undefined {
  return useContext(IslandsLoaderScriptContext);
}
