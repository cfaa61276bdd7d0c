import { describe, expect, it } from "vitest";
import { derivePostContent, sanitizePostHtml } from "./post-content";

describe("post content", () => {
  it("keeps the formatting staff use", () => {
    const html =
      '<h2>Why</h2><p>Plain <strong>bold</strong> <em>italic</em> <a href="https://epfindia.gov.in">EPFO</a></p><ul><li>One</li></ul><blockquote>Quote</blockquote>';
    expect(sanitizePostHtml(html)).toBe(
      '<h2>Why</h2><p>Plain <strong>bold</strong> <em>italic</em> <a href="https://epfindia.gov.in" rel="noopener noreferrer nofollow">EPFO</a></p><ul><li>One</li></ul><blockquote>Quote</blockquote>',
    );
  });

  it("removes scripts, handlers, javascript: links, styles, frames, SVG and MathML", () => {
    const corpus = [
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
      '<svg><script>alert(1)</script><animate onbegin="alert(1)"/></svg>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
      '<iframe src="https://evil.example"></iframe>',
      '<object data="x.swf"></object><embed src="x">',
      '<form action="https://evil.example"><input name="q"></form>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    ].join("");
    const clean = sanitizePostHtml(corpus);
    expect(clean).not.toMatch(
      /<script|onerror|onbegin|javascript:|style=|<iframe|<object|<embed|<form|<svg|<math|data:/i,
    );
  });

  it("turns an h1 into an h2: the page's title is its only h1", () => {
    expect(sanitizePostHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  it("computes the excerpt (150 characters and an ellipsis), word count and reading time", () => {
    const words = Array.from({ length: 401 }, (_, index) => `word${index}`).join(" ");
    const derived = derivePostContent(`<p>${words}</p><p>Tom &amp; Jerry</p>`);
    expect(derived.wordCount).toBe(404);
    expect(derived.readTime).toBe(3);
    expect(derived.excerpt.endsWith("...")).toBe(true);
    expect(derived.excerpt.length).toBeLessThanOrEqual(153);
    expect(derivePostContent("<p>Short</p><p>post</p>")).toMatchObject({
      excerpt: "Short post",
      wordCount: 2,
      readTime: 1,
    });
    expect(derivePostContent("<p>Tom &amp; Jerry</p>").excerpt).toBe("Tom & Jerry");
  });
});
