/**
 * The domain's synonyms, applied to the question (not the index): a visitor who types "vacation"
 * finds the pages that say "leave". PostgreSQL's synonym and thesaurus dictionaries are files in
 * the server's share directory, which PGlite cannot be given, so the list lives here and the
 * search expands each question word into an OR group (server/modules/assistant/query.ts).
 *
 * Each group is a set of words and short phrases that mean the same thing to a prospect. A word
 * may sit in more than one group; its expansion is the union. Keep phrases to two or three words.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  [
    "cost",
    "costs",
    "price",
    "prices",
    "pricing",
    "plan",
    "plans",
    "fee",
    "fees",
    "charge",
    "charges",
    "expensive",
    "cheap",
    "subscription",
    "billing",
    "rupees",
  ],
  [
    "vacation",
    "vacations",
    "leave",
    "leaves",
    "holiday",
    "holidays",
    "time off",
    "day off",
    "days off",
    "pto",
    "absence",
  ],
  ["salary", "salaries", "payroll", "payslip", "payslips", "pay slip", "wages", "wage", "compensation", "ctc"],
  [
    "clock in",
    "clock out",
    "check in",
    "check out",
    "attendance",
    "punch",
    "punch in",
    "check-in",
    "timesheet",
    "biometric",
  ],
  [
    "hire",
    "hiring",
    "recruit",
    "recruitment",
    "recruiting",
    "ats",
    "applicant tracking",
    "applicant tracking system",
    "applicant",
    "applicants",
    "candidate",
    "candidates",
  ],
  ["onboarding", "onboard", "joining", "new joiner", "new hire", "induction"],
  ["appraisal", "appraisals", "performance review", "performance", "kpi", "okr", "okrs", "goals"],
  ["tax", "taxes", "tds", "compliance", "statutory", "pf", "esi", "form 16"],
  ["phone", "mobile", "app", "android", "ios", "iphone", "smartphone"],
  ["safe", "secure", "security", "protected", "protection", "encryption", "encrypted"],
  ["gdpr", "dpdp", "data protection", "privacy", "personal data", "data rights"],
  ["delete", "deletion", "erase", "erasure", "remove my data"],
  ["integrate", "integration", "integrations", "connect", "connects"],
  ["api", "apis", "rest api", "webhook", "webhooks", "developer", "developers"],
  ["job", "jobs", "career", "careers", "vacancy", "vacancies", "opening", "openings", "position", "positions"],
  ["office", "offices", "address", "located", "location", "locations", "visit", "branch"],
  ["hours", "open", "timings", "working hours", "business hours"],
  ["contact", "call", "email", "reach", "talk", "phone number"],
  ["support", "customer support", "helpdesk", "account manager", "phone support", "email support"],
  ["demo", "demonstration", "walkthrough", "trial", "try"],
  ["expense", "expenses", "reimbursement", "reimbursements", "claim", "claims"],
  ["shift", "shifts", "roster", "rosters", "rota", "schedule"],
  ["employee", "employees", "staff", "workers", "team", "people"],
  ["field", "sales team", "field staff", "gps", "geofence", "route"],
  ["train", "training", "learning", "course", "courses", "lms"],
  ["report", "reports", "analytics", "dashboard", "dashboards", "insights"],
  ["cookie", "cookies", "local storage"],
  ["founded", "started", "founder", "founders", "established"],
  ["retention", "retain", "keep", "kept"],
  ["terms", "terms of service", "contract", "agreement", "conditions"],
  ["setup", "set up", "setting up", "implementation", "go live"],
  ["backup", "backups", "recovery", "restore"],
  ["face", "face recognition", "facial"],
  ["loan", "loans", "advance", "advances"],
  ["exit", "resignation", "offboarding", "full and final", "settlement"],
  ["update", "updates", "release", "releases", "changelog", "new features", "whats new"],
  ["uptime", "status", "outage", "downtime", "availability"],
];

/**
 * Abbreviations and chat spellings people type, rewritten before anything else. A Map, not an
 * object: a visitor's word is the key, and "constructor" or "__proto__" must find nothing.
 */
export const spellings: ReadonlyMap<string, string> = new Map(
  Object.entries({
    u: "you",
    ur: "your",
    r: "are",
    pls: "please",
    plz: "please",
    thx: "thanks",
    hr: "hr",
    hrms: "hrms",
    emp: "employee",
    emps: "employees",
    mob: "mobile",
    govt: "government",
    whats: "what is",
    wat: "what",
    wht: "what",
    hw: "how",
    abt: "about",
    info: "information",
    yr: "year",
    mo: "month",
    pm: "per month",
  }),
);

/** word or phrase → every word or phrase its groups hold (itself included). */
export const synonymsOf: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of synonymGroups) {
    for (const term of group) {
      const set = map.get(term) ?? new Set<string>([term]);
      for (const other of group) set.add(other);
      map.set(term, set);
    }
  }
  return new Map([...map].map(([term, set]) => [term, [...set]]));
})();

/** The longest phrase in the list, in words: how far ahead the phrase matcher looks. */
export const longestSynonymPhrase = Math.max(...[...synonymsOf.keys()].map((term) => term.split(" ").length));
