import { describe, expect, it } from "vitest";
import { answerConfidence, confidenceOf } from "./confidence";
import { queryTerms, questionWords } from "./query";

const terms = (question: string) => queryTerms(questionWords(question));

describe("how sure an answer is", () => {
  it("is strong when the best passage holds most of the question's weight", () => {
    expect(confidenceOf(terms("payslip download"), { coverage: 0.8, matchedTerms: [0, 1] })).toBe("strong");
  });

  it("is weak when a passage holds the words the domain names but little else of the question", () => {
    // "leave" is the domain's; "mars" and "rover" are not, and outweigh it.
    const question = terms("leave policy for the mars rover team");
    const leave = question.findIndex((term) => term.text === "leave");
    expect(question[leave]?.concept).toBe(true);
    expect(confidenceOf(question, { coverage: 0.35, matchedTerms: [leave] })).toBe("weak");
  });

  it("is none when the passage misses most words the domain names, or holds too little", () => {
    const question = terms("payslip geofence and overtime");
    expect(confidenceOf(question, { coverage: 0.45, matchedTerms: [0] })).toBe("none");
    expect(confidenceOf(question, { coverage: 0.45, matchedTerms: [0, 1] })).toBe("weak");
    expect(confidenceOf(question, { coverage: 0.2, matchedTerms: [0, 1] })).toBe("none");
    expect(confidenceOf(terms("capital of france"), { coverage: 0.45, matchedTerms: [0] })).toBe("none");
    expect(confidenceOf(question, undefined)).toBe("none");
  });

  it("counts the staff-and-people words as too general to decide on their own", () => {
    expect(terms("staff")[0]?.concept).toBe(false);
  });

  it("takes a passage that scores within a tenth of the best as vouching for the answer, and none further down", () => {
    const question = terms("leave policy for the mars rover team");
    const leave = question.findIndex((term) => term.text === "leave");
    const twoWords = { score: 22.22, coverage: 0.2, matchedTerms: [] };
    const closeBehind = { score: 20.5, coverage: 0.35, matchedTerms: [leave] };
    const farBehind = { score: 19.5, coverage: 0.35, matchedTerms: [leave] };
    expect(answerConfidence(question, [twoWords, closeBehind])).toBe("weak");
    expect(answerConfidence(question, [twoWords, farBehind])).toBe("none");
    expect(answerConfidence(question, [])).toBe("none");
  });
});
