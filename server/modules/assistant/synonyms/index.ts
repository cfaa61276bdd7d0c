import { attendance } from "./attendance";
import { fieldTeams } from "./field-teams";
import type { SynonymGroup } from "./group";
import { hiringJoiningAndLeaving } from "./hiring-joining-and-leaving";
import { pay } from "./pay";
import { pricesAndPlans } from "./prices-and-plans";
import { settingUpAndMovingIn } from "./setting-up-and-moving-in";
import { technologySecurityAndData } from "./technology-security-and-data";
import { theCompanyItsPeopleAndItsNews } from "./the-company-its-people-and-its-news";
import { timeOff } from "./time-off";

export { spellings } from "./spellings";

/**
 * The domain's synonyms, applied to the question (not the index): a visitor who types "vacation"
 * finds the pages that say "leave". PostgreSQL's synonym and thesaurus dictionaries are files in
 * the server's share directory, which PGlite cannot be given, so the list lives here and the
 * search expands each question word into an OR group (server/modules/assistant/query.ts).
 *
 * Each group is a set of words and short phrases that mean the same thing to a prospect. A word
 * may sit in more than one group; its expansion is the union. A narrow group may name broader
 * words it also stands for, one way: "arrears" finds the payroll pages too, but "payroll" does not
 * expand into every pay component. The search counts what was typed above its synonyms
 * (search.ts), so a group can be generous. Keep phrases to four words at most.
 */
export const synonymGroups: readonly SynonymGroup[] = [
  ...pricesAndPlans,
  ...timeOff,
  ...pay,
  ...attendance,
  ...fieldTeams,
  ...hiringJoiningAndLeaving,
  ...settingUpAndMovingIn,
  ...technologySecurityAndData,
  ...theCompanyItsPeopleAndItsNews,
];

/**
 * word or phrase → every word or phrase its groups hold (itself included), and the broader words
 * its narrow groups name.
 */
export const synonymsOf: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of synonymGroups) {
    const words = "words" in group ? group.words : group;
    const broader = "words" in group ? group.broader : [];
    for (const term of words) {
      const set = map.get(term) ?? new Set<string>([term]);
      for (const other of [...words, ...broader]) set.add(other);
      map.set(term, set);
    }
  }
  return new Map([...map].map(([term, set]) => [term, [...set]]));
})();

/** The longest phrase in the list, in words: how far ahead the phrase matcher looks. */
export const longestSynonymPhrase = Math.max(...[...synonymsOf.keys()].map((term) => term.split(" ").length));
