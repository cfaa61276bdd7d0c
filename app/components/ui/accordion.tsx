import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import type { FaqItem } from "../../../content/types";
import { rovingIndex } from "../../lib/roving-index";

/** Arrow keys move between the questions of one list, wrapping; Home and End jump (WAI-ARIA accordion). */
function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const questions = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
  const current = questions.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  const target = rovingIndex(event.key, current, questions.length, "vertical");
  if (target === undefined) return;
  event.preventDefault();
  questions[target]?.focus();
}

/**
 * A list of questions where one answer is open at a time and clicking the open one closes it
 * (SPEC §4 FAQ), in the WAI-ARIA accordion pattern: each question is a button in a heading
 * that expands its answer, a section (a region) named by the question. Closed answers stay in the HTML,
 * hidden, so search engines and find-in-page still see them. Written here rather than taken
 * from Radix (ADR 012): hydrating Radix's accordion cost every page with a FAQ forced style and
 * layout work and a second render. Controlled when `value` is given, so a page can share one
 * open question across several lists.
 */
export function FaqAccordion({
  items,
  value,
  onValueChange,
  idPrefix,
  headingLevel = 3,
}: {
  items: readonly FaqItem[];
  /** Keys are `${idPrefix}-${index}`; "" means none open. */
  value?: string;
  onValueChange?: (value: string) => void;
  idPrefix: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const [ownValue, setOwnValue] = useState("");
  const open = value ?? ownValue;
  const toggle = (key: string) => {
    const next = key === open ? "" : key;
    setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are handled for the buttons inside, as the accordion pattern asks
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface" onKeyDown={moveBetweenQuestions}>
      {items.map((item, index) => {
        const key = `${idPrefix}-${index}`;
        const isOpen = key === open;
        return (
          <div key={item.question}>
            <Heading className="m-0">
              <button
                type="button"
                id={`${key}-question`}
                aria-expanded={isOpen}
                aria-controls={`${key}-answer`}
                data-state={isOpen ? "open" : "closed"}
                onClick={() => toggle(key)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-base hover:text-brand-ink sm:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </button>
            </Heading>
            <section
              id={`${key}-answer`}
              aria-labelledby={`${key}-question`}
              hidden={!isOpen}
              className="px-5 pb-5 text-ink-muted leading-relaxed sm:px-6"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
