import { ChevronDown } from "lucide-react";
import type { HelpQuestion } from "../../../content/help";

/**
 * One question on /help, as a native disclosure: it opens with a click, Enter or Space without
 * any script, find-in-page searches the closed answers, and a link to `/help#<id>` lands on the
 * question itself (the answer, whose id it is, is inside; the browser opens the disclosure).
 */
export function HelpQuestionItem({ item }: { item: HelpQuestion }) {
  return (
    <details className="group scroll-mt-24 border-line border-b last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:text-brand-ink sm:px-6 [&::-webkit-details-marker]:hidden">
        <span>{item.question}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-muted group-open:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
        />
      </summary>
      <div id={item.id} className="scroll-mt-40 px-5 pb-5 text-ink-muted leading-relaxed sm:px-6">
        <p>{item.answer}</p>
      </div>
    </details>
  );
}
