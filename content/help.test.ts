import { describe, expect, it } from "vitest";
import { homeFaqs, pricingFaqs } from "./faqs";
import { featurePages } from "./feature-pages";
import { helpPath, helpSections, questionSlug } from "./help";

describe("the Help Center's questions", () => {
  const questions = helpSections.flatMap((section) => section.items);

  it("holds every FAQ the site shows, each once under its topic", () => {
    const everyFaq = [
      ...homeFaqs,
      ...pricingFaqs,
      ...featurePages.flatMap((page) => page.sections.flatMap((s) => s.faqs)),
    ];
    expect(questions.map(({ question, answer }) => ({ question, answer }))).toEqual(
      everyFaq.map(({ question, answer }) => ({ question, answer })),
    );
  });

  it("gives every topic and question an anchor of its own, and the address that opens it", () => {
    const ids = [...helpSections.map((section) => section.id), "documentation", ...questions.map((item) => item.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const section of helpSections) expect(section.url).toBe(`${helpPath}#${section.id}`);
    for (const item of questions) expect(item.url).toBe(`${helpPath}#${item.id}`);
    expect(helpSections.map((section) => section.id)).toEqual(
      expect.arrayContaining(["general", "pricing", "payroll-finance"]),
    );
  });

  it("points each feature question at its feature's section", () => {
    const payroll = helpSections.find((section) => section.id === "payroll-finance");
    expect(payroll?.items[0]?.sourceUrl).toBe("/features/payroll-finance#advanced-payroll");
  });

  it("makes ids of letters, digits and hyphens", () => {
    expect(questionSlug("Can I change my plan later?")).toBe("can-i-change-my-plan-later");
    expect(questionSlug("PF, ESI & TDS: which ones?")).toBe("pf-esi-and-tds-which-ones");
  });
});
