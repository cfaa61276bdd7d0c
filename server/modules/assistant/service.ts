import type { FastifyBaseLogger } from "fastify";
import type {
  AdminAssistantQuestionListQuery,
  AssistantAnswer,
  assistantHandoffInputSchema,
} from "../../../common/assistant";
import { answerTurnText } from "../../../common/assistant-rules";
import type { z } from "../../../common/zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { ContactService } from "../contact/service";
import { answerQuestion } from "./answer-question";
import { createAnswerSigner } from "./answer-signature";
import type { AssistantContext } from "./context";
import type { DatabaseSource } from "./documents";
import { handOff } from "./handoff";
import { createIndexRefresher } from "./index-refresher";
import { type AssistantIndex, createAssistantIndex } from "./index-store";
import { listQuestions, logQuestion, purgeOldQuestions } from "./question-log";

export { notAnsweredText, weakAnswerPrefix } from "./answer-question";
export { conversationText } from "./handoff";
export { questionRetentionDays } from "./question-log";

/**
 * The site's assistant, wired: answers from the site's own content (answer-question.ts), logs
 * what it could not answer (question-log.ts), and hands a conversation to staff as a support
 * enquiry (handoff.ts). Each step is a function of the context built here.
 */
export function createAssistantService({
  db,
  clock,
  log,
  contact,
  signingKey,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  contact: ContactService;
  /** Signs each answer's id (answer-signature.ts). */
  signingKey: string;
}) {
  const index: AssistantIndex = createAssistantIndex({ db });
  const signer = createAnswerSigner(signingKey);
  const refresher = createIndexRefresher({ index, log });
  const context: AssistantContext = { db, clock, log, contact, signer, refresher };

  return {
    index,

    /** The answer, with its signed id (the question it answers, and its text as a hand-off shows it). */
    async ask(question: string, page?: string): Promise<AssistantAnswer> {
      const answer = await answerQuestion(context, { question, page });
      return { ...answer, id: signer.sign(question, answerTurnText(answer.answer, answer.sources)) };
    },

    /**
     * "Was this helpful?": a no is logged for staff; a yes is only counted in the logs. Only for
     * an answer we gave to that question (its signed id): "unverified" changes nothing.
     */
    async feedback(input: {
      question: string;
      helpful: boolean;
      answerId: string;
    }): Promise<"recorded" | "unverified"> {
      if (!signer.answers(input.answerId, input.question)) return "unverified";
      if (input.helpful) {
        log.info("assistant answer marked helpful");
        return "recorded";
      }
      await logQuestion(context, { question: input.question, kind: "unhelpful" });
      return "recorded";
    },

    handoff: (input: z.output<typeof assistantHandoffInputSchema>) => handOff(context, input),
    listQuestions: (query: AdminAssistantQuestionListQuery) => listQuestions(context, query),
    purgeOldQuestions: () => purgeOldQuestions(context),

    /**
     * After a staff write that changed public content: rebuild what it changed in the source it
     * belongs to (the passages of `record`, the written row's id), after the write answers.
     */
    refreshSource(source: DatabaseSource, record?: string): void {
      refresher.schedule(source, record);
    },

    /** Resolves once the rebuilds scheduled so far have finished (shutdown, tests). */
    indexSettled: refresher.settled,
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
