import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantAnswer } from "../../common/assistant";
import { fallbackSuggestions, suggestionRules } from "../../content/assistant-suggestions";
import { createTestApp, engines, type TestApp } from "./test-app";

/**
 * The questions the panel suggests (content/assistant-suggestions.ts) are a promise: a visitor
 * who presses one must get an answer from the site, never the refusal. Asked here against the
 * real index, from the page that suggests each.
 */
describe.each(engines)("the assistant's suggested questions, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_SCALE: "0" } });
  });
  afterAll(() => t.close());

  it("are each answered from the site's content, with a source", async () => {
    const asked = new Map<string, string>();
    for (const rule of suggestionRules) {
      for (const question of rule.questions)
        asked.set(question, rule.pattern.replace(/\*$/, "").replace(/\/$/, "") || "/");
    }
    for (const question of fallbackSuggestions) asked.set(question, "/no-such-page");
    const refused: string[] = [];
    for (const [question, page] of asked) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/assistant/ask",
        payload: { question, page },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<AssistantAnswer>();
      if (!answer.answered || answer.sources.length === 0) refused.push(`"${question}" (on ${page})`);
    }
    expect(refused, "suggestions the assistant cannot answer").toEqual([]);
  });
});
