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

/**
 * Pages carry a hash-based CSP (ADR 006). The page is rendered with a random marker as the
 * nonce of every script we emit (the theme script, React Router's hydration scripts); here
 * each marked inline script is hashed and the marker removed, so the same content gives the
 * same bytes (stable ETags, cacheable pages). A script injected through content would lack
 * the marker, get no hash, and not run.
 */
export function sealInlineScripts(html: string, marker: string): { html: string; scriptHashes: string[] } {
  const scriptHashes: string[] = [];
  const nonceAttribute = ` nonce="${marker}"`;
  const sealed = html.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (whole, attributes: string, body: string) => {
    if (!attributes.includes(nonceAttribute)) return whole;
    const rest = attributes.replace(nonceAttribute, "");
    if (!/\ssrc\s*=/.test(rest) && executable.test(rest)) {
      scriptHashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
    return `<script${rest}>${body}</script>`;
  });
  // React also puts the nonce on the preload and stylesheet links it renders.
  return { html: sealed.replaceAll(nonceAttribute, ""), scriptHashes: [...new Set(scriptHashes)] };
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
