import type { PolicySection as PolicySectionContent } from "../../../content/types";

const emailAddress = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Copy is plain text; the addresses in it become mailto links, since writing to them is the point. */
function withEmailLinks(text: string): React.ReactNode[] {
  return text.split(emailAddress).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={part}
        href={`mailto:${part}`}
        className="font-medium text-brand-ink underline decoration-1 underline-offset-2 hover:decoration-2"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** One numbered section of the policy; its id is the anchor the table of contents links to. */
export function PolicySection({ section, number }: { section: PolicySectionContent; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="pt-12 first:pt-0">
      <h2 id={`${section.id}-title`} className="flex gap-3 font-bold text-2xl tracking-tight">
        <span className="text-brand-ink tabular-nums">{number}.</span>
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-ink-muted leading-7">
          {withEmailLinks(paragraph)}
        </p>
      ))}
      {section.bullets && (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-muted leading-7 marker:text-brand-ink">
          {section.bullets.map((bullet) => (
            <li key={bullet}>{withEmailLinks(bullet)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
