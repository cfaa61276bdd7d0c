/**
 * Changelog entries to seed the admin API v1 with (SPEC §3 "Changelog entry"). Versions and dates run in
 * order and interleave with the two release-note blog posts, v2.3.0 (March 2026) and v2.4.0 (July 2026),
 * in seed/blog-posts.ts; no version here repeats one of those.
 */
import type { SeedChangelogEntry } from "../types";

export const seedChangelogEntries: readonly SeedChangelogEntry[] = [
  {
    name: "Aster 2.0: rebuilt for the cloud",
    description: [
      "New web app with one employee record shared by attendance, leave and payroll",
      "Android and iOS apps for attendance, leave, payslips and approvals",
      "Multi-company workspaces with separate policies for each entity",
      "Role-based access for Admin, HR, Manager, Field Employee and Office Employee",
      "Audit logs for salary changes, exports and permission changes",
    ].join("\n"),
    version: "v2.0.0",
    date: "2025-02-24",
  },
  {
    name: "Recruitment and onboarding",
    description: [
      "Added a hiring pipeline with stages, interview scheduling and offer letters from templates",
      "Accepted candidates now become employee records with their documents attached",
      "Added onboarding checklists for HR, IT and finance",
      "Added IP-based check-in for office networks",
    ].join("\n"),
    version: "v2.1.0",
    date: "2025-06-30",
  },
  {
    name: "AI assistant and learning",
    description: [
      "Added the AI chat assistant for leave, payslip and policy questions",
      "Added learning courses that can be assigned automatically on joining",
      "Pulse survey results are now hidden for any group smaller than five people",
      "Added payroll journal export to Tally and Zoho Books",
      "Face recognition check-in now works without a network connection and syncs when back online",
    ].join("\n"),
    version: "v2.2.0",
    date: "2025-10-27",
  },
  {
    name: "Field teams and compliance",
    description: [
      "Added visit route replay for field managers, limited to working hours",
      "The compliance calendar now includes labour welfare fund and professional tax dates for each state",
      "Added consent notices and data retention schedules to help with DPDP Act 2023 readiness",
      "Added loan and salary advance requests with EMI deduction in payroll",
      "Added approval notifications in Microsoft Teams",
    ].join("\n"),
    version: "v2.5.0",
    date: "2026-10-20",
  },
];
