import type { QueryTerm } from "./query";
import type { SearchHit } from "./search";

/**
 * How much of the question's weight (its terms, weighted by rarity) the best passage must match
 * to answer it. Below it the assistant says it does not know: a passage that matches "payroll"
 * but not "pizza" in "payroll for a pizza chain" is still an answer; one that matches only
 * "delivery" in "do you deliver pizza" is not. Tuned on the quality and tuning sets
 * (tests/api/assistant-quality.test.ts); see ADR 023.
 */
export const answeredCoverage = 0.5;
/**
 * A passage that matches most of the words of the question the site's domain has a name for (the
 * synonym list's words: "leave", "payslip", "geofence"; at least half of them) answers it with
 * less coverage than that: what else the question says ("for around 800 staff", "configurable")
 * rarely changes the page. Such an answer is weak: it says so and offers a person, and staff see
 * the question.
 */
export const conceptCoverage = 0.25;

/** Whether the best passage answers the question: fully, only in part (weak), or not at all. */
export type Confidence = "strong" | "weak" | "none";

export function confidenceOf(
  terms: readonly QueryTerm[],
  best: Pick<SearchHit, "coverage" | "matchedTerms"> | undefined,
): Confidence {
  if (!best) return "none";
  if (best.coverage >= answeredCoverage) return "strong";
  const concepts = terms.flatMap((term, index) => (term.concept ? [index] : []));
  const matched = concepts.filter((index) => best.matchedTerms.includes(index)).length;
  const mostConcepts = concepts.length > 0 && matched * 2 >= concepts.length;
  return mostConcepts && best.coverage >= conceptCoverage ? "weak" : "none";
}

/** A passage scoring within this share of the best one is as good a match by rank alone. */
const nearTie = 0.9;
const strength: Record<Confidence, number> = { none: 0, weak: 1, strong: 2 };

/**
 * How sure the answer from these hits (best first) is. Ranks this close are decided by small
 * differences in word statistics (one seeded blog post more or less moves them), so the passages
 * within `nearTie` of the best one's score vouch for the answer together: with "attrition … store
 * wise and region wise", the second passage matches "attrition", "high" and "see" (coverage 0.36,
 * weak) where the first, 0.1% higher, matches two words (0.23, none); the visitor is shown both.
 * The order stays the search's: reordering by coverage measured worse on the tuning sets.
 */
export function answerConfidence(
  terms: readonly QueryTerm[],
  hits: readonly Pick<SearchHit, "score" | "coverage" | "matchedTerms">[],
): Confidence {
  const first = hits[0];
  let best = confidenceOf(terms, first);
  for (const hit of hits.slice(1)) {
    if (!first || hit.score < first.score * nearTie) break;
    const confidence = confidenceOf(terms, hit);
    if (strength[confidence] > strength[best]) best = confidence;
  }
  return best;
}
