/**
 * The questions the assistant's panel suggests: three per page, picked for what a visitor
 * on that page is most likely to want next, and each answered by the site's own content (the
 * assistant's index). Shown as chips while the conversation is empty and after "Ask AI Anything".
 *
 * A pattern is a path ("/pricing"), a path and everything under it ("/blog*" is /blog and
 * /blog/any-post) or the pages under a path only ("/features/*"). The first rule that matches wins,
 * so the more specific patterns come first; a page no rule names gets `fallbackSuggestions`.
 */
export interface SuggestionRule {
  pattern: string;
  questions: readonly [string, string, string];
}

/** One feature page's suggestions, by its slug (content/features.ts). */
const featurePage = (slug: string, questions: SuggestionRule["questions"]): SuggestionRule => ({
  pattern: `/features/${slug}`,
  questions,
});

export const suggestionRules: readonly SuggestionRule[] = [
  {
    pattern: "/",
    questions: ["How much does Aster cost?", "Is there a free trial?", "Which tools does Aster integrate with?"],
  },
  featurePage("core-hrms", [
    "Can we manage several companies in one account?",
    "How do roles and permissions work?",
    "Can we import our employee records?",
  ]),
  featurePage("attendance-time", [
    "Which ways can employees mark attendance?",
    "Does attendance work with geofencing?",
    "Can you plan shifts and rosters?",
  ]),
  featurePage("mobile-field", [
    "Is there a mobile app for employees?",
    "Can we track field visits?",
    "Can employees apply for leave from their phone?",
  ]),
  featurePage("hr-operations", [
    "Can we set our own leave policies?",
    "Does Aster help with recruitment?",
    "Can we run performance reviews?",
  ]),
  featurePage("payroll-finance", [
    "Does payroll handle Indian tax and compliance?",
    "Can employees claim expenses?",
    "Can we manage employee loans?",
  ]),
  featurePage("communication", [
    "Is there a chat for employees?",
    "How do notices reach staff?",
    "What can the AI chat assistant do?",
  ]),
  featurePage("learning-development", [
    "Can we run training programs?",
    "Is there a knowledge base?",
    "How do you track skill development?",
  ]),
  featurePage("security-compliance", [
    "How is our employee data protected?",
    "Do you support GDPR?",
    "Who can see salary data?",
  ]),
  featurePage("analytics-insights", [
    "What reports can we build?",
    "Can we see attendance trends?",
    "Is there a dashboard for managers?",
  ]),
  featurePage("integration-api", [
    "Do you integrate with Tally?",
    "Is there an API?",
    "Can we import data from spreadsheets?",
  ]),
  {
    pattern: "/features*",
    questions: [
      "Which ways can employees mark attendance?",
      "Does Aster run payroll for India?",
      "Is there a mobile app for employees?",
    ],
  },
  {
    pattern: "/pricing",
    questions: ["Is there a free trial?", "Can I change my plan later?", "What payment methods do you accept?"],
  },
  {
    pattern: "/product-tour",
    questions: [
      "How long does it take to set up Aster?",
      "Can I book a live demo?",
      "Is there a mobile app for employees?",
    ],
  },
  {
    pattern: "/careers",
    questions: ["Are you hiring?", "Where are your offices?", "What is it like to work at Aster?"],
  },
  {
    pattern: "/schedule-demo*",
    questions: ["How long is a demo?", "What happens after I book a demo?", "How much does Aster cost?"],
  },
  {
    pattern: "/contact",
    questions: ["Where are your offices?", "What are your business hours?", "What is your phone number?"],
  },
  {
    pattern: "/about",
    questions: ["When was Aster founded?", "Where are your offices?", "Are you hiring?"],
  },
  {
    pattern: "/blog*",
    questions: [
      "Does Aster handle PF and ESI?",
      "Can employees apply for leave from their phone?",
      "Can we run performance reviews?",
    ],
  },
  {
    pattern: "/changelog",
    questions: ["Is there an API?", "Which tools does Aster integrate with?", "Can we track field visits?"],
  },
  {
    pattern: "/security",
    questions: ["Is my data encrypted?", "Do you keep backups of our data?", "How do I report a security issue?"],
  },
  {
    pattern: "/gdpr",
    questions: [
      "How do I ask for my data to be deleted?",
      "Does Aster follow the DPDP Act?",
      "What are my data rights?",
    ],
  },
  {
    pattern: "/privacy",
    questions: [
      "What personal data do you collect?",
      "How long do you keep my data?",
      "How do I ask for my data to be deleted?",
    ],
  },
  {
    pattern: "/cookies",
    questions: [
      "Does this website use cookies?",
      "What does the site keep in my browser?",
      "What personal data do you collect?",
    ],
  },
  {
    pattern: "/terms",
    questions: ["Can I cancel my subscription?", "Can we export our data if we leave?", "Is there a free trial?"],
  },
];

/** For pages no rule names. */
export const fallbackSuggestions: SuggestionRule["questions"] = [
  "How much does Aster cost?",
  "Which ways can employees mark attendance?",
  "Is my data safe with Aster?",
];

/** Whether `pathname` is one `pattern` names (see SuggestionRule). A trailing slash is ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (pattern.endsWith("/*")) return path.startsWith(pattern.slice(0, -1)) && path.length > pattern.length - 1;
  if (pattern.endsWith("*")) {
    const base = pattern.slice(0, -1);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === pattern;
}

/** The three suggestions for the page at `pathname`. */
export function suggestionsFor(pathname: string): SuggestionRule["questions"] {
  return suggestionRules.find((rule) => matchesPattern(rule.pattern, pathname))?.questions ?? fallbackSuggestions;
}
