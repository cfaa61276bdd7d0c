import { existsSync, readFileSync } from "node:fs";

/**
 * How the browser build is cut into chunks (vite.config.ts), and what the chunk guard checks
 * (tests/e2e/chunks.spec.ts). One module, so the rule and its test cannot drift apart.
 */

/** The back office: all of its UI lives under app/admin/. Public pages must never load it. */
export const backOfficeCode = /[\\/]app[\\/]admin[\\/]/;

/**
 * Packages only the back office imports. Named here because a package lives in node_modules,
 * not under app/admin/; without this, two admin pages sharing one would pull it into `site`.
 */
export const backOfficePackages =
  /[\\/]node_modules[\\/](@radix-ui[\\/]react-alert-dialog|@tanstack|@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|recharts|d3-[^\\/]+|victory-vendor|internmap|decimal\.js-light|es-toolkit|eventemitter3|immer|reselect|@reduxjs|redux|redux-thunk|react-redux|use-sync-external-store|tiny-invariant|clsx)[\\/]/;

/**
 * The charts (recharts and what only it uses): a chunk of their own, fetched when a chart is
 * shown (the dashboard's and the analytics page's). Two admin pages import them, and left in the
 * `back-office` group they would be in the chunk every admin page loads.
 */
export const chartCode =
  /[\\/]node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|internmap|decimal\.js-light|es-toolkit|eventemitter3|immer|reselect|@reduxjs|redux|redux-thunk|react-redux)[\\/]/;

/** Zod, about 20 KB compressed: only pages with forms, and the back office, should download it. */
export const zodCode = /[\\/]node_modules[\\/]zod[\\/]/;

const schemaModules = new Map<string, boolean>();

/**
 * Zod and the common/ modules built on it (they import "./zod", or "zod" itself), in the `forms` chunk. The
 * zod-free modules of common/ (dates, HTTP names, messages) are left to the page chunks, so a
 * page that only formats a date never downloads the validator.
 */
export function isFormsModule(id: string): boolean {
  if (zodCode.test(id)) return true;
  if (!/[\\/]common[\\/][^\\/]+\.ts$/.test(id)) return false;
  let usesZod = schemaModules.get(id);
  if (usesZod === undefined) {
    usesZod = existsSync(id) && /from "(\.\/)?zod"/.test(readFileSync(id, "utf8"));
    schemaModules.set(id, usesZod);
  }
  return usesZod;
}

/** Modal dialogs (Radix and helpers): the back office, and the assistant panel on first open. */
export const dialogCode =
  /[\\/]node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-scope|focus-guards|portal|dismissable-layer)|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)[\\/]/;

/** The blog's list and post pages share these; no other page needs them. */
export const blogCode = /[\\/]app[\\/]components[\\/]blog[\\/]|[\\/]content[\\/]blog\.ts$/;

/**
 * What the public forms (contact, demo booking, the assistant's Live Support) share: their hooks
 * and pieces, and the messages and helpers they check fields with. Pages without a form never
 * download it. The email address parser is here rather than in `site`, which imports the router:
 * Live Support checks addresses on islands pages too. The newsletter's rules (the blog's box and
 * the schema in `forms` both use them) are here: left to the bundler, they went into the blog
 * chunk, and every page with a form downloaded the blog's code through the schema. The rule for a
 * path of this site (common/site-path.ts) is here for the same reason: the sign-up's schema and
 * the assistant's answers use it, and left to the bundler it went into `site`, with the router.
 */
export const publicFormCode =
  /[\\/]app[\\/]components[\\/](forms[\\/]|ui[\\/]tone-message)|[\\/]common[\\/](field-errors|contact-rules|demo-rules|newsletter-rules|site-path|calendar|email-address)\.ts$/;

/**
 * The islands (app/islands/registry.ts) and everything they import: the one chunk an islands
 * page loads besides React (ADR 016). Pages React Router hydrates load it too (their header is an
 * island), so it takes these modules before the `site` chunk can. With them, what the assistant
 * panel shares with other pages (the button, the Send icon of the contact form and job cards, the
 * form field its Live Support form shares with every form): the panel (loaded when opened) then
 * needs only its own chunk, the dialog code and the public forms' pieces, not the `site` chunk
 * and, through it, the router. tests/e2e/chunks.spec.ts fails if it ever does. The names of the
 * calls to action (common/ctas.ts) and their click beacon (app/lib/cta-beacon.ts, which both entries
 * start) are here for the same reason: in `site`, the islands entry would download the router.
 */
export const islandsCode =
  /[\\/]app[\\/](islands[\\/]registry\.ts|components[\\/]ui[\\/](inert-button|form-field)\.tsx|lib[\\/](ctas|cta-beacon)\.ts)$|[\\/]common[\\/]ctas\.ts$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]send\.mjs$/;

/** Written by the build: where the islands' entry and its chunks went (common/islands-entry.ts). */
export const islandsEntryRecord = "build/web/islands-entry.json";

/** React and React DOM: every page needs them. */
export const frameworkCode = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * React Router, which every page needs too: a chunk of its own so the browser evaluates it in a
 * task apart from React's (server/pages/deferred-hydration.ts), each short enough not to block input.
 */
export const routerCode = /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;

/** Written by the build: each browser chunk file and the source modules in it (paths from the project root). */
export const clientModulesFile = "build/web/client-modules.json";

export const isBackOfficeModule = (id: string) => backOfficeCode.test(id) || backOfficePackages.test(id);
