import type { FaqItem } from "../../content/types";

/** schema.org FAQPage for a page whose questions are visible on it (Google requires that). */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** schema.org Organization for the home page: name, logo, contact point and address. */
export function organizationJsonLd(publicUrl: string, company: typeof import("../../content/company").company) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.product,
    legalName: company.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    foundingDate: String(company.founded),
    email: company.email,
    address: { "@type": "PostalAddress", addressLocality: "Kolkata", addressCountry: "IN" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: company.salesEmail,
      telephone: company.phone,
      areaServed: ["IN", "AE"],
    },
  };
}
