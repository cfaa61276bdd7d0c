import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type {
  AdminAssistantQuestionListQuery,
  AssistantAnswer,
  AssistantQuestion,
  AssistantQuestionKind,
  AssistantSource,
  assistantHandoffInputSchema,
} from "../../../common/assistant";
import { answerTurnText, assistantHandoffs } from "../../../common/assistant-rules";
import type { z } from "../../../common/zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { assistantQuestions } from "../../db/schema";
import type { ContactService, EnquiryAcknowledgement } from "../contact/service";
import { answerFrom } from "./answer";
import { type AnswerSigner, createAnswerSigner } from "./answer-signature";
import { answerConfidence, answeredCoverage } from "./confidence";
import type { DatabaseSource } from "./documents";
import { createIndexRefresher } from "./index-refresher";
import { type AssistantIndex, createAssistantIndex } from "./index-store";
import { intentOf, isOnIntentPage } from "./intents";
import { maskContactDetails } from "./mask";
import { normaliseText, questionWords } from "./query";
import { documentById, type SearchHit, searchDocuments, snippets } from "./search";

/** The question log keeps a question this long after it was last asked. */
export const questionRetentionDays = 90;
const maxSources = 3;

/** Before an answer from a passage that matches the question only in part. */
export const weakAnswerPrefix = "I am not sure this answers your question. The closest I found on our website:";

export const notAnsweredText =
  "I could not find an answer to that on our website, and I would rather not guess. " +
  "A person can help: schedule a demo to ask our team directly, or choose Live Support (or the contact page) to " +
  "send your question to us.";

const handoffSources: AssistantSource[] = [
  {
    title: assistantHandoffs.demo.title,
    url: assistantHandoffs.demo.url,
    snippet: "Book a free, personal demo and ask our product specialists anything about your own setup.",
  },
  {
    title: assistantHandoffs.person.title,
    url: assistantHandoffs.person.url,
    snippet: "Write to our team with the contact form, email or phone; we reply within one business day.",
  },
];

/** What the visitor is sent after a Live Support hand-off, in the words of the answer they were shown. */
const handoffAcknowledgement: EnquiryAcknowledgement = {
  title: "We received your message to our team",
  nextSteps:
    "A person will read your conversation with our website assistant and reply to this address within one " +
    "business day.",
  footer:
    "You are receiving this because this address was given when a conversation was sent to our team from our website.",
};

type HandoffFields = z.output<typeof assistantHandoffInputSchema>;
type QuestionRow = typeof assistantQuestions.$inferSelect;

const toQuestion = (row: QuestionRow): AssistantQuestion => ({
  question: row.question,
  kind: row.kind as AssistantQuestionKind,
  answeredWith: row.answeredWith,
  count: row.count,
  lastAskedAt: row.lastAskedAt.toISOString(),
  firstAskedAt: row.firstAskedAt.toISOString(),
});

const sortColumns = { lastAskedAt: assistantQuestions.lastAskedAt, count: assistantQuestions.count } as const;

/** The URL's path, without query or anchor, for comparing a source with a page. */
const pathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

/**
 * The conversation as staff read it in the enquiry and its email. The client sends it, so a turn
 * is the assistant's only when its answer id signs its text (we said it); any other turn, however
 * it is labelled, is shown as the visitor's words.
 */
export function conversationText(conversation: HandoffFields["conversation"], signer: AnswerSigner): string {
  const saidByUs = (turn: HandoffFields["conversation"][number]) =>
    turn.from === "assistant" && turn.answerId !== undefined && signer.said(turn.answerId, turn.text);
  return [
    "Sent from the website assistant (Live Support). The conversation so far:",
    "",
    ...conversation.map((turn) => `${saidByUs(turn) ? "Assistant" : "Visitor"}: ${turn.text.trim()}`),
  ].join("\n");
}

/**
 * The site's assistant: answers from the site's own content (the index in the shared database),
 * logs what it could not answer, and hands a conversation to staff as a support enquiry.
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

  async function logQuestion(question: string, kind: AssistantQuestionKind, answeredWith?: string): Promise<void> {
    const masked = maskContactDetails(question);
    const normalized = normaliseText(masked) || masked.toLowerCase();
    const at = clock.now();
    await db
      .insert(assistantQuestions)
      .values({
        normalized,
        kind,
        question: masked,
        answeredWith: answeredWith ?? null,
        count: 1,
        firstAskedAt: at,
        lastAskedAt: at,
      })
      .onConflictDoUpdate({
        target: [assistantQuestions.normalized, assistantQuestions.kind],
        set: {
          question: masked,
          answeredWith: answeredWith ?? null,
          count: sql`${assistantQuestions.count} + 1`,
          lastAskedAt: at,
        },
      });
  }

  async function answerTo(question: string, page?: string): Promise<Omit<AssistantAnswer, "id">> {
    // A rebuild this instance has pending (a save a moment ago) comes first: who saved sees it.
    await refresher.settled();
    const words = questionWords(question);
    const samePagePath = page ? pathOf(page) : undefined;
    const { words: corrected, terms, hits } = await searchDocuments(db, words, clock.now(), { samePagePath });
    const intent = intentOf(normaliseText(question), corrected.join(" "));

    let ranked: Omit<SearchHit, "score" | "coverage" | "matchedTerms">[] = hits;
    let confidence = answerConfidence(terms, hits);
    if (intent) {
      const onPage = hits.find((hit) => isOnIntentPage(intent, hit.url));
      // A passage of the page that matches most of the question answers it; otherwise the
      // question is the intent itself ("how much?"), and the page's overview answers that.
      const closeMatch = onPage && onPage.coverage >= answeredCoverage ? onPage : undefined;
      const overview = intent.overviewDocumentId ? await documentById(db, intent.overviewDocumentId) : null;
      const first = closeMatch ?? overview ?? onPage ?? (await documentById(db, intent.fallbackDocumentId));
      if (first) {
        ranked = [first, ...hits.filter((hit) => hit.id !== first.id)];
        confidence = "strong";
      }
    }
    if (confidence === "none" || ranked.length === 0) {
      await logQuestion(question, "unanswered");
      return { answer: notAnsweredText, sources: handoffSources, answered: false, weak: false };
    }

    // One source per page section: two FAQs of the same section are one link.
    const sources: typeof ranked = [];
    for (const hit of ranked) {
      if (sources.some((source) => source.url === hit.url)) continue;
      sources.push(hit);
      if (sources.length === maxSources) break;
    }
    const top = sources[0] as (typeof sources)[number];
    const excerpts = await snippets(
      db,
      sources.map((source) => source.id),
      terms,
    );
    const weak = confidence === "weak";
    // Staff see what a weak match sent the visitor to, so a wrong answer can be found, not only a missing one.
    if (weak) await logQuestion(question, "weak", top.url);
    return {
      answer: weak ? `${weakAnswerPrefix} ${answerFrom(top.body, terms)}` : answerFrom(top.body, terms),
      sources: sources.map((source) => ({
        title: source.title,
        url: source.url,
        snippet: excerpts.get(source.id) ?? source.body.slice(0, 200),
      })),
      answered: true,
      weak,
    };
  }

  return {
    index,

    /** The answer, with its signed id (the question it answers, and its text as a hand-off shows it). */
    async ask(question: string, page?: string): Promise<AssistantAnswer> {
      const answer = await answerTo(question, page);
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
      await logQuestion(input.question, "unhelpful");
      return "recorded";
    },

    /**
     * Live Support: the conversation reaches staff as a support enquiry, through the contact
     * service and the outbox, and the visitor is sent its reference.
     */
    async handoff(input: HandoffFields): Promise<void> {
      await contact.submit(
        {
          name: input.name,
          email: input.email,
          company: "",
          phone: "",
          message: conversationText(input.conversation, signer),
          topic: "support",
          website: input.website,
          ...(input.fillMs === undefined ? {} : { fillMs: input.fillMs }),
        },
        { acknowledgement: handoffAcknowledgement },
      );
    },

    async listQuestions(query: AdminAssistantQuestionListQuery): Promise<{ rows: AssistantQuestion[]; total: number }> {
      return listPageFor({
        db,
        table: assistantQuestions,
        where: allOf(
          query.kind ? eq(assistantQuestions.kind, query.kind) : undefined,
          searchAcross([assistantQuestions.question], query.q),
        ),
        sortColumns,
        tieBreak: assistantQuestions.id,
        query,
        map: toQuestion,
      });
    },

    /** Housekeeping: a question not asked again for 90 days is forgotten. */
    async purgeOldQuestions(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - questionRetentionDays * 24 * 60 * 60 * 1000);
      const removed = await db
        .delete(assistantQuestions)
        .where(and(lt(assistantQuestions.lastAskedAt, cutoff)))
        .returning({ id: assistantQuestions.id });
      return removed.length;
    },

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
