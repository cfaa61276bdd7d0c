import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-path";

describe("a path of this site", () => {
  it("is a path, with a query or a fragment", () => {
    for (const path of ["/", "/pricing#pricing-faq", "/features/core-hrms", "/blog?page=2", "/blog/"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("is never another host, however a browser would read it", () => {
    for (const sneaky of [
      "//evil.example/",
      "/\\evil.example",
      "/%5Cevil.example",
      // Browsers drop tabs and line breaks from a URL: each of these is "//evil.example".
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "\t//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "",
    ]) {
      expect(isSitePath(sneaky), JSON.stringify(sneaky)).toBe(false);
    }
  });

  it("carries no markup, spaces or quotes, and keeps to its length", () => {
    for (const odd of ["/blog?x=<script>", "/a b", '/a"b', "/a`b", "/a{b}"]) {
      expect(isSitePath(odd), odd).toBe(false);
    }
    expect(isSitePath(`/${"a".repeat(199)}`, { maxLength: 200 })).toBe(true);
    expect(isSitePath(`/${"a".repeat(200)}`, { maxLength: 200 })).toBe(false);
  });
});
