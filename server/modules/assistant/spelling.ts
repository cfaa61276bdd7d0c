/**
 * Misspellings of the product's own words ("paysilp", "attendence", "geofense"): a word the index
 * and the synonym list do not know is replaced by the known word fewest edits away, counting a
 * swap of two neighbouring letters as one edit (the optimal string alignment distance). Pure
 * functions: the candidates come from the index's word list (search.ts) and the synonym list.
 */

/**
 * Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, or `limit + 1` as soon
 * as it is clear there are more than `limit`. Both words are at most 30 letters (query.ts), so the
 * table is at most 31 × 31.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((last[j] as number) + 1, (row[j - 1] as number) + 1, (last[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforeLast[j - 2] as number) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    beforeLast = last;
    last = row;
  }
  return Math.min(last[b.length] as number, limit + 1);
}

/**
 * How many edits a word of this length may be from the word it is taken for: none under five
 * letters (too many real words lie one edit apart: "test", "text", "rest"), one up to seven, two
 * beyond.
 */
export const allowedEdits = (word: string): number => (word.length < 5 ? 0 : word.length < 8 ? 1 : 2);

/**
 * The candidate `typed` most likely stands for: one with the same first letter, fewest edits
 * within `allowedEdits` (one more with `extraEdit`, at most two), then the first given (callers
 * list the likeliest first). Undefined when none is close enough.
 */
export function closestWord(
  typed: string,
  candidates: Iterable<string>,
  { extraEdit = false }: { extraEdit?: boolean } = {},
): string | undefined {
  const limit = Math.min(2, allowedEdits(typed) + (extraEdit ? 1 : 0));
  if (limit === 0) return undefined;
  let best: { word: string; edits: number } | undefined;
  for (const word of candidates) {
    if (word === typed) return word;
    const edits = editDistance(typed, word, limit);
    if (edits > limit) continue;
    // People rarely mistype the first letter, and a word that differs there is more likely
    // another word altogether ("mostly" is not "costly").
    if (word[0] !== typed[0]) continue;
    if (!best || edits < best.edits) best = { word, edits };
  }
  return best?.word;
}
