import { and, eq, lt, sql } from "drizzle-orm";
import type {
  AdminAssistantQuestionListQuery,
  AssistantQuestion,
  AssistantQuestionKind,
} from "../../../common/assistant";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { assistantQuestions } from "../../db/schema";
import type { AssistantContext } from "./context";
import { maskContactDetails } from "./mask";
import { normaliseText } from "./query";

/** The question log keeps a question this long after it was last asked. */
export const questionRetentionDays = 90;

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

/**
 * Logs a question staff should see (unanswered, answered weakly, or marked unhelpful), its contact
 * details masked: the same question, however it is written, is one row with a count.
 */
export async function logQuestion(
  { db, clock }: Pick<AssistantContext, "db" | "clock">,
  { question, kind, answeredWith }: { question: string; kind: AssistantQuestionKind; answeredWith?: string },
): Promise<void> {
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

export function listQuestions(
  { db }: Pick<AssistantContext, "db">,
  query: AdminAssistantQuestionListQuery,
): Promise<{ rows: AssistantQuestion[]; total: number }> {
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
}

/** Housekeeping: a question not asked again for 90 days is forgotten. */
export async function purgeOldQuestions({ db, clock }: Pick<AssistantContext, "db" | "clock">): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - questionRetentionDays * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(assistantQuestions)
    .where(and(lt(assistantQuestions.lastAskedAt, cutoff)))
    .returning({ id: assistantQuestions.id });
  return removed.length;
}
