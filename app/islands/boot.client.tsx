import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { countCtaClicks } from "../lib/cta-beacon";
import { type IslandName, islands } from "./registry";

/**
 * The browser entry of a page that hydrates only its islands (ADR 016): each element the server
 * marked with `data-island` becomes a React root of its own, with the props it carries. The rest
 * of the page stays the server's HTML: no router, no loader data, nothing else to download.
 */
const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
let waiting = elements.length;

/** Sets the flag browser tests wait for (as app/root.tsx does) once every island has hydrated. */
function countHydrated() {
  waiting -= 1;
  if (waiting <= 0) (window as { asterHydrated?: boolean }).asterHydrated = true;
}

/** Its effect runs after those of the island inside it, that is, once the island is live. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(countHydrated, []);
  return children;
}

/** Hydrates one island with its component and props; one this script does not know stays the server's HTML. */
function hydrateIsland(element: HTMLElement) {
  const Component = islands[element.dataset.island as IslandName] as ComponentType<object> | undefined;
  if (!Component) {
    // A page newer than this script (a deploy in between): its HTML still works, unhydrated.
    countHydrated();
    return;
  }
  const props = JSON.parse(element.dataset.islandProps ?? "{}") as object;
  hydrateRoot(
    element,
    <Hydrated>
      <Component {...props} />
    </Hydrated>,
  );
}

// In a transition, React hydrates in slices of a few milliseconds and lets the browser in between;
// otherwise each island is one task, however large (on /features, 50-100 ms on a throttled phone:
// Lighthouse's Total Blocking Time). A click on an island not yet hydrated still hydrates it first.
startTransition(() => {
  for (const element of elements) hydrateIsland(element);
});
if (elements.length === 0) countHydrated();
// Calls to action are counted on islands pages too (their links are the server's HTML).
countCtaClicks();
