import * as Dialog from "@radix-ui/react-dialog";
import { Bot, CalendarCheck, Headphones, Send, Sparkles, X } from "lucide-react";
import type { RefObject } from "react";
import { company } from "../../../content/company";
import { SiteLink } from "../../islands/site-link";
import { AnswerTurn, bubbleClasses } from "./answer-turn";
import { conversationForStaff, type Turn } from "./conversation";
import { HandOffs } from "./hand-offs";
import { LiveSupportForm } from "./live-support-form";
import { SuggestionChips } from "./suggestion-chips";
import { TypingDots } from "./typing-dots";
import { useAssistantPanel } from "./use-assistant-panel";

/** SPEC §2: the input's placeholder and the panel's greeting, word for word. */
const placeholder = "Ask me anything about the product...";
const greeting = "How can we help you today?";

/** The three quick actions share one row, even on a phone: small, and a long label may wrap. */
const quickAction =
  "inline-flex items-center justify-center gap-1.5 rounded-lg border border-line-strong bg-surface px-2 py-2 text-center font-semibold text-ink text-xs leading-tight transition-colors hover:bg-surface-muted";

/**
 * The assistant as a non-modal dialog (ADR 023): a question goes to /api/assistant/ask with the
 * page it was asked on, and the answer comes back with the site's pages it was built from. It
 * answers only from what the site says; when nothing does, it says so and offers a demo or a
 * person (Live Support). The conversation lives in session storage (conversation.ts), so it
 * survives moving between pages; focus stays in the question box while answers arrive, and a
 * polite live region reads them.
 */
export default function AssistantPanel({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const panel = useAssistantPanel();
  const { turns, pending, liveSupportOpen, input } = panel;

  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          id="assistant-panel"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // The chat button toggles the panel itself; a press on it is not an "outside" click.
          onInteractOutside={(event) => {
            if ((event.target as Element | null)?.closest("[data-assistant-trigger]")) event.preventDefault();
          }}
          className="fixed right-4 bottom-24 z-50 flex max-h-[min(40rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl sm:right-6"
        >
          <PanelHeader />

          <div ref={panel.log} className="relative flex-1 space-y-3 overflow-y-auto overscroll-contain p-4">
            <p className={bubbleClasses}>{greeting}</p>
            {turns.map((turn) => (
              <TurnView
                key={turn.id}
                turn={turn}
                onFeedback={(helpful) =>
                  turn.kind === "answer" && panel.giveFeedback(turn.id, turn.question, turn.answerId ?? "", helpful)
                }
                onLiveSupport={panel.openLiveSupport}
                onNavigate={onClose}
              />
            ))}
            {pending && <TypingDots />}
            {panel.suggestionsShown && (
              <div ref={panel.suggestions}>
                <SuggestionChips
                  questions={panel.suggested}
                  onAsk={panel.send}
                  headingId={panel.suggestionsHeadingId}
                />
              </div>
            )}
            {liveSupportOpen && (
              <LiveSupportForm
                conversation={conversationForStaff(turns)}
                onCancel={panel.closeLiveSupport}
                onSent={panel.liveSupportSent}
              />
            )}
          </div>
          <p className="sr-only" aria-live="polite">
            {panel.announcement}
          </p>

          <div className="space-y-3 border-line border-t p-4">
            <QuickActions
              liveSupportOpen={liveSupportOpen}
              onAskAnything={panel.askAnything}
              onLiveSupport={panel.openLiveSupport}
              onNavigate={onClose}
            />
            <QuestionForm
              input={input}
              inputId={panel.inputId}
              question={panel.question}
              pending={pending}
              onQuestionChange={panel.setQuestion}
              onSend={panel.send}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The assistant's name, what "Online" means, and the close button. */
function PanelHeader() {
  return (
    <div className="flex items-center gap-3 bg-indigo-700 px-4 py-3 text-white">
      <span className="inline-flex size-9 items-center justify-center rounded-full bg-white/15">
        <Bot aria-hidden="true" className="size-5" />
      </span>
      <div className="flex-1">
        <Dialog.Title className="font-semibold text-sm">{company.product} Assistant</Dialog.Title>
        {/* SPEC's "Online" indicator: true of the assistant, which answers at once, day and night. It
            promises no person: Live Support is the way to one. */}
        <p className="flex items-center gap-1.5 text-indigo-50 text-xs">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-emerald-300" />
          Online: automated answers from our website, day and night
        </p>
      </div>
      <Dialog.Close
        aria-label="Close the assistant"
        className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-5" />
      </Dialog.Close>
    </div>
  );
}

/** Ask AI Anything, Schedule Demo and Live Support, in one row. */
function QuickActions({
  liveSupportOpen,
  onAskAnything,
  onLiveSupport,
  onNavigate,
}: {
  liveSupportOpen: boolean;
  onAskAnything: () => void;
  onLiveSupport: () => void;
  onNavigate: () => void;
}) {
  return (
    <div className="grid grid-cols-3 gap-2">
      <button type="button" onClick={onAskAnything} data-cta="assistant-ask-ai" className={quickAction}>
        <Sparkles aria-hidden="true" className="size-3.5 shrink-0" />
        Ask AI Anything
      </button>
      <SiteLink to="/schedule-demo" onClick={onNavigate} data-cta="assistant-schedule-demo" className={quickAction}>
        <CalendarCheck aria-hidden="true" className="size-3.5 shrink-0" />
        Schedule Demo
      </SiteLink>
      <button
        type="button"
        onClick={onLiveSupport}
        aria-expanded={liveSupportOpen}
        data-cta="assistant-live-support"
        className={quickAction}
      >
        <Headphones aria-hidden="true" className="size-3.5 shrink-0" />
        Live Support
      </button>
    </div>
  );
}

/** The question box and Send, which does nothing while an answer is on its way. */
function QuestionForm({
  input,
  inputId,
  question,
  pending,
  onQuestionChange,
  onSend,
}: {
  input: RefObject<HTMLInputElement | null>;
  inputId: string;
  question: string;
  pending: boolean;
  onQuestionChange: (question: string) => void;
  onSend: (question: string) => void;
}) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(question);
      }}
      className="flex gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Your question
      </label>
      <input
        ref={input}
        id={inputId}
        value={question}
        onChange={(event) => onQuestionChange(event.target.value)}
        placeholder={placeholder}
        maxLength={500}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm placeholder:text-ink-muted"
      />
      <button
        type="submit"
        aria-label="Send"
        aria-disabled={pending}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand text-on-brand hover:bg-brand-hover aria-disabled:opacity-60"
      >
        <Send aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}

function TurnView({
  turn,
  onFeedback,
  onLiveSupport,
  onNavigate,
}: {
  turn: Turn;
  onFeedback: (helpful: boolean) => void;
  onLiveSupport: () => void;
  onNavigate: () => void;
}) {
  switch (turn.kind) {
    case "question":
      return (
        <p data-turn="question" className="ml-8 rounded-2xl rounded-tr-sm bg-brand px-4 py-3 text-on-brand text-sm">
          <span className="sr-only">You: </span>
          {turn.text}
        </p>
      );
    case "answer":
      return <AnswerTurn turn={turn} onFeedback={onFeedback} onLiveSupport={onLiveSupport} onNavigate={onNavigate} />;
    case "error":
      return (
        <div data-turn="error" className={bubbleClasses}>
          <p>
            <span className="sr-only">Assistant: </span>
            {turn.text}
          </p>
          <HandOffs onLiveSupport={onLiveSupport} onNavigate={onNavigate} />
        </div>
      );
    case "handoff":
      return (
        <p id={`assistant-turn-${turn.id}`} data-turn="handoff" tabIndex={-1} className={bubbleClasses}>
          <span className="sr-only">Assistant: </span>
          {turn.text}
        </p>
      );
  }
}
