import { describe, expect, it } from "vitest";
import { maxTerms, maxWordLength, normaliseText, queryTerms, questionWords, tsqueryGroup } from "./query";

describe("a question's search terms", () => {
  it("drops words that carry no meaning and rewrites chat spellings", () => {
    expect(questionWords("Do u do payrol 4 India?")).toEqual(["do", "you", "do", "payrol", "4", "india"]);
    expect(queryTerms(questionWords("Do u do payrol for India?")).map((term) => term.text)).toEqual([
      "payrol",
      "india",
    ]);
  });

  it("reads the names of an object's own properties as the words they are", () => {
    // A visitor asking "constructor" once found the rewrite table's inherited function (a 500).
    expect(questionWords("constructor __proto__ toString hasOwnProperty")).toEqual([
      "constructor",
      "proto",
      "tostring",
      "hasownproperty",
    ]);
    expect(queryTerms(questionWords("constructor toString")).map((term) => term.text)).toEqual([
      "constructor",
      "tostring",
    ]);
  });

  it("expands a word or phrase with its synonyms", () => {
    const terms = queryTerms(questionWords("How do staff clock in and take time off?"));
    expect(terms.map((term) => term.text)).toEqual(["staff", "clock in", "time off"]);
    expect(terms[1]?.alternatives).toContain("attendance");
    expect(terms[2]?.alternatives).toContain("leave");
    expect(
      tsqueryGroup({ text: "clock in", alternatives: ["clock in", "punch"], concept: true, typed: ["clock in"] }),
    ).toBe("(clock <-> in | punch)");
  });

  it("corrects words through the function it is given", () => {
    const terms = queryTerms(["reimbursment"], (word) => (word === "reimbursment" ? "reimbursement" : word));
    expect(terms[0]?.text).toBe("reimbursement");
  });

  it("bounds the work whatever is typed", () => {
    const words = questionWords(
      `${"w".repeat(100)} ${Array.from({ length: 200 }, (_, index) => `t${index}`).join(" ")}`,
    );
    expect(words.length).toBeLessThanOrEqual(40);
    expect(words.every((word) => word.length <= maxWordLength)).toBe(true);
    expect(queryTerms(words).length).toBe(maxTerms);
  });

  it("lets no tsquery syntax through", () => {
    expect(normaliseText("a | b & !c <-> d:* 'e' (f)")).toBe("a b c d e f");
    for (const term of queryTerms(questionWords("payroll | !leave & (tax) <-> 'x':*"))) {
      expect(tsqueryGroup(term)).toMatch(/^[\p{L}\p{N} |()<>-]+$/u);
    }
  });
});
