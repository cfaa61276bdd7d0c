import type { SeedBlogPost } from "../../types";
import { aditya, initialsOnly, karan } from "./authors";

export const changelog230: SeedBlogPost = {
  title: "Changelog - v2.3.0",
  category: "Changelog",
  ...aditya,
  ...initialsOnly,
  coverImage: "release-2-3",
  date: "2026-03-10",
  tags: ["Changelog", "Release Notes"],
  content: `<ul>
<li>Added dynamic QR check-in for visitor desks, with a new code on screen every 10 seconds</li>
<li>Added a Form 24Q quarterly summary built from the monthly TDS deductions in payroll</li>
<li>Shift swaps now need both employees to agree before the request reaches the supervisor</li>
<li>Leave balances in the mobile app now show pending requests separately from approved leave</li>
<li>Payslip PDFs now list employer PF and ESI contributions below net pay</li>
<li>Fixed geofence check-ins failing indoors when the phone reported low GPS accuracy</li>
</ul>`,
};

export const changelog240: SeedBlogPost = {
  title: "Changelog - v2.4.0",
  category: "Changelog",
  ...karan,
  ...initialsOnly,
  coverImage: "release-2-4",
  date: "2026-07-14",
  tags: ["Changelog", "Release Notes"],
  content: `<ul>
<li>Added WPS Salary Information File export for UAE entities that pay through more than one bank</li>
<li>Added scheduled reports that email headcount, attrition and overtime summaries every Monday</li>
<li>The AI assistant now shows the policy document and section behind each answer</li>
<li>Added Bengali and Marathi payslip templates</li>
<li>Interview scorecards can now be required before a candidate moves to the next stage</li>
<li>Payroll runs for companies with more than 5,000 employees now finish in under half the time</li>
<li>Fixed overtime on night shifts that cross midnight being split across two days</li>
</ul>`,
};
