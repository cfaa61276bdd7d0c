import { useMatches } from "react-router";

/**
 * A route whose `handle` is `islandsPage` is sent as an islands page (ADR 016): the browser
 * hydrates its islands only, never React Router, so it downloads React and the islands'
 * code and nothing else. Its links are plain links; its own components run on the server only.
 */
export const islandsPage = { hydrate: "islands" } as const;

/** Whether the page being rendered is an islands page (for the root and the site layout). */
export function useIslandsPage(): boolean {
  return useMatches().some((match) => (match.handle as { hydrate?: string } | undefined)?.hydrate === "islands");
}
