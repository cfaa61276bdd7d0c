import * as lucide from "lucide-react";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import * as serverIcons from "./server-icons";

/** An <svg>'s attributes as a map (their order is not part of the drawing) and everything inside it. */
function parts(markup: string) {
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`not one <svg>: ${markup}`);
  const attributes = Object.fromEntries(
    [...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
  );
  return { attributes, inside: match[2] };
}

const render = (component: unknown, props: Record<string, string>) =>
  renderToStaticMarkup(createElement(component as FunctionComponent<Record<string, string>>, props));

const drawn = Object.entries(serverIcons);

// The browser hydrates the server's icons with lucide-react's components: any difference in
// markup would be a hydration mismatch on every page.
describe("server icons", () => {
  test("hold the public site's icons", () => {
    // About 90; an empty module would make the comparison below pass vacuously.
    expect(drawn.length).toBeGreaterThan(80);
  });

  test.each(drawn)("%s draws exactly what lucide-react's icon of that name draws", (name, icon) => {
    const original = (lucide as Record<string, unknown>)[name];
    expect(original, `lucide-react has no ${name}`).toBeDefined();
    const variants: Record<string, string>[] = [
      {},
      { className: "size-5 shrink-0 text-brand" },
      { "aria-label": "Close" },
      // Children make an icon announced too (lucide drops aria-hidden for them).
      { children: "Close" },
      { "aria-hidden": "true", focusable: "false", className: "size-4" },
    ];
    for (const props of variants) {
      expect(parts(render(icon, props))).toEqual(parts(render(original, props)));
    }
  });
});
