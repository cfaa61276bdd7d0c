/**
 * Copy for /product-tour (SPEC §2 "Video demos"): a library of six demos in SPEC order and three static
 * customer success stories. Companies and people are invented and differ from the home testimonials.
 */
import type { ProductDemo, SuccessStory } from "./types";

/**
 * The demo library; ids follow SPEC §2 order and the first one is selected by default. Each
 * chapter names the screenshot of the back office shown for it until staff set a video (ADR 048);
 * its start is where the chapter list seeks to. Both are seeds: staff change them in the back office.
 */
export const productDemos: readonly ProductDemo[] = [
  {
    id: "overview",
    title: "Aster HRMS in Ten Minutes",
    description:
      "A walk through one working month: employees check in, leave is approved, and payroll closes with PF, ESI " +
      "and TDS calculated from the same records.",
    durationSeconds: 585,
    icon: "layers",
    chapters: [
      { title: "The HR dashboard", startSeconds: 0, screenshot: "tour-dashboard" },
      { title: "Attendance to payroll", startSeconds: 145, screenshot: "tour-demo-requests" },
      { title: "Employee self-service", startSeconds: 290, screenshot: "tour-account-security" },
      { title: "Reports and audit logs", startSeconds: 440, screenshot: "tour-audit-log" },
    ],
  },
  {
    id: "onboarding",
    title: "From Accepted Offer to Day One",
    description:
      "See a candidate become an employee record, with documents collected, IT and finance checklists assigned, " +
      "and induction courses ready before the first day.",
    durationSeconds: 372,
    icon: "user-check",
    chapters: [
      { title: "Converting a candidate", startSeconds: 0, screenshot: "tour-job-openings" },
      { title: "Document collection", startSeconds: 95, screenshot: "tour-media-library" },
      { title: "Onboarding checklists", startSeconds: 185, screenshot: "tour-users" },
      { title: "First-week courses", startSeconds: 280, screenshot: "tour-blog-editor" },
    ],
  },
  {
    id: "mobile",
    title: "The Employee App and Field Check-in",
    description:
      "Follow a field sales rep through a day: geofenced check-in, client visits with notes and photos, an expense " +
      "claim using recorded distance, and a leave request.",
    durationSeconds: 318,
    icon: "smartphone",
    chapters: [
      { title: "Geofence and face check-in", startSeconds: 0, screenshot: "tour-account-security" },
      { title: "Logging client visits", startSeconds: 105, screenshot: "tour-enquiries" },
      { title: "Distance-based travel claims", startSeconds: 210, screenshot: "tour-plans" },
    ],
  },
  {
    id: "analytics",
    title: "Reports HR Teams Actually Use",
    description:
      "Build headcount, attrition and overtime reports by branch and shift, then schedule them to reach managers " +
      "every Monday morning.",
    durationSeconds: 426,
    icon: "bar-chart",
    chapters: [
      { title: "Headcount and attrition", startSeconds: 0, screenshot: "tour-analytics" },
      { title: "Attendance exceptions", startSeconds: 105, screenshot: "tour-demo-requests" },
      { title: "Overtime by shift", startSeconds: 215, screenshot: "tour-dashboard" },
      { title: "Scheduled reports", startSeconds: 320, screenshot: "tour-subscribers" },
    ],
  },
  {
    id: "payroll",
    title: "Running Payroll with PF, ESI and TDS",
    description:
      "Lock attendance, review arrears and loan deductions, run payroll for two entities, and download the EPFO " +
      "ECR file and bank transfer sheet.",
    durationSeconds: 534,
    icon: "wallet",
    chapters: [
      { title: "Locking the month", startSeconds: 0, screenshot: "tour-plans" },
      { title: "Arrears and deductions", startSeconds: 135, screenshot: "tour-audit-log" },
      { title: "Statutory files", startSeconds: 265, screenshot: "tour-media-library" },
      { title: "Payslips and bank transfers", startSeconds: 400, screenshot: "tour-enquiries" },
    ],
  },
  {
    id: "integrations",
    title: "Connecting Tally, Slack and Biometric Devices",
    description:
      "Post payroll journals to Tally, send approval alerts to Slack, and pull punches from biometric devices at " +
      "three sites into one attendance register.",
    durationSeconds: 294,
    icon: "plug",
    chapters: [
      { title: "Payroll journals to Tally", startSeconds: 0, screenshot: "tour-blog-editor" },
      { title: "Slack and Teams alerts", startSeconds: 75, screenshot: "tour-subscribers" },
      { title: "Biometric device sync", startSeconds: 145, screenshot: "tour-users" },
      { title: "Webhooks and the API", startSeconds: 220, screenshot: "tour-analytics" },
    ],
  },
];

/** Three customer success stories shown under the player. */
export const successStories: readonly SuccessStory[] = [
  {
    company: "Hooghly Riverside Hotels",
    industry: "Hospitality",
    person: "Ananya Ghosh",
    role: "Group HR Manager",
    quote:
      "We run three hotels with kitchen, housekeeping and front-office shifts that change every week. Rosters now " +
      "live in Aster, staff swap shifts from their phones, and overtime is calculated from actual check-ins instead " +
      "of the register.",
    metrics: [
      { value: "420", label: "Employees on shift rosters" },
      { value: "2 days", label: "Payroll close, down from 6" },
      { value: "91%", label: "Leave requests approved on mobile" },
    ],
  },
  {
    company: "Konark Shield Security Services",
    industry: "Security Services",
    person: "Biswajit Panda",
    role: "Director, Operations",
    quote:
      "Our guards work at client sites all over Odisha. Site-based check-in tells us who reported for duty before " +
      "the shift starts, and PF and ESI files come out of the same payroll run. Client billing disputes over " +
      "attendance have almost disappeared.",
    metrics: [
      { value: "1,150", label: "Guards paid every month" },
      { value: "85", label: "Client sites with site check-in" },
      { value: "70%", label: "Fewer attendance disputes" },
    ],
  },
  {
    company: "Gulf Arc Technical Services",
    industry: "Facilities and MEP Maintenance",
    person: "Mariam Al Hashimi",
    role: "HR and Administration Manager",
    quote:
      "Our technicians move between buildings all day, so attendance used to be a supervisor's guess. With " +
      "geofenced check-in and WPS salary files generated from payroll, we pay on time and can show it. Our team " +
      "in Dubai and our back office in Kochi work from the same records.",
    metrics: [
      { value: "640", label: "Technicians across two countries" },
      { value: "100%", label: "Salaries paid through WPS on time" },
      { value: "5 hrs", label: "Saved on each monthly payroll" },
    ],
  },
];
