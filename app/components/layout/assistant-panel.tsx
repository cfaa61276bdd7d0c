import * as Dialog from "@radix-ui/react-dialog";
import { Bot, CalendarCheck, Headphones, Send, Sparkles, X } from "lucide-react";
import { type RefObject, useId, useRef, useState } from "react";
import { company } from "../../../content/company";
import { SiteLink } from "../../islands/site-link";
import { InertButton } from "../ui/inert-button";

/** SPEC §2: the input's placeholder and the panel's greeting, word for word. */
const placeholder = "Ask me anything about the product...";
const greeting = "How can we help you today?";
const reply = `Thanks for asking! Our AI assistant is launching soon. For answers today, schedule a demo or write to ${company.email}.`;

interface Message {
  id: number;
  from: "visitor" | "assistant";
  text: string;
}

/**
 * The assistant as a non-modal dialog: focus moves to the question box, Escape or the close
 * button closes it and focus returns to the chat button. SPEC shows no call behind it, so a
 * question stays in this component's state and gets a local answer pointing to people.
 */
export default function AssistantPanel({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [question, setQuestion] = useState("");
  const [messages, setMessages] = useState<Message[]>([]);
  const nextId = useRef(1);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function send(event: React.FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (!text) return;
    const id = nextId.current;
    nextId.current += 2;
    setMessages((all) => [...all, { id, from: "visitor", text }, { id: id + 1, from: "assistant", text: reply }]);
    setQuestion("");
  }

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
          className="fixed right-4 bottom-24 z-50 flex max-h-[min(36rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl sm:right-6"
        >
          <div className="flex items-center gap-3 bg-indigo-700 px-4 py-3 text-white">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-white/15">
              <Bot aria-hidden="true" className="size-5" />
            </span>
            <div className="flex-1">
              <Dialog.Title className="font-semibold text-sm">{company.product} Assistant</Dialog.Title>
              <p className="flex items-center gap-1.5 text-indigo-50 text-xs">
                <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
                Online
              </p>
            </div>
            <Dialog.Close
              aria-label="Close the assistant"
              className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <div className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite">
            <p className="rounded-2xl rounded-tl-sm bg-surface-muted px-4 py-3 text-sm">{greeting}</p>
            {messages.map((message) => (
              <p
                key={message.id}
                className={
                  message.from === "visitor"
                    ? "ml-8 rounded-2xl rounded-tr-sm bg-brand px-4 py-3 text-on-brand text-sm"
                    : "mr-8 rounded-2xl rounded-tl-sm bg-surface-muted px-4 py-3 text-sm"
                }
              >
                <span className="sr-only">{message.from === "visitor" ? "You: " : "Assistant: "}</span>
                {message.text}
              </p>
            ))}
          </div>

          <div className="space-y-3 border-line border-t p-4">
            <div className="flex flex-wrap gap-2">
              <InertButton size="sm">
                <Sparkles aria-hidden="true" className="size-3.5" />
                Ask AI Anything
              </InertButton>
              <SiteLink
                to="/schedule-demo"
                onClick={onClose}
                className="inline-flex items-center gap-2 rounded-lg border border-line-strong px-3 py-1.5 font-semibold text-sm hover:bg-surface-muted"
              >
                <CalendarCheck aria-hidden="true" className="size-3.5" />
                Schedule Demo
              </SiteLink>
              <InertButton size="sm">
                <Headphones aria-hidden="true" className="size-3.5" />
                Live Support
              </InertButton>
            </div>
            <form onSubmit={send} className="flex gap-2">
              <label htmlFor={inputId} className="sr-only">
                Your question
              </label>
              <input
                ref={input}
                id={inputId}
                value={question}
                onChange={(event) => setQuestion(event.target.value)}
                placeholder={placeholder}
                maxLength={500}
                autoComplete="off"
                className="min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm placeholder:text-ink-muted"
              />
              <button
                type="submit"
                aria-label="Send"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand text-on-brand hover:bg-brand-hover"
              >
                <Send aria-hidden="true" className="size-4" />
              </button>
            </form>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
