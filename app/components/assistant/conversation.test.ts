import { describe, expect, it } from "vitest";
import { conversationForStaff, type Turn } from "./conversation";

const answer = (id: number, question: string, text: string, urls: string[] = []): Turn => ({
  id,
  kind: "answer",
  question,
  text,
  sources: urls.map((url) => ({ title: `Page ${url}`, url, snippet: "…" })),
  answered: true,
  feedback: "none",
});

describe("the conversation staff get from Live Support", () => {
  it("is the questions and answers, with the pages each answer came from, without the panel's notices", () => {
    const turns: Turn[] = [
      { id: 1, kind: "question", text: "how much dose it cost" },
      answer(2, "how much dose it cost", "Plans start at ₹99 per employee a month.", ["/pricing"]),
      { id: 3, kind: "question", text: "and payroll?" },
      { id: 4, kind: "error", text: "I couldn't reach our server just now." },
      { id: 5, kind: "handoff", text: "Thanks, Asha." },
    ];
    expect(conversationForStaff(turns)).toEqual([
      { from: "visitor", text: "how much dose it cost" },
      { from: "assistant", text: "Plans start at ₹99 per employee a month.\nSources:\n- Page /pricing: /pricing" },
      { from: "visitor", text: "and payroll?" },
    ]);
  });

  it("keeps within the hand-off's limits: the latest 20 lines of at most 2,000 characters", () => {
    const turns: Turn[] = Array.from({ length: 30 }, (_, index) => ({
      id: index,
      kind: "question" as const,
      text: `${index} ${"x".repeat(2500)}`,
    }));
    const lines = conversationForStaff(turns);
    expect(lines).toHaveLength(20);
    expect(lines[0]?.text.startsWith("10 ")).toBe(true);
    for (const line of lines) expect(line.text.length).toBeLessThanOrEqual(2000);
  });
});
