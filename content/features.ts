/**
 * The /features page: 10 categories of 4 features, 12 additional capabilities, stat tiles and
 * key highlights (SPEC §2 "Features page", §3 "Static marketing content").
 * Feature titles are also the section titles of the feature pages (content/feature-pages/, one file per
 * category), so /features/{cat}#{feature} lands.
 */
import type { ExtraCapability, FeatureCategory, IconName, Stat } from "./types";

export const featureCategories: readonly FeatureCategory[] = [
  {
    name: "Core HRMS",
    description: "The employee record everything else runs on: people, departments, companies and who can see what.",
    icon: "building",
    color: "indigo",
    features: [
      {
        title: "Employee Database",
        description:
          "Keep each employee's profile, job history, bank and statutory details, documents and emergency contacts " +
          "in one searchable record.",
        highlights: ["Complete employee profiles", "Document storage", "Job history timeline", "Bulk Excel import"],
      },
      {
        title: "Organization Structure",
        description:
          "Model branches, departments, designations and reporting lines, and see them as an org chart that updates " +
          "when people move.",
        highlights: [
          "Interactive org chart",
          "Departments and designations",
          "Branch and location setup",
          "Reporting line changes",
        ],
      },
      {
        title: "Multi-tenant Management",
        description:
          "Run several companies or legal entities from one login, each with its own policies, payroll settings and " +
          "data kept apart.",
        highlights: [
          "Separate data per company",
          "Entity-level policies",
          "One login, many companies",
          "Group-level reporting",
        ],
      },
      {
        title: "Roles & Permissions",
        description:
          "Give Admin, HR, Manager, Field Employee and Office Employee roles the access they need, or create custom " +
          "roles down to each action.",
        highlights: [
          "Ready-made role templates",
          "Unlimited custom roles",
          "Granular action permissions",
          "Team-scoped manager access",
        ],
      },
    ],
  },
  {
    name: "Attendance & Time",
    description:
      "Attendance in 8 ways, shift rosters, overtime and corrections, so every hour worked reaches payroll correctly.",
    icon: "clock",
    color: "emerald",
    features: [
      {
        title: "Attendance in 8 Ways",
        description:
          "Let each team check in the way its work allows: QR code, dynamic QR, geofence, IP-based, site-based, face " +
          "recognition, biometric devices or web check-in.",
        highlights: [
          "QR and dynamic QR",
          "Geofence and IP checks",
          "On-device face recognition",
          "Biometric device sync",
        ],
      },
      {
        title: "Shift & Roster Planning",
        description:
          "Build weekly rosters for fixed, rotating and night shifts, and let employees request swaps that managers " +
          "approve.",
        highlights: ["Rotating shift patterns", "Night shift support", "Shift swap requests", "Branch-wise week-offs"],
      },
      {
        title: "Timesheets & Overtime",
        description:
          "Log hours against projects and clients, and calculate overtime from your own rules before it goes to " +
          "payroll.",
        highlights: ["Project time logs", "Overtime rules", "Manager approvals", "Payroll-ready hours"],
      },
      {
        title: "Attendance Regularization",
        description:
          "Employees fix missed punches with a reason, managers approve, and late marks and half days update on " +
          "their own.",
        highlights: ["Missed punch requests", "Late mark policies", "Half-day rules", "Approval history"],
      },
    ],
  },
  {
    name: "Mobile & Field",
    description:
      "An HR app for every employee, and the tools field teams need on the road: " +
      "visits, tasks, routes and proof of work.",
    icon: "smartphone",
    color: "sky",
    features: [
      {
        title: "Employee Mobile App",
        description:
          "Employees check in, apply for leave, download payslips and submit expenses from their Android phone or " +
          "iPhone.",
        highlights: ["Android and iOS apps", "Check-in from phone", "Payslip downloads", "Manager approvals"],
      },
      {
        title: "Field Visit Tracking",
        description:
          "Plan client and site visits, check in at the location with photos and notes, and let managers see visits " +
          "as they are completed.",
        highlights: ["Daily visit plans", "Location-verified check-ins", "Photo and notes capture", "Visit reports"],
      },
      {
        title: "Field Task Management",
        description:
          "Assign tasks to field staff with a location, due date and priority, and get status updates with photo " +
          "proof of completion.",
        highlights: ["Task assignment", "High, Medium, Low priority", "Photo proof of work", "Overdue task alerts"],
      },
      {
        title: "Route Tracking",
        description:
          "See the route a field employee covered during duty hours and use the recorded distance for travel " +
          "allowance claims.",
        highlights: ["Duty hours only", "Route replay by day", "Distance for allowances", "Visible tracking status"],
      },
    ],
  },
  {
    name: "HR Operations",
    description:
      "Leave, recruitment, performance and the employee lifecycle, from the first interview to the full and final " +
      "settlement.",
    icon: "briefcase",
    color: "amber",
    features: [
      {
        title: "Leave Management",
        description:
          "Set leave types with accrual and carry-forward rules per policy, and let employees see their balance " +
          "before they apply.",
        highlights: ["Custom leave types", "Accrual and carry-forward", "Live leave balances", "Team leave calendar"],
      },
      {
        title: "Recruitment & Hiring",
        description:
          "Publish openings, move candidates through each interview round and send offer letters from one hiring " +
          "pipeline.",
        highlights: ["Job openings", "Candidate pipeline", "Interview scheduling", "Offer letter templates"],
      },
      {
        title: "Performance Management",
        description:
          "Run appraisal cycles with goals, KRAs, self-reviews and manager ratings, and keep feedback on record all " +
          "year.",
        highlights: ["Goals and KRAs", "Appraisal cycles", "Self and manager reviews", "Continuous feedback"],
      },
      {
        title: "Employee Lifecycle",
        description:
          "Handle onboarding checklists, probation confirmations, transfers, promotions and exits in one place.",
        highlights: [
          "Onboarding checklists",
          "Probation tracking",
          "Transfers and promotions",
          "Full and final settlement",
        ],
      },
    ],
  },
  {
    name: "Payroll & Finance",
    description:
      "Payroll with Indian statutory deductions and Gulf end-of-service rules, plus expenses, employee loans and " +
      "field collections.",
    icon: "wallet",
    color: "rose",
    features: [
      {
        title: "Advanced Payroll",
        description:
          "Run monthly payroll from attendance and leave data with PF, ESI, PT and TDS calculated, then publish " +
          "payslips to every employee.",
        highlights: [
          "Statutory deductions built in",
          "Grade-wise salary structures",
          "Payslips on mobile",
          "Bank transfer files",
        ],
      },
      {
        title: "Expense Management",
        description:
          "Employees photograph receipts and submit claims from their phone; " +
          "approved amounts are paid through payroll or by transfer.",
        highlights: [
          "Receipt photo capture",
          "Policy limits by grade",
          "Multi-level approvals",
          "Payroll reimbursement",
        ],
      },
      {
        title: "Loan Management",
        description:
          "Give salary advances and employee loans with repayment schedules, and recover EMIs through payroll " +
          "without manual entries.",
        highlights: ["Salary advances", "EMI schedules", "Payroll deductions", "Outstanding balance view"],
      },
      {
        title: "Payment Collection",
        description:
          "Field staff record customer payments by cash, cheque or UPI, share a receipt on the spot, and finance " +
          "reconciles each deposit.",
        highlights: [
          "Cash, cheque and UPI",
          "Instant digital receipts",
          "Collection targets",
          "Deposit reconciliation",
        ],
      },
    ],
  },
  {
    name: "Communication",
    description:
      "Chat, notifications, a notice board and an AI assistant, so employees get answers without chasing HR.",
    icon: "message",
    color: "violet",
    features: [
      {
        title: "Real-time Chat System",
        description:
          "One-to-one and group chat with file sharing and read receipts, inside the same app employees already use " +
          "for HR.",
        highlights: ["Direct and group chats", "File and photo sharing", "Read receipts", "Department channels"],
      },
      {
        title: "Notification System",
        description:
          "Push, email and in-app alerts for approvals, payslips, shift changes and announcements, with 99.9% push " +
          "delivery.",
        highlights: ["Push and email alerts", "Approval reminders", "Per-user preferences", "99.9% push delivery"],
      },
      {
        title: "Notice Board",
        description:
          "Publish notices to the whole company or to chosen branches and departments, and see who has read them.",
        highlights: ["Targeted notices", "Read acknowledgements", "Pinned announcements", "Scheduled publishing"],
      },
      {
        title: "AI Chat Assistant",
        description:
          "Employees ask about leave balances, policies and payslips in plain language and get answers at any hour, " +
          "with 95%+ accuracy.",
        highlights: ["24/7 answers", "95%+ accuracy", "Answers from your policies", "Hands off to HR"],
      },
    ],
  },
  {
    name: "Learning & Development",
    description: "Courses, training sessions, skill records and a knowledge base, tied to each employee's profile.",
    icon: "graduation-cap",
    color: "teal",
    features: [
      {
        title: "Learning Management System",
        description:
          "Build courses from videos, documents and quizzes, assign them by role or department, and track who has " +
          "finished.",
        highlights: ["Course builder", "Quizzes and assessments", "Role-based assignment", "Completion tracking"],
      },
      {
        title: "Training Programs",
        description:
          "Schedule classroom and online sessions, manage nominations and attendance, and collect feedback after " +
          "each session.",
        highlights: ["Session scheduling", "Nominations and approvals", "Training attendance", "Feedback forms"],
      },
      {
        title: "Skill Development",
        description:
          "Map the skills each role needs, record each employee's level, and see gaps before appraisals and " +
          "promotions.",
        highlights: ["Team skill matrix", "Skill gap analysis", "Suggested courses", "Certification records"],
      },
      {
        title: "Knowledge Base",
        description:
          "Keep policies, SOPs and how-to guides in one searchable library that the AI assistant also uses to answer " +
          "questions.",
        highlights: ["Searchable articles", "Policy documents", "Version history", "Feeds the AI assistant"],
      },
    ],
  },
  {
    name: "Security & Compliance",
    description:
      "Encryption, access rules, statutory compliance and data protection controls that keep employee data where it " +
      "belongs.",
    icon: "shield-check",
    color: "orange",
    features: [
      {
        title: "Advanced Security",
        description:
          "Data is encrypted in transit and at rest, sign-ins can require two-factor authentication, and sensitive " +
          "actions are logged.",
        highlights: ["Encryption at rest", "Two-factor authentication", "JWT-based sessions", "Audit logs"],
      },
      {
        title: "Compliance Management",
        description:
          "Track PF, ESI, PT, LWF and TDS with a due-date calendar and filing-ready reports, plus gratuity and WPS " +
          "for Gulf teams.",
        highlights: ["Statutory due dates", "Filing-ready reports", "Gratuity calculation", "WPS salary files"],
      },
      {
        title: "Data Protection",
        description:
          "GDPR-ready controls for consent, data export and deletion, daily backups, and face data that is never " +
          "stored.",
        highlights: [
          "Daily encrypted backups",
          "Data export on request",
          "Retention and deletion",
          "No stored face data",
        ],
      },
      {
        title: "Access Control",
        description:
          "Limit who sees which employees, salaries and reports by branch, department or company, and restrict " +
          "sign-ins by IP address.",
        highlights: [
          "Branch-level data scoping",
          "Salary visibility rules",
          "IP address restrictions",
          "Idle session timeout",
        ],
      },
    ],
  },
  {
    name: "Analytics & Insights",
    description:
      "Dashboards and reports on headcount, attendance, payroll cost and performance, built from data already in " +
      "Aster.",
    icon: "bar-chart",
    color: "cyan",
    features: [
      {
        title: "Advanced Analytics",
        description:
          "Track headcount, attrition, attendance and payroll cost trends, filtered by branch, department and period.",
        highlights: ["Attrition trends", "Headcount by branch", "Payroll cost trends", "Drill-down filters"],
      },
      {
        title: "Business Intelligence",
        description:
          "Build your own reports and dashboards, schedule them to managers by email, and export to Excel or your BI " +
          "tool.",
        highlights: ["Custom report builder", "Scheduled email reports", "Excel and CSV export", "Shared dashboards"],
      },
      {
        title: "Performance Insights",
        description:
          "See rating distributions, goal progress and team comparisons, so appraisal decisions rest on evidence.",
        highlights: ["Rating distribution", "Goal progress tracking", "Team comparisons", "Calibration views"],
      },
      {
        title: "Operational Metrics",
        description:
          "Follow daily attendance, late arrivals, overtime, field visits and pending approvals on one live " +
          "operations board.",
        highlights: ["Daily attendance view", "Late arrival trends", "Overtime monitoring", "Pending approvals"],
      },
    ],
  },
  {
    name: "Integration & API",
    description:
      "Connect Aster to accounting, payments, collaboration tools and attendance devices, or build on our REST API.",
    icon: "plug",
    color: "fuchsia",
    features: [
      {
        title: "API Integration",
        description:
          "Use our REST API and webhooks to read employee data, push attendance and trigger workflows in your own " +
          "systems.",
        highlights: ["REST API", "Event webhooks", "Scoped API keys", "Developer documentation"],
      },
      {
        title: "System Integrations",
        description:
          "Connect to 100+ tools, including Tally, Zoho Books, QuickBooks, Slack, Microsoft Teams, Google Workspace " +
          "and biometric devices.",
        highlights: ["100+ ready integrations", "Accounting sync", "Chat tool alerts", "Attendance device links"],
      },
      {
        title: "Data Management",
        description:
          "Import employees, balances and salary history from spreadsheets or your old HRMS, and export your data " +
          "whenever you need it.",
        highlights: ["Excel and CSV import", "Row-level validation", "Bulk updates", "Full data export"],
      },
      {
        title: "Technical Features",
        description:
          "Cloud hosting with 99.9% uptime and daily backups, single sign-on, and a web app that runs in any modern " +
          "browser.",
        highlights: ["99.9% uptime", "Single sign-on", "Daily backups", "Runs in any browser"],
      },
    ],
  },
];

export const extraCapabilities: readonly ExtraCapability[] = [
  {
    name: "Asset Management",
    category: "Operations",
    icon: "layers",
    description: "Track laptops, phones, SIM cards and vehicles issued to employees, and get them back at exit.",
    features: ["Asset register", "Issue and return records", "Exit clearance link", "Warranty reminders"],
  },
  {
    name: "Helpdesk & Tickets",
    category: "Employee Support",
    icon: "headphones",
    description: "Employees raise HR, payroll and IT queries as tickets that are routed, tracked and closed on record.",
    features: ["Ticket categories", "Auto-assignment", "Priority levels", "Resolution tracking"],
  },
  {
    name: "Visitor Management",
    category: "Workplace",
    icon: "user-check",
    description: "Register visitors at reception, notify the host and keep a log of who came in and when.",
    features: ["Visitor pre-registration", "Host notifications", "Visitor passes", "Entry and exit log"],
  },
  {
    name: "Document Management",
    category: "Records",
    icon: "folder",
    description: "Store company and employee documents in folders with access rules and expiry reminders.",
    features: ["Folder permissions", "Expiry reminders", "Letter templates", "Employee document requests"],
  },
  {
    name: "Surveys & Polls",
    category: "Engagement",
    icon: "clipboard-list",
    description: "Run pulse surveys and quick polls, anonymous if you choose, and see results by team.",
    features: ["Anonymous surveys", "Quick polls", "Results by team", "Recurring pulse checks"],
  },
  {
    name: "Holiday Calendars",
    category: "Time Off",
    icon: "calendar",
    description: "Publish holiday lists by branch, state or country, including optional and restricted holidays.",
    features: ["Branch-wise holiday lists", "Optional holidays", "Regional calendars", "Leave policy link"],
  },
  {
    name: "Audit Trail",
    category: "Governance",
    icon: "file-text",
    description: "See who changed what and when across employee records, payroll and settings.",
    features: ["Field-level change log", "User and time stamps", "Export for audits", "Filter by module"],
  },
  {
    name: "Workflow Automation",
    category: "Automation",
    icon: "workflow",
    description: "Set approval chains and automatic actions for requests, without writing code.",
    features: ["Multi-step approvals", "Conditional routing", "Escalation rules", "Scheduled actions"],
  },
  {
    name: "Rewards & Recognition",
    category: "Engagement",
    icon: "award",
    description: "Let managers and peers recognise good work publicly and keep a record for appraisals.",
    features: ["Peer shout-outs", "Manager awards", "Recognition wall", "Appraisal history link"],
  },
  {
    name: "Travel Requests",
    category: "Travel",
    icon: "globe",
    description: "Employees request business trips with dates, travel mode and advance, approved before booking.",
    features: ["Trip requests", "Travel mode selection", "Travel advances", "Expense claim link"],
  },
  {
    name: "Grievance Management",
    category: "Employee Relations",
    icon: "shield",
    description: "Receive and handle employee grievances confidentially, with restricted access and a clear record.",
    features: ["Confidential submissions", "Restricted case access", "Status updates", "Case history"],
  },
  {
    name: "Custom Forms & Fields",
    category: "Configuration",
    icon: "settings",
    description: "Add your own fields to employee records and build forms for requests HR handles today on paper.",
    features: ["Custom profile fields", "Form builder", "Approval on submit", "Reports on form data"],
  },
];

export const featureStats: readonly Stat[] = [
  { value: "30+", label: "Core Modules" },
  { value: "100+", label: "Features" },
  { value: "8", label: "Attendance Types" },
  { value: "24/7", label: "AI Support" },
];

export const keyHighlights: readonly { icon: IconName; title: string; description: string }[] = [
  {
    icon: "rocket",
    title: "Live in 24 to 48 Hours",
    description:
      "Our onboarding team imports your employees, leave balances and salary structures, so you start with real data.",
  },
  {
    icon: "layers",
    title: "One Platform, One Record",
    description: "Attendance, leave, payroll and performance share one employee record, so nothing is typed twice.",
  },
  {
    icon: "smartphone",
    title: "Built for Phones First",
    description:
      "Field and shop-floor staff check in, apply for leave and submit expenses from the Android or iOS app.",
  },
  {
    icon: "shield-check",
    title: "Secure by Design",
    description:
      "Encryption in transit and at rest, role-based access, audit logs and daily backups come with every plan.",
  },
];
