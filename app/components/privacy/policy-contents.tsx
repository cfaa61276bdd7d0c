import { useEffect, useState } from "react";
import type { PolicySection } from "../../../content/types";
import { cn } from "../../lib/cn";

/**
 * The section being read: the first one crossing a band near the top of the window (below the
 * sticky header). Null until the browser reports, so the server and first render agree.
 */
function useSectionInView(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: "-80px 0px -60% 0px" },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);
  return current;
}

/**
 * The table of contents: plain in-page anchors to each section's id, so it works before
 * JavaScript loads. Beside the text on wide screens (where it stays in view and marks the
 * section being read), above it on phones.
 */
export function PolicyContents({
  sections,
  id,
}: {
  sections: readonly Pick<PolicySection, "id" | "title">[];
  id: string;
}) {
  const [ids] = useState(() => sections.map((section) => section.id));
  const current = useSectionInView(ids);

  return (
    <nav
      aria-labelledby={`${id}-title`}
      className="mb-12 rounded-2xl border border-line bg-surface-muted p-6 lg:sticky lg:top-24 lg:mb-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink-muted text-sm uppercase tracking-wider">
        On this page
      </h2>
      <ol id={id} className="mt-4 space-y-1 text-sm lg:border-line lg:border-l">
        {sections.map((section, index) => {
          const isCurrent = section.id === current;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={isCurrent ? "location" : undefined}
                className={cn(
                  "flex gap-2 rounded-md py-1.5 leading-snug hover:text-brand-ink lg:-ml-px lg:rounded-none lg:border-l-2 lg:py-1 lg:pl-3",
                  isCurrent
                    ? "font-semibold text-brand-ink lg:border-brand-ink"
                    : "text-ink-muted lg:border-transparent",
                )}
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums">
                  {index + 1}.
                </span>
                <span>{section.title}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
