/**
 * The /features page: 10 categories of 4 features, 12 additional capabilities, stat tiles and
 * key highlights (SPEC §2 "Features page", §3 "Static marketing content").
 * Feature titles are also the section titles of the feature pages (content/feature-pages/, one file per
 * category), so /features/{cat}#{feature} lands.
 */
import type { ExtraCapability, IconName, Stat } from "./types";

export { featureCategories } from "./feature-categories";

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
