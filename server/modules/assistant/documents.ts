/**
 * Everything the site says, as passages the assistant can find: one document per section,
 * FAQ, plan, post or opening, each with the address of the page (and section anchor) it is on.
 * The content modules are the one source: the pages render them and this file reads them, so the
 * assistant can never quote text the site does not show.
 *
 * Anchors are the ids the pages give their sections: a feature section is slugify(title) on
 * /features/{slugify(category)}, a policy section its PolicySection id, the home page's sections
 * `home-{name}`, /pricing's `pricing-faq` and `pricing-benefits`, /contact's `offices` and
 * `quick-contact`, /careers's `openings`, `benefits`, `culture` and `hiring`.
 */

import { blogPostPath } from "../../../content/blog";
import { cookiesSections } from "../../../content/cookies";
import { dataRightsSections } from "../../../content/data-rights";
import { privacySections } from "../../../content/privacy";
import { securitySections } from "../../../content/security";
import { termsSections } from "../../../content/terms";
import type { PolicySection } from "../../../content/types";
import { type AssistantDocument, sentences } from "./assistant-document";
import { careersDocuments, companyDocuments, otherPageDocuments } from "./company-page-documents";
import { featureDocuments, homeDocuments, pricingDocuments } from "./product-page-documents";

export {
  type AssistantDocument,
  type DatabaseSource,
  type DocumentSource,
  databaseSources,
} from "./assistant-document";

function policyDocuments(page: string, pageTitle: string, sections: readonly PolicySection[]): AssistantDocument[] {
  return sections.map((section) => ({
    id: `${page.slice(1)}#${section.id}`,
    source: "content",
    title: section.title,
    keywords: pageTitle,
    body: sentences([...section.paragraphs, ...(section.bullets ?? [])]),
    url: `${page}#${section.id}`,
  }));
}

/** Every document that comes from the content in code: built at start, changed only by a deploy. */
export function contentDocuments(): AssistantDocument[] {
  return [
    ...featureDocuments(),
    ...homeDocuments(),
    ...pricingDocuments(),
    ...companyDocuments(),
    ...careersDocuments(),
    ...otherPageDocuments(),
    ...policyDocuments("/privacy", "Privacy Policy", privacySections),
    ...policyDocuments("/terms", "Terms of Service", termsSections),
    ...policyDocuments("/security", "Security", securitySections),
    ...policyDocuments("/cookies", "Cookie Policy", cookiesSections),
    ...policyDocuments("/gdpr", "GDPR and DPDP data rights", dataRightsSections),
  ];
}

export { blogPostPath };
