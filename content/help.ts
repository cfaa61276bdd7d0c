/**
 * /help, the Help Center: every FAQ the site shows, gathered by topic, and the Documentation
 * section (getting started, drawn from the product's own content). One source for the page and
 * for the assistant's index: `helpSections` lists every question with the address that opens it
 * on /help (`url`) and the page it comes from (`sourceUrl`, down to the feature's section).
 */

import { slugify } from "../common/slug";
import { homeFaqs, pricingFaqs } from "./faqs";
import { featurePages } from "./feature-pages";
import type { FaqItem } from "./types";

export const helpPath = "/help";

/** One question on /help: its own anchor, and where the site asks it first. */
export interface HelpQuestion extends FaqItem {
  /** The element id on /help: stable as long as the question's wording is. */
  id: string;
  /** `/help#<id>`: opens this question on the Help Center. */
  url: string;
  /** The page (and section) that shows this question too. */
  sourceUrl: string;
}

/** A topic on /help. */
export interface HelpSection {
  /** The section's anchor: `/help#pricing`, `/help#payroll-finance`. */
  id: string;
  title: string;
  /** `/help#<id>`. */
  url: string;
  /** Where the topic lives on the site, for "More on …" links. */
  source: { label: string; url: string };
  items: readonly HelpQuestion[];
}

/** "Can I change my plan later?" → "can-i-change-my-plan-later": letters and digits only, for an id. */
export function questionSlug(question: string): string {
  return question
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

function section(
  id: string,
  title: string,
  source: HelpSection["source"],
  faqs: readonly (FaqItem & { sourceUrl?: string })[],
): HelpSection {
  return {
    id,
    title,
    url: `${helpPath}#${id}`,
    source,
    items: faqs.map(({ question, answer, sourceUrl }) => {
      const questionId = `${id}-${questionSlug(question)}`;
      return { question, answer, id: questionId, url: `${helpPath}#${questionId}`, sourceUrl: sourceUrl ?? source.url };
    }),
  };
}

/**
 * Every FAQ on the site, by topic: the home page's, pricing's, then each feature page's in the
 * order of /features. A question asked on two pages (the free trial, on the home page and on
 * pricing) appears under both topics, each with its own page's answer.
 */
export const helpSections: readonly HelpSection[] = [
  section("general", "Getting to know Aster", { label: "the home page", url: "/" }, homeFaqs),
  section("pricing", "Plans, billing and trials", { label: "Pricing", url: "/pricing" }, pricingFaqs),
  ...featurePages.map((page) => {
    const slug = slugify(page.category);
    const pageUrl = `/features/${slug}`;
    return section(
      slug,
      page.category,
      { label: page.title, url: pageUrl },
      page.sections.flatMap((feature) =>
        feature.faqs.map((faq) => ({ ...faq, sourceUrl: `${pageUrl}#${slugify(feature.title)}` })),
      ),
    );
  }),
];

/** The Documentation section's anchor (the footer's "Documentation" link). */
export const documentationId = "documentation";

/** One step of getting started, with where to read more. */
export interface GuideStep {
  title: string;
  text: string;
  link: { label: string; url: string };
}

/**
 * Getting started with Aster, in the order a new customer meets it. Every claim here is one the
 * site already makes: the 14-day trial, onboarding in 24 to 48 hours, the employee app.
 */
export const gettingStartedSteps: readonly GuideStep[] = [
  {
    title: "See it working",
    text: "Watch the ten-minute overview on the product tour, or book a live demo and bring your own questions: our team walks through attendance, leave and a payroll run with you.",
    link: { label: "Open the product tour", url: "/product-tour" },
  },
  {
    title: "Choose a plan and start the trial",
    text: "Every plan starts with a 14-day free trial, with no credit card and no setup fee. You can move between Starter, Professional and Enterprise later; billing is prorated.",
    link: { label: "Compare plans", url: "/pricing" },
  },
  {
    title: "Hand us your data",
    text: "Our onboarding team imports your employees, leave balances and salary structures, so you start with real records. Full onboarding takes 24 to 48 hours.",
    link: { label: "What Core HRMS keeps", url: "/features/core-hrms" },
  },
  {
    title: "Set attendance and leave rules",
    text: "Pick how each team checks in (biometric devices, the app with a geofence, face check-in and more), and set shifts, rosters, leave types and who approves what.",
    link: { label: "Attendance & Time", url: "/features/attendance-time" },
  },
  {
    title: "Bring employees onto the app",
    text: "Employees install the Android or iOS app to check in, apply for leave, claim expenses and read their payslips. Field staff log client visits from it too.",
    link: { label: "Mobile & Field", url: "/features/mobile-field" },
  },
  {
    title: "Run your first payroll",
    text: "Lock the month's attendance, review arrears and deductions, and run payroll with PF, ESI, professional tax and TDS worked out. Payslips go to the app and the bank file is ready to upload.",
    link: { label: "Payroll & Finance", url: "/features/payroll-finance" },
  },
];

/** Where to go when the answer is not here. */
export const helpContacts = {
  title: "Still need a hand?",
  text: "Every plan includes 24/7 email support; Professional adds priority phone support, and Enterprise a dedicated account manager. Write to us, or book a call with someone who can show you the answer on screen.",
} as const;
