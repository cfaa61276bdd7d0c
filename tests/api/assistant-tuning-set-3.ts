/**
 * The third tuning set: 100 questions in five more personas' words (a junior HR executive, a payroll consultant, a
 * sales head with field reps, an IT admin, a small-business owner), written without reading the assistant's index or
 * any other question set. Same convention as assistant-quality-set.ts. Two labels were widened where a page the writer
 * could not see says the answer (single sign-on, password policies); no question was changed.
 */
import type { QualityCase } from "./assistant-quality-set";

export const tuningSet3: readonly QualityCase[] = [
  // Junior HR executive
  {
    question: "emp forgot to punch out yesterday, how do i fix his attendence",
    accept: ["/features/attendance-time#attendance-regularization"],
  },
  {
    question: "can reporting managers aprove leaves from there phone",
    accept: ["/features/hr-operations#leave-management", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "need to send appointment letters to 15 new joinees at once, possible?",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/hr-operations#recruitment-hiring"],
  },
  {
    question: "new joinee ka aadhaar, PAN, bank passbook copy collect karna hai online",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/core-hrms#employee-database"],
  },
  {
    question: "staff keeps calling me to ask their CL/SL balance, can they check it themself",
    accept: ["/features/hr-operations#leave-management", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "my boss wants monthly headcount and attrition numbers in excel, how do i pull that",
    accept: ["/features/analytics-insights#operational-metrics", "/features/analytics-insights"],
  },
  {
    question: "we have rotational night shifts, how to set up a shift roster",
    accept: ["/features/attendance-time#shift-roster-planning"],
  },
  {
    question: "is there a ticket system so employees stop whatsapping me their HR doubts",
    accept: ["/features/communication"],
  },
  {
    question: "comp off for staff who worked on sunday, does it get credited automatically",
    accept: ["/features/hr-operations#leave-management", "/features/attendance-time#timesheets-overtime"],
  },
  {
    question: "reminder before probation ends so i dont miss confirmations",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/communication#notification-system"],
  },
  {
    question: "experiance letter and relieving letter format available?",
    accept: ["/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "bulk upload employee master from excel sheet pls",
    accept: ["/features/core-hrms#employee-database", "/features/integration-api#data-management"],
  },
  {
    question: "different holiday calender for pune and chennai branch",
    accept: ["/features/hr-operations#leave-management", "/features/attendance-time"],
  },
  { question: "3 late marks = half day cut, can this rule be configured", accept: ["/features/attendance-time"] },
  {
    question: "onboarding checklist for laptop, ID card, email id before day 1",
    accept: ["/features/hr-operations#employee-lifecycle", "/features#extra-capabilities"],
  },
  {
    question: "where do employees read the leave policy and click I agree",
    accept: [
      "/features/communication#notice-board",
      "/features/learning-development#knowledge-base",
      "/features/hr-operations#leave-management",
    ],
  },
  {
    question: "regularisaton request goes to whom for approval",
    accept: ["/features/attendance-time#attendance-regularization"],
  },
  {
    question: "no dues clearence from IT, admin, finance when someone resigns",
    accept: ["/features/hr-operations#employee-lifecycle", "/features#extra-capabilities"],
  },
  {
    question: "does it show an org chart / reporting heirarchy",
    accept: ["/features/core-hrms#organization-structure"],
  },
  { question: "any tutorial videos or help articles for me to learn the sytem", accept: ["/help", "/product-tour"] },
  // Payroll consultant
  {
    question: "I process payroll for 12 client companies, can I switch between them with one login",
    accept: ["/features/core-hrms#multi-tenant-management"],
  },
  {
    question: "PF ECR txt file generate for EPFO portal upload?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "ESIC monthly contribution challan",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "profesional tax slabs for Karnataka, Maharashtra and West Bengal handled?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "labour welfare fund deduction - which states supported",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "salary upload file for HDFC and ICICI corporate net banking",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/payroll-finance"],
  },
  {
    question: "backdated increment from April, will arrears get calculated automaticaly",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "F&F settlement with gratuty and leave encashment calc",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "TDS projection old regime vs new regime comparison for employees",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "form16 part B generate hota hai kya",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "IT declaration window and proof submission in Jan-Feb",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "reimbursment claims like petrol, mobile bill, LTA through payroll",
    accept: ["/features/payroll-finance#expense-management", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "salary advance and loan EMI deduction every month",
    accept: ["/features/payroll-finance#loan-management"],
  },
  {
    question: "increment letters + revised CTC for 300 people in one go",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "does aster itself file our PF/ESI returns or do we still upload on the portal ourselves",
    accept: ["/terms#statutory-filings", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "payslip as password protected pdf on email",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "24Q quarterly TDS return file",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "lock payroll after finalising and rerun for just one emp",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "our dubai entity needs WPS salary file, supported?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/payroll-finance"],
  },
  { question: "pricing for consultants - per client company or per employee?", accept: ["/pricing"] },
  // Sales head with field reps
  {
    question: "my field reps should check in only when they actually reach the client site",
    accept: ["/features/mobile-field#field-visit-tracking", "/features/attendance-time#attendance-in-8-ways"],
  },
  {
    question: "geofence around client locations so they cant mark from home",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/mobile-field#field-visit-tracking"],
  },
  {
    question: "daily beat plan for 80 salesmen",
    accept: ["/features/mobile-field#field-visit-tracking", "/features/mobile-field#field-task-management"],
  },
  {
    question: "TA claim with km auto calculated from route",
    accept: ["/features/mobile-field#route-tracking", "/features/payroll-finance#expense-management"],
  },
  { question: "see the root my rep travelled today on map", accept: ["/features/mobile-field#route-tracking"] },
  {
    question: "does the app work offline in villages with no network",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/mobile-field"],
  },
  {
    question: "assign folow up tasks to reps and see if done",
    accept: ["/features/mobile-field#field-task-management"],
  },
  {
    question: "monthly target vs acheivement and incentive payout",
    accept: [
      "/features/hr-operations#performance-management",
      "/features/analytics-insights#performance-insights",
      "/features/payroll-finance#advanced-payroll",
    ],
  },
  {
    question: "live dashboard for area managers to see where their team is",
    accept: [
      "/features/mobile-field#route-tracking",
      "/features/mobile-field#field-visit-tracking",
      "/features/analytics-insights#operational-metrics",
    ],
  },
  {
    question: "selfie attendance with face match for field staff",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/security#face-data"],
  },
  { question: "expense claim with bill photo from mobile", accept: ["/features/payroll-finance#expense-management"] },
  {
    question: "will gps trackng drain battery of reps phones",
    accept: ["/features/mobile-field#route-tracking", "/features/mobile-field"],
  },
  {
    question: "visit report / MOM after client meeting in the app",
    accept: ["/features/mobile-field#field-visit-tracking"],
  },
  {
    question: "can reps cheat with fake GPS apps",
    accept: [
      "/features/mobile-field#route-tracking",
      "/features/attendance-time#attendance-in-8-ways",
      "/features/mobile-field#field-visit-tracking",
    ],
  },
  {
    question: "is the feild app on iphone too or only android",
    accept: ["/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "daily allowance different for metro and tier 2 cities",
    accept: ["/features/payroll-finance#expense-management"],
  },
  {
    question: "weekly report of no. of visits per rep",
    accept: ["/features/mobile-field#field-visit-tracking", "/features/analytics-insights#operational-metrics"],
  },
  {
    question: "want a demo for our sales team, whom to contact",
    accept: ["/schedule-demo", "/demo-request", "/contact"],
  },
  {
    question: "any case study of pharma company with MRs using your app",
    accept: ["/product-tour#success-stories", "/blog"],
  },
  {
    question: "conveyance reimbursement auto added in salary",
    accept: ["/features/payroll-finance#expense-management", "/features/payroll-finance#advanced-payroll"],
  },
  // IT admin
  {
    question: "SSO with Azure AD or Google Workspace supported?",
    accept: [
      "/security#access-control",
      "/features/security-compliance#access-control",
      "/features/integration-api#system-integrations",
    ],
  },
  {
    question: "2FA / OTP authentcation at login for admins",
    accept: ["/security#access-control", "/features/security-compliance#access-control"],
  },
  {
    question: "custom roles and permisions - HR can see salary but managers can't",
    accept: ["/features/core-hrms#roles-permissions", "/features/security-compliance#access-control"],
  },
  { question: "REST API docs for pulling employee data", accept: ["/features/integration-api#api-integration"] },
  {
    question: "webhook on employee create / exit events",
    accept: ["/features/integration-api#api-integration", "/features/integration-api#technical-features"],
  },
  {
    question: "where is our data hosted, india region?",
    accept: ["/security#hosting-and-sub-processors", "/privacy#sharing-and-sub-processors"],
  },
  { question: "how often are backups taken and whats the DR plan", accept: ["/security#backups-and-recovery"] },
  { question: "ISO 27001 or SOC 2 report available?", accept: ["/security#reviews-and-assurance"] },
  {
    question: "audit trail of who changed someone's salary",
    accept: ["/security#audit-logs", "/features/security-compliance"],
  },
  {
    question: "if we leave can we export all our data",
    accept: ["/terms#data-export-and-deletion", "/features/integration-api#data-management"],
  },
  {
    question: "wat browsers are supported, still on IE11 in some places",
    accept: ["/features/integration-api#technical-features", "/help#documentation"],
  },
  {
    question: "enryption at rest and in transit",
    accept: ["/security#encryption", "/features/security-compliance#data-protection"],
  },
  {
    question: "our infosec team has a vendor security questionnaire, who fills it",
    accept: ["/security#reviews-and-assurance"],
  },
  {
    question: "restrict logins to office IP only",
    accept: [
      "/features/security-compliance#access-control",
      "/security#access-control",
      "/features/security-compliance#advanced-security",
    ],
  },
  {
    question: "biometic device integration - eSSL / ZKTeco",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/integration-api#system-integrations"],
  },
  {
    question: "DPDP Act compliance?",
    accept: [
      "/gdpr#laws-that-apply",
      "/features/security-compliance#compliance-management",
      "/security#reviews-and-assurance",
    ],
  },
  { question: "uptime SLA", accept: ["/terms#availability-and-support", "/status"] },
  {
    question: "SAML or LDAP support",
    // Single sign-on is on the integration page's technical features.
    accept: [
      "/security#access-control",
      "/features/security-compliance#access-control",
      "/features/integration-api#system-integrations",
      "/features/integration-api#technical-features",
    ],
  },
  {
    question: "password expiry & complexity policy",
    // Advanced security lists "Password policies" too.
    accept: [
      "/security#access-control",
      "/features/security-compliance#access-control",
      "/features/security-compliance#advanced-security",
    ],
  },
  {
    question: "intergration with Tally for salary JV",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations"],
  },
  // Small-business owner
  {
    question: "I'm not HR person, is this simple enough for my 25 staff shop",
    accept: ["/#home-benefits", "/features#key-highlights", "/product-tour"],
  },
  { question: "what is the cost for 25 employees per month", accept: ["/pricing"] },
  { question: "free trail available?", accept: ["/#home-faq", "/terms#trial-plans-and-billing", "/pricing"] },
  {
    question: "staff can mark atendance from mobile?",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "payslips on staff phone",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "leav apply from app",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/hr-operations#leave-management"],
  },
  { question: "whom to call if i get stuck, phone no?", accept: ["/contact", "/help"] },
  {
    question: "can i cancel anytime or any lock-in period",
    accept: ["/terms#term-and-termination", "/pricing#pricing-faq", "/terms#trial-plans-and-billing"],
  },
  {
    question: "will someone help me set it up, I'm not techy",
    accept: ["/help#documentation", "/pricing#pricing-benefits", "/help"],
  },
  { question: "do i need to buy a thumb machine", accept: ["/features/attendance-time#attendance-in-8-ways"] },
  { question: "support on saturdays?", accept: ["/contact", "/help", "/terms#availability-and-support"] },
  { question: "can i pay monthly instead of yearly", accept: ["/pricing", "/terms#trial-plans-and-billing"] },
  { question: "what's new in the latest update", accept: ["/changelog"] },
  { question: "r u hiring? looking for a job", accept: ["/careers#openings", "/careers"] },
  { question: "any news articles / press about aster", accept: ["/press"] },
  {
    question: "who is behind aster hrms, how old is the company",
    accept: ["/about#about-leadership", "/about#about-story", "/about#about-timeline"],
  },
  { question: "overtime pay calc for my staff", accept: ["/features/attendance-time#timesheets-overtime"] },
  { question: "track advance money given to staff", accept: ["/features/payroll-finance#loan-management"] },
  { question: "do you have office in bangalore i want to meet someone", accept: ["/contact#offices"] },
  {
    question: "is my staff data safe with u",
    accept: ["/security", "/#home-security", "/features/security-compliance"],
  },
];
