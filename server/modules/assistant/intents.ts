/**
 * Questions whose answer is a page, whatever the passages say: prices go to /pricing, booking to
 * /schedule-demo, jobs at Aster to /careers, offices and hours to /contact. The page found for an
 * intent comes first among the sources; the rest of the answer still comes from the search.
 *
 * Matched on the normalised question (query.ts normaliseText) after misspellings are corrected,
 * so "how much dose it cost" and "pricng" count. Order matters: the first match wins.
 */
export interface Intent {
  name: "pricing" | "demo" | "careers" | "contact";
  /** The page's path: the first source is the best passage on it. */
  path: string;
  /** The document shown when no passage of the page matched (documents.ts ids). */
  fallbackDocumentId: string;
  /**
   * The passage that answers the intent itself ("how much does it cost": every plan's price),
   * shown first unless a passage of the page answers the question more closely.
   */
  overviewDocumentId?: string;
}

const intents: readonly (Intent & { pattern: RegExp })[] = [
  {
    name: "demo",
    path: "/schedule-demo",
    fallbackDocumentId: "schedule-demo",
    pattern:
      /\b(demo|demos|demonstration|book (a |an )?(call|meeting|session|slot)|schedule (a |an )?(call|meeting|session|demo)|see (it|aster) in action|talk to sales)\b/,
  },
  {
    name: "careers",
    path: "/careers",
    fallbackDocumentId: "careers",
    pattern:
      /\b(jobs|careers?|vacanc(y|ies)|job openings?|open (roles|positions)|internships?|are (you|u) hiring|(you|u) hiring|hiring (now|at aster)|work (at|for|with) (you|aster)|join (your|the|aster) team|join aster|apply for (a )?job|looking for (a )?job)\b/,
  },
  {
    name: "pricing",
    path: "/pricing",
    fallbackDocumentId: "pricing",
    // index-store.ts builds it from the plans in the database (absent when there are none).
    overviewDocumentId: "plans:prices",
    pattern:
      /\b(how much|price|prices|pricing|priced|cost|costs|costing|expensive|cheap|cheaper|fee|fees|per user|per employee|per month|subscription|quote|rupees|inr|usd|free plan|afford(able)?)\b/,
  },
  {
    name: "contact",
    path: "/contact",
    fallbackDocumentId: "contact",
    pattern:
      /\b(offices?|office address|your address|headquarters|hq|where are (you|u)|where (is|are) (aster|your)|located|visit (you|your)|business hours|office hours|opening hours|working hours|timings|what time|phone number|contact number|call (you|u)|email address|contact (you|u|aster|your team|sales)|reach (you|u|aster))\b/,
  },
];

export function intentOf(normalisedQuestion: string): Intent | undefined {
  const found = intents.find((intent) => intent.pattern.test(normalisedQuestion));
  if (!found) return undefined;
  const { pattern: _pattern, ...intent } = found;
  return intent;
}
