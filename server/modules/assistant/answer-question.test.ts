import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAssistantQuestionListQuerySchema } from "../../../common/assistant";
import { assistantHandoffs } from "../../../common/assistant-rules";
import { type FormsTestContext, formsTestContext } from "../../../tests/support/forms-context";
import { answerQuestion, notAnsweredText } from "./answer-question";
import type { AssistantContext } from "./context";
import { createIndexRefresher } from "./index-refresher";
import { createAssistantIndex } from "./index-store";
import { listQuestions } from "./question-log";

describe("answering a question from the site's content, without HTTP", () => {
  let forms: FormsTestContext;
  let context: Pick<AssistantContext, "db" | "clock" | "refresher">;
  beforeAll(async () => {
    forms = await formsTestContext();
    const index = createAssistantIndex({ db: forms.db });
    await index.rebuildAll();
    context = { db: forms.db, clock: forms.clock, refresher: createIndexRefresher({ index, log: forms.log }) };
  });
  afterAll(() => forms?.dispose());

  it("answers from the site's own text, with at most three sources, one per page section", async () => {
    const answer = await answerQuestion(context, { question: "Does Aster calculate PF, ESI and TDS in payroll?" });
    expect(answer).toMatchObject({ answered: true, weak: false });
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources.length).toBeLessThanOrEqual(3);
    expect(new Set(answer.sources.map((source) => source.url)).size).toBe(answer.sources.length);
    expect(answer.sources[0]?.url).toMatch(/^\/features\//);
    expect(answer.answer).not.toBe("");
  });

  it("does not guess: a question the site cannot answer gets the two hand-offs, and staff see it", async () => {
    const answer = await answerQuestion(context, { question: "what is the boiling point of mercury" });
    expect(answer).toEqual({
      answer: notAnsweredText,
      answered: false,
      weak: false,
      sources: [
        expect.objectContaining({ url: assistantHandoffs.demo.url }),
        expect.objectContaining({ url: assistantHandoffs.person.url }),
      ],
    });
    const logged = await listQuestions(context, adminAssistantQuestionListQuerySchema.parse({ kind: "unanswered" }));
    expect(logged.rows.map((row) => row.question)).toEqual(["what is the boiling point of mercury"]);
  });
});
