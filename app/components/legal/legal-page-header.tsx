import type { ReactNode } from "react";

/** "October 8, 2025" as 2025-10-08 for <time>; local date parts, so server and browser agree. */
export function isoDate(longDate: string): string {
  const date = new Date(longDate);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The opening band of a legal or company page (/privacy, /terms, /gdpr, /press…): an eyebrow,
 * the h1, the date it was last changed (a legal page's reader needs to know which version they read),
 * the intro, and room for a call to action under it.
 */
export function LegalPageHeader({
  eyebrow = "Legal",
  title,
  lastUpdated,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  /** A long date ("November 26, 2026"); left out on pages that are not versioned documents. */
  lastUpdated?: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-line border-b bg-[radial-gradient(ellipse_at_top_left,var(--brand-soft),transparent_60%)] px-4 pt-16 pb-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <p className="font-semibold text-brand-ink text-sm uppercase tracking-wider">{eyebrow}</p>
        <h1 className="mt-2 font-bold text-4xl tracking-tight sm:text-5xl">{title}</h1>
        {lastUpdated && (
          <p className="mt-4 font-medium text-ink-muted text-sm">
            Last updated <time dateTime={isoDate(lastUpdated)}>{lastUpdated}</time>
          </p>
        )}
        <p className="mt-6 max-w-[70ch] text-ink-muted text-lg leading-relaxed">{intro}</p>
        {children}
      </div>
    </header>
  );
}
