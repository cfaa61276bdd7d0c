import { assistantLimits, assistantMessages } from "./assistant-rules";
import { emailField } from "./email-field";
import { listQuerySchema } from "./list-query";
import { z } from "./zod";

/**
 * POST /api/assistant/ask. The length is checked first and aborts, so a long text is refused
 * before anything else looks at it (the route's body limit has already capped its bytes).
 */
export const assistantAskInputSchema = z.object({
  question: z
    .string({ error: assistantMessages.questionRequired })
    .max(assistantLimits.questionMaxLength * 4, { error: assistantMessages.questionTooLong, abort: true })
    .trim()
    .min(1, { error: assistantMessages.questionRequired, abort: true })
    .max(assistantLimits.questionMaxLength, { error: assistantMessages.questionTooLong, abort: true }),
  page: z
    .string()
    .max(assistantLimits.pageMaxLength, `Page must be at most ${assistantLimits.pageMaxLength} characters`)
    .optional(),
});
export type AssistantAskInput = z.input<typeof assistantAskInputSchema>;

/** One page the answer comes from: its title, its address (with the section anchor) and a plain-text excerpt. */
export const assistantSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  snippet: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

/**
 * The answer: text taken from the best passages (never made up), up to three sources, best first,
 * and whether the site's content answered at all. When it did not (`answered: false`), the answer
 * says so and the sources are the two hand-offs: /schedule-demo and /contact.
 */
export const assistantAnswerSchema = z.object({
  answer: z.string(),
  sources: z.array(assistantSourceSchema).max(3),
  answered: z.boolean(),
  /**
   * Answered from a passage that matches the question only in part: the answer says so, and the
   * panel offers a person beside the sources. Staff see the question in their list.
   */
  weak: z.boolean(),
  /**
   * The server's signature of this answer: of the question it answers (feedback names it) and of
   * the answer as a hand-off shows it (answerTurnText). Opaque to the client, which sends it back.
   */
  id: z.string(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** An answer's signed id as the client sends it back (a few dozen characters; more is not ours). */
const answerIdSchema = z
  .string({ error: "The answer id is required: rate an answer the assistant gave" })
  .max(200, "That is not an answer id of ours");

/** POST /api/assistant/feedback: "Was this helpful?" for one question. */
export const assistantFeedbackInputSchema = z.object({
  question: z
    .string({ error: assistantMessages.questionRequired })
    .max(assistantLimits.questionMaxLength * 4, { error: assistantMessages.questionTooLong, abort: true })
    .trim()
    .min(1, { error: assistantMessages.questionRequired, abort: true })
    .max(assistantLimits.questionMaxLength, { error: assistantMessages.questionTooLong, abort: true }),
  helpful: z.boolean({ error: "Helpful must be true or false" }),
  /** The answer's `id`: only an answer the server gave can be rated. */
  answerId: answerIdSchema.describe("The id of the answer being rated, as /api/assistant/ask gave it"),
});
export type AssistantFeedbackInput = z.input<typeof assistantFeedbackInputSchema>;

export const conversationTurnSchema = z.object({
  from: z.enum(["visitor", "assistant"], { error: "Each message is from the visitor or the assistant" }),
  text: z
    .string({ error: "Each message needs its text" })
    .max(assistantLimits.turnMaxLength, `Each message can be at most ${assistantLimits.turnMaxLength} characters`),
  /**
   * An assistant turn's answer id (/api/assistant/ask's `id`). A turn from "assistant" whose text
   * the id does not sign is shown to staff as the visitor's: nobody can put words in our mouth.
   */
  answerId: answerIdSchema.optional(),
});
export type ConversationTurn = z.infer<typeof conversationTurnSchema>;

/**
 * POST /api/assistant/handoff (Live Support): the conversation goes to staff as a support
 * enquiry. `website` and `fillMs` are the silent spam signals every public form sends.
 */
export const assistantHandoffInputSchema = z.object({
  name: z
    .string({ error: assistantMessages.nameRequired })
    .trim()
    .min(1, assistantMessages.nameRequired)
    .max(assistantLimits.nameMaxLength, `Name must be at most ${assistantLimits.nameMaxLength} characters`),
  email: emailField({ required: assistantMessages.emailRequired, invalid: assistantMessages.emailInvalid }),
  conversation: z
    .array(conversationTurnSchema, { error: assistantMessages.conversationRequired })
    .min(1, assistantMessages.conversationRequired)
    .max(
      assistantLimits.conversationMaxTurns,
      `Send at most the last ${assistantLimits.conversationMaxTurns} messages`,
    ),
  website: z.string().max(500).optional().default(""),
  fillMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type AssistantHandoffInput = z.input<typeof assistantHandoffInputSchema>;

/** Questions staff should see: none answered them, one matched only in part, or a visitor said it did not help. */
export const assistantQuestionKinds = ["unanswered", "weak", "unhelpful"] as const;
export type AssistantQuestionKind = (typeof assistantQuestionKinds)[number];

/** A question the site failed, as the back office lists it: grouped by its normalised text and kind. */
export const assistantQuestionSchema = z.object({
  question: z.string(),
  kind: z.enum(assistantQuestionKinds),
  /** A weak match's first source: the page the visitor was sent to. */
  answeredWith: z.string().nullable(),
  count: z.number(),
  lastAskedAt: z.string(),
  firstAskedAt: z.string(),
});
export type AssistantQuestion = z.infer<typeof assistantQuestionSchema>;

/** GET /api/admin/assistant-questions: newest first by default; `kind` narrows, `q` searches the text. */
export const adminAssistantQuestionListQuerySchema = listQuerySchema(["lastAskedAt", "count"], {
  sort: "lastAskedAt",
}).extend({
  kind: z.enum(assistantQuestionKinds).optional(),
});
export type AdminAssistantQuestionListQuery = z.output<typeof adminAssistantQuestionListQuerySchema>;
