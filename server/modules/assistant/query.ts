/**
 * A question, made into what the search runs: the words that carry meaning, each expanded with
 * its synonyms into an OR group. Pure functions; the database parts (the misspelling fallback,
 * the search itself) are in search.ts.
 *
 * Bounded work, whatever is typed (ADR 019): the question is at most 500 characters (checked at
 * the route), at most `maxScannedWords` words are looked at and at most `maxTerms` become search
 * terms, each at most `maxWordLength` letters. Nothing typed reaches to_tsquery's syntax: terms
 * are letters and digits only, and the operators between them are ours.
 */
import { longestSynonymPhrase, spellings, synonymsOf } from "./synonyms";

export const maxScannedWords = 40;
export const maxTerms = 8;
export const maxWordLength = 30;

/** Words that say nothing about what is asked (and the product's own name, which every page has). */
const stopWords = new Set(
  (
    "a about above after again all also am an and any are as at be because been before being below between both but " +
    "by can could did do does doing done during each else ever few for from further get gets got had has have having " +
    "he her here hers him his how i if in into is it its itself just like may me might more most much must my myself " +
    "need needs no nor not now of off on once only or other our ours out over own please same shall she should so some " +
    "such tell than thanks that the their theirs them then there these they this those through to too under until up " +
    "us very want was way we were what when where which while who whom why will with would yes yet you your yours " +
    "hi hello hey ok okay know let lets give show find any anything something thing things there's it's i'm " +
    "aster hrms asterhrms company software system tool platform product provide provides offer offers take " +
    "available possible able allow allows option options feature features use using used"
  ).split(" "),
);

/** Kept for their meaning in a phrase ("clock in", "time off") but not searched on their own. */
const phraseOnlyWords = new Set(["in", "out", "off", "on", "day", "days", "time", "new"]);

export interface QueryTerm {
  /** What the visitor typed (after normalising), or the word it was corrected to. */
  text: string;
  /** The word or phrase and its synonyms: the group matches a document that has any of them. */
  alternatives: readonly string[];
}

/** Lower case, letters and digits only, one space between words; accents kept (to_tsvector keeps them). */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words looked at: chat spellings rewritten, capped in number and length. */
export function questionWords(question: string): string[] {
  const words: string[] = [];
  for (const raw of normaliseText(question).split(" ", maxScannedWords)) {
    if (!raw) continue;
    const spelled = spellings.get(raw) ?? raw;
    for (const word of spelled.split(" ")) words.push(word.slice(0, maxWordLength));
  }
  return words;
}

/**
 * The question's search terms: phrases from the synonym list first (longest match), then single
 * words that are not stop words. Repeats count once. `correct` maps a word the index does not
 * know to the nearest one it does (or leaves it).
 */
export function queryTerms(words: readonly string[], correct: (word: string) => string = (word) => word): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (text: string) => {
    const alternatives = synonymsOf.get(text) ?? [text];
    // "mobile app for ios" is one idea: words of the same synonym group make one term, not three.
    const key = [...alternatives].sort().join("|");
    if (seen.has(key) || terms.length >= maxTerms) return;
    seen.add(key);
    terms.push({ text, alternatives });
  };
  for (let index = 0; index < words.length; index++) {
    let matched = false;
    for (let length = Math.min(longestSynonymPhrase, words.length - index); length >= 2; length--) {
      const phrase = words.slice(index, index + length).join(" ");
      if (synonymsOf.has(phrase)) {
        add(phrase);
        index += length - 1;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = words[index] as string;
    if (stopWords.has(word) || phraseOnlyWords.has(word) || word.length < 2) continue;
    add(synonymsOf.has(word) ? word : correct(word));
  }
  return terms;
}

/**
 * The words a fallback may correct: not a stop word, not in the synonym list, long enough to guess
 * at. At most `maxTerms`: no more terms than that are searched, so no more lookups are worth making.
 */
export function correctableWords(words: readonly string[]): string[] {
  return [
    ...new Set(
      words.filter(
        (word) => word.length >= 4 && !stopWords.has(word) && !synonymsOf.has(word) && !/^\p{N}+$/u.test(word),
      ),
    ),
  ].slice(0, maxTerms);
}

/** A term's OR group in to_tsquery syntax: words joined by |, a phrase's words by <->. */
export function tsqueryGroup(term: QueryTerm): string {
  const alternatives = term.alternatives
    .map((alternative) =>
      alternative
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(" <-> "),
    )
    .filter(Boolean);
  return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(" | ")})`;
}
