/**
 * The fourth tuning set: 100 questions in five more personas' words (an HR director of a retail chain, a payroll and
 * compliance manager, an operations manager of site staff, an IT buyer in a vendor evaluation, a curious visitor),
 * written without reading the assistant's index or any other question set. Same convention as assistant-quality-set.ts.
 */
import type { QualityCase } from "./assistant-quality-set";

export const tuningSet4: readonly QualityCase[] = [
  // HR director, retail chain
  {
    question: "can store managers approve leaves from there phone or do they need a laptop",
    accept: ["/features/hr-operations#leave-management", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question:
      "we have 120 stores & lot of part timers, each store has its own shift timings, can ur system handle that",
    accept: ["/features/attendance-time#shift-roster-planning"],
  },
  {
    question: "our attrition is crazy high in stores, can i see who is quitting store wise and region wise",
    accept: ["/features/analytics-insights"],
  },
  {
    question: "festive season we hire like 300 ppl in 3 weeks, how do u handle bulk hiring",
    accept: ["/features/hr-operations#recruitment-hiring"],
  },
  {
    question: "new joinee onbording checklist - documents, bank details, uniform issue etc",
    accept: ["/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "what happens when someone absconds? how do we close their exit",
    accept: ["/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "need a monthly headcount + attrition deck for the board, any ready made reports",
    accept: ["/features/analytics-insights"],
  },
  { question: "is 1500 employees too big or too small for u guys", accept: ["/pricing", "/features#key-highlights"] },
  { question: "any retail customers using aster? case study pls", accept: ["/product-tour#success-stories"] },
  {
    question: "part timers get pro rata leave, full timers get 18 days. can we set diffrent leave rules",
    accept: ["/features/hr-operations#leave-management"],
  },
  {
    question: "most store staff dont have company email id, how will they login",
    accept: ["/features/mobile-field#employee-mobile-app", "/security#access-control"],
  },
  {
    question: "appraisal for cashiers and floor staff, is it too complicatd for them",
    accept: ["/features/hr-operations#performance-management"],
  },
  {
    question: "how long to go live for 1500 ppl across 120 stores",
    accept: ["/help#documentation", "/pricing#pricing-benefits"],
  },
  {
    question: "moving a staff from andheri store to thane store, does their leave balance carry over",
    accept: [
      "/features/hr-operations#employee-lifecycle",
      "/features/hr-operations#leave-management",
      "/features/core-hrms#organization-structure",
    ],
  },
  {
    question: "can we upload all emploee data from excel insted of typing",
    accept: [
      "/features/integration-api#data-management",
      "/features/core-hrms#employee-database",
      "/help#documentation",
    ],
  },
  {
    question: "offer letters for 300 people at once?? mail merge type thing",
    accept: ["/features/hr-operations#recruitment-hiring", "/features/hr-operations#employee-lifecycle"],
  },
  { question: "do u have the app in hindi or marathi", accept: ["/features/mobile-field#employee-mobile-app"] },
  { question: "whats the cost for 1500 employees roughly", accept: ["/pricing"] },
  {
    question: "can employees raise a query to HR from the app, like 'my salry is short this month'",
    accept: ["/features/communication", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "notice period buyout and F&F for store staff who resign",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/payroll-finance#advanced-payroll"],
  },
  // Payroll and compliance manager
  {
    question:
      "we have employees in maharashtra, karnataka, tamil nadu and WB - does PT get calculated state wise automaticaly",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "pf esic calculation and ECR file genration",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "salary revision was backdated 3 months, how r arrears handled",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "statutory bonus 8.33% calculation and eligibility as per bonus act",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "gratuity provisioning every month for our books",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "employee took 50k salary advance, need to recover in 10 EMIs",
    accept: ["/features/payroll-finance#loan-management"],
  },
  {
    question: "reimbursment claims like petrol, mobile bill, with reciepts upload",
    accept: ["/features/payroll-finance#expense-management"],
  },
  {
    question: "investment declaration window + proof submission for 80C and HRA rent receipts",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "form 16 part B bulk generation",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "can employee choose old vs new tax regime themselves",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "labour welfare fund deduction half yearly, which states covered",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "who changed a salary figure last month - is there audit trail",
    accept: ["/security#audit-logs", "/features/security-compliance"],
  },
  {
    question: "payslips emailed as pasword protected pdf?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#data-protection"],
  },
  {
    question: "bank advice file for HDFC / ICICI salary upload",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/integration-api#system-integrations"],
  },
  {
    question: "leave encashment in full n final settlement",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "minimum wages + VDA revision every april and october, will system flag if someone is below",
    accept: ["/features/security-compliance#compliance-management", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "24Q TDS return data export",
    accept: [
      "/features/payroll-finance#advanced-payroll",
      "/features/security-compliance#compliance-management",
      "/terms#statutory-filings",
    ],
  },
  {
    question: "our attendance cutoff is 25th, LOP from 26th goes to next month payroll, can that be configured",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/attendance-time"],
  },
  {
    question: "statutory auditor wants wages register and other registers in prescribed format",
    accept: ["/features/security-compliance#compliance-management", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "can we run payroll for our dubai entity too, WPS file",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/core-hrms#multi-tenant-management"],
  },
  // Operations manager, site staff
  {
    question:
      "my guards are posted at 40 client sites, they should punch in only when at site not from home. possible?",
    accept: ["/features/attendance-time#attendance-in-8-ways"],
  },
  {
    question: "selfie attendence is ok but how do u stop proxy - one guy marking for his friend",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/security#face-data"],
  },
  {
    question: "night shift 8pm to 8am, date changes at midnight and our current software messes up attendance",
    accept: ["/features/attendance-time#shift-roster-planning", "/features/attendance-time#timesheets-overtime"],
  },
  {
    question: "ot calculation for guards doing double duty",
    accept: ["/features/attendance-time#timesheets-overtime"],
  },
  {
    question: "weekly roster with rotating week offs for housekeeing staff",
    accept: ["/features/attendance-time#shift-roster-planning"],
  },
  {
    question: "supervisor should mark attendance for 15 housekeeping ladies who dont have smartphones",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "network is v bad at basement sites, will app work offline",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/attendance-time#attendance-in-8-ways"],
  },
  {
    question: "face recogniton for check in?",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/security#face-data"],
  },
  {
    question: "client wants monthly attendance report only for their site, can i share that",
    accept: ["/features/analytics-insights", "/features/attendance-time"],
  },
  {
    question: "guard no show at night, need reliever fast - any alert to supervisor",
    accept: ["/features/communication#notification-system", "/features/attendance-time#shift-roster-planning"],
  },
  {
    question: "we already have biometric machines at few sites can they sync with ur software",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/integration-api#system-integrations"],
  },
  {
    question: "live location tracking of field staff during shift",
    accept: ["/features/mobile-field#route-tracking", "/features/mobile-field#field-visit-tracking"],
  },
  {
    question: "one supervisor handles 6 sites, can he see all of them on his phone",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/core-hrms#roles-permissions"],
  },
  {
    question: "shift swap between two guards, who approves it",
    accept: ["/features/attendance-time#shift-roster-planning"],
  },
  { question: "late mark rules - 3 late marks = half day cut", accept: ["/features/attendance-time"] },
  {
    question: "CLRA contract labour compliance and muster roll",
    accept: ["/features/security-compliance#compliance-management", "/features/attendance-time"],
  },
  {
    question: "guards forget to punch out, then what? regularisaton request?",
    accept: ["/features/attendance-time#attendance-regularization"],
  },
  {
    question: "we are a facility managment company with 4000 staff, any client like us",
    accept: ["/product-tour#success-stories"],
  },
  {
    question: "does app work on low end android phones? many guys have old redmi",
    accept: ["/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "supervisors are not very tech savvy, do u give training",
    accept: ["/help", "/pricing#pricing-benefits"],
  },
  // IT buyer, vendor evaluation
  { question: "where is the data hosted? must be in india for us", accept: ["/security#hosting-and-sub-processors"] },
  { question: "r u iso 27001 certified? soc2?", accept: ["/security#reviews-and-assurance"] },
  { question: "whats ur uptime commitment in the SLA", accept: ["/terms#availability-and-support", "/status"] },
  { question: "support hours and response time for P1 tickets", accept: ["/terms#availability-and-support", "/help"] },
  {
    question: "if we terminate the contract how do we get our data out, what format",
    accept: ["/terms#data-export-and-deletion", "/terms#term-and-termination"],
  },
  {
    question: "sso with azure ad / okta",
    // Widened after the set was written: the site's answer is the FAQ "Do you support single sign-on?".
    accept: [
      "/security#access-control",
      "/features/security-compliance#access-control",
      "/features/integration-api#system-integrations",
      "/features/integration-api#technical-features",
    ],
  },
  {
    question: "do u have a public REST api and docs",
    accept: ["/features/integration-api#api-integration", "/features/integration-api#technical-features"],
  },
  {
    question: "integration with SAP or our ERP for GL posting",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations"],
  },
  { question: "pricing model - per employee per month or flat licence fee", accept: ["/pricing"] },
  {
    question: "minimum contract tenure, lock in period and renewal terms",
    accept: ["/terms#term-and-termination", "/terms#trial-plans-and-billing", "/pricing#pricing-faq"],
  },
  {
    question: "is data encrypted at rest and in transit",
    accept: ["/security#encryption", "/features/security-compliance#data-protection"],
  },
  {
    question: "are you DPDP act 2023 compliant",
    accept: ["/gdpr#laws-that-apply", "/terms#customer-data", "/features/security-compliance#compliance-management"],
  },
  {
    question: "role based access - can i restrict salary data to only payroll team",
    accept: ["/features/core-hrms#roles-permissions", "/features/security-compliance#access-control"],
  },
  { question: "backups and DR, what is ur RPO / RTO", accept: ["/security#backups-and-recovery"] },
  { question: "can we get latest VAPT report under NDA", accept: ["/security#reviews-and-assurance"] },
  {
    question: "list of sub processors u use",
    accept: ["/security#hosting-and-sub-processors", "/privacy#sharing-and-sub-processors"],
  },
  {
    question: "do u support webhooks when employee is created or exits",
    accept: ["/features/integration-api#api-integration", "/features/integration-api#technical-features"],
  },
  {
    question: "sandbox enviroment for testing integrations before go live",
    accept: ["/features/integration-api#technical-features", "/features/integration-api#api-integration", "/#home-faq"],
  },
  {
    question: "2FA / MFA mandatory for admins?",
    accept: [
      "/security#access-control",
      "/features/security-compliance#access-control",
      "/features/security-compliance#advanced-security",
    ],
  },
  {
    question: "we have an infosec questionaire to fill, who do i send it to",
    accept: ["/security#reviews-and-assurance", "/contact"],
  },
  // Curious visitor
  { question: "who founded aster hrms", accept: ["/about#about-leadership", "/about#about-story"] },
  { question: "where is ur office located, is it in bangalore?", accept: ["/contact#offices"] },
  { question: "any summer internship for MBA HR students", accept: ["/careers#openings", "/careers"] },
  { question: "i am a fresher, BTech 2024 passout, any openings", accept: ["/careers#openings"] },
  { question: "do u have a blog about hr stuff", accept: ["/blog"] },
  { question: "whats new in the product, release notes?", accept: ["/changelog"] },
  { question: "i'm a journalist writing a story on hr tech, who do i contact", accept: ["/press"] },
  { question: "we r an HR consulting firm, want to resell ur product. partner program?", accept: ["/contact"] },
  { question: "ph no to talk to sales", accept: ["/contact"] },
  { question: "i want to see a demo", accept: ["/schedule-demo", "/product-tour"] },
  {
    question: "wat exactly is aster hrms, is it like zoho people",
    accept: ["/about#about-mission", "/about#about-story", "/#home-benefits"],
  },
  { question: "dubai office adress", accept: ["/contact#offices"] },
  { question: "how old is the company, when did it start", accept: ["/about#about-timeline", "/about#about-story"] },
  { question: "which companies use aster", accept: ["/product-tour#success-stories"] },
  { question: "how do i apply, do i just email my cv?", accept: ["/careers#hiring", "/careers#openings"] },
  {
    question: "whats it like to work at aster, cultre etc",
    accept: ["/careers#culture", "/about#about-culture", "/careers#benefits"],
  },
  { question: "any article on the new labour codes", accept: ["/blog"] },
  { question: "free trial availabe?", accept: ["/#home-faq", "/terms#trial-plans-and-billing", "/pricing"] },
  { question: "press releases / news coverage", accept: ["/press", "/blog"] },
  { question: "r u hiring for sales in dubai", accept: ["/careers#openings"] },
];
