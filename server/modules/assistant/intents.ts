/**
 * Questions whose answer is a page, whatever the passages say: prices go to /pricing, booking to
 * /schedule-demo, jobs at Aster to /careers, offices and hours to /contact, support to /help,
 * releases to /changelog, certifications, backups, encryption, audit trails and hosting to
 * /security, uptime to the Terms, data-protection law to /gdpr. The page found for an intent
 * comes first among the sources; the rest of the answer still comes from the search.
 *
 * Matched on the normalised question (query.ts normaliseText) after misspellings are corrected,
 * so "how much dose it cost" and "pricng" count. Order matters: the first match wins.
 */
export interface Intent {
  name:
    | "pricing"
    | "demo"
    | "careers"
    | "contact"
    | "support"
    | "changelog"
    | "assurance"
    | "backups"
    | "availability"
    | "encryption"
    | "audit"
    | "data-law"
    | "hosting"
    | "product"
    | "about"
    | "partners"
    | "press"
    | "blog"
    | "customers"
    | "account"
    | "compare"
    | "setup";
  /** The page's path (or one section's address): the first source is the best passage on it. */
  path: string;
  /** The document shown when no passage of the page matched (documents.ts ids). */
  fallbackDocumentId: string;
  /**
   * The passage that answers the intent itself ("how much does it cost": every plan's price),
   * shown first unless a passage of the page answers the question more closely.
   */
  overviewDocumentId?: string;
}

/**
 * Questions that are not about a feature: who to talk to, when, what is new, what the company
 * is, whether it is certified, where the data lives. Each pattern names the ways visitors ask,
 * tried in this order: a topic first, then the ways to a person ("who do I talk to about a
 * partnership?" is about partnerships). Phrases, not single words, where a word also belongs to a feature
 * question ("does it support appraisals" is not about support; "update" is not about releases).
 */
const intents: readonly (Intent & { pattern: RegExp })[] = [
  {
    name: "demo",
    path: "/schedule-demo",
    fallbackDocumentId: "schedule-demo",
    pattern:
      /\b(demo|demos|demonstration|book (a |an )?(call|meeting|session|slot)|schedule (a |an )?(call|meeting|session|demo)|see (it|aster) in action)\b/,
  },
  {
    name: "changelog",
    path: "/changelog",
    fallbackDocumentId: "changelog",
    overviewDocumentId: "changelog",
    pattern:
      /\b(change ?log|release notes?|roadmap|road map|how often (do |does )?(you|u|aster|they) (release|ship|update|push)|release (cycle|frequency|cadence)|ship(ping)? updates|what is new|whats new|what s new|latest (release|releases|version|update|updates|features)|new (release|releases|version|versions)|recent (changes|updates|releases)|product updates|(last|latest) (app )?update)\b/,
  },
  {
    name: "assurance",
    path: "/security#reviews-and-assurance",
    fallbackDocumentId: "security#reviews-and-assurance",
    overviewDocumentId: "security#reviews-and-assurance",
    pattern:
      /\b(iso ?27001|iso certifi\w*|iso certified|27001|soc ?1|soc ?2|soc2|soc report|vapt|pen ?test\w*|penetration test\w*|security (audit|audits|certification|certifications|certificate|certified)|audit report|third party audit|independent audit|(are|is) (you|aster|it) (certified|audited))\b/,
  },
  // An IT buyer's checklist, one question per line of it. The feature pages say the same things in
  // passing; the Security page, the Terms and the data-rights page are where we commit to them.
  {
    name: "backups",
    path: "/security#backups-and-recovery",
    fallbackDocumentId: "security#backups-and-recovery",
    overviewDocumentId: "security#backups-and-recovery",
    pattern:
      /\b(backups|back ups|backed up|(data|database|daily|nightly) backups?|backup (frequency|policy|schedule|plan|retention|and|taken)|(how often|when) (are|is|do you take) (the )?backups?|disaster recovery|dr (plan|site|drill|setup|strategy)|rpo|rto|restore (our |the )?data)\b|^backup$/,
  },
  {
    // Uptime, never a ticket's or an approval's service level ("SLA for HR queries" is a feature question).
    name: "availability",
    path: "/terms#availability-and-support",
    fallbackDocumentId: "terms#availability-and-support",
    overviewDocumentId: "terms#availability-and-support",
    pattern:
      /^(?!.*\b(tickets?|quer(y|ies)|help ?desk|grievances?|approvals?|escalat\w*)\b).*\b(uptime|up time|downtime|down time|sla|slas|service level agreement|outages?|maintenance windows?|planned maintenance)\b/,
  },
  {
    name: "encryption",
    path: "/security#encryption",
    fallbackDocumentId: "security#encryption",
    overviewDocumentId: "security#encryption",
    pattern: /\b(enc?r[iy]pt\w*|at rest|in transit|tls|ssl)\b/,
  },
  {
    name: "audit",
    path: "/security#audit-logs",
    fallbackDocumentId: "security#audit-logs",
    overviewDocumentId: "security#audit-logs",
    pattern:
      /\b(audit (trail|trails|log|logs|history)|who (changed|edited|modified|deleted)|change history|activity logs?)\b/,
  },
  {
    name: "data-law",
    path: "/gdpr#laws-that-apply",
    fallbackDocumentId: "gdpr#laws-that-apply",
    overviewDocumentId: "gdpr#laws-that-apply",
    pattern: /\b(dpdp\w*|digital personal data protection|data protection (act|law|laws|bill|rules)|gdpr)\b/,
  },
  {
    name: "hosting",
    path: "/security#hosting-and-sub-processors",
    fallbackDocumentId: "security#hosting-and-sub-processors",
    overviewDocumentId: "security#hosting-and-sub-processors",
    pattern:
      /\b(where (is|are|will|do you) (be )?(our |my |the |your |customer |employee )?data( be)? (stored|hosted|kept|located|saved|store|host|keep)|(is|are|will) (our |my |the |your |customer |employee )?data( be)? (stored|hosted|kept|located|saved) (in|outside|on)|(stored|hosted|kept|store|host) (our |my |the )?data|data (residency|localisation|localization|location|centre|center|centres|centers)|datacent(er|re)s?|which cloud|what cloud|cloud provider|hosted (in|on|where)|host(ed)? on (aws|azure|gcp|google cloud)|(data|servers?) (in|inside) india|server location|on ?prem\w*|on premise\w*|self ?hosted)\b/,
  },
  {
    name: "partners",
    path: "/contact",
    fallbackDocumentId: "contact",
    overviewDocumentId: "contact",
    pattern:
      /\b(partners?|partnership|partnerships|reseller|resellers|reselling|channel partner|affiliate|referral (program|programme|partner)|white ?label|implementation partner)\b/,
  },
  {
    name: "press",
    path: "/press",
    fallbackDocumentId: "press",
    overviewDocumentId: "press",
    pattern:
      /\b(press|journalists?|media (contact|enquiry|enquiries|inquiry|kit|team)|press kit|press release|pr contact)\b/,
  },
  {
    name: "customers",
    path: "/product-tour#success-stories",
    fallbackDocumentId: "product-tour#success-stories",
    overviewDocumentId: "product-tour#success-stories",
    pattern:
      /\b(case stud(y|ies)|customer stor(y|ies)|success stor(y|ies)|testimonials?|references|reviews|g2|capterra|who (else )?(uses|use) (aster|it|your|this)|client list|your (customers|clients)|(companies|clients|customers) (using|use|in the|in)|using (this|aster))\b/,
  },
  {
    name: "careers",
    path: "/careers",
    fallbackDocumentId: "careers",
    pattern:
      /\b(jobs|careers?|vacanc(y|ies)|job openings?|open (roles|positions)|openings at aster|internships?|interns?|freshers?|campus (hiring|placement)|(send|submit|share|email|mail) (my |our )?(resume|cv|profile|application)|where (to|do i|can i) (send|submit|apply)|can i apply|are (you|u) hiring|(you|u) hiring|hiring (now|at aster)|do you hire|work (at|for|with) (you|aster)|working at aster|life at aster|work culture|company culture|culture at aster|join (your|the|aster) team|join aster|apply for (a )?job|looking for (a )?job|interview (process|steps|rounds|stages)|hiring process|selection process|(remote|hybrid|wfh|work from home)( work| working)? (jobs?|roles?|positions?|allowed|possible|option|policy)|perks)\b/,
  },
  {
    name: "setup",
    path: "/#home-faq",
    fallbackDocumentId: "help#documentation",
    overviewDocumentId: "help#documentation",
    pattern:
      /\b(how (long|much time) (does|will|would) (it|implementation|setup|set up|onboarding|going live|go ?live|migration)( \w+)? take|time to (go live|implement|set up|onboard|get started)|go ?live (in|within|time|timeline)|implementation (time|timeline|period|process|plan)|(need|require|needs) (an |a )?(it|technical|tech) (guy|team|person|staff|people)|self ?serve|set (it|this) up (ourselves|myself|on our own)|help (me|us) set (it|this) up|set (it|this) up for (me|us)|not (very |that |so |too )?(techy|technical|tech savvy|an hr person|hr person)|(do|will|can|would) (you|u) (give|provide|offer|do|conduct) (any |some )?training|(is (it|this)|how) (simple|easy)|simple enough|easy to (use|learn|set up)|user friendly|(train|training for|training of) (our|the) (hr )?(team|staff|admins?|users)|training (during|at|for) (the )?(go ?live|setup|set up|implementation|onboarding|rollout))\b/,
  },
  {
    name: "compare",
    path: "/features#key-highlights",
    fallbackDocumentId: "features#key-highlights",
    overviewDocumentId: "features#key-highlights",
    pattern:
      /\b((different|difference|differ) (from|than) (other|others|the rest|competitors|keka|darwinbox|zoho|greythr|bamboohr|workday)|compared? (to|with) (other|others|competitors|keka|darwinbox|zoho|greythr|bamboohr|workday)|better than (other|others|competitors|keka|darwinbox|zoho|greythr|bamboohr|workday)|alternative to|why (should (we|i) )?(choose|pick|use|go with) (aster|you|u)|what makes (aster|you|u) (different|better|special)|competitors?|keka|darwinbox|zoho people|greythr|bamboohr|workday|sum ?hr)\b/,
  },
  {
    name: "pricing",
    path: "/pricing",
    fallbackDocumentId: "pricing",
    // index-store.ts builds it from the plans in the database (absent when there are none).
    overviewDocumentId: "plans:prices",
    pattern:
      /\b(how much|price|prices|pricing|priced|(?<!\b(payroll|labou?r|headcount|manpower|employee|staff|salary|wage|project|travel) )cost(s|ing)?(?! (to company|report|reports|centre|center|centres|centers|analysis|forecast|trends?|by department|by branch|per department))|expensive|cheap|cheaper|fee|fees|per user|per employee|per head|per month|subscription|quote|quotation|rupees|free plan|afford(able)?|which plan|what plan|too (big|small|large) for (you|u|aster)|(big|large|small) enough for (you|u|aster)|(company|team|organi[sz]ation) size|(max|maximum|up to how many|how many) (number of )?(employees|users) (can|do|does) (you|u|aster|it) (support|handle|take)|plan (suits|fits|is right|for us)|discounts?|cheapest|top plan|higher plan|lower plan|plan (vs|versus|comparison|differences?)|(cancel|stop) (anytime|any time|the subscription|subscription|our plan)|yearly|annual (plan|billing|commitment|contract)|monthly (plan|billing)|payment terms|pay (quarterly|annually|monthly|yearly)|invoices?|gst|billing cycle|free tr(ia|ai)l|trial)\b/,
  },
  {
    // People whose company already uses Aster: their HR team or our help centre answers them.
    name: "account",
    path: "/help",
    fallbackDocumentId: "help#contacts",
    overviewDocumentId: "help#contacts",
    pattern:
      /\b(forgot (my )?password|forgotten (my )?password|reset (my )?password|password reset|change (my )?password|(cant|can not|cannot|unable to|not able to) (log ?in|login|sign ?in|access|open|mark|see|download)|login (link|page|url|issue|issues|problem|problems)|sign ?in (link|page|issue|problem)|otp (not|never)|(not|isnt|is not|stopped) (working|opening|loading)|my (salary|payslip|attendance|leave balance|account) is (wrong|incorrect|missing|blocked|locked)|problem with my|issue with my|who (do|should) i (contact|talk to|ask|call|write to)|user guide|user manual|help (centre|center)|help docs|help articles|tutorials?|how to videos|learn (the|to use the|to use) (system|software|tool|app)|how to use (aster|the app|it))\b/,
  },
  {
    name: "support",
    path: "/help",
    fallbackDocumentId: "help#contacts",
    overviewDocumentId: "help#contacts",
    pattern:
      /\b(customer support|support (team|hours|hour|email|phone|number|ticket|tickets|contact|available|availability|timings|timing|desk|portal|channel|channels)|(is|are) (your |the )?support|tech(nical)? support|24 ?7|24 ?x ?7|round the clock|raise (a )?(support )?ticket|help ?desk for (customers|clients|us)|after hours support|support (at|on|during) (night|weekends?|sundays?|saturdays?|holidays?)|what (kind of |level of )?support|support (do|does|will) (you|aster) (offer|provide|give)|support (is )?included|support (plans?|options?|levels?))\b|^(support|help|helpline)$/,
  },
  {
    name: "blog",
    path: "/blog",
    fallbackDocumentId: "blog",
    overviewDocumentId: "blog",
    pattern: /\b(blog|blogs|your articles|read (your )?(posts|articles))\b/,
  },
  {
    name: "product",
    path: "/",
    fallbackDocumentId: "home",
    overviewDocumentId: "home",
    pattern:
      /^(what is|whats|what s|tell me about|explain) (aster|aster hrms|hrms|this product|your product)$|\bwhat (does|do) (aster|aster hrms|your product|the product|this product|it) do\b/,
  },
  {
    name: "about",
    path: "/about",
    fallbackDocumentId: "about#about-story",
    overviewDocumentId: "about#about-story",
    pattern:
      /\b(who (are|is) (you|aster|behind aster)|who (built|made|created|developed|owns|runs) (aster|aster hrms|this|it|the product|the company)|indian company|where (is|are) (aster|you|u) from|founders?|who founded|(when|where) (was|is) (aster|the company|your company|it) (founded|started|established|set up|based)|founded|story behind|about (aster|you|your company|the company|us)|what (does|do) (the|your|aster) company do|company (profile|overview|background)|how (big|old|large) is (aster|the company|your company|the team|your team)|how many (people|employees|staff) (work|are there|do you have|does aster have)|team size|size of (the|your) team)\b/,
  },
  {
    name: "contact",
    path: "/contact",
    fallbackDocumentId: "contact",
    pattern:
      /\b(offices?|office address|your address|headquarters|hq|where are (you|u)|where (is|are) (aster|your)|located|visit (you|your)|business hours|office hours|opening hours|working hours|timings|what time|phone number|contact number|mobile number|whatsapp|call (you|u|me|back)|callback|email (address|id)|phone no|number to call|(who|whom) (to|do i|should i) (call|contact|ring)|contact (you|u|aster|your team|sales|someone)|talk to (sales|someone|a person|your team)|speak (to|with) (sales|someone|a person)|sales team|customer (care|service)|reach (you|u|aster|sales))\b/,
  },
];

/** The first intent, in the order above, that any of the texts (the question as typed, as corrected) asks. */
export function intentOf(...texts: readonly string[]): Intent | undefined {
  const found = intents.find((intent) => texts.some((text) => intent.pattern.test(text.trim())));
  if (!found) return undefined;
  const { pattern: _pattern, ...intent } = found;
  return intent;
}

/** Whether a passage is on the intent's page: its path, or its very section when the intent names one. */
export const isOnIntentPage = (intent: Intent, url: string): boolean =>
  intent.path.includes("#") ? url === intent.path : url.split(/[?#]/, 1)[0] === intent.path;
