import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * An answer's id: two signatures, so no state is kept for an answer once it is given.
 * - of the question it answers: feedback must name a question somebody asked us, so nobody can
 *   write any text into the staff list of questions;
 * - of the answer as a hand-off shows it (common/assistant-rules.ts answerTurnText): a Live Support
 *   transcript shows a turn as the assistant's only if we said it.
 * 16 bytes of HMAC-SHA256 each, base64url: `<question>.<answer>`.
 */
export function createAnswerSigner(signingKey: string) {
  const mac = (purpose: string, text: string) =>
    createHmac("sha256", signingKey)
      .update(`assistant-${purpose}:${text}`)
      .digest()
      .subarray(0, 16)
      .toString("base64url");

  const matches = (given: string | undefined, expected: string) => {
    if (given === undefined) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  return {
    sign: (question: string, turnText: string): string => `${mac("question", question)}.${mac("answer", turnText)}`,
    /** Whether `id` was given for an answer to `question`. */
    answers: (id: string, question: string): boolean => matches(id.split(".")[0], mac("question", question)),
    /** Whether `id` was given for an answer that a hand-off shows as `turnText`. */
    said: (id: string, turnText: string): boolean => matches(id.split(".")[1], mac("answer", turnText)),
  };
}

export type AnswerSigner = ReturnType<typeof createAnswerSigner>;
