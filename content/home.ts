/**
 * Copy for the home page, in the order SPEC §1 lists its sections. Words and numbers SPEC gives
 * (hero phrases, badges, stats, benefit metrics, workflow steps, closing points) are used verbatim.
 */
import type { IconName, Stat } from "./types";

/** The typed phrases; the typewriter stops on the last one (SPEC §4). */
export const heroWords = [
  "Human Touch",
  "Powered by AI",
  "Beyond Payroll",
  "Empowering People",
  "Real Connections",
] as const;

/** Static words before the typed phrase: "Modern HR, Powered by AI", "Modern HR, Real Connections"… */
export const heroHeadlinePrefix = "Modern HR,";

export const heroSubtitle =
  "Aster HRMS brings attendance, leave, payroll, hiring and field teams into one cloud platform, with PF, ESI and " +
  "TDS built in. Sign up in minutes, and our team completes your onboarding in 24 to 48 hours.";

export const heroBadges = ["No credit card required", "Setup in minutes", "24/7 Premium Support"] as const;

export interface ExplorerTab {
  label: string;
  title: string;
  description: string;
  items: readonly { name: string; icon: IconName }[];
}

export const explorerTabs: readonly ExplorerTab[] = [
  {
    label: "Overview",
    title: "Everything HR runs on, in one place",
    description:
      "Attendance, leave, payroll, hiring and performance share one employee record, so nothing is typed twice.",
    items: [
      { name: "Employee Directory", icon: "users" },
      { name: "Attendance", icon: "clock" },
      { name: "Leave", icon: "calendar" },
      { name: "Payroll", icon: "wallet" },
      { name: "Recruitment", icon: "user-plus" },
      { name: "Performance", icon: "target" },
      { name: "Analytics", icon: "bar-chart" },
      { name: "AI Assistant", icon: "bot" },
    ],
  },
  {
    label: "Workforce",
    title: "Know your people and where they work",
    description: "Profiles, org structure, shifts and field teams for every branch and company you run.",
    items: [
      { name: "Employee Profiles", icon: "user-check" },
      { name: "Org Chart", icon: "network" },
      { name: "Departments and Designations", icon: "building" },
      { name: "Shift Rosters", icon: "calendar-check" },
      { name: "Field Teams", icon: "map-pin" },
      { name: "Onboarding", icon: "rocket" },
      { name: "Exit Management", icon: "log-out" },
      { name: "Employee Documents", icon: "folder" },
    ],
  },
  {
    label: "Operations",
    title: "Run the working day",
    description: "Check-ins, timesheets, field visits, tasks and payroll runs, tracked as they happen.",
    items: [
      { name: "Attendance in 8 Ways", icon: "fingerprint" },
      { name: "Geofencing", icon: "map-pin" },
      { name: "Field Visits", icon: "route" },
      { name: "Task Board", icon: "clipboard-list" },
      { name: "Timesheets", icon: "clock" },
      { name: "Payroll Runs", icon: "banknote" },
      { name: "Payment Collection", icon: "credit-card" },
      { name: "Asset Tracking", icon: "layers" },
    ],
  },
  {
    label: "Requests",
    title: "Every request, one approval flow",
    description:
      "Employees raise requests from their phone, and managers approve them with balances and policies in view.",
    items: [
      { name: "Leave Requests", icon: "calendar" },
      { name: "Attendance Regularization", icon: "calendar-check" },
      { name: "Overtime Requests", icon: "clock" },
      { name: "Expense Claims", icon: "receipt" },
      { name: "Loans and Advances", icon: "landmark" },
      { name: "Travel Requests", icon: "globe" },
      { name: "Shift Swaps", icon: "refresh" },
      { name: "Helpdesk Tickets", icon: "headphones" },
    ],
  },
  {
    label: "Settings & Admin",
    title: "Set it up your way",
    description: "Policies, roles, calendars and approval flows, configured per company, branch or grade.",
    items: [
      { name: "Company Setup", icon: "building" },
      { name: "Multi-tenant Workspaces", icon: "layers" },
      { name: "Roles & Permissions", icon: "key" },
      { name: "Leave Policies", icon: "file-text" },
      { name: "Payroll Settings", icon: "settings" },
      { name: "Holiday Calendars", icon: "calendar" },
      { name: "Approval Workflows", icon: "workflow" },
      { name: "Audit Logs", icon: "shield-check" },
    ],
  },
  {
    label: "Tools & Addons",
    title: "Tools your teams use every day",
    description: "Chat, notices, the AI assistant, learning and integrations, switched on when you need them.",
    items: [
      { name: "AI Chat Assistant", icon: "bot" },
      { name: "Team Chat", icon: "message" },
      { name: "Notice Board", icon: "megaphone" },
      { name: "Surveys & Polls", icon: "clipboard-list" },
      { name: "Learning Courses", icon: "graduation-cap" },
      { name: "Visitor Management", icon: "user-check" },
      { name: "Integrations", icon: "plug" },
      { name: "REST API", icon: "code" },
    ],
  },
];

export const homeStats: readonly Stat[] = [
  { value: "10,000+", label: "Companies" },
  { value: "2M+", label: "Employees" },
  { value: "99.9%", label: "Uptime" },
  { value: "50+", label: "Countries" },
];

/** Invented client names for the logo carousel; the app draws a wordmark for each. */
export const clientLogos: readonly { name: string; industry: string }[] = [
  { name: "Brahmaputra Cold Chain", industry: "Logistics" },
  { name: "Deccan Loom Textiles", industry: "Manufacturing" },
  { name: "Tamarind Health Clinics", industry: "Healthcare" },
  { name: "Sahil Crest Facilities", industry: "Facility Management" },
  { name: "Ashvika Pharma Distributors", industry: "Pharma Distribution" },
  { name: "Saffron Ledger Finance", industry: "Financial Services" },
];

export interface BenefitMetric {
  value: string;
  label: string;
  description: string;
}

export const benefitMetrics: readonly BenefitMetric[] = [
  {
    value: "60%",
    label: "Faster Hiring",
    description:
      "Job posts, interviews and offers run in one pipeline, so there are fewer handoffs and quicker decisions.",
  },
  {
    value: "40%",
    label: "Cost Savings",
    description: "Less manual data entry, fewer payroll corrections, and one system in place of several subscriptions.",
  },
  {
    value: "25%",
    label: "Better Retention",
    description: "Regular feedback, fair appraisals and quick answers to HR questions give people reasons to stay.",
  },
  {
    value: "35%",
    label: "Productivity Gain",
    description: "Self-service and mobile approvals give managers and HR back the time they spent on paperwork.",
  },
];

export interface WorkflowStep {
  title: string;
  description: string;
  icon: IconName;
  points: readonly [string, string, string];
}

export const workflowSteps: readonly WorkflowStep[] = [
  {
    title: "Recruit",
    description: "Publish openings, track candidates by stage and send offers from one hiring pipeline.",
    icon: "user-plus",
    points: [
      "Careers page and job portal posting",
      "Scorecards from every interviewer",
      "Offer letters from your templates",
    ],
  },
  {
    title: "Onboard",
    description:
      "Turn an accepted offer into a ready employee, with documents, accounts and assets sorted before day one.",
    icon: "user-check",
    points: [
      "Candidate details become the employee record",
      "Checklists for HR, IT and finance",
      "Induction courses assigned on joining",
    ],
  },
  {
    title: "Manage",
    description: "Run attendance, leave, payroll and field work from one system, every working day.",
    icon: "users",
    points: [
      "Attendance in 8 ways, rosters and overtime",
      "Leave, expenses and loans with approvals",
      "Payroll with PF, ESI and TDS",
    ],
  },
  {
    title: "Analyze",
    description: "See headcount, attrition, cost and performance trends, and act on them early.",
    icon: "bar-chart",
    points: [
      "Live dashboards by branch and team",
      "Custom reports scheduled by email",
      "Appraisal and calibration insights",
    ],
  },
];

/** Practices only: no certification or audit is claimed (SPEC §9 lists none). */
export const securityBadges: readonly { icon: IconName; title: string; description: string }[] = [
  {
    icon: "lock",
    title: "Encryption in Transit and at Rest",
    description: "Employee, salary and identity data is encrypted on the network and in storage.",
  },
  {
    icon: "key",
    title: "Role-Based Access",
    description: "People see only the data their role, branch and company allow.",
  },
  {
    icon: "file-text",
    title: "Audit Logs",
    description: "Sign-ins, exports and changes to sensitive fields are recorded with the user and time.",
  },
  {
    icon: "database",
    title: "Daily Backups",
    description: "Encrypted backups are taken every day and kept apart from the live database.",
  },
  {
    icon: "gauge",
    title: "99.9% Uptime",
    description: "Aster runs in the cloud with 99.9% uptime, and planned maintenance is announced in advance.",
  },
  {
    icon: "shield-check",
    title: "GDPR-Ready Data Controls",
    description: "Consent, export and deletion controls help you meet your data protection obligations.",
  },
];

/** Well-known tools Aster connects to; the app draws a monogram for each (no third-party logos). */
export const integrations: readonly { name: string; category: string }[] = [
  { name: "Slack", category: "Communication" },
  { name: "Microsoft Teams", category: "Communication" },
  { name: "Google Workspace", category: "Productivity" },
  { name: "Zoom", category: "Video Meetings" },
  { name: "WhatsApp Business", category: "Messaging" },
  { name: "Tally", category: "Accounting" },
  { name: "Zoho Books", category: "Accounting" },
  { name: "QuickBooks", category: "Accounting" },
  { name: "Razorpay", category: "Payments" },
  { name: "LinkedIn", category: "Recruitment" },
  { name: "Naukri", category: "Recruitment" },
  { name: "ZKTeco", category: "Biometric Devices" },
];

export const closingCta = {
  title: "Start Your 14-Day Free Trial",
  text: "Set up your company, invite your team and run your first attendance day on Aster. No credit card required.",
  points: ["14-day free trial", "No setup fees", "Cancel anytime"],
} as const;

export const homeSectionIntros = {
  explorer: {
    eyebrow: "Platform",
    title: "One platform for every HR task",
    intro: "Pick an area to see what Aster covers, from the daily check-in to admin settings.",
  },
  stats: {
    eyebrow: "By the numbers",
    title: "Trusted by growing companies",
    intro: "HR teams across India, the Gulf and beyond run their people operations on Aster.",
  },
  logos: {
    eyebrow: "Customers",
    title: "Companies that run HR on Aster",
    intro: "Logistics, manufacturing, healthcare and services companies use Aster every working day.",
  },
  benefits: {
    eyebrow: "Results",
    title: "What changes when HR runs on Aster",
    intro: "Customers report faster hiring, lower costs and better retention after moving HR into one system.",
  },
  workflow: {
    eyebrow: "How it works",
    title: "From first interview to insight",
    intro: "Aster follows each employee from the hiring pipeline to the reports leadership reads.",
  },
  security: {
    eyebrow: "Security",
    title: "Employee data, kept safe",
    intro: "Salary, identity and attendance data is protected by the practices below.",
  },
  integrations: {
    eyebrow: "Integrations",
    title: "Works with the tools you already use",
    intro: "Connect Aster to 100+ tools for accounting, payments, collaboration, hiring and attendance devices.",
  },
  testimonials: {
    eyebrow: "Customer stories",
    title: "What HR teams say about Aster",
    intro: "Rated 4.9/5 from 10,000+ reviews.",
  },
  pricing: {
    eyebrow: "Pricing",
    title: "Plans that grow with your team",
    intro: "Every plan starts with a 14-day free trial, with no setup fees and no credit card.",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    intro: "Quick answers about the trial, setup, security and support.",
  },
} as const;
