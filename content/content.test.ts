import { describe, expect, it } from "vitest";
import { slugify } from "../common/slug";
import { homeFaqs, pricingFaqs } from "./faqs";
import { featurePages } from "./feature-pages";
import { extraCapabilities, featureCategories, featureStats, keyHighlights } from "./features";
import {
  benefitMetrics,
  clientLogos,
  closingCta,
  explorerTabs,
  heroBadges,
  heroHeadlinePrefix,
  heroSubtitle,
  heroWords,
  homeSectionIntros,
  homeStats,
  integrations,
  securityBadges,
  workflowSteps,
} from "./home";
import { reviewSummary, testimonials } from "./testimonials";
import { iconNames, illustrationKinds } from "./types";

const categoryRoutes = [
  "core-hrms",
  "attendance-time",
  "mobile-field",
  "hr-operations",
  "payroll-finance",
  "communication",
  "learning-development",
  "security-compliance",
  "analytics-insights",
  "integration-api",
];

/** SPEC §2 fixes the feature titles of six categories; HR Operations' four come from its scope line. */
const fixedFeatureTitles: Record<string, string[]> = {
  "HR Operations": ["Leave Management", "Recruitment & Hiring", "Performance Management", "Employee Lifecycle"],
  "Payroll & Finance": ["Advanced Payroll", "Expense Management", "Loan Management", "Payment Collection"],
  Communication: ["Real-time Chat System", "Notification System", "Notice Board", "AI Chat Assistant"],
  "Learning & Development": ["Learning Management System", "Training Programs", "Skill Development", "Knowledge Base"],
  "Security & Compliance": ["Advanced Security", "Compliance Management", "Data Protection", "Access Control"],
  "Analytics & Insights": [
    "Advanced Analytics",
    "Business Intelligence",
    "Performance Insights",
    "Operational Metrics",
  ],
  "Integration & API": ["API Integration", "System Integrations", "Data Management", "Technical Features"],
};

const attendanceMethods = [
  "QR code",
  "dynamic QR",
  "geofence",
  "IP-based",
  "site-based",
  "face recognition",
  "biometric",
  "web check-in",
];

const allContent = {
  featureCategories,
  extraCapabilities,
  featureStats,
  keyHighlights,
  featurePages,
  heroWords,
  heroHeadlinePrefix,
  heroSubtitle,
  heroBadges,
  explorerTabs,
  homeStats,
  clientLogos,
  benefitMetrics,
  workflowSteps,
  securityBadges,
  integrations,
  closingCta,
  homeSectionIntros,
  testimonials,
  reviewSummary,
  homeFaqs,
  pricingFaqs,
};

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

function collectIcons(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectIcons(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "icon" && typeof child === "string") found.push(child);
      else collectIcons(child, found);
    }
  }
  return found;
}

describe("feature categories (/features)", () => {
  it("has the 10 categories in SPEC order, with the routes SPEC lists", () => {
    expect(featureCategories.map((category) => slugify(category.name))).toEqual(categoryRoutes);
  });

  it("gives each category a description and a colour of its own", () => {
    for (const category of featureCategories) expect(category.description.length).toBeGreaterThan(0);
    expect(new Set(featureCategories.map((category) => category.color)).size).toBe(10);
  });

  it("has exactly 4 features per category, each with 4 highlights of 2 to 4 words", () => {
    for (const category of featureCategories) {
      expect(category.features, category.name).toHaveLength(4);
      for (const feature of category.features) {
        expect(feature.description.length, feature.title).toBeGreaterThan(0);
        expect(feature.highlights, feature.title).toHaveLength(4);
        for (const highlight of feature.highlights) {
          expect(wordCount(highlight), highlight).toBeGreaterThanOrEqual(2);
          expect(wordCount(highlight), highlight).toBeLessThanOrEqual(4);
        }
      }
    }
  });

  it("uses the feature titles SPEC fixes", () => {
    for (const [name, titles] of Object.entries(fixedFeatureTitles)) {
      const category = featureCategories.find((candidate) => candidate.name === name);
      expect(
        category?.features.map((feature) => feature.title),
        name,
      ).toEqual(titles);
    }
  });

  it("markets multi-tenant management and role-based access in Core HRMS", () => {
    const core = JSON.stringify(featureCategories[0]);
    expect(core).toMatch(/multi-tenant/i);
    expect(core).toMatch(/roles?/i);
  });

  it("names all 8 attendance methods in Attendance & Time", () => {
    const attendance = JSON.stringify(featureCategories[1]);
    for (const method of attendanceMethods) expect(attendance.toLowerCase()).toContain(method.toLowerCase());
  });

  it("gives every feature a unique title slug across the site", () => {
    const slugs = featureCategories.flatMap((category) => category.features.map((feature) => slugify(feature.title)));
    expect(slugs).toHaveLength(40);
    expect(new Set(slugs).size).toBe(40);
  });
});

describe("additional capabilities, stats and highlights (/features)", () => {
  it("has 12 extra capabilities with 4 features each and no repeat of a feature title", () => {
    const featureSlugs = new Set(featureCategories.flatMap((c) => c.features.map((f) => slugify(f.title))));
    expect(extraCapabilities).toHaveLength(12);
    expect(new Set(extraCapabilities.map((capability) => capability.name)).size).toBe(12);
    for (const capability of extraCapabilities) {
      expect(capability.features, capability.name).toHaveLength(4);
      expect(featureSlugs.has(slugify(capability.name)), capability.name).toBe(false);
    }
  });

  it("shows SPEC's four stat tiles", () => {
    expect(featureStats).toEqual([
      { value: "30+", label: "Core Modules" },
      { value: "100+", label: "Features" },
      { value: "8", label: "Attendance Types" },
      { value: "24/7", label: "AI Support" },
    ]);
  });

  it("has 4 key highlights", () => {
    expect(keyHighlights).toHaveLength(4);
  });
});

describe("feature detail pages (/features/{category})", () => {
  it("has one page per category, in category order", () => {
    expect(featurePages.map((page) => page.category)).toEqual(featureCategories.map((category) => category.name));
  });

  it("has a section for every feature of its category, in order, so each #fragment has a target", () => {
    for (const [index, page] of featurePages.entries()) {
      const titles = featureCategories[index]?.features.map((feature) => feature.title);
      expect(
        page.sections.map((section) => section.title),
        page.category,
      ).toEqual(titles);
    }
  });

  it("fills every section: 5-6 highlights, 4 benefits, 3 FAQs, a known illustration and alt text", () => {
    for (const page of featurePages) {
      for (const section of page.sections) {
        const where = `${page.category} / ${section.title}`;
        expect(section.highlights.length, where).toBeGreaterThanOrEqual(5);
        expect(section.highlights.length, where).toBeLessThanOrEqual(6);
        expect(section.benefits, where).toHaveLength(4);
        expect(section.faqs, where).toHaveLength(3);
        expect(illustrationKinds, where).toContain(section.illustration);
        expect(section.illustrationAlt.length, where).toBeGreaterThan(0);
        expect(section.description.length, where).toBeGreaterThan(section.title.length);
      }
    }
  });

  it("keeps meta descriptions within 160 characters", () => {
    for (const page of featurePages) expect(page.metaDescription.length, page.category).toBeLessThanOrEqual(160);
  });

  it("uses SPEC's exact header and closing prompt on HR Operations", () => {
    const hrOperations = featurePages.find((page) => page.category === "HR Operations");
    expect(hrOperations?.subtitle).toBe("Complete HR lifecycle management from recruitment to exit");
    expect(hrOperations?.closingTitle).toBe("Ready to Streamline HR Operations?");
  });

  it("describes all 8 attendance methods on the Attendance & Time page", () => {
    const attendance = JSON.stringify(featurePages[1]?.sections).toLowerCase();
    for (const method of attendanceMethods) expect(attendance).toContain(method.toLowerCase());
  });
});

describe("home page", () => {
  it("types SPEC's 5 hero phrases in order, ending on Real Connections", () => {
    expect(heroWords).toEqual([
      "Human Touch",
      "Powered by AI",
      "Beyond Payroll",
      "Empowering People",
      "Real Connections",
    ]);
    expect(heroWords.at(-1)).toBe("Real Connections");
  });

  it("shows SPEC's hero badges", () => {
    expect(heroBadges).toEqual(["No credit card required", "Setup in minutes", "24/7 Premium Support"]);
  });

  it("has 6 explorer tabs with SPEC's labels in order, each listing 6 to 10 features", () => {
    expect(explorerTabs.map((tab) => tab.label)).toEqual([
      "Overview",
      "Workforce",
      "Operations",
      "Requests",
      "Settings & Admin",
      "Tools & Addons",
    ]);
    for (const tab of explorerTabs) {
      expect(tab.items.length, tab.label).toBeGreaterThanOrEqual(6);
      expect(tab.items.length, tab.label).toBeLessThanOrEqual(10);
    }
  });

  it("claims SPEC's 4 stats", () => {
    expect(homeStats.map((stat) => stat.value)).toEqual(["10,000+", "2M+", "99.9%", "50+"]);
  });

  it("shows 6 client logos with distinct names", () => {
    expect(clientLogos).toHaveLength(6);
    expect(new Set(clientLogos.map((logo) => logo.name)).size).toBe(6);
  });

  it("shows SPEC's 4 benefit metrics", () => {
    expect(benefitMetrics.map((metric) => [metric.value, metric.label])).toEqual([
      ["60%", "Faster Hiring"],
      ["40%", "Cost Savings"],
      ["25%", "Better Retention"],
      ["35%", "Productivity Gain"],
    ]);
  });

  it("runs the workflow Recruit, Onboard, Manage, Analyze with 3 points each", () => {
    expect(workflowSteps.map((step) => step.title)).toEqual(["Recruit", "Onboard", "Manage", "Analyze"]);
    for (const step of workflowSteps) expect(step.points).toHaveLength(3);
  });

  it("has 4 to 6 security badges, 12 integrations and SPEC's closing points", () => {
    expect(securityBadges.length).toBeGreaterThanOrEqual(4);
    expect(securityBadges.length).toBeLessThanOrEqual(6);
    expect(integrations).toHaveLength(12);
    expect(closingCta.points).toEqual(["14-day free trial", "No setup fees", "Cancel anytime"]);
  });

  it("introduces every home section", () => {
    expect(Object.keys(homeSectionIntros).sort()).toEqual([
      "benefits",
      "explorer",
      "faq",
      "integrations",
      "logos",
      "pricing",
      "security",
      "stats",
      "testimonials",
      "workflow",
    ]);
  });
});

describe("testimonials and FAQs", () => {
  it("has 3 testimonials, all rated 5, and the claimed review summary", () => {
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(5);
    expect(reviewSummary).toEqual({ rating: "4.9/5", count: "10,000+" });
  });

  it("has 6 home FAQs and 4 pricing FAQs", () => {
    expect(homeFaqs).toHaveLength(6);
    expect(pricingFaqs).toHaveLength(4);
  });

  it("names the Starter, Professional and Enterprise plans in the pricing FAQs", () => {
    const text = pricingFaqs.map((faq) => `${faq.question} ${faq.answer}`).join(" ");
    for (const plan of ["Starter", "Professional", "Enterprise"]) expect(text).toContain(plan);
  });
});

describe("all content", () => {
  it("uses only icons the app can draw", () => {
    const icons = collectIcons(allContent);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(iconNames).toContain(icon);
  });

  it("claims no certification or audit, and avoids hype words", () => {
    const text = JSON.stringify(allContent);
    expect(text).not.toMatch(/\bISO\b|SOC ?2|HIPAA|certified/i);
    expect(text).not.toMatch(/revolutioni[sz]|seamless|cutting-edge|game-changer|unlock|next-level|world-class/i);
    expect(text).not.toMatch(/lorem ipsum|TODO/i);
  });
});
