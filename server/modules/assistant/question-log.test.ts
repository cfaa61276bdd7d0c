import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAssistantQuestionListQuerySchema } from "../../../common/assistant";
import { type FormsTestContext, formsTestContext } from "../../../tests/support/forms-context";
import { listQuestions, logQuestion, purgeOldQuestions, questionRetentionDays } from "./question-log";

const day = 24 * 60 * 60_000;
const query = (fields: Record<string, string> = {}) => adminAssistantQuestionListQuerySchema.parse(fields);

describe("the assistant's question log, without HTTP", () => {
  let forms: FormsTestContext;
  beforeAll(async () => {
    forms = await formsTestContext();
  });
  afterAll(() => forms?.dispose());

  it("keeps one row per question however it is written, counting repeats, with contact details masked", async () => {
    await logQuestion(forms, { question: "Do you integrate with Tally? Call me on 98300 12345", kind: "unanswered" });
    await forms.clock.advance(60_000);
    await logQuestion(forms, { question: "do you integrate with tally?? call me on 98300 12345", kind: "unanswered" });
    const { rows, total } = await listQuestions(forms, query({ q: "tally" }));
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ kind: "unanswered", count: 2, answeredWith: null });
    expect(rows[0]?.question).not.toContain("98300");
    expect(rows[0]?.question).toContain("[phone]");
    expect(rows[0]?.lastAskedAt).not.toBe(rows[0]?.firstAskedAt);
  });

  it("keeps each kind apart, with the page a weak answer sent the visitor to", async () => {
    await logQuestion(forms, {
      question: "How do leave balances carry over?",
      kind: "weak",
      answeredWith: "/features/leave",
    });
    await logQuestion(forms, { question: "How do leave balances carry over?", kind: "unhelpful" });
    const weak = await listQuestions(forms, query({ kind: "weak" }));
    expect(weak.rows.map((row) => [row.question, row.answeredWith])).toEqual([
      ["How do leave balances carry over?", "/features/leave"],
    ]);
    expect((await listQuestions(forms, query({ kind: "unhelpful" }))).total).toBe(1);
  });

  it(`forgets a question not asked again for ${questionRetentionDays} days, and keeps one asked since`, async () => {
    await forms.clock.advance(questionRetentionDays * day - 1);
    await logQuestion(forms, { question: "How do leave balances carry over?", kind: "weak", answeredWith: "/x" });
    await forms.clock.advance(2 * 60_000);
    // The Tally question and the unhelpful mark were last asked over 90 days ago.
    expect(await purgeOldQuestions(forms)).toBe(2);
    const left = await listQuestions(forms, query());
    expect(left.rows.map((row) => [row.kind, row.count])).toEqual([["weak", 2]]);
  });
});
