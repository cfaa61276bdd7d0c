/**
 * The second tuning set: 120 questions in six more visitor personas' words (a startup founder, a plant HR manager,
 * a CFO, an HR manager in the UAE, an employee of a customer, a vendor evaluator), written without reading the
 * assistant's index, the frozen visitor set or the first tuning set. Same convention as assistant-quality-set.ts.
 */
import type { QualityCase } from "./assistant-quality-set";

export const tuningSet2: readonly QualityCase[] = [
  // Startup founder
  { question: "how much wud it cost for 60 employees per month", accept: ["/pricing"] },
  {
    question: "is there a free trail before we commit",
    accept: ["/pricing", "/#home-faq", "/terms#trial-plans-and-billing"],
  },
  {
    question: "how long does it take to go live? need payrol running by next month",
    accept: ["/help#documentation", "/#home-faq", "/pricing"],
  },
  { question: "wat all is included in the basic plan", accept: ["/pricing"] },
  {
    question: "can we cancel anytime or is there yearly lock in",
    accept: ["/pricing", "/terms#term-and-termination", "/terms#trial-plans-and-billing"],
  },
  {
    question: "honestly is this overkill for a 60 ppl startup",
    accept: ["/pricing", "/#home-benefits", "/features#key-highlights"],
  },
  { question: "we're mostly remote, is there a mobile app for the team", accept: ["/features/mobile-field"] },
  { question: "who built aster hrms? indian company?", accept: ["/about"] },
  {
    question: "any setup fee or onbording charges on top of subscripton",
    accept: ["/pricing", "/terms#trial-plans-and-billing"],
  },
  { question: "can i get a demo this week, whos free", accept: ["/schedule-demo", "/product-tour"] },
  { question: "is the price per head or flat monthly", accept: ["/pricing"] },
  {
    question: "we have everything in excel sheets, will u help migrate",
    accept: ["/features/integration-api#data-management", "/help#documentation"],
  },
  {
    question: "can our ppl login with google workspace sso",
    accept: ["/security#access-control", "/features/integration-api#system-integrations", "/#home-integrations"],
  },
  {
    question: "does it do hiring too or only hr + payroll",
    accept: ["/features/hr-operations#recruitment-hiring", "/#home-workflow"],
  },
  {
    question: "can managers approve leav requests from phone",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/hr-operations#leave-management"],
  },
  { question: "any discount for early stage startups", accept: ["/pricing"] },
  {
    question: "simple okr / performance review thing for a small team?",
    accept: ["/features/hr-operations#performance-management"],
  },
  {
    question: "who are the founders, whats the story behind the company",
    accept: ["/about#about-leadership", "/about#about-story"],
  },
  { question: "cheapest plan vs top plan what do i lose", accept: ["/pricing"] },
  { question: "do we need an it guy to set this up or is it self serve", accept: ["/help#documentation", "/pricing"] },

  // Plant HR manager
  {
    question: "can i manage contract labour seperately from on-roll staff",
    accept: ["/features/core-hrms", "/features/security-compliance#compliance-management"],
  },
  {
    question: "we run 3 rotating shifts, does it do shift roster",
    accept: ["/features/attendance-time#shift-roster-planning"],
  },
  {
    question: "does it connect with biomatric machines at the factory gate",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/integration-api#system-integrations"],
  },
  { question: "canteen deduction from wages possible?", accept: ["/features/payroll-finance#advanced-payroll"] },
  {
    question: "overtym calculation as per factories act double rate",
    accept: ["/features/attendance-time#timesheets-overtime", "/features/payroll-finance#advanced-payroll"],
  },
  { question: "late marks - 3 lates = half day cut, can we configure that", accept: ["/features/attendance-time"] },
  {
    question: "shop floor workers dont have smartphones, how will they apply leave",
    accept: ["/features/hr-operations#leave-management", "/features/attendance-time#attendance-in-8-ways"],
  },
  {
    question: "do u generate wage register and muster roll",
    accept: [
      "/features/security-compliance#compliance-management",
      "/features/payroll-finance#advanced-payroll",
      "/features/attendance-time",
    ],
  },
  {
    question: "statutory registers under labour laws form 12 form 25 etc",
    accept: ["/features/security-compliance#compliance-management", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "bonus calculation under payment of bonus act 8.33%",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "gratuaty for workers leaving after 5 yrs service",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#employee-lifecycle"],
  },
  { question: "gate pass for workers going out during shift hours", accept: ["/features/attendance-time"] },
  {
    question: "track PF ESI of contractor's workers for compliance",
    accept: ["/features/security-compliance#compliance-management", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "night shift timecard crossing midnight how its handled",
    accept: ["/features/attendance-time#shift-roster-planning", "/features/attendance-time#timesheets-overtime"],
  },
  {
    question: "comp-off for staff working on sunday or national holiday",
    accept: ["/features/hr-operations#leave-management", "/features/attendance-time#timesheets-overtime"],
  },
  {
    question: "kiosk attandance for plant with no pc for workers",
    accept: ["/features/attendance-time#attendance-in-8-ways"],
  },
  {
    question: "plants in 4 states, PT and LWF differ, handled?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "minimum wages revison every 6 months does system update it",
    accept: ["/features/security-compliance#compliance-management", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "any manufacturing companies using this",
    accept: ["/product-tour#success-stories", "/about#about-story"],
  },
  {
    question: "head count report off-roll vs on-roll per plant daily",
    accept: ["/features/analytics-insights", "/features/core-hrms#organization-structure"],
  },

  // CFO / finance controller
  {
    question: "can i see total cost to company by department every month",
    accept: ["/features/analytics-insights", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "does it integrate with tally for payroll jounral entries",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations", "/features/payroll-finance"],
  },
  {
    question: "audit trail of who changed salary figures",
    accept: ["/security#audit-logs", "/features/security-compliance"],
  },
  {
    question: "multi level approvals for expense claims before payout",
    accept: ["/features/payroll-finance#expense-management"],
  },
  { question: "set expense limits per grade / designation", accept: ["/features/payroll-finance#expense-management"] },
  { question: "salary advance and loan recovery in emis", accept: ["/features/payroll-finance#loan-management"] },
  {
    question: "can we export all data to excel or csv anytime",
    accept: ["/features/integration-api#data-management", "/terms#data-export-and-deletion"],
  },
  {
    question: "how does billing work, monthly or annual invoice",
    accept: ["/pricing", "/terms#trial-plans-and-billing"],
  },
  {
    question: "will we get a proper GST invoce for the subscription",
    accept: ["/terms#trial-plans-and-billing", "/pricing"],
  },
  {
    question: "payment terms - can we pay quarterly in advance",
    accept: ["/terms#trial-plans-and-billing", "/pricing"],
  },
  {
    question: "integeration with zoho books or quickbooks",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations"],
  },
  {
    question: "bank payout file for bulk salary transfer hdfc icici",
    accept: ["/features/payroll-finance", "/features/integration-api#system-integrations"],
  },
  {
    question: "variance report comparing this pay cycle vs last one",
    accept: ["/features/analytics-insights", "/features/payroll-finance#advanced-payroll"],
  },
  {
    question: "who all can see salary data, role based access?",
    accept: [
      "/features/core-hrms#roles-permissions",
      "/features/security-compliance#access-control",
      "/security#access-control",
    ],
  },
  {
    question: "TDS computation and form 16 generation",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "full and final settlement with leave encashment",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/payroll-finance#advanced-payroll"],
  },
  { question: "headcount cost forecast for next yr budget", accept: ["/features/analytics-insights"] },
  {
    question: "if we stop the subscription do we lose our records",
    accept: ["/terms#data-export-and-deletion", "/terms#term-and-termination", "/privacy#data-retention"],
  },
  {
    question: "reimbursemnt claims with bill upload and approval",
    accept: ["/features/payroll-finance#expense-management"],
  },
  { question: "pricing for 500 headcount, any volume discount", accept: ["/pricing"] },

  // HR manager in the UAE
  {
    question: "do u support WPS salary file for uae",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "end of service gratuity calcualtion as per uae labour law",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "is the system available in arabic",
    accept: ["/features#key-highlights", "/features/core-hrms", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "remainders for visa expiry and emirates id renewal",
    accept: ["/features/core-hrms#employee-database", "/features/communication#notification-system"],
  },
  {
    question: "we have 3 entities in dubai and one in abu dhabi, multi entity supported?",
    accept: ["/features/core-hrms#multi-tenant-management", "/features/core-hrms#organization-structure"],
  },
  {
    question: "where is data hosted, do u have uae data centre",
    accept: ["/security#hosting-and-sub-processors", "/privacy#sharing-and-sub-processors"],
  },
  {
    question: "gulf payroll for ksa and oman also?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    question: "EOSB for limited vs unlimited contract how calculated",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#employee-lifecycle"],
  },
  {
    question: "annual air ticket allowance accrual",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#leave-management"],
  },
  { question: "do u have an office in dubai, address pls", accept: ["/contact#offices"] },
  {
    question: "labour card and passport expiry tracking",
    accept: ["/features/core-hrms#employee-database", "/features/communication#notification-system"],
  },
  {
    question: "payrole in multiple currencys AED and INR",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/core-hrms#multi-tenant-management"],
  },
  { question: "ramdan reduced working hrs, can attendance handle", accept: ["/features/attendance-time"] },
  { question: "can i talk to someone in gulf timezone", accept: ["/contact", "/schedule-demo"] },
  {
    question: "salry certificate and NOC letter requests by employees",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/core-hrms#employee-database"],
  },
  {
    question: "compliance with uae data protection law pdpl",
    accept: ["/gdpr#laws-that-apply", "/privacy", "/features/security-compliance#data-protection"],
  },
  {
    question: "sick leave rules uae 15 full 30 half 45 unpaid, configurable?",
    accept: ["/features/hr-operations#leave-management"],
  },
  { question: "do you quote pricing in AED", accept: ["/pricing", "/terms#trial-plans-and-billing"] },
  {
    question: "any clients in the GCC region",
    accept: ["/product-tour#success-stories", "/about#about-timeline", "/contact#offices"],
  },
  {
    question: "document management for staff contracts and offer letters",
    accept: ["/features/core-hrms#employee-database", "/features/hr-operations#employee-lifecycle"],
  },

  // Employee of a customer
  { question: "forgot my pasword how to reset", accept: ["/help", "/security#access-control"] },
  { question: "how do i download my payslp", accept: ["/features/mobile-field#employee-mobile-app", "/help"] },
  {
    question: "hw to apply leave in the app",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/hr-operations#leave-management", "/help"],
  },
  {
    question: "cant mark attendence, gps location not working",
    accept: ["/help", "/features/attendance-time#attendance-in-8-ways", "/features/mobile-field#employee-mobile-app"],
  },
  {
    question: "app is not opening on my andriod phone",
    accept: ["/help", "/features/mobile-field#employee-mobile-app", "/contact"],
  },
  { question: "who do i contact for problem with my account", accept: ["/help", "/contact"] },
  {
    question: "how to change my bank account details for salary credit",
    accept: ["/help", "/features/mobile-field#employee-mobile-app", "/features/core-hrms#employee-database"],
  },
  { question: "where can i download the aster app", accept: ["/features/mobile-field#employee-mobile-app"] },
  { question: "otp not coming on my mobile", accept: ["/help", "/security#access-control", "/contact"] },
  {
    question: "how to see my leave balance",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/hr-operations#leave-management", "/help"],
  },
  {
    question: "where do i get my form 16",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/payroll-finance#advanced-payroll", "/help"],
  },
  {
    question: "how to submit investment proofs for tax",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/mobile-field#employee-mobile-app", "/help"],
  },
  {
    question: "missed punch yesterday how to regularise",
    accept: ["/features/attendance-time#attendance-regularization", "/help"],
  },
  { question: "is there a iphone app", accept: ["/features/mobile-field#employee-mobile-app"] },
  { question: "my salery is wrong this month who do i talk to", accept: ["/help", "/contact"] },
  {
    question: "how to update my address and personal info",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/core-hrms#employee-database", "/help"],
  },
  {
    question: "how to apply for comp off",
    accept: ["/features/hr-operations#leave-management", "/features/mobile-field#employee-mobile-app", "/help"],
  },
  {
    question: "how to claim travel reimbursment in the app",
    accept: ["/features/payroll-finance#expense-management", "/features/mobile-field#employee-mobile-app"],
  },
  { question: "is there a user guide or help centre", accept: ["/help"] },
  { question: "wat is the login link for my company", accept: ["/help", "/security#access-control"] },

  // Vendor evaluator
  { question: "how are u different from keka or darwinbox", accept: ["/features#key-highlights", "/#home-benefits"] },
  { question: "any reviews on g2 or capterra", accept: ["/product-tour#success-stories"] },
  { question: "who are your customers, any big names", accept: ["/product-tour#success-stories", "/about"] },
  {
    question: "is it iso 27001 and soc2 certifed",
    accept: ["/security#reviews-and-assurance", "/features/security-compliance"],
  },
  { question: "what is your uptime sla", accept: ["/terms#availability-and-support", "/status"] },
  { question: "suport response time? is it 24x7", accept: ["/terms#availability-and-support", "/help", "/contact"] },
  {
    question: "minimum contract period, any lock-in",
    accept: ["/terms#term-and-termination", "/pricing", "/terms#trial-plans-and-billing"],
  },
  {
    question: "who owns the data and can we take it all out if we leave",
    // The integration page's data management says "You can export your data at any time; it stays yours."
    accept: ["/terms#customer-data", "/terms#data-export-and-deletion", "/features/integration-api#data-management"],
  },
  { question: "how often do u ship updates", accept: ["/changelog"] },
  { question: "is there a public roadmap", accept: ["/changelog"] },
  {
    question: "any AI features like chatbot or attrition prediction",
    accept: ["/features/communication#ai-chat-assistant", "/features/analytics-insights#advanced-analytics"],
  },
  {
    question: "full list of integerations pls",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations"],
  },
  {
    question: "do you have open api and webhooks",
    accept: ["/features/integration-api#api-integration", "/features/integration-api#technical-features"],
  },
  { question: "case studies with actual roi numbers", accept: ["/product-tour#success-stories", "/blog"] },
  { question: "how long have u been around and how big is the team", accept: ["/about"] },
  { question: "r u hiring? want to know if the company is growing", accept: ["/careers", "/about"] },
  { question: "gdpr compliance and do u sign a dpa", accept: ["/gdpr", "/terms#customer-data", "/privacy"] },
  { question: "any press coverage or funding news", accept: ["/press", "/blog"] },
  { question: "do you have a partner or reseller program", accept: ["/contact"] },
  {
    question: "do you do regular penetation testing",
    accept: ["/security#reviews-and-assurance", "/security#report-a-vulnerability"],
  },
];
