import { describe, expect, it } from "vitest";
import { deferHydration, deferPageHydration } from "./deferred-hydration";

// The shape React Router 7.18's <Scripts> renders (shortened): preload links hoisted into <head>,
// then the context script and the module script with the route modules' static imports.
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>\
<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/framework.js"/>\
<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/site.js"/>\
<link rel="modulepreload" href="/assets/home.js"/></head><body><main>Hello</main>\
<script nonce="m">window.__reactRouterContext = {};</script>\
<script nonce="m" type="module" async="">;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");</script></body></html>`;

const moduleScript = (html: string) => /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferHydration", () => {
  it("drops the preload links and loads the same modules after the first contentful paint", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('rel="modulepreload"');
    const script = moduleScript(html);
    // Waits for the paint before anything else…
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf("import("));
    // …then preloads every chunk the links named, evaluates the shared ones one per task, and
    // imports the route modules under the names React Router's own lines use.
    expect(script).toContain(
      '["/assets/entry.client.js","/assets/framework.js","/assets/root.js","/assets/site.js","/assets/home.js"]',
    );
    expect(script).toContain(
      'for (const href of ["/assets/framework.js","/assets/site.js"]) { await import(href); await nextTask(); }',
    );
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    );
    expect(script).not.toMatch(/^import \* as/m);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client.js");')).toBe(true);
    // The rest of the page is as rendered.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="m">window.__reactRouterContext = {};</script>');
  });

  it("leaves a page alone when it cannot move every static import", () => {
    const unknownShape = page.replace(";\nimport * as route0", ';\nimport "/assets/manifest.js";\nimport * as route0');
    expect(deferHydration(unknownShape)).toBe(unknownShape);
  });

  it("leaves a page without React Router's module script alone", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Too many requests</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("rewrites a page's bytes the same way, and passes an islands page on as it came", () => {
    expect(deferPageHydration(Buffer.from(page)).toString()).toBe(deferHydration(page));
    const islandsPage = Buffer.from(
      '<body><p>₹1,200</p><script type="module">await import("/assets/islands-entry.js");</script></body>',
    );
    expect(deferPageHydration(islandsPage)).toBe(islandsPage);
  });
});
