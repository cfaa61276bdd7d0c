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

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(
  post: {
    title: string;
    excerpt: string;
    date: string;
    author: string;
    slug: string;
    category: string;
    tags: string[];
  },
  { publicUrl, image, modified }: { publicUrl: string; image: string; modified?: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: modified ?? post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: "Aster HRMS",
      logo: { "@type": "ImageObject", url: `${publicUrl}/favicon.svg` },
    },
    image,
    mainEntityOfPage: `${publicUrl}/blog/${post.slug}`,
    articleSection: post.category,
    keywords: post.tags.join(", "),
  };
}

/** schema.org JobPosting for an open role on /careers (Google for Jobs). */
export function jobPostingJsonLd(
  job: { title: string; description: string; location: string; department: string; postedDate: string },
  { publicUrl, applyEmail }: { publicUrl: string; applyEmail: string },
) {
  const remote = /remote/i.test(job.location);
  const city = job.location.replace(/\s*\(.*\)\s*$/, "").replace(/^Remote,?\s*/i, "");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.postedDate,
    employmentType: "FULL_TIME",
    hiringOrganization: {
      "@type": "Organization",
      name: "Aster HRMS",
      sameAs: publicUrl,
      logo: `${publicUrl}/favicon.svg`,
    },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: city || "India" } }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: city,
              addressCountry: /dubai/i.test(city) ? "AE" : "IN",
            },
          },
        }),
    ...(job.department ? { industry: job.department } : {}),
    directApply: false,
    url: `${publicUrl}/careers`,
    applicationContact: { "@type": "ContactPoint", email: applyEmail },
  };
}
