import { Sparkles } from "lucide-react";

/** The suggested questions for the page the visitor is on (content/assistant-suggestions.ts); one press asks it. */
export function SuggestionChips({
  questions,
  onAsk,
  headingId,
}: {
  questions: readonly string[];
  onAsk: (question: string) => void;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3
        id={headingId}
        className="flex items-center gap-1.5 font-semibold text-ink-muted text-xs uppercase tracking-wide"
      >
        <Sparkles aria-hidden="true" className="size-3.5" />
        Suggested questions
      </h3>
      <ul className="flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              data-cta="assistant-suggestion"
              onClick={() => onAsk(question)}
              className="rounded-full border border-line-strong bg-surface px-3 py-1.5 text-left text-sm hover:border-brand hover:bg-brand-soft"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
