/**
 * The assistant's limits and words, without Zod: the panel can show them (and count characters)
 * before it loads any schema. common/assistant.ts builds the request schemas from these.
 */
export const assistantLimits = {
  /** A question's length, after trimming spaces. */
  questionMaxLength: 500,
  /** The path of the page the visitor asks from (used for nothing but context today). */
  pageMaxLength: 200,
  /** Live Support: the conversation sent to staff. */
  conversationMaxTurns: 20,
  turnMaxLength: 2000,
  nameMaxLength: 120,
} as const;

export const assistantMessages = {
  questionRequired: "Type a question",
  questionTooLong: `Questions can be at most ${assistantLimits.questionMaxLength} characters`,
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  conversationRequired: "There is no conversation to send yet",
  /** Feedback whose answer id the server did not sign: nobody asked that question of us. */
  feedbackUnverified: "That answer cannot be rated. Ask the question again, then rate the new answer.",
  handoffSent: "Thanks. Your conversation is with our team, and a person will reply by email within one business day.",
} as const;

/** Where the assistant hands a visitor on when the site's content has no answer. */
export const assistantHandoffs = {
  demo: { title: "Schedule a demo", url: "/schedule-demo" },
  person: { title: "Talk to a person", url: "/contact" },
} as const;

/**
 * An answer as staff read it in a Live Support hand-off: its text, then the pages it came from,
 * within one turn's length. The panel sends this text; the server signs the same text when it
 * answers (the answer's `id`), so a hand-off can tell the assistant's words from a visitor's.
 */
export function answerTurnText(answer: string, sources: readonly { title: string; url: string }[]): string {
  const lines = sources.map((source) => `- ${source.title}: ${source.url}`);
  const text = lines.length > 0 ? `${answer}\nSources:\n${lines.join("\n")}` : answer;
  return clipTurn(text);
}

/** A turn of a conversation cut to what the hand-off accepts, with an ellipsis where it was cut. */
export function clipTurn(text: string): string {
  const max = assistantLimits.turnMaxLength;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
