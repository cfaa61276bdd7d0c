import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, isNetworkError } from "../../lib/api";
import { askAssistant, sendFeedback } from "./assistant-api";
import { type Feedback, loadConversation, saveConversation, type Turn } from "./conversation";

/** A turn before it has its id (each kind of turn keeps its own fields). */
type NewTurn = Turn extends infer Each ? (Each extends Turn ? Omit<Each, "id"> : never) : never;

/** Said in place of an answer when the question could not be asked; the hand-offs follow it. */
export const askFailures = {
  network: "I couldn't reach our server just now. Check your connection and try again, or reach our team below.",
  busy: "You've asked a lot of questions in a short time. Please wait a minute and try again, or reach our team below.",
  other:
    "Something went wrong on our side, so I have no answer for that right now. Please try again, or reach our team below.",
} as const;

function failureText(error: unknown): string {
  if (isNetworkError(error)) return askFailures.network;
  if (error instanceof ApiError && error.status === 429) return askFailures.busy;
  // A 400 names what was wrong with the question (too long, say) in the server's own words.
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) return error.serverMessage;
  return askFailures.other;
}

/**
 * The panel's conversation: the turns (kept in session storage, see conversation.ts), whether a
 * question is waiting for its answer, and what a screen reader should hear next (`announcement`,
 * for the panel's polite live region: the answer arrives without taking the focus from the input).
 */
export function useAssistant() {
  const [turns, setTurns] = useState<Turn[]>(loadConversation);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const nextId = useRef(Math.max(0, ...turns.map((turn) => turn.id)) + 1);
  const asking = useRef<AbortController | null>(null);

  useEffect(() => saveConversation(turns), [turns]);
  // Closing the panel mid-question drops the answer rather than writing into a closed panel.
  useEffect(() => () => asking.current?.abort(), []);

  const add = useCallback((turn: NewTurn) => {
    const id = nextId.current++;
    setTurns((all) => [...all, { ...turn, id }]);
    return id;
  }, []);

  const ask = useCallback(
    async (question: string) => {
      const text = question.trim();
      if (!text || asking.current) return;
      const controller = new AbortController();
      asking.current = controller;
      add({ kind: "question", text });
      setPending(true);
      setAnnouncement("Looking for an answer…");
      try {
        const reply = await askAssistant(text, window.location.pathname, controller.signal);
        add({
          kind: "answer",
          question: text,
          text: reply.answer,
          sources: reply.sources,
          answered: reply.answered,
          weak: reply.weak,
          answerId: reply.id,
          feedback: "none",
        });
        setAnnouncement(reply.answer);
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = failureText(error);
        add({ kind: "error", text: failure });
        setAnnouncement(failure);
      } finally {
        if (asking.current === controller) asking.current = null;
        setPending(false);
      }
    },
    [add],
  );

  const giveFeedback = useCallback(async (turnId: number, question: string, answerId: string, helpful: boolean) => {
    const mark = (feedback: Feedback) =>
      setTurns((all) =>
        all.map((turn) => (turn.id === turnId && turn.kind === "answer" ? { ...turn, feedback } : turn)),
      );
    mark("sending");
    try {
      await sendFeedback({ question, helpful, answerId });
      mark(helpful ? "helpful" : "unhelpful");
    } catch {
      mark("failed");
    }
  }, []);

  /** The Live Support confirmation, as the assistant's last word; its id lets the panel focus it. */
  const confirmHandoff = useCallback(
    (text: string) => {
      const id = add({ kind: "handoff", text });
      setAnnouncement(text);
      return id;
    },
    [add],
  );

  return { turns, pending, announcement, ask, giveFeedback, confirmHandoff };
}
