import { describe, expect, it } from "vitest";
import { slugify } from "../common/slug";
import { fallbackSuggestions, matchesPattern, suggestionRules, suggestionsFor } from "./assistant-suggestions";
import { featureCategories } from "./features";

describe("the assistant's suggested questions", () => {
  it("names a path, a path and what is under it, or only what is under it", () => {
    expect(matchesPattern("/pricing", "/pricing")).toBe(true);
    expect(matchesPattern("/pricing", "/pricing/")).toBe(true);
    expect(matchesPattern("/pricing", "/pricing-old")).toBe(false);
    expect(matchesPattern("/blog*", "/blog")).toBe(true);
    expect(matchesPattern("/blog*", "/blog/five-payroll-mistakes")).toBe(true);
    expect(matchesPattern("/blog*", "/blogroll")).toBe(false);
    expect(matchesPattern("/features/*", "/features")).toBe(false);
    expect(matchesPattern("/features/*", "/features/core-hrms")).toBe(true);
    expect(matchesPattern("/", "/")).toBe(true);
    expect(matchesPattern("/", "/about")).toBe(false);
  });

  it("suggests for the page the visitor is on, the most specific rule first", () => {
    expect(suggestionsFor("/pricing")).toContain("Is there a free trial?");
    expect(suggestionsFor("/features/integration-api")).toContain("Do you integrate with Tally?");
    expect(suggestionsFor("/features")).toContain("Does Aster run payroll for India?");
    expect(suggestionsFor("/blog/any-post")).toEqual(suggestionsFor("/blog"));
    expect(suggestionsFor("/careers")).toContain("Are you hiring?");
  });

  it("falls back to a general set on a page no rule names", () => {
    expect(suggestionsFor("/no-such-page")).toEqual(fallbackSuggestions);
    expect(suggestionsFor("/sitemap")).toEqual(fallbackSuggestions);
  });

  it("has its own three for every feature page, each a different question", () => {
    for (const slug of featureCategories.map((category) => slugify(category.name))) {
      const questions = suggestionsFor(`/features/${slug}`);
      expect(
        suggestionRules.some((rule) => rule.pattern === `/features/${slug}`),
        slug,
      ).toBe(true);
      expect(new Set(questions).size).toBe(3);
    }
  });

  it("asks questions within the assistant's limit, none twice on one page", () => {
    for (const rule of [...suggestionRules, { pattern: "fallback", questions: fallbackSuggestions }]) {
      expect(new Set(rule.questions).size, rule.pattern).toBe(3);
      for (const question of rule.questions) expect(question.length).toBeLessThanOrEqual(80);
    }
  });
});
