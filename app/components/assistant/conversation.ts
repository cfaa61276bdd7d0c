import type { AssistantSource, ConversationTurn } from "../../../common/assistant";
import { answerTurnText, assistantLimits, clipTurn } from "../../../common/assistant-rules";

/**
 * What the panel shows, turn by turn. An answer keeps the question it answers (its feedback names
 * it) and the visitor's verdict on it; an error and the Live Support confirmation are the panel's
 * own words, never sent to staff as part of the conversation.
 */
export type Turn =
  | { id: number; kind: "question"; text: string }
  | {
      id: number;
      kind: "answer";
      question: string;
      text: string;
      sources: AssistantSource[];
      answered: boolean;
      /** Answered from a passage that matches only in part: the panel offers a person too. Absent in older stored conversations. */
      weak?: boolean;
      /** The server's signed id of this answer: feedback and a hand-off send it back. Absent in older stored conversations. */
      answerId?: string;
      feedback: Feedback;
    }
  | { id: number; kind: "error"; text: string }
  | { id: number; kind: "handoff"; text: string };

/** Nothing yet, being sent, recorded, or failed to record (the buttons come back). */
export type Feedback = "none" | "sending" | "helpful" | "unhelpful" | "failed";

/**
 * Session storage, not a cookie: the browser never sends it to us, and it is gone when the tab
 * closes (content/cookies.ts lists it). It lets the conversation survive a page load, which on
 * the islands pages (ADR 016) is every move from one page to another, a source link included.
 */
const conversationKey = "aster:assistant";

/** How many turns are kept: a long session must not grow the stored value without end. */
const keptTurns = 40;

const isTurn = (value: unknown): value is Turn => {
  if (typeof value !== "object" || value === null) return false;
  const turn = value as Partial<Record<string, unknown>>;
  if (typeof turn.id !== "number" || typeof turn.text !== "string") return false;
  if (turn.kind === "answer") return typeof turn.question === "string" && Array.isArray(turn.sources);
  return turn.kind === "question" || turn.kind === "error" || turn.kind === "handoff";
};

export function loadConversation(): Turn[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(conversationKey) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isTurn).map(settled) : [];
  } catch {
    return [];
  }
}

export function saveConversation(turns: readonly Turn[]): void {
  try {
    if (turns.length === 0) sessionStorage.removeItem(conversationKey);
    else sessionStorage.setItem(conversationKey, JSON.stringify(turns.slice(-keptTurns)));
  } catch {
    // Storage may be off or full (private mode, policies): the conversation still works in this page.
  }
}

/** A feedback still being sent when the page went away never arrived: offer the buttons again. */
function settled(turn: Turn): Turn {
  return turn.kind === "answer" && turn.feedback === "sending" ? { ...turn, feedback: "none" } : turn;
}

/**
 * The conversation as staff read it in the enquiry: the visitor's questions and the assistant's
 * answers with the pages they came from, the latest `maxLines` lines, each within the contract's
 * length. The panel's own notices (errors, an earlier hand-off) are not part of it.
 */
export function conversationForStaff(turns: readonly Turn[]): ConversationTurn[] {
  const lines: ConversationTurn[] = [];
  for (const turn of turns) {
    if (turn.kind === "question") lines.push({ from: "visitor", text: turn.text });
    if (turn.kind === "answer") {
      // The text the server signed (answerTurnText): staff see it as the assistant's only if it matches.
      const text = answerTurnText(turn.text, turn.sources);
      lines.push({ from: "assistant", text, ...(turn.answerId ? { answerId: turn.answerId } : {}) });
    }
  }
  return lines.slice(-assistantLimits.conversationMaxTurns).map((line) => ({ ...line, text: clipTurn(line.text) }));
}
