import type { ReactNode } from "react";
import type { PolicySection as PolicySectionContent } from "../../../content/types";

/** The site's other legal documents by the names the copy gives them ("our Security page"). */
const documentPaths: Readonly<Record<string, string>> = {
  "Privacy Policy": "/privacy",
  "Cookie Policy": "/cookies",
  "Security page": "/security",
};

/**
 * An email address, a path on this site written as the copy does ("on /pricing": a slash after a
 * space, so "and/or" stays text), or the name of another legal document.
 */
const linkable = new RegExp(
  `([\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+|(?<=^|\\s)/[a-z][a-z-]*(?:#[a-z0-9-]+)?|${Object.keys(documentPaths).join("|")})`,
);

const linkClasses = "font-medium text-brand-ink underline decoration-1 underline-offset-2 hover:decoration-2";

/**
 * Copy is plain text; the addresses, site paths and document names in it become links, since
 * writing to them or going there is the point. A page never links to itself (`here`).
 */
function withLinks(text: string, here: string): ReactNode[] {
  // Keys from the link and how often it came before, so one named twice in a paragraph stays unique.
  const seen = new Map<string, number>();
  return text.split(linkable).map((part, index) => {
    if (index % 2 === 0) return part;
    const href = documentPaths[part] ?? (part.startsWith("/") ? part : `mailto:${part}`);
    if (href === here) return part;
    const occurrence = (seen.get(part) ?? 0) + 1;
    seen.set(part, occurrence);
    return (
      <a key={`${part}:${occurrence}`} href={href} className={linkClasses}>
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
  path,
  children,
}: {
  section: PolicySectionContent;
  number: number;
  /** The page's own path, which its copy does not link to. */
  path: string;
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
          {withLinks(paragraph, path)}
        </p>
      ))}
      {section.bullets && (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-muted leading-7 marker:text-brand-ink">
          {section.bullets.map((bullet) => (
            <li key={bullet}>{withLinks(bullet, path)}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
