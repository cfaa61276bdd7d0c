import type { Plan } from "../../../common/plan";
import { company } from "../../../content/company";
import { homeFaqs, pricingFaqs } from "../../../content/faqs";
import { featureCategories } from "../../../content/features";
import { checklistDataNote, implementationChecklist, onboardingSteps } from "../../../content/implementation-checklist";
import {
  complianceBriefDisclaimer,
  complianceBriefIntro,
  complianceBriefSections,
  statutoryOutputs,
} from "../../../content/payroll-compliance-brief";
import { productDemos } from "../../../content/product-tour";
import type { ResourceFile } from "../../../content/product-tour-resources";
import type { Block, DocumentSpec } from "./pdf-writer";

/** What a document may be made from besides the site's content files: what lives in the database. */
export interface DocumentSources {
  /** The plans /pricing shows, in its order. */
  plans: readonly Plan[];
  /** The site's address, for the links a printed page can only spell out. */
  publicUrl: string;
  createdAt: Date;
}

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

const onboardingBlocks = (): Block[] =>
  onboardingSteps.flatMap((step, index): Block[] => [
    { kind: "subheading", text: `${index + 1}. ${step.title}`, aside: step.when },
    { kind: "paragraph", text: step.text },
  ]);

const planBlocks = (plans: readonly Plan[]): Block[] =>
  plans.flatMap((plan): Block[] => [
    { kind: "subheading", text: plan.name, aside: plan.tag || undefined },
    {
      kind: "facts",
      rows: [
        ["Price", [plan.price, plan.priceDetails].filter(Boolean).join(" ")],
        ...(plan.includedUsers > 0 ? [["Users included", plan.includedUsers.toLocaleString("en-IN")] as const] : []),
        ...(plan.additionalUser ? [["Additional users", plan.additionalUser] as const] : []),
      ],
    },
    { kind: "bullets", items: plan.features },
  ]);

function demoGuide({ plans, publicUrl, createdAt }: DocumentSources): DocumentSpec {
  const faqs = [...homeFaqs, ...pricingFaqs].filter(
    (faq, index, all) => all.findIndex((other) => other.question === faq.question) === index,
  );
  return {
    title: `${company.product} Demo Guide`,
    subject: "The product tour's demos, the modules, plans and onboarding, and the questions HR teams ask most",
    footer: `${company.product} · Demo Guide`,
    createdAt,
    blocks: [
      {
        kind: "title",
        text: `${company.product} Demo Guide`,
        subtitle:
          "The product tour on paper: what each demo shows, what the platform covers, what it costs, and how you go " +
          "live. Share it with finance and IT before you decide.",
      },
      { kind: "paragraph", text: company.description },
      {
        kind: "heading",
        text: "The demos",
        intro: `Watch them at ${publicUrl}/product-tour, or book a live walkthrough at ${publicUrl}/schedule-demo.`,
      },
      ...productDemos.flatMap((demo): Block[] => [
        { kind: "subheading", text: demo.title, aside: minutes(demo.durationSeconds) },
        { kind: "paragraph", text: demo.description },
        { kind: "bullets", items: demo.chapters.map((chapter) => chapter.title) },
      ]),
      {
        kind: "heading",
        text: "What the platform covers",
        intro: `Ten modules on one employee record. Every feature is described at ${publicUrl}/features.`,
      },
      ...featureCategories.flatMap((category): Block[] => [
        { kind: "subheading", text: category.name },
        { kind: "paragraph", text: category.description, muted: true },
        { kind: "bullets", items: category.features.map((feature) => `${feature.title}: ${feature.description}`) },
      ]),
      {
        kind: "heading",
        text: "Plans and pricing",
        intro:
          "Every plan starts with a 14-day free trial: no credit card, no setup fees, cancel anytime. Prices as " +
          `published at ${publicUrl}/pricing on the date of this guide.`,
      },
      ...planBlocks(plans),
      {
        kind: "heading",
        text: "From sign-up to go-live",
        intro:
          "Our onboarding team does the setting up; your team checks it. The Implementation Checklist lists every file to prepare.",
      },
      ...onboardingBlocks(),
      { kind: "heading", text: "Questions HR teams ask us most" },
      ...faqs.flatMap((faq): Block[] => [
        { kind: "subheading", text: faq.question },
        { kind: "paragraph", text: faq.answer },
      ]),
      { kind: "heading", text: "Talk to us" },
      {
        kind: "facts",
        rows: [
          ["Book a demo", `${publicUrl}/schedule-demo`],
          ["Sales", company.salesEmail],
          ["Email", company.email],
          ["Phone", `${company.phone} (${company.businessHours}, India Standard Time)`],
        ],
      },
    ],
  };
}

function implementationChecklistDocument({ publicUrl, createdAt }: DocumentSources): DocumentSpec {
  return {
    title: `${company.product} Implementation Checklist`,
    subject: "What to prepare so onboarding takes 24 to 48 hours",
    footer: `${company.product} · Implementation Checklist`,
    createdAt,
    blocks: [
      {
        kind: "title",
        text: "Implementation Checklist",
        subtitle:
          "Everything our onboarding team needs to set up Aster with your own data. With these ready, setup takes 24 " +
          "to 48 hours. Tick each item off as you collect it.",
      },
      { kind: "heading", text: "How onboarding works" },
      ...onboardingBlocks(),
      ...implementationChecklist.flatMap((group): Block[] => [
        { kind: "heading", text: group.title, intro: group.intro },
        { kind: "checklist", items: group.items },
      ]),
      { kind: "heading", text: "Sending your files" },
      { kind: "paragraph", text: checklistDataNote },
      {
        kind: "paragraph",
        text: `Questions while you prepare: ${company.email} or ${company.phone}. Not a customer yet? Book a demo at ${publicUrl}/schedule-demo.`,
        muted: true,
      },
    ],
  };
}

function complianceBrief({ publicUrl, createdAt }: DocumentSources): DocumentSpec {
  return {
    title: `${company.product} Payroll Compliance Brief`,
    subject: "How Aster calculates PF, ESI, professional tax, LWF and TDS, and the files each payroll run produces",
    footer: `${company.product} · Payroll Compliance Brief`,
    createdAt,
    blocks: [
      { kind: "title", text: "Payroll Compliance Brief", subtitle: complianceBriefIntro },
      ...complianceBriefSections.flatMap((section): Block[] => [
        { kind: "heading", text: section.title, intro: section.summary },
        { kind: "bullets", items: section.points },
      ]),
      {
        kind: "heading",
        text: "What each payroll run produces",
        intro: "Once a run is locked, finance downloads these from the payroll screen.",
      },
      { kind: "facts", rows: statutoryOutputs.map((output) => [output.name, output.text] as const) },
      { kind: "heading", text: "Please note" },
      { kind: "paragraph", text: complianceBriefDisclaimer, muted: true },
      {
        kind: "paragraph",
        text: `See payroll run in the product tour at ${publicUrl}/product-tour, or ask our team at ${company.salesEmail}.`,
        muted: true,
      },
    ],
  };
}

/** Each resource file and the document it is made from. */
export const resourceDocuments: Record<ResourceFile, (sources: DocumentSources) => DocumentSpec> = {
  "aster-demo-guide.pdf": demoGuide,
  "aster-implementation-checklist.pdf": implementationChecklistDocument,
  "aster-payroll-compliance-brief.pdf": complianceBrief,
};
