/**
 * Fixed copy for /blog (SPEC §2 "Blog list", §3 "Blog categories"): the six categories in SPEC order,
 * the separate Changelog category for release notes, the six trending topics and the newsletter box.
 */
import type { BlogCategory, TitledText } from "./types";

/** The six SPEC categories, in SPEC order, for the dropdown and sidebar. */
export const blogCategories: readonly BlogCategory[] = [
  {
    name: "HR Technology",
    description: "How attendance, payroll and HR software work, and how to choose and roll them out well.",
    color: "indigo",
  },
  {
    name: "Employee Engagement",
    description: "Practical ways to hear from employees and keep them, from the head office to the shop floor.",
    color: "rose",
  },
  {
    name: "Performance Management",
    description: "Goals, reviews and feedback that are fair to office, shift and field teams alike.",
    color: "amber",
  },
  {
    name: "Recruitment",
    description: "Hiring faster and better, whether you need one engineer or two hundred warehouse associates.",
    color: "emerald",
  },
  {
    name: "Remote Work",
    description: "Running hybrid, remote and field teams across cities and across India and the UAE.",
    color: "sky",
  },
  {
    name: "Best Practices",
    description: "Checklists and habits for payroll, compliance and data protection that hold up at audit time.",
    color: "violet",
  },
];

/** The blog page's heading (the assistant's index reads it too). */
export const blogHero = {
  eyebrow: "Blog",
  title: "Ideas for people-first HR teams",
  intro:
    "Practical guides on attendance, payroll, hiring, engagement and compliance, written by the people who build Aster HRMS.",
} as const;

/** The changelog page's heading (the assistant's index reads it too). */
export const changelogHero = {
  eyebrow: "Changelog",
  title: "What is new in Aster HRMS",
  intro: "Every release, newest first: new features, improvements and fixes across web and mobile.",
} as const;

/** Category of release-note posts; the public /changelog is built from these (SPEC §3 Changelog entry). */
export const changelogCategory = "Changelog";

/** Trending topics; clicking one fills the search box (SPEC §2 Blog list, §3). */
export const trendingTopics = [
  "AI in HR",
  "Employee Wellbeing",
  "Digital Transformation",
  "Hybrid Work Models",
  "Data Analytics",
  "Compliance Management",
] as const;

/** The newsletter box in the blog sidebar (its Subscribe button does nothing, SPEC §2). */
export const newsletterCopy: TitledText = {
  title: "The Aster Monthly",
  text:
    "One email a month with our new articles, statutory due dates for the month ahead, and what changed in Aster. " +
    "No spam, and you can unsubscribe in one click.",
};

/** A post's one address. */
export const blogPostPath = (slug: string): string => `/blog/${slug}`;

/**
 * Where a request for `/blog/<requested>` must go instead: the post's own address when it was
 * asked for by id or a former slug (a 301 on the server, a replaced URL in the browser), else
 * null. The rule for both, in one place.
 */
export function blogPostRedirect(requested: string, slug: string): string | null {
  return requested === slug ? null : blogPostPath(slug);
}
