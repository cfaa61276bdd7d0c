import { useEffect, useId, useRef, useState } from "react";
import { suggestionsFor } from "../../../content/assistant-suggestions";
import { company } from "../../../content/company";
import { useAssistant } from "./use-assistant";

/** What the Live Support confirmation says; `company.email` is where a visitor can write meanwhile. */
const handoffConfirmation = ({ name, email }: { name: string; email: string }) =>
  `Thanks, ${name}. Our support team has this conversation and will reply by email to ${email} within one ` +
  `business day. You can also write to us at ${company.email}.`;

/**
 * The panel's state around the conversation (use-assistant.ts): the question being typed, whether
 * the suggestions or the Live Support form show, and where the scroll and the focus go as they change.
 */
export function useAssistantPanel() {
  const { turns, pending, announcement, ask, giveFeedback, confirmHandoff } = useAssistant();
  const [question, setQuestion] = useState("");
  const [showSuggestions, setShowSuggestions] = useState(false);
  const [liveSupportOpen, setLiveSupportOpen] = useState(false);
  const [focusTurn, setFocusTurn] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const suggestions = useRef<HTMLDivElement>(null);
  const liveSupportOpener = useRef<HTMLElement | null>(null);
  const inputId = useId();
  const suggestionsHeadingId = useId();

  const suggested = suggestionsFor(window.location.pathname);
  const suggestionsShown = !pending && !liveSupportOpen && (turns.length === 0 || showSuggestions);

  // Inside the panel, never the page: the newest question comes to the top of the conversation,
  // so a long answer is read from its start (the typing dots, below it, are in view meanwhile);
  // the Live Support form, when it opens, comes into view from its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows or the form opens
  useEffect(() => {
    const area = log.current;
    const target = liveSupportOpen
      ? area?.querySelector<HTMLElement>("form")
      : [...(area?.querySelectorAll<HTMLElement>('[data-turn="question"]') ?? [])].at(-1);
    if (area && target) area.scrollTop = target.offsetTop - 16;
  }, [turns.length, liveSupportOpen]);

  useEffect(() => {
    if (focusTurn === null) return;
    document.getElementById(`assistant-turn-${focusTurn}`)?.focus();
    setFocusTurn(null);
  }, [focusTurn]);

  function send(text: string) {
    if (!text.trim() || pending) return;
    setShowSuggestions(false);
    setLiveSupportOpen(false);
    setQuestion("");
    void ask(text);
  }

  function askAnything() {
    setLiveSupportOpen(false);
    setShowSuggestions(true);
    input.current?.focus();
    requestAnimationFrame(() => suggestions.current?.scrollIntoView({ block: "nearest" }));
  }

  function openLiveSupport() {
    liveSupportOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setShowSuggestions(false);
    setLiveSupportOpen(true);
  }

  function closeLiveSupport() {
    setLiveSupportOpen(false);
    const opener = liveSupportOpener.current;
    (opener?.isConnected ? opener : input.current)?.focus();
  }

  /** The confirmation joins the conversation and takes the focus, so it is read out. */
  function liveSupportSent(sender: { name: string; email: string }) {
    setLiveSupportOpen(false);
    setFocusTurn(confirmHandoff(handoffConfirmation(sender)));
  }

  return {
    turns,
    pending,
    announcement,
    giveFeedback,
    question,
    setQuestion,
    liveSupportOpen,
    suggested,
    suggestionsShown,
    input,
    log,
    suggestions,
    inputId,
    suggestionsHeadingId,
    send,
    askAnything,
    openLiveSupport,
    closeLiveSupport,
    liveSupportSent,
  };
}
