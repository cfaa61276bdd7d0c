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
    "aster hrms asterhrms hris hcm company software system tool platform product provide provides offer offers take " +
    "available possible able allow allows option options feature features use using used " +
    "around approx approximately handle handles handled details detail module modules work works working " +
    "configurable configure configured configuration setting settings kindly share info information " +
    "exactly really actually currently current also still process processes processing processed fill window format formats " +
    "jan feb mar apr jun jul aug sep sept oct nov dec january february march april june july august september " +
    "october november december monday tuesday wednesday thursday friday"
  ).split(" "),
);

/** Words no phrase of the synonym list needs: dropped before phrases are matched. */
const fillerWords = new Set(["a", "an", "the", "our", "my", "your", "their", "this", "that", "these", "those"]);

/** Kept for their meaning in a phrase ("clock in", "time off") but not searched on their own. */
const phraseOnlyWords = new Set([
  "in",
  "out",
  "off",
  "on",
  "day",
  "days",
  "time",
  "new",
  // "Does it support appraisals?" asks about appraisals; "customer support" is a phrase of its own.
  "support",
  "supports",
  "supported",
  "supporting",
]);

export interface QueryTerm {
  /** What the visitor typed (after normalising), or the word it was corrected to. */
  text: string;
  /** The word or phrase and its synonyms: the group matches a document that has any of them. */
  alternatives: readonly string[];
  /** A word or phrase of the synonym list: something the site's domain has a name for. */
  concept: boolean;
  /**
   * What the visitor typed of the group (one or more of its words): a passage that says it
   * scores more than one that says only a synonym ("arrears" over "payroll").
   */
  typed: readonly string[];
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
export function queryTerms(
  typedWords: readonly string[],
  correct: (word: string) => string = (word) => word,
): QueryTerm[] {
  // Corrected first, so a misspelt word still completes a phrase ("mark atendance"); articles and
  // possessives dropped, so "stop the subscription" is the phrase "stop subscription".
  const words = typedWords
    .filter((word) => !fillerWords.has(word))
    .map((word) => (synonymsOf.has(word) ? word : correct(word)));
  const terms: QueryTerm[] = [];
  const byKey = new Map<string, QueryTerm & { typed: string[] }>();
  const add = (text: string) => {
    const concept = synonymsOf.get(text);
    const alternatives = concept ?? [text];
    // "mobile app for ios" is one idea: words of the same synonym group make one term, not three.
    const key = [...alternatives].sort().join("|");
    const known = byKey.get(key);
    if (known) {
      if (!known.typed.includes(text)) known.typed.push(text);
      return;
    }
    if (terms.length >= maxTerms) return;
    const term = { text, alternatives, concept: concept !== undefined && !genericConcepts.has(text), typed: [text] };
    byKey.set(key, term);
    terms.push(term);
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
    // A number alone ("800 employees") says how many, not what; "form 16" and "24 7" are phrases.
    if (stopWords.has(word) || phraseOnlyWords.has(word) || word.length < 2 || /^\p{N}+$/u.test(word)) continue;
    add(word);
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

/**
 * Words of the synonym list too general to decide what a question is about ("staff", "team"):
 * a passage need not match them for the question to count as answered (service.ts).
 */
const genericConcepts = new Set(synonymsOf.get("employees") ?? []);

/** What the visitor typed of a term, in to_tsquery syntax (see tsqueryGroup). */
export function tsqueryTyped(term: QueryTerm): string {
  return tsqueryGroup({ ...term, alternatives: term.typed });
}

/**
 * A term's OR group in to_tsquery syntax: words joined by |, a phrase's words by <->. A hyphen
 * between letters stays: PostgreSQL reads "sign-on" as one hyphenated word whose positions differ
 * from "sign on", so the synonym list gives both spellings. (What a visitor types has no hyphens:
 * normaliseText keeps letters and digits only.)
 */
export function tsqueryGroup(term: QueryTerm): string {
  const alternatives = term.alternatives
    .map((alternative) =>
      alternative
        .split(/(?:[^\p{L}\p{N}-]|(?<![\p{L}\p{N}])-|-(?![\p{L}\p{N}]))+/u)
        .filter(Boolean)
        .join(" <-> "),
    )
    .filter(Boolean);
  return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(" | ")})`;
}
