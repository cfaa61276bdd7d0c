import { createHash, randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Headers for every response. API responses get a CSP that allows nothing; pages replace it
 * with pageContentSecurityPolicy(), which admits our own files and our own inline scripts.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xFrameOptions: { action: "deny" },
  });
}

/** A one-off secret that marks the inline scripts we render ourselves (see sealInlineScripts). */
export function createScriptMarker(): string {
  return randomBytes(16).toString("base64url");
}

const executable = /^\s*$|type\s*=\s*"(module|text\/javascript|application\/javascript)"/;
const scriptOpening = Buffer.from("<script");
const scriptClosing = Buffer.from("</script>");
const lessThan = 0x3c;
const greaterThan = 0x3e;

/**
 * Pages carry a hash-based CSP (ADR 006). The page is rendered with a random marker as the
 * nonce of every script we emit (the theme script, the hydration scripts); here each marked
 * inline script is hashed and the marker removed, so the same content gives the same bytes
 * (stable ETags, cacheable pages). A script injected through content would lack the marker,
 * get no hash, and not run. React also puts the marker on the preload and stylesheet links it
 * renders: it goes from those too.
 *
 * It works on the page's bytes, not its text: the marker and the tags are ASCII, and a CSP hash
 * is taken over a script's UTF-8 bytes anyway. So a page is never decoded for this (decoding
 * and encoding again cost about 0.5 ms of a ~100 KB page's render).
 */
export function sealInlineScripts(page: Buffer, marker: string): { html: Buffer; scriptHashes: string[] } {
  const nonceAttribute = Buffer.from(` nonce="${marker}"`);
  const scriptHashes = new Set<string>();
  const kept: Buffer[] = [];
  let copiedUpTo = 0;
  for (let at = page.indexOf(nonceAttribute); at !== -1; at = page.indexOf(nonceAttribute, copiedUpTo)) {
    kept.push(page.subarray(copiedUpTo, at));
    copiedUpTo = at + nonceAttribute.length;
    const tagStart = page.lastIndexOf(lessThan, at);
    const tagEnd = page.indexOf(greaterThan, at);
    const isScript = page.subarray(tagStart, tagStart + scriptOpening.length).equals(scriptOpening);
    if (!isScript || tagEnd === -1) continue;
    const otherAttributes =
      page.toString("latin1", tagStart + scriptOpening.length, at) + page.toString("latin1", copiedUpTo, tagEnd);
    const bodyEnd = page.indexOf(scriptClosing, tagEnd);
    if (bodyEnd === -1 || /\ssrc\s*=/.test(otherAttributes) || !executable.test(otherAttributes)) continue;
    const body = page.subarray(tagEnd + 1, bodyEnd);
    scriptHashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  kept.push(page.subarray(copiedUpTo));
  return { html: Buffer.concat(kept), scriptHashes: [...scriptHashes] };
}

export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // React renders style="" attributes (computed widths, accent colours) into the HTML.
    "style-src 'self' 'unsafe-inline'",
    // Staff may use images hosted elsewhere in posts (sanitized: https only, no SVG script).
    "img-src 'self' data: https:",
    // The office map on /contact, loaded only when the visitor asks for it.
    "frame-src https://www.openstreetmap.org",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
