/**
 * Visitor set: 100 questions written by five visitor personas (HR head, payroll officer, field manager, job seeker,
 * IT buyer) before any tuning and without reading the assistant's index, then labelled against the site map. Frozen on
 * 2026-11-27: never edited to make the assistant pass. Same convention as assistant-quality-set.ts: an address without
 * "#" accepts any section of that page, one with "#" only that section.
 */
import type { QualityCase } from "./assistant-quality-set";

export type Persona = "HR head" | "payroll officer" | "field manager" | "job seeker" | "IT buyer";

export interface VisitorCase extends QualityCase {
  persona: Persona;
}

export const visitorSet: readonly VisitorCase[] = [
  {
    persona: "HR head",
    question: "can we import all employee data from our excel sheets",
    accept: [
      "/features/integration-api#data-management",
      "/features/core-hrms#employee-database",
      "/help#documentation",
    ],
  },
  { persona: "HR head", question: "we r around 800 employees, which plan suits us", accept: ["/pricing"] },
  { persona: "HR head", question: "pricing per employee per month?", accept: ["/pricing"] },
  {
    persona: "HR head",
    question: "is there a free trial",
    accept: ["/#home-faq", "/terms#trial-plans-and-billing", "/pricing"],
  },
  {
    persona: "HR head",
    question: "different vacation rules for staff vs factory workers possible?",
    accept: ["/features/hr-operations#leave-management"],
  },
  {
    persona: "HR head",
    question: "shift roster for plant workers with rotating shifts",
    accept: ["/features/attendance-time#shift-roster-planning"],
  },
  {
    persona: "HR head",
    question: "does it have apprisal module with kra kpi",
    accept: ["/features/hr-operations#performance-management"],
  },
  {
    persona: "HR head",
    question: "onbording new joiners, can they upload documents before joining",
    accept: ["/features/hr-operations#employee-lifecycle"],
  },
  {
    persona: "HR head",
    question: "exit formalities and full and final process",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "HR head",
    question: "we are moving from an old on premise tool, how long does implementation take",
    accept: ["/help#documentation"],
  },
  {
    persona: "HR head",
    question: "employee self service for workers who dont have laptops",
    accept: ["/features/mobile-field#employee-mobile-app"],
  },
  {
    persona: "HR head",
    question: "org chart / reporting hierarchy",
    accept: ["/features/core-hrms#organization-structure"],
  },
  {
    persona: "HR head",
    question: "auto generate offer letter and experience letter",
    accept: ["/features/hr-operations#employee-lifecycle", "/features/hr-operations#recruitment-hiring"],
  },
  {
    persona: "HR head",
    question: "any case studies from manufacturing companies",
    accept: ["/product-tour#success-stories"],
  },
  {
    persona: "HR head",
    question: "holiday calender for plants in different states",
    accept: ["/features/hr-operations#leave-management"],
  },
  { persona: "HR head", question: "i want to talk to ur sales team", accept: ["/contact", "/schedule-demo"] },
  { persona: "HR head", question: "can it handle contract labour", accept: ["/features/core-hrms#employee-database"] },
  {
    persona: "HR head",
    question: "training managment for employees",
    accept: [
      "/features/learning-development#training-programs",
      "/features/learning-development#learning-management-system",
    ],
  },
  {
    persona: "HR head",
    question: "attrition and headcount reports",
    accept: ["/features/analytics-insights#operational-metrics", "/features/analytics-insights#advanced-analytics"],
  },
  {
    persona: "HR head",
    question: "recruitment tracking for open positions",
    accept: ["/features/hr-operations#recruitment-hiring"],
  },
  {
    persona: "payroll officer",
    question: "how do i run salary for all employees at once",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "does it calculate pf esi pt automaticaly",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    persona: "payroll officer",
    question: "can employees download paysilp on mobile",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "tds calculation and form 16 generation",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    persona: "payroll officer",
    question: "loans and advances deducted from salary in emi",
    accept: ["/features/payroll-finance#loan-management"],
  },
  {
    persona: "payroll officer",
    question: "reimbursment claims with bill upload",
    accept: ["/features/payroll-finance#expense-management"],
  },
  {
    persona: "payroll officer",
    question: "ctc breakup to in-hand salary",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "arrears when increment is backdated",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "bank advice file for salary transfer",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/integration-api#system-integrations"],
  },
  {
    persona: "payroll officer",
    question: "is lwf supported",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    persona: "payroll officer",
    question: "investment declaration and proof submission for 80c",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "overtime pay from attendence data",
    accept: ["/features/attendance-time#timesheets-overtime", "/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "gratuty and bonus calculation",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "pf ecr challan file generate?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    persona: "payroll officer",
    question: "payroll for our dubai staff, wps supported?",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/security-compliance#compliance-management"],
  },
  {
    persona: "payroll officer",
    question: "can payroll be locked after approval",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "leave encashment in full n final settlement",
    accept: ["/features/payroll-finance#advanced-payroll", "/features/hr-operations#employee-lifecycle"],
  },
  {
    persona: "payroll officer",
    question: "salary slip format can we customise with our logo",
    accept: ["/features/payroll-finance#advanced-payroll"],
  },
  {
    persona: "payroll officer",
    question: "does it integrate with tally",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations"],
  },
  {
    persona: "payroll officer",
    question: "is support available on weekends during payroll closing",
    accept: ["/terms#availability-and-support", "/help", "/contact"],
  },
  {
    persona: "field manager",
    question: "can my sales guys punch in from their phone",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/mobile-field#employee-mobile-app"],
  },
  {
    persona: "field manager",
    question: "gps tracking of field staff during work hours",
    accept: ["/features/mobile-field#route-tracking"],
  },
  {
    persona: "field manager",
    question: "geo fence so they can clock in only at client site",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/mobile-field#employee-mobile-app"],
  },
  {
    persona: "field manager",
    question: "does app work offline when no network",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/attendance-time#attendance-in-8-ways"],
  },
  {
    persona: "field manager",
    question: "route planning / beat plan for reps",
    accept: ["/features/mobile-field#route-tracking", "/features/mobile-field#field-visit-tracking"],
  },
  {
    persona: "field manager",
    question: "log customer visits with photo",
    accept: ["/features/mobile-field#field-visit-tracking"],
  },
  {
    persona: "field manager",
    question: "assign tasks to technicians and track status",
    accept: ["/features/mobile-field#field-task-management"],
  },
  {
    persona: "field manager",
    question: "selfie attendence to stop proxy",
    accept: ["/features/attendance-time#attendance-in-8-ways"],
  },
  {
    persona: "field manager",
    question: "claim travel allowance by km travelled",
    accept: ["/features/payroll-finance#expense-management", "/features/mobile-field#route-tracking"],
  },
  {
    persona: "field manager",
    question: "see live loaction of team on map",
    accept: ["/features/mobile-field#route-tracking"],
  },
  {
    persona: "field manager",
    question: "timesheet for technicians per job",
    accept: ["/features/attendance-time#timesheets-overtime", "/features/mobile-field#field-task-management"],
  },
  {
    persona: "field manager",
    question: "will the gps tracking drain phone battery",
    accept: ["/features/mobile-field#route-tracking", "/features/mobile-field#employee-mobile-app"],
  },
  {
    persona: "field manager",
    question: "is there iphone app or only android",
    accept: ["/features/mobile-field#employee-mobile-app"],
  },
  {
    persona: "field manager",
    question: "approve leave requests from my mobile pls",
    accept: ["/features/mobile-field#employee-mobile-app", "/features/hr-operations#leave-management"],
  },
  {
    persona: "field manager",
    question: "daily activity report of field team",
    accept: ["/features/mobile-field#field-visit-tracking", "/features/mobile-field#field-task-management"],
  },
  {
    persona: "field manager",
    question: "missed punch regularization",
    accept: ["/features/attendance-time#attendance-regularization"],
  },
  {
    persona: "field manager",
    question: "face recognition attendence",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/security#face-data"],
  },
  {
    persona: "field manager",
    question: "alert when someone goes outside geofense",
    accept: ["/features/mobile-field#route-tracking", "/features/communication#notification-system"],
  },
  { persona: "field manager", question: "whats new in the latest app update", accept: ["/changelog"] },
  {
    persona: "field manager",
    question: "how many visits each rep did this week report",
    accept: ["/features/mobile-field#field-visit-tracking"],
  },
  { persona: "job seeker", question: "are u hiring", accept: ["/careers"] },
  { persona: "job seeker", question: "any openings for freshers", accept: ["/careers#openings"] },
  { persona: "job seeker", question: "where is ur office located", accept: ["/contact#offices"] },
  { persona: "job seeker", question: "what is the interview process like", accept: ["/careers#hiring"] },
  {
    persona: "job seeker",
    question: "wfh allowed?",
    accept: ["/careers#culture", "/careers#benefits", "/about#about-culture"],
  },
  { persona: "job seeker", question: "what benefits do employees get", accept: ["/careers#benefits"] },
  { persona: "job seeker", question: "how is the work culture", accept: ["/careers#culture", "/about#about-culture"] },
  { persona: "job seeker", question: "intership opportunities?", accept: ["/careers#openings", "/careers#hiring"] },
  {
    persona: "job seeker",
    question: "how to apply for job at aster",
    accept: ["/careers#hiring", "/careers#openings"],
  },
  { persona: "job seeker", question: "any jobs in dubai office", accept: ["/careers#openings"] },
  { persona: "job seeker", question: "sales jobs available?", accept: ["/careers#openings"] },
  {
    persona: "job seeker",
    question: "who founded aster hrms",
    accept: ["/about#about-leadership", "/about#about-story"],
  },
  { persona: "job seeker", question: "how big is the team", accept: ["/about"] },
  {
    persona: "job seeker",
    question: "where to send my resume",
    accept: ["/careers#hiring", "/careers#openings", "/contact"],
  },
  { persona: "job seeker", question: "developer openings react node", accept: ["/careers#openings"] },
  {
    persona: "job seeker",
    question: "is remote work possible from another city",
    accept: ["/careers#culture", "/careers#openings", "/careers#benefits"],
  },
  { persona: "job seeker", question: "how long does hiring process take", accept: ["/careers#hiring"] },
  {
    persona: "job seeker",
    question: "what does the company do exactly",
    accept: ["/about#about-mission", "/about#about-story", "/"],
  },
  { persona: "job seeker", question: "do you give relocation support", accept: ["/careers#benefits"] },
  { persona: "job seeker", question: "how much paid time off do aster employees get", accept: ["/careers#benefits"] },
  {
    persona: "IT buyer",
    question: "where is our data stored, india?",
    accept: ["/security#hosting-and-sub-processors", "/privacy#sharing-and-sub-processors"],
  },
  {
    persona: "IT buyer",
    question: "iso 27001 certified?",
    accept: ["/security#reviews-and-assurance", "/features/security-compliance#compliance-management"],
  },
  { persona: "IT buyer", question: "do u have soc 2 type 2 report", accept: ["/security#reviews-and-assurance"] },
  {
    persona: "IT buyer",
    question: "gdpr compliance",
    accept: ["/gdpr", "/features/security-compliance#compliance-management"],
  },
  {
    persona: "IT buyer",
    question: "dpdp act readiness",
    accept: ["/gdpr#laws-that-apply", "/features/security-compliance#compliance-management"],
  },
  {
    persona: "IT buyer",
    question: "sso with azure ad or okta",
    accept: ["/security#access-control", "/features/security-compliance#access-control"],
  },
  { persona: "IT buyer", question: "api documentation", accept: ["/features/integration-api#api-integration"] },
  {
    persona: "IT buyer",
    question: "integartion with sap",
    accept: ["/features/integration-api#system-integrations", "/#home-integrations"],
  },
  { persona: "IT buyer", question: "uptime sla", accept: ["/terms#availability-and-support", "/status"] },
  { persona: "IT buyer", question: "backup and disaster recovery", accept: ["/security#backups-and-recovery"] },
  {
    persona: "IT buyer",
    question: "can we export all our data if we leave",
    accept: ["/terms#data-export-and-deletion", "/features/integration-api#data-management"],
  },
  {
    persona: "IT buyer",
    question: "encyption at rest and in transit",
    accept: ["/security#encryption", "/features/security-compliance#data-protection"],
  },
  {
    persona: "IT buyer",
    question: "role based access control",
    accept: [
      "/features/core-hrms#roles-permissions",
      "/features/security-compliance#access-control",
      "/security#access-control",
    ],
  },
  { persona: "IT buyer", question: "audit trail of changes", accept: ["/security#audit-logs"] },
  { persona: "IT buyer", question: "vapt / penetration testing done?", accept: ["/security#reviews-and-assurance"] },
  {
    persona: "IT buyer",
    question: "on premise deployment possible?",
    accept: ["/security#hosting-and-sub-processors", "/features/integration-api#technical-features"],
  },
  {
    persona: "IT buyer",
    question: "biometric devise integration like essl",
    accept: ["/features/attendance-time#attendance-in-8-ways", "/features/integration-api#system-integrations"],
  },
  {
    persona: "IT buyer",
    question: "is support 24x7 incase of outage",
    accept: ["/terms#availability-and-support", "/security#incident-response", "/status"],
  },
  { persona: "IT buyer", question: "do you have implementation partners or reseller program", accept: ["/contact"] },
  { persona: "IT buyer", question: "press or media contact", accept: ["/press"] },
];
