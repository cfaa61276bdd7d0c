import type { SeedBlogPost } from "../../types";
import { initialsOnly, karan } from "./authors";

export const complianceCalendar: SeedBlogPost = {
  title: "A Compliance Management Calendar for Indian Employers: PF, ESI, PT and TDS",
  category: "Best Practices",
  ...karan,
  ...initialsOnly,
  coverImage: "compliance-calendar",
  date: "2025-11-04",
  tags: ["Compliance Management", "Payroll", "PF", "TDS"],
  content: `<p>Most payroll penalties in India do not come from a wrong calculation. They come from a missed date. Interest and damages on late PF, interest on late TDS deposits and fees for late TDS returns add up quickly, and they are almost entirely avoidable. Good <strong>compliance management</strong> starts with one calendar that everyone in payroll and finance works from.</p>
<p>Here are the recurring dates for a typical Indian employer. A date that falls on a holiday usually moves to the next working day, but check each notification, and confirm the state rules for every location where you employ people.</p>
<h2>Every month</h2>
<ul>
<li><strong>7th:</strong> deposit the TDS deducted from the previous month's salaries. For deductions made in March, the deadline is 30 April.</li>
<li><strong>15th:</strong> pay PF contributions and file the Electronic Challan cum Return (ECR) on the <a href="https://www.epfindia.gov.in/">EPFO portal</a> for the previous month's wages.</li>
<li><strong>15th:</strong> pay ESI contributions for the previous month, for employees whose gross wages are within the ESI limit, currently ₹21,000 a month.</li>
<li><strong>Professional tax:</strong> due dates vary by state. Maharashtra, Karnataka and West Bengal each set their own schedule, and some depend on the size of the employer's liability.</li>
</ul>
<h2>Every quarter</h2>
<p>File Form 24Q, the TDS return on salaries:</p>
<ol>
<li>April to June: by 31 July.</li>
<li>July to September: by 31 October.</li>
<li>October to December: by 31 January.</li>
<li>January to March: by 31 May.</li>
</ol>
<p>The fourth-quarter return carries the annual salary details of every employee, so errors in declarations and exemptions surface there. Reconcile before filing, not after.</p>
<h2>Every half-year and year</h2>
<ul>
<li><strong>ESI contribution periods</strong> run from April to September and October to March. An employee covered at the start of a period stays covered until it ends, even if their wages rise above the limit.</li>
<li><strong>Labour welfare fund</strong> is due half-yearly or yearly in the states that levy it, for example in June and December in Maharashtra.</li>
<li><strong>Form 16</strong> must reach employees by 15 June for the previous financial year.</li>
<li><strong>Investment declarations and proofs:</strong> collect declarations in April and proofs by January, so the last quarter's TDS is right. Employees on the new tax regime, now the default, need fewer proofs.</li>
</ul>
<h2>Build the calendar into the process</h2>
<p>A calendar on the wall is forgotten by the third busy month. These habits keep dates from slipping:</p>
<ol>
<li><strong>Close attendance on a fixed day</strong>, such as the 25th, so payroll runs early enough to deposit PF and ESI by the 15th of the next month without a rush.</li>
<li><strong>Generate statutory files from the payroll run</strong> instead of rebuilding them in spreadsheets. A mismatch between payslips and the ECR is a common cause of notices.</li>
<li><strong>Give each due date a named owner</strong>, with a backup for leave and month-end absences.</li>
<li><strong>Keep proof of every payment and filing</strong>, challans and acknowledgements, in one folder per month. Auditors and inspectors ask for them.</li>
</ol>
<blockquote>Compliance is a schedule, not a scramble. If the 15th feels like a deadline every month, the process starts too late.</blockquote>
<h2>When something goes wrong</h2>
<p>If a payment is late, pay it as soon as you can. Interest usually runs by the month or part of a month, so waiting for the next cycle costs more. Correct a wrong return with a revised return instead of leaving it, and write down what caused the miss so it does not happen again next quarter.</p>
<p>In Aster, these due dates sit on the payroll dashboard with the files ready to download, and reminders reach the person responsible a few days ahead. Whatever system you use, the aim is the same: no penalty should ever come as a surprise.</p>`,
};

export const dpdpReadiness: SeedBlogPost = {
  title: "Preparing Your HR Data for the DPDP Act 2023",
  category: "Best Practices",
  ...karan,
  ...initialsOnly,
  coverImage: "dpdp-readiness",
  date: "2026-10-13",
  tags: ["DPDP Act", "Compliance Management", "Data Protection"],
  content: `<p>India's Digital Personal Data Protection Act, 2023 applies to every company that handles digital personal data, and few departments handle as much of it as HR. Salary and bank details, PAN and Aadhaar numbers, medical certificates, family details for insurance, attendance and location records: HR holds the most sensitive data most companies have. The DPDP Rules, notified in November 2025, give businesses a phased start, with most obligations applying 18 months after notification. HR teams have time to prepare, but not time to waste.</p>
<p>Under the Act, your company is the <strong>Data Fiduciary</strong> for employee data: you decide why and how it is processed. Your HRMS, payroll provider and background verification agency are <strong>Data Processors</strong> acting on your instructions. The responsibility stays with you. The Act and the Rules are published by the <a href="https://www.meity.gov.in/">Ministry of Electronics and Information Technology</a>, and both are worth reading in full.</p>
<h2>Step 1: Map what you hold</h2>
<p>You cannot protect data you do not know you have. List every place employee data lives, including the ones nobody likes to admit:</p>
<ul>
<li>The HRMS and the payroll system.</li>
<li>Spreadsheets on laptops and shared drives, especially salary sheets and old attendance exports.</li>
<li>Email inboxes full of scanned documents sent by candidates and new joiners.</li>
<li>Paper files, and the scans made of them.</li>
<li>Vendors: insurers, background verification agencies, travel desks, canteen and transport contractors.</li>
</ul>
<p>For each, note what data it holds, why, who can access it and how long it is kept.</p>
<h2>Step 2: Check the basis for each purpose</h2>
<p>The Act allows processing with consent or for certain legitimate uses, and purposes of employment are among them. That covers payroll, attendance and statutory filings. It does not automatically cover everything HR might want to do, such as using employee photos in marketing or sharing data with a partner for a wellness offer. For those, ask for consent through a clear notice, and make it as easy to withdraw as to give.</p>
<h2>Step 3: Collect less</h2>
<p>Much HR data is collected only because the form always asked for it. Review your joining forms field by field:</p>
<ol>
<li>Do you need the full Aadhaar number, or only proof that it was verified? Where you keep a copy, mask the first eight digits.</li>
<li>Do you need blood group and religion for every employee, or only when they choose to share them?</li>
<li>Do you need continuous location from field staff, or only at check-in and client visits?</li>
</ol>
<p>Biometric data deserves special care. If you use face recognition for attendance, prefer systems that verify on the device and keep no central database of faces.</p>
<h2>Step 4: Set retention periods and follow them</h2>
<p>Some records must be kept by law, such as wage registers and PF and tax records. Others have no reason to exist once an employee has left. Set a retention period for each category, for example six to twelve months for the data of rejected candidates, and make sure deletion actually happens, in spreadsheets and inboxes too.</p>
<h2>Step 5: Prepare for rights requests and breaches</h2>
<p>Employees can ask what data you hold about them, ask for corrections and raise grievances. Decide who answers, how identity is checked and how quickly you respond. Write down what happens in a breach as well: who decides, who informs the Data Protection Board of India and the affected employees, and who talks to your processors.</p>
<blockquote>The DPDP Act rewards boring habits: knowing where data is, collecting less, and deleting on schedule.</blockquote>
<p>None of this needs a large project. A data map, a review of your forms, a retention schedule and two written procedures will put most HR teams well ahead of where they are today, and make the day the Rules fully apply an ordinary working day.</p>`,
};
