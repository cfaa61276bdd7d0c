/**
 * The passages of the product pages (./documents.ts gathers every page): the features, the
 * home page and pricing. Anchors are the ids the pages give their sections.
 */
import { slugify } from "../../../common/slug";
import { homeFaqs, pricingFaqs } from "../../../content/faqs";
import { featurePages } from "../../../content/feature-pages";
import { extraCapabilities, featureCategories, keyHighlights } from "../../../content/features";
import { benefitMetrics, integrations, securityBadges, workflowSteps } from "../../../content/home";
import { pricingBenefits } from "../../../content/pricing";

import { type AssistantDocument, sentences } from "./assistant-document";

export function featureDocuments(): AssistantDocument[] {
  const documents: AssistantDocument[] = [];
  for (const category of featureCategories) {
    const slug = slugify(category.name);
    documents.push({
      id: `features/${slug}`,
      source: "content",
      title: category.name,
      keywords: category.features.map((feature) => feature.title).join(", "),
      body: sentences([category.description, ...category.features.map((feature) => feature.description)]),
      url: `/features/${slug}`,
    });
  }
  for (const page of featurePages) {
    const slug = slugify(page.category);
    const categoryFeatures = featureCategories.find((category) => category.name === page.category)?.features ?? [];
    for (const section of page.sections) {
      const anchor = slugify(section.title);
      const url = `/features/${slug}#${anchor}`;
      const highlights = categoryFeatures.find((feature) => feature.title === section.title)?.highlights ?? [];
      documents.push({
        id: `features/${slug}#${anchor}`,
        source: "content",
        title: section.title,
        keywords: [page.category, ...section.highlights, ...highlights].join(", "),
        body: sentences([section.description, ...section.benefits]),
        url,
      });
      section.faqs.forEach((faq, index) => {
        documents.push({
          id: `features/${slug}#${anchor}/faq-${index + 1}`,
          source: "content",
          title: faq.question,
          keywords: `${section.title}, ${page.category}`,
          body: faq.answer,
          url,
        });
      });
    }
  }
  for (const capability of extraCapabilities) {
    documents.push({
      id: `features#extra/${slugify(capability.name)}`,
      source: "content",
      title: capability.name,
      keywords: [capability.category, ...capability.features].join(", "),
      body: capability.description,
      url: "/features#extra-capabilities",
    });
  }
  documents.push({
    id: "features#key-highlights",
    source: "content",
    title: "Why HR teams choose Aster",
    keywords: keyHighlights.map((highlight) => highlight.title).join(", "),
    body: sentences(keyHighlights.map((highlight) => `${highlight.title}: ${highlight.description}`)),
    url: "/features#key-highlights",
  });
  return documents;
}

export function homeDocuments(): AssistantDocument[] {
  return [
    ...homeFaqs.map((faq, index) => ({
      id: `home#faq-${index + 1}`,
      source: "content" as const,
      title: faq.question,
      keywords: "Frequently asked questions",
      body: faq.answer,
      url: "/#home-faq",
    })),
    {
      id: "home#security",
      source: "content",
      title: "Security built into every plan",
      keywords: securityBadges.map((badge) => badge.title).join(", "),
      body: sentences(securityBadges.map((badge) => `${badge.title}: ${badge.description}`)),
      url: "/#home-security",
    },
    {
      id: "home#integrations",
      source: "content",
      title: "Integrations with the tools you already use",
      keywords: integrations.map((tool) => `${tool.name} (${tool.category})`).join(", "),
      body: sentences([
        `Aster connects with 100+ tools, including ${integrations.map((tool) => tool.name).join(", ")}.`,
        "A REST API and webhooks cover the rest.",
      ]),
      url: "/#home-integrations",
    },
    {
      id: "home#workflow",
      source: "content",
      title: "From hiring to exit in one workflow",
      keywords: workflowSteps.map((step) => step.title).join(", "),
      body: sentences(workflowSteps.map((step) => `${step.title}: ${step.description} ${step.points.join(", ")}`)),
      url: "/#home-workflow",
    },
    {
      id: "home#benefits",
      source: "content",
      title: "What changes when HR runs on Aster",
      keywords: benefitMetrics.map((metric) => metric.label).join(", "),
      body: sentences(benefitMetrics.map((metric) => `${metric.value} ${metric.label}: ${metric.description}`)),
      url: "/#home-benefits",
    },
  ];
}

export function pricingDocuments(): AssistantDocument[] {
  return [
    {
      id: "pricing",
      source: "content",
      title: "Pricing and plans",
      keywords: "Plans, prices, billing, cost per user, free trial",
      body: sentences([
        "Aster HRMS is priced per plan, with a number of users included and a price for each additional user; " +
          "the current plans and prices are on the pricing page.",
        ...pricingBenefits.map((benefit) => `${benefit.title}: ${benefit.description}`),
      ]),
      url: "/pricing",
    },
    {
      id: "pricing#pricing-benefits",
      source: "content",
      title: "What comes with every plan",
      keywords: pricingBenefits.map((benefit) => benefit.title).join(", "),
      body: sentences(pricingBenefits.map((benefit) => `${benefit.title}: ${benefit.description}`)),
      url: "/pricing#pricing-benefits",
    },
    ...pricingFaqs.map((faq, index) => ({
      id: `pricing#faq-${index + 1}`,
      source: "content" as const,
      title: faq.question,
      keywords: "Questions about plans and billing",
      body: faq.answer,
      url: "/pricing#pricing-faq",
    })),
  ];
}
