import type { ReactNode } from "react";
import type { PolicySection as PolicySectionContent } from "../../../content/types";
import { PolicyContents } from "./policy-contents";
import { PolicySection } from "./policy-section";

const contentsId = "contents";

/**
 * A long legal document: the table of contents beside (or, on phones, above) numbered sections at
 * reading width. Every section's id is its anchor, so other pages and the assistant can link to
 * `/terms#liability` and the like. `after` places extra content (a form, a table) right after the
 * section with that id, inside the article, so it reads in order.
 */
export function LegalDocument({
  label,
  path,
  sections,
  after = {},
}: {
  /** The article's accessible name: the page title. */
  label: string;
  /** The page's own path ("/terms"): its copy links to the other documents, not to itself. */
  path: string;
  sections: readonly PolicySectionContent[];
  after?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <div className="px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <div className="mx-auto max-w-6xl lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <PolicyContents sections={sections} id={contentsId} />
        <article aria-label={label} className="max-w-[70ch]">
          {sections.map((section, index) => (
            <PolicySection key={section.id} section={section} number={index + 1} path={path}>
              {after[section.id]}
            </PolicySection>
          ))}
          <p className="mt-12 lg:hidden">
            <a href={`#${contentsId}`} className="font-medium text-brand-ink text-sm underline underline-offset-2">
              Back to contents
            </a>
          </p>
        </article>
      </div>
    </div>
  );
}
