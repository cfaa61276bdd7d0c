import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantAnswer } from "../../common/assistant";
import { accepts, type QualityCase, qualitySet, unanswerable } from "./assistant-quality-set";
import { createTestApp, engines, type TestApp } from "./test-app";

const rankOf = (answer: AssistantAnswer, item: QualityCase): number =>
  answer.sources.findIndex((source) => item.accept.some((expected) => accepts(expected, source.url)));

describe.each(engines)("the assistant's answers on the quality set, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_SCALE: "0" } });
  });
  afterAll(() => t.close());

  const ask = async (question: string) => {
    const response = await t.app.inject({ method: "POST", url: "/api/assistant/ask", payload: { question } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AssistantAnswer>();
  };

  it(`finds the right page first for at least 70% of ${qualitySet.length} questions, and among the first three for at least 90%`, async () => {
    expect(qualitySet.length).toBeGreaterThanOrEqual(40);
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const item of qualitySet) {
      const answer = await ask(item.question);
      const rank = rankOf(answer, item);
      if (rank === 0) top1 += 1;
      if (rank >= 0 && rank < 3) top3 += 1;
      if (rank !== 0) {
        misses.push(
          `${rank < 0 ? "MISS" : `#${rank + 1}`}  "${item.question}" → ${answer.sources.map((source) => source.url).join(", ") || "(none)"}`,
        );
      }
    }
    const percent = (count: number) => Math.round((count / qualitySet.length) * 1000) / 10;
    console.log(
      `assistant quality on ${engine}: top-1 ${top1}/${qualitySet.length} (${percent(top1)}%), ` +
        `top-3 ${top3}/${qualitySet.length} (${percent(top3)}%)\n${misses.join("\n")}`,
    );
    expect(top3 / qualitySet.length).toBeGreaterThanOrEqual(0.9);
    expect(top1 / qualitySet.length).toBeGreaterThanOrEqual(0.7);
  }, 120_000); // 55 questions in a row on a machine shared with other test runs

  it("says plainly when nothing on the site answers, and never guesses", async () => {
    for (const question of unanswerable) {
      const answer = await ask(question);
      expect(answer.answered, question).toBe(false);
      expect(answer.sources.map((source) => source.url)).toEqual(["/schedule-demo", "/contact"]);
    }
  });
});
