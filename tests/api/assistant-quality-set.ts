/**
 * The assistant's quality set: questions as prospects type them (misspellings, chat spellings,
 * words the pages do not use), each with the pages that answer it. An expected address without
 * "#" accepts any section of that page; one with "#" accepts that section only.
 * tests/api/assistant-quality.test.ts measures top-1 and top-3 accuracy on it.
 */
export interface QualityCase {
  question: string;
  accept: readonly string[];
}

const attendance = "/features/attendance-time";
const payroll = "/features/payroll-finance";
const mobile = "/features/mobile-field";
const operations = "/features/hr-operations";
const security = "/features/security-compliance";
const integration = "/features/integration-api";

export const qualitySet: readonly QualityCase[] = [
  // Prices and plans: the intent puts /pricing first.
  { question: "how much does it cost", accept: ["/pricing"] },
  { question: "pricing?", accept: ["/pricing"] },
  { question: "whats the price per user", accept: ["/pricing"] },
  { question: "is there a free plan", accept: ["/pricing"] },
  { question: "do you have a free trial", accept: ["/pricing", "/#home-faq"] },
  { question: "can i upgrade my plan later", accept: ["/pricing"] },
  { question: "which payment methods do u accept", accept: ["/pricing"] },
  // Booking a demo.
  { question: "book a demo", accept: ["/schedule-demo"] },
  { question: "can i see a demo of the product", accept: ["/schedule-demo", "/product-tour"] },
  // Jobs at Aster.
  { question: "are you hiring", accept: ["/careers"] },
  { question: "any job openings at aster?", accept: ["/careers"] },
  { question: "how does your interview process work", accept: ["/careers#hiring"] },
  // Offices, hours, contact.
  { question: "where r ur offices", accept: ["/contact"] },
  { question: "what are your business hours", accept: ["/contact"] },
  { question: "phone number for sales", accept: ["/contact"] },
  { question: "do you have an office in dubai", accept: ["/contact"] },
  // Features, in the visitor's words.
  {
    question: "can employees apply for vacation from phone",
    accept: [`${mobile}#employee-mobile-app`, `${operations}#leave-management`],
  },
  {
    question: "do u do payrol for india",
    accept: [`${payroll}#advanced-payroll`, `${security}#compliance-management`],
  },
  {
    question: "does it calculate pf esi and tds",
    accept: [`${payroll}#advanced-payroll`, `${security}#compliance-management`],
  },
  { question: "form 16 generation", accept: [`${payroll}#advanced-payroll`] },
  { question: "how do staff clock in", accept: [`${attendance}#attendance-in-8-ways`, "/#home-faq"] },
  {
    question: "face recogntion attendance",
    accept: [`${attendance}#attendance-in-8-ways`, "/security#face-data", "/#home-faq"],
  },
  {
    question: "can we track field sales staff location",
    accept: [`${mobile}#route-tracking`, `${mobile}#field-visit-tracking`],
  },
  { question: "shift rosters for night shifts", accept: [`${attendance}#shift-roster-planning`] },
  { question: "overtime calculation", accept: [`${attendance}#timesheets-overtime`] },
  { question: "expense reimbursement with receipts", accept: [`${payroll}#expense-management`] },
  { question: "salary advance loans for employees", accept: [`${payroll}#loan-management`] },
  { question: "do you have an applicant tracking system", accept: [`${operations}#recruitment-hiring`] },
  { question: "employee onboarding checklist", accept: [`${operations}#employee-lifecycle`, "/#home-workflow"] },
  { question: "appraisal cycle and kpis", accept: [`${operations}#performance-management`] },
  { question: "org chart", accept: ["/features/core-hrms#organization-structure"] },
  { question: "multiple companies one login", accept: ["/features/core-hrms#multi-tenant-management"] },
  { question: "employee training courses", accept: ["/features/learning-development"] },
  {
    question: "integrate with tally",
    accept: [`${integration}#system-integrations`, "/#home-integrations", "/#home-faq"],
  },
  { question: "do you have an api", accept: [`${integration}#api-integration`, "/#home-integrations", "/#home-faq"] },
  {
    question: "biometric device integration",
    accept: [`${attendance}#attendance-in-8-ways`, `${integration}#system-integrations`],
  },
  { question: "custom reports and dashboards", accept: ["/features/analytics-insights"] },
  { question: "is there a mobile app for ios", accept: [`${mobile}#employee-mobile-app`, "/#home-faq"] },
  { question: "helpdesk tickets for employees", accept: ["/features#extra-capabilities"] },
  // Security, privacy, legal.
  {
    question: "is my data safe",
    accept: [
      "/security",
      `${security}#advanced-security`,
      `${security}#data-protection`,
      "/#home-faq",
      "/#home-security",
    ],
  },
  {
    question: "do you encrypt data",
    accept: ["/security#encryption", `${security}#advanced-security`, "/#home-security", "/#home-faq"],
  },
  { question: "gdpr", accept: ["/gdpr", `${security}#data-protection`, "/privacy#your-rights"] },
  {
    question: "how do i get my data deleted",
    accept: ["/gdpr", "/privacy#your-rights", "/privacy#data-retention", "/terms#data-export-and-deletion"],
  },
  { question: "do you use cookies", accept: ["/cookies", "/privacy#cookies-and-local-storage"] },
  { question: "how long do you keep data", accept: ["/privacy#data-retention", "/terms#data-export-and-deletion"] },
  {
    question: "where is our data hosted",
    accept: ["/security#hosting-and-sub-processors", "/privacy#sharing-and-sub-processors", "/privacy#security"],
  },
  {
    question: "do you keep the questions i ask the assistant",
    accept: ["/privacy#information-we-collect", "/privacy#data-retention"],
  },
  { question: "how do i report a security vulnerabilty", accept: ["/security#report-a-vulnerability"] },
  { question: "terms of service cancellation", accept: ["/terms"] },
  { question: "backups", accept: ["/security#backups-and-recovery", "/#home-security"] },
  // The company.
  {
    question: "who founded aster",
    accept: ["/about#about-leadership", "/about#about-story", "/about#about-timeline", "/press"],
  },
  { question: "when was the company started", accept: ["/about", "/press"] },
  {
    question: "how long does setup take",
    accept: ["/#home-faq", "/features#key-highlights", "/pricing#pricing-benefits"],
  },
  // /help says what every plan includes, as the pricing FAQ does.
  { question: "what support do you offer", accept: ["/pricing#pricing-faq", "/#home-faq", "/help"] },
  { question: "press kit and logo", accept: ["/press"] },
];

/** Questions nothing on the site answers: the assistant must say so, never guess. */
export const unanswerable: readonly string[] = [
  "what is the capital of france",
  "recipe for chocolate cake",
  "who won the cricket world cup",
];

/** Does a source's address answer the case? A path accepts every section of it; a path#anchor that section. */
export function accepts(expected: string, url: string): boolean {
  if (expected.includes("#")) return url === expected;
  return (url.split("#", 1)[0] ?? url) === expected;
}
