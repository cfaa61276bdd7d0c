/**
 * The answer's text, taken from the best passage: never written, only chosen. A short passage
 * (an FAQ's answer, an office's address) is the answer as it stands; a long one gives the
 * sentences that hold most of the question's terms, in their order on the page.
 */
import type { QueryTerm } from "./query";

/** Longer than this, a passage is cut down to its best sentences. */
const wholePassageLength = 360;
const maxAnswerLength = 420;

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * A word's stem, roughly: enough letters that "leave" finds "leaves" and "payroll" finds
 * "payrolls" in a sentence, without a stemmer in JavaScript.
 */
const stemOf = (word: string) => (word.length > 5 ? word.slice(0, word.length - 2) : word);

function termMatcher(terms: readonly QueryTerm[]): (sentence: string) => number {
  const patterns = terms.map(
    (term) =>
      new RegExp(
        `\\b(${term.alternatives
          .map((alternative) =>
            stemOf(alternative)
              .replace(/[^\p{L}\p{N} ]/gu, "")
              .replace(/ /g, "\\W+"),
          )
          .filter(Boolean)
          .join("|")})`,
        "iu",
      ),
  );
  return (sentence) => patterns.reduce((count, pattern) => count + (pattern.test(sentence) ? 1 : 0), 0);
}

export function answerFrom(passage: string, terms: readonly QueryTerm[]): string {
  const text = passage.replace(/\s+/g, " ").trim();
  if (text.length <= wholePassageLength) return text;
  const sentences = sentencesOf(text);
  const matches = termMatcher(terms);
  const ranked = sentences
    .map((sentence, index) => ({ sentence, index, score: matches(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: { sentence: string; index: number }[] = [];
  let length = 0;
  for (const candidate of ranked) {
    if (chosen.length > 0 && (candidate.score === 0 || length + candidate.sentence.length > maxAnswerLength)) break;
    chosen.push(candidate);
    length += candidate.sentence.length + 1;
    if (chosen.length === 2) break;
  }
  const answer = chosen
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence)
    .join(" ");
  return answer.length > maxAnswerLength + 200 ? `${answer.slice(0, maxAnswerLength).replace(/\s+\S*$/, "")}…` : answer;
}
