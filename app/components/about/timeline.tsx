import type { TimelineEntry } from "../../../content/types";

/**
 * SPEC §2 About: 2019 to 2024 as an ordered list along a rail. Each year starts its entry's
 * heading (as a <time>), so heading navigation reads "2021: Payroll with PF, ESI and TDS".
 */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol>
      {entries.map((entry) => (
        <li
          key={entry.year}
          // The rail runs from each dot to the next one, and stops at the last year.
          className="relative pb-10 pl-10 before:absolute before:top-3 before:-bottom-2 before:left-[0.4375rem] before:w-0.5 before:bg-line-strong last:pb-0 last:before:hidden"
        >
          <span
            aria-hidden="true"
            className="absolute top-1.5 left-0 z-10 size-4 rounded-full border-4 border-page bg-brand ring-2 ring-brand"
          />
          <h3 className="font-bold text-lg leading-snug">
            <time
              dateTime={String(entry.year)}
              className="block font-extrabold text-base text-brand-ink tracking-wider"
            >
              {entry.year}
            </time>
            <span className="sr-only">: </span>
            <span className="mt-1 block">{entry.title}</span>
          </h3>
          <p className="mt-2 text-ink-muted leading-relaxed">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
