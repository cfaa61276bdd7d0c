/**
 * How a new customer goes live, and what they prepare for it: the "Implementation Checklist"
 * resource on /product-tour (a PDF, server/modules/resources) and the onboarding chapter of the
 * demo guide. It keeps the promise the site makes elsewhere (content/faqs.ts, content/features.ts):
 * our onboarding team imports the data, and full onboarding takes 24 to 48 hours once it is ready.
 */

/** One stage of going live, in order: who does what, and how long it takes. */
export interface OnboardingStep {
  title: string;
  when: string;
  text: string;
}

export const onboardingSteps: readonly OnboardingStep[] = [
  {
    title: "Kick-off call",
    when: "Day 0, 30 minutes",
    text:
      "Your onboarding specialist agrees the go-live date with you, confirms the modules and companies in scope, " +
      "and shares a secure upload link for your files.",
  },
  {
    title: "You send your data",
    when: "At your pace",
    text:
      "Employee records, leave balances, shift patterns and salary structures, in your own spreadsheets or in our " +
      "templates. The Implementation Checklist lists every file.",
  },
  {
    title: "We import and configure",
    when: "24 to 48 hours",
    text:
      "Our team imports employees, sets up leave policies, holiday calendars, shifts and attendance rules, and " +
      "builds salary structures with PF, ESI, professional tax and TDS settings.",
  },
  {
    title: "You review",
    when: "1 to 2 days, your team",
    text:
      "HR checks a sample of employee records and leave balances; finance compares a parallel payroll for a past " +
      "month with the payslips you issued.",
  },
  {
    title: "Go live",
    when: "The agreed date",
    text:
      "Employees receive their invitations to the web and mobile apps, managers start approving requests, and your " +
      "first payroll runs on Aster with your specialist on call.",
  },
];

/** A group of things to prepare, each line one item to tick off. */
export interface ChecklistGroup {
  title: string;
  intro: string;
  items: readonly string[];
}

export const implementationChecklist: readonly ChecklistGroup[] = [
  {
    title: "Company and policies",
    intro: "So Aster is set up the way your organisation already works.",
    items: [
      "Legal entities, with registered addresses, PAN and TAN of each",
      "Branches and work locations, with the state each is in (for professional tax and holidays)",
      "Departments, designations and reporting lines, or your current org chart",
      "Leave policy: leave types, yearly quota, carry-forward and encashment rules",
      "Holiday calendar for the year, per location where they differ",
      "Who approves what: leave, attendance corrections, expenses and loans",
    ],
  },
  {
    title: "Employee data",
    intro: "One row per employee; our templates name every column, and your own spreadsheet works too.",
    items: [
      "Employee code, full name, date of joining, department, designation and manager",
      "Work email and mobile number (each employee's app invitation goes there)",
      "Date of birth, gender and address, where your HR records keep them",
      "PAN, Aadhaar-linked UAN and ESI number, where the employee has them",
      "Bank account number and IFSC for salary payments",
      "Opening leave balances as on the go-live date",
    ],
  },
  {
    title: "Attendance and shifts",
    intro: "So the first month's attendance is counted as your rules say.",
    items: [
      "Shift timings, weekly offs and rotation patterns",
      "Grace period, late-mark and half-day rules, and overtime rules",
      "How each group checks in: biometric device, mobile with geofence, face recognition, QR code or web",
      "For biometric devices: make, model and location of each device",
      "Office and site locations with the geofence radius for mobile check-in",
    ],
  },
  {
    title: "Payroll",
    intro: "Finance's part: enough to run a parallel payroll before go-live.",
    items: [
      "Salary structure by grade: each earning and deduction, and which count as PF and ESI wages",
      "Current CTC and monthly gross of every employee",
      "PF establishment code, ESI employer code and professional tax registrations by state",
      "Year-to-date salary and TDS for employees joining Aster mid-year",
      "Investment declarations already submitted for the current financial year",
      "Running loans and advances, with the outstanding amount and monthly deduction",
      "Payslips of one past month, to compare with Aster's parallel run",
    ],
  },
  {
    title: "People and access",
    intro: "Who does what in Aster from the first day.",
    items: [
      "HR administrators and their roles (Admin, HR, Manager, or a custom role)",
      "Finance users who run and approve payroll",
      "A contact in IT for single sign-on and email delivery, if you use them",
      "The integrations you need on day one: accounting (Tally, Zoho Books, QuickBooks), bank, Slack or Teams",
    ],
  },
];

/** What the checklist's last page says about the data the customer sends. */
export const checklistDataNote =
  "Send files only through the secure upload link your specialist shares, never as email attachments: they hold " +
  "salaries, bank accounts and identity numbers. We use them only to set up your account, as your agreement with us sets out.";
