/**
 * The tuning set: 120 questions in six visitor personas' words, written without reading the assistant's index (nor
 * the frozen visitor set), for tuning the assistant's synonyms, spelling and intents. Same convention as
 * assistant-quality-set.ts: an address without "#" accepts any section of that page, one with "#" only that section.
 * Labels were corrected where a page the writer could not see says the answer (single sign-on is on the
 * integration page's technical features, "Hybrid by default" is a careers benefit, "GDPR-ready" a data-protection
 * control, "Helpdesk & Tickets" an extra capability, set-up time a home-page FAQ); no question was changed.
 */
import type { QualityCase } from "./assistant-quality-set";

export const tuningSet: readonly QualityCase[] = [
  // HR head
  {
    question: "does aster handle leave mangement for around 800 employees",
    accept: ["/features/hr-operations#leave-management"],
  },
  {
    question: "how do new joiners get onboarded, can they fill forms before day 1",
    accept: ["/features/hr-operations#employee-lifecycle", "/#home-workflow"],
  },
  {
    question: "can staff apply for vacation from their phone",
    accept: ["/features/hr-operations#leave-management", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "PTO carry forward and encashment rules configurable?",
    accept: ["/features/hr-operations#leave-management"],
  },
  {
    question: "offboarding checklist when someone resigns",
    accept: ["/features/hr-operations#employee-lifecycle", "/#home-workflow"],
  },
  {
    question: "separation process - notice period, clearance from IT and finance",
    accept: ["/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "do u support apraisal cycles with KRA and KPI",
    accept: ["/features/hr-operations#performance-management"],
  },
  {
    question: "360 degree feedback for managers possible?",
    accept: ["/features/hr-operations#performance-management"],
  },
  {
    question: "ESS portal where employees download their own letters and documents",
    accept: [
      "/features/mobile-field#employee-mobile-app",
      "/features/core-hrms#employee-database",
      "/features/hr-operations#employee-lifecycle",
    ],
  },
  {
    question: "how long does implementation take for a 500 person company",
    // The home page's FAQ "How long does it take to set up Aster?" answers it.
    accept: ["/help#documentation", "/pricing", "/#home-faq"],
  },
  { question: "pricing for 300 employees pls", accept: ["/pricing"] },
  {
    question: "can managers aprove time off requests on mobile",
    accept: ["/features/hr-operations#leave-management", "/features/mobile-field#employee-mobile-app"],
  },
  // "Helpdesk & Tickets" is one of the extra capabilities on /features.
  {
    question: "is there a helpdesk where employees can raise HR tickets",
    accept: ["/features/communication", "/features#extra-capabilities"],
  },
  {
    question: "we r on excel right now, will u help migrate our employee data",
    accept: ["/features/integration-api#data-management", "/help#documentation"],
  },
  {
    question: "reporting hierarchy chart and employee directory available?",
    accept: ["/features/core-hrms#organization-structure", "/features/core-hrms#employee-database"],
  },
  {
    question: "onbording document collection pan aadhaar before joining",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/core-hrms#employee-database"],
  },
  {
    question: "different holiday list for each branch",
    accept: ["/features/hr-operations#leave-management", "/features/attendance-time"],
  },
  {
    question: "kindly share details of performance managment module",
    accept: ["/features/hr-operations#performance-management"],
  },
  { question: "goal setting / OKRs supported?", accept: ["/features/hr-operations#performance-management"] },
  { question: "do you train our hr team during go live", accept: ["/help#documentation", "/pricing#pricing-benefits"] },
  // Payroll officer
  { question: "how does payrole processing work in aster", accept: ["/features/payroll-finance#advanced-payroll"] },
  {
    question: "can i define CTC structure with basic, hra, special allowance",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "pf esi pt calculated automatically?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "does it generate the ECR text file for EPFO upload",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "TDS on salary and form 16 generation",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "LWF state wise deduction supported?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "gratuty calculation in full n final",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "how to process arrears for a back dated increment",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "can employees download salery slip themselves",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "reimbursment claims for travel with bill upload",
    accept: ["/features/payroll-finance#expense-management"],
  },
  {
    question: "reimbusement of fuel and mobile bills, is there an approval flow",
    accept: ["/features/payroll-finance#expense-management"],
  },
  {
    question: "salary advance and loan emi deduction from salary",
    accept: ["/features/payroll-finance#loan-management"],
  },
  { question: "statutory bonus calculation as per bonus act", accept: ["/features/payroll-finance#advanced-payroll"] },
  {
    question: "PF and ESI challan generation",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "WPS salary file for UAE staff",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  { question: "end of service gratuity for dubai employees", accept: ["/features/payroll-finance#advanced-payroll"] },
  {
    question: "in-hand salary calculation after all deductions",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "pay stub emailed as pdf every month?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "IT declaration and proof submission for income tax",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  { question: "reimbersement limit per grade can be set?", accept: ["/features/payroll-finance#expense-management"] },
  // Field or operations manager
  {
    question: "can field staff mark atendance from mobile",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "gps tracking of sales reps during work hours",
    accept: ["/features/mobile-field#route-tracking", "/features/mobile-field#field-visit-tracking"],
  },
  {
    question: "geo fencing so ppl can punch in only within office",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/mobile-field"],
  },
  {
    question: "geofense radius for multiple client sites",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/mobile-field"],
  },
  { question: "selfie attendence to stop proxy", accept: ["/features/attendance-time#attendance-in-8-ways"] },
  {
    question: "face id attendance for workers",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/security#face-data"],
  },
  {
    question: "route tracking and km travelled for TA claims",
    accept: ["/features/mobile-field#route-tracking", "/features/payroll-finance#expense-management"],
  },
  {
    question: "beat plan for sales executives",
    accept: [
      "/features/mobile-field#field-visit-tracking",
      "/features/mobile-field#route-tracking",
      "/features/mobile-field#field-task-management",
    ],
  },
  { question: "log customer visits with photos and notes", accept: ["/features/mobile-field#field-visit-tracking"] },
  {
    question: "assign tasks to field technicians and track completion",
    accept: ["/features/mobile-field#field-task-management"],
  },
  { question: "timecard for project hours", accept: ["/features/attendance-time#timesheets-overtime"] },
  { question: "overtime calculation for factory workers", accept: ["/features/attendance-time#timesheets-overtime"] },
  { question: "rotational shift rooster for 3 shifts", accept: ["/features/attendance-time#shift-roster-planning"] },
  {
    question: "does the app work offline when there is no network",
    accept: ["/features/mobile-field", "/features/attendance-time#attendance-in-8-ways"],
  },
  {
    question: "reminder if someone forgets to clock out",
    accept: ["/features/attendance-time#attendance-regularization", "/features/communication#notification-system"],
  },
  {
    question: "check-in at client location",
    accept: ["/features/mobile-field#field-visit-tracking", "/features/attendance-time#attendance-in-8-ways"],
  },
  {
    question: "biometirc device at plant integrated with attendance?",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/integration-api#system-integrations"],
  },
  {
    question: "late coming early going report",
    accept: ["/features/attendance-time", "/features/analytics-insights#operational-metrics"],
  },
  {
    question: "live location of my team on a map",
    accept: ["/features/mobile-field#route-tracking", "/features/mobile-field#field-visit-tracking"],
  },
  { question: "overtme approval by supervisor", accept: ["/features/attendance-time#timesheets-overtime"] },
  // Job seeker
  { question: "are u hiring", accept: ["/careers"] },
  { question: "current job openigs at aster", accept: ["/careers#openings"] },
  { question: "intership for cs students", accept: ["/careers"] },
  { question: "do you hire freshers", accept: ["/careers"] },
  {
    question: "work from home jobs available?",
    accept: ["/careers#culture", "/careers#openings", "/about#about-culture"],
  },
  { question: "how is the work culture", accept: ["/careers#culture", "/about#about-culture"] },
  { question: "what perks do employees get", accept: ["/careers#benefits"] },
  { question: "interview process steps", accept: ["/careers#hiring"] },
  { question: "where do i send my cv", accept: ["/careers"] },
  { question: "office location in india", accept: ["/contact#offices"] },
  { question: "do u have an office in dubai", accept: ["/contact#offices"] },
  { question: "how big is the team, how many employees", accept: ["/about"] },
  { question: "what does aster company do", accept: ["/about#about-mission", "/about#about-story", "/"] },
  { question: "software developer jobs", accept: ["/careers#openings"] },
  { question: "sales job vacancies", accept: ["/careers#openings"] },
  { question: "who founded aster", accept: ["/about#about-leadership", "/about#about-story"] },
  { question: "can i apply if no role matches my profile", accept: ["/careers"] },
  { question: "hybrid working allowed?", accept: ["/careers#culture", "/careers#benefits", "/about#about-culture"] },
  { question: "life at aster", accept: ["/careers#culture", "/careers#benefits", "/about#about-culture"] },
  { question: "carrer page link", accept: ["/careers"] },
  // IT buyer / CTO
  {
    question: "where is our data stored, india data centre?",
    accept: ["/security#hosting-and-sub-processors", "/privacy#sharing-and-sub-processors"],
  },
  { question: "which cloud do u host on aws or azure", accept: ["/security#hosting-and-sub-processors"] },
  {
    question: "is data encripted at rest and in transit",
    accept: ["/security#encryption", "/features/security-compliance#data-protection"],
  },
  {
    question: "sso with okta",
    accept: [
      "/security#access-control",
      "/features/security-compliance#access-control",
      "/features/integration-api#technical-features",
    ],
  },
  {
    question: "saml login using azure ad",
    accept: [
      "/security#access-control",
      "/features/security-compliance#access-control",
      "/features/integration-api#technical-features",
    ],
  },
  { question: "rest api for employee data", accept: ["/features/integration-api#api-integration"] },
  {
    question: "webhooks when a new hire is added",
    accept: ["/features/integration-api#api-integration", "/features/integration-api#technical-features"],
  },
  {
    question: "tally integartion for salary journal",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations"],
  },
  {
    question: "does it connect with zoho or sap",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations"],
  },
  {
    question: "biomatric machine integration essl zkteco",
    accept: ["/features/integration-api#system-integrations", "/features/attendance-time#attendance-in-8-ways"],
  },
  { question: "uptime sla", accept: ["/terms#availability-and-support", "/status"] },
  { question: "backup frequency and disaster recovery", accept: ["/security#backups-and-recovery"] },
  { question: "audit trail of who changed salary", accept: ["/security#audit-logs", "/features/security-compliance"] },
  {
    question: "role based access permissions",
    accept: [
      "/features/core-hrms#roles-permissions",
      "/features/security-compliance#access-control",
      "/security#access-control",
    ],
  },
  { question: "are you iso 27001 certified", accept: ["/security#reviews-and-assurance"] },
  { question: "soc2 report available?", accept: ["/security#reviews-and-assurance"] },
  { question: "pen test done by third party?", accept: ["/security#reviews-and-assurance"] },
  {
    question: "gdpr and dpdp act compliance",
    accept: [
      "/gdpr",
      "/features/security-compliance#compliance-management",
      "/features/security-compliance#data-protection",
      "/privacy",
    ],
  },
  {
    question: "if we leave can we export all our data",
    accept: ["/terms#data-export-and-deletion", "/features/integration-api#data-management"],
  },
  { question: "on prem deployment option", accept: ["/security#hosting-and-sub-processors", "/pricing#pricing-faq"] },
  // General visitor
  { question: "how do i contact sales", accept: ["/contact", "/schedule-demo"] },
  { question: "is support available at night", accept: ["/contact", "/help", "/terms#availability-and-support"] },
  { question: "suport hours on sunday", accept: ["/contact", "/help", "/terms#availability-and-support"] },
  { question: "customer care phone number", accept: ["/contact"] },
  { question: "email id for support", accept: ["/contact", "/help"] },
  { question: "whats new in the latest release", accept: ["/changelog"] },
  { question: "changelog", accept: ["/changelog"] },
  { question: "book a demo pls", accept: ["/schedule-demo", "/demo-request"] },
  { question: "free trial availble?", accept: ["/#home-faq", "/pricing", "/terms#trial-plans-and-billing"] },
  { question: "pricng plans", accept: ["/pricing"] },
  { question: "reseller program", accept: ["/contact"] },
  { question: "partnership opportunites", accept: ["/contact"] },
  { question: "press / media contact", accept: ["/press"] },
  { question: "do you have a blog", accept: ["/blog"] },
  { question: "how do i raise a support ticket", accept: ["/help", "/contact"] },
  { question: "office address", accept: ["/contact#offices"] },
  { question: "case studies of customers in manufacturing", accept: ["/product-tour#success-stories"] },
  { question: "is there a mobile app for employees", accept: ["/features/mobile-field#employee-mobile-app"] },
  { question: "what is aster hrms", accept: ["/", "/about#about-mission", "/features#key-highlights"] },
  { question: "release notes for last month", accept: ["/changelog"] },
];
