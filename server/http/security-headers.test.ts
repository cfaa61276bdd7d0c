import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sealInlineScripts } from "./security-headers";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("sealInlineScripts", () => {
  const marker = "m4rk3r";
  const theme = "document.documentElement.classList.toggle('dark', true)";
  // Non-ASCII on purpose: the hash must be over the UTF-8 bytes, as browsers take it.
  const loader = 'await import("/assets/islands-entry.js"); // “₹”';
  const page = Buffer.from(
    `<!DOCTYPE html><html><head><script nonce="${marker}">${theme}</script>` +
      `<link rel="stylesheet" href="/assets/app.css" nonce="${marker}"/></head>` +
      `<body><p>Price: ₹1,200 “monthly”</p>` +
      `<script type="application/ld+json" nonce="${marker}">{"@type":"FAQPage"}</script>` +
      `<script nonce="${marker}" src="/assets/entry.js"></script>` +
      `<script>alert("injected")</script>` +
      `<script type="module" nonce="${marker}">${loader}</script></body></html>`,
  );

  it("hashes the marked executable inline scripts, over their UTF-8 bytes", () => {
    const { scriptHashes } = sealInlineScripts(page, marker);
    expect(scriptHashes).toEqual([sha256(theme), sha256(loader)]);
  });

  it("removes every marker and changes nothing else", () => {
    const { html } = sealInlineScripts(page, marker);
    const text = html.toString();
    expect(text).not.toContain(marker);
    expect(text).toBe(page.toString().replaceAll(` nonce="${marker}"`, ""));
  });

  it("gives an unmarked script no hash: injected content does not run", () => {
    const { scriptHashes } = sealInlineScripts(page, marker);
    expect(scriptHashes).not.toContain(sha256('alert("injected")'));
    expect(sealInlineScripts(Buffer.from('<script>alert("injected")</script>'), marker)).toEqual({
      html: Buffer.from('<script>alert("injected")</script>'),
      scriptHashes: [],
    });
  });
});
