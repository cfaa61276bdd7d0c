import { ArrowRight } from "lucide-react";
import { useEffect, useRef } from "react";
import type { AssistantSource } from "../../../common/assistant";
import { isSitePath } from "../../../common/site-path";
import { SiteLink } from "../../islands/site-link";
import type { Feedback, Turn } from "./conversation";
import { HandOffs } from "./hand-offs";

export const bubbleClasses = "mr-8 rounded-2xl rounded-tl-sm bg-surface-muted px-4 py-3 text-sm";

type Answer = Extract<Turn, { kind: "answer" }>;

/**
 * One answer: its text, the pages it came from (best first), and "Was this helpful?". A refusal
 * (nothing on the site answers it) says so and offers the hand-offs instead of sources to rate; a
 * weak match (its text says so) offers them beside its sources.
 */
export function AnswerTurn({
  turn,
  onFeedback,
  onLiveSupport,
  onNavigate,
}: {
  turn: Answer;
  onFeedback: (helpful: boolean) => void;
  onLiveSupport: () => void;
  onNavigate: () => void;
}) {
  // A refusal's sources, if the server sends any, are the hand-off pages: the buttons say that better.
  const sources = turn.answered ? turn.sources.filter((source) => isSitePath(source.url)) : [];
  return (
    <div data-turn={turn.answered ? "answer" : "refusal"} className={bubbleClasses}>
      <span className="sr-only">Assistant: </span>
      <p className="whitespace-pre-line">{turn.text}</p>
      {sources.length > 0 && <Sources sources={sources} onNavigate={onNavigate} />}
      {/* A weak match may not be what was asked: a person is offered beside it. */}
      {turn.answered && turn.weak && <HandOffs onLiveSupport={onLiveSupport} onNavigate={onNavigate} />}
      {turn.answered ? (
        <FeedbackControl feedback={turn.feedback} onFeedback={onFeedback} />
      ) : (
        <HandOffs onLiveSupport={onLiveSupport} onNavigate={onNavigate} />
      )}
    </div>
  );
}

function Sources({ sources, onNavigate }: { sources: AssistantSource[]; onNavigate: () => void }) {
  return (
    <div className="mt-3 border-line border-t pt-3">
      <p className="font-semibold text-ink-muted text-xs uppercase tracking-wide">
        {sources.length === 1 ? "Source" : "Sources"}
      </p>
      <ul className="mt-2 space-y-2">
        {sources.map((source) => (
          <li key={source.url}>
            <SiteLink
              to={source.url}
              onClick={onNavigate}
              className="group block rounded-lg border border-line bg-surface px-3 py-2 hover:border-brand"
            >
              <span className="flex items-start gap-1 font-semibold text-brand-ink group-hover:underline">
                {source.title}
                <ArrowRight aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              </span>
              {source.snippet && <span className="mt-0.5 line-clamp-3 text-ink-muted text-xs">{source.snippet}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

const thanks: Partial<Record<Feedback, string>> = {
  helpful: "Thanks for letting us know.",
  unhelpful: "Thanks. We read every question our answers miss and use them to improve the site.",
};

/**
 * Yes / No under an answer; once chosen, a thank-you takes the buttons' place and the focus, so
 * a keyboard user is not dropped to the top of the page with the button they pressed.
 */
function FeedbackControl({ feedback, onFeedback }: { feedback: Feedback; onFeedback: (helpful: boolean) => void }) {
  const said = thanks[feedback];
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && said) thanksRef.current?.focus();
    wasSending.current = feedback === "sending";
  }, [feedback, said]);
  if (said) {
    return (
      <p ref={thanksRef} tabIndex={-1} className="mt-3 text-ink-muted text-xs">
        {said}
      </p>
    );
  }
  const sending = feedback === "sending";
  const choice =
    "inline-flex items-center gap-1 rounded-md border border-line-strong bg-surface px-2 py-1 font-medium text-xs hover:bg-surface-sunken aria-disabled:opacity-60";
  return (
    <div className="mt-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        {/* Floated, a legend sits in the row with its buttons instead of on the fieldset's border. */}
        <legend className="float-left text-ink-muted text-xs">Was this helpful?</legend>
        <button
          type="button"
          className={choice}
          aria-label="Yes, this answer helped"
          aria-disabled={sending}
          onClick={() => !sending && onFeedback(true)}
        >
          Yes
        </button>
        <button
          type="button"
          className={choice}
          aria-label="No, this answer did not help"
          aria-disabled={sending}
          onClick={() => !sending && onFeedback(false)}
        >
          No
        </button>
      </fieldset>
      {feedback === "failed" && (
        <p className="mt-1.5 text-danger text-xs">We couldn't record that. Please try again.</p>
      )}
    </div>
  );
}
