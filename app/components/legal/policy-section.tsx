import type { ReactNode } from "react";
import type { PolicySection as PolicySectionContent } from "../../../content/types";

/**
 * An email address, or a path on this site written as the copy does ("on /pricing"): a slash
 * after a space, so "and/or" stays text.
 */
const linkable = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<=^|\s)\/[a-z][a-z-]*(?:#[a-z0-9-]+)?)/;

const linkClasses = "font-medium text-brand-ink underline decoration-1 underline-offset-2 hover:decoration-2";

/** Copy is plain text; the addresses and site paths in it become links, since writing to them or going there is the point. */
function withLinks(text: string): ReactNode[] {
  return text.split(linkable).map((part, index) => {
    if (index % 2 === 0) return part;
    const href = part.startsWith("/") ? part : `mailto:${part}`;
    return (
      <a key={part} href={href} className={linkClasses}>
        {part}
      </a>
    );
  });
}

/**
 * One numbered section of a legal document; its id is the anchor the table of contents links to.
 * `children` come after its text, inside the section (the data-rights form after "How to Make a Request").
 */
export function PolicySection({
  section,
  number,
  children,
}: {
  section: PolicySectionContent;
  number: number;
  children?: ReactNode;
}) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 pt-12 first:pt-0">
      <h2 id={`${section.id}-title`} className="flex gap-3 font-bold text-2xl tracking-tight">
        <span className="text-brand-ink tabular-nums">{number}.</span>
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-ink-muted leading-7">
          {withLinks(paragraph)}
        </p>
      ))}
      {section.bullets && (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-muted leading-7 marker:text-brand-ink">
          {section.bullets.map((bullet) => (
            <li key={bullet}>{withLinks(bullet)}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
