import type { SeedBlogPost } from "../../types";
import { aditya, initialsOnly } from "./authors";

export const choosingAnAttendanceMethod: SeedBlogPost = {
  title: "QR, Geofence, Face or Biometric: Choosing an Attendance Method for Each Team",
  category: "HR Technology",
  ...aditya,
  ...initialsOnly,
  coverImage: "attendance-methods",
  date: "2025-09-09",
  tags: ["Attendance", "Digital Transformation", "Field Teams", "HR Technology"],
  content: `<p>Most companies start with one attendance method for everyone, usually a fingerprint device at the main entrance. It works until the company opens a second branch, hires a sales team that never visits the office, or runs a warehouse where 200 people arrive in the same ten minutes. The right question is not which method is best, but which method fits each team.</p>
<p>Aster supports eight methods: QR code, dynamic QR, geofence, IP-based, site-based, face recognition, biometric devices and web check-in. Here is how we help customers match them to the way each team works.</p>
<h2>Start with three questions</h2>
<ol>
<li><strong>Where does the work happen?</strong> One fixed office, many fixed sites, or on the road?</li>
<li><strong>Does everyone have a smartphone?</strong> Field sales reps do. Contract housekeeping staff often share one.</li>
<li><strong>How costly is a false check-in?</strong> For a security guard billed to a client by the hour, very. For a software team, much less.</li>
</ol>
<h2>Matching methods to teams</h2>
<h3>Head office and corporate teams</h3>
<p><strong>IP-based</strong> or <strong>web check-in</strong> works well: employees mark attendance from the office network or their laptop, with no hardware to maintain. For hybrid teams, combine IP-based check-in on office days with web check-in at home.</p>
<h3>Factories, warehouses and hospitals</h3>
<p>Where many people arrive at once, speed matters. <strong>Biometric devices</strong> remain the fastest option for large shift changeovers, and Aster pulls their punches into the same register as every other method. <strong>Dynamic QR</strong>, a code on a screen that changes every few seconds, is a low-cost alternative. It cannot be photographed and shared on WhatsApp, which defeats the commonest trick with printed QR codes.</p>
<h3>Security, housekeeping and other site staff</h3>
<p><strong>Site-based</strong> attendance ties a check-in to the client site where the person is rostered, so supervisors see at a glance who has reported for duty at each site. Pair it with <strong>face recognition</strong> on the supervisor's phone when people share devices. Face data is processed on the device, not stored, and deleted after verification, which matters both for trust and for compliance with the DPDP Act 2023.</p>
<h3>Field sales and service teams</h3>
<p><strong>Geofence</strong> check-in confirms that an employee is within a set radius of an office, warehouse or client location. For reps who start the day from home, a geofence around the first client visit is more useful than one around the office.</p>
<h2>Rolling it out without a revolt</h2>
<p>The technology rarely fails. Rollouts fail because employees feel watched or the rules feel unfair. A few practices help:</p>
<ul>
<li>Explain in writing what each method records and what it does not. Geofence check-in records location at check-in and check-out, not all day, unless you turn on visit tracking for field staff.</li>
<li>Run the new method alongside the old one for two weeks and compare the results before payroll depends on it.</li>
<li>Keep a simple regularization flow for genuine problems: a phone with a flat battery, a GPS signal lost in a basement.</li>
<li>Give supervisors an exceptions view rather than the full log, so they act on the ten late check-ins instead of scrolling through five hundred.</li>
</ul>
<p>Most of our customers end up with three or four methods in use at once. That is not complexity for its own sake. It is the attendance system bending to fit the work, instead of the work bending to fit the attendance system.</p>`,
};

export const aiInHr: SeedBlogPost = {
  title: "AI in HR: What an Assistant Should Answer, and What It Should Not",
  category: "HR Technology",
  ...aditya,
  ...initialsOnly,
  coverImage: "ai-in-hr",
  date: "2025-12-09",
  tags: ["AI in HR", "HR Technology", "Employee Self-Service"],
  content: `<p>Most questions that reach an HR inbox are not hard. How many casual leaves do I have left? When will my reimbursement be paid? Why is my PF deduction higher this month? In a company of 500 people these arrive dozens of times a day, and each takes an HR executive a few minutes to look up. That is the work an <strong>AI assistant</strong> can take off HR's desk. It is also where teams get into trouble, because an assistant that answers confidently and wrongly is worse than no assistant at all.</p>
<p>We have watched how employees use the assistant in Aster since we launched it, and a few patterns stand out. Here is what we think an HR assistant should handle, what it should pass to a person, and how to tell whether it is working.</p>
<h2>Questions an assistant answers well</h2>
<p>The best questions for AI in HR have an answer that already exists in a record or a written policy. The assistant's job is to find that answer and explain it in plain language, in the employee's own context.</p>
<ul>
<li><strong>Balances and status:</strong> leave balances, the status of a leave or expense request, and whose approval it is waiting for.</li>
<li><strong>Policy lookups:</strong> how many days of bereavement leave the policy allows, whether a Saturday half-day counts as a working day, the travel allowance for a given grade.</li>
<li><strong>Payslip explanations:</strong> why net pay changed, what the employer PF contribution is, how professional tax is worked out in the employee's state.</li>
<li><strong>How-to steps:</strong> how to regularize a missed check-in, upload an investment proof or download Form 16.</li>
</ul>
<p>For each of these, the answer should cite where it came from: the policy document and section, or the record it read. When employees can see the source, they trust the answer, and HR can check it quickly if someone disputes it.</p>
<h2>Questions it should pass to a person</h2>
<p>Some questions look simple but are not. A question about a salary revision, a warning letter, a harassment complaint, a medical condition or a resignation needs a human being, and usually a confidential one. A good assistant recognises these and routes them to the right person without attempting an answer.</p>
<p>The same applies to anything that needs judgment: whether an exception to the leave policy can be made, or whether an expense outside policy will be approved. The assistant can explain the policy, but the decision belongs to a manager. We set up Aster's assistant to say so plainly, and to open a helpdesk ticket when the employee wants to take it further.</p>
<blockquote>If the honest answer is "it depends on your manager", the assistant should say exactly that, and tell the employee how to ask.</blockquote>
<h2>Keeping answers accurate</h2>
<p>Accuracy comes less from the model and more from what it is given. Three habits make the biggest difference:</p>
<ol>
<li><strong>Keep policies current and in one place.</strong> If last year's leave policy is still uploaded next to this year's, the assistant may quote the wrong one. Archive old versions.</li>
<li><strong>Limit what it can see.</strong> The assistant should read the employee's own records and company-wide policies, never a colleague's salary or appraisal. Its permissions should match the employee's own login.</li>
<li><strong>Review the unanswered questions.</strong> Once a month, read the questions the assistant could not answer or passed on. They point to missing policies, unclear wording and features employees cannot find.</li>
</ol>
<h2>Measuring whether it works</h2>
<p>Do not measure success by the number of conversations. Measure the drop in routine tickets to HR, the share of answers employees rate as helpful, and the hours HR gets back each week. At most of our customers, leave and payslip questions fall sharply within two months, and the HR team notices it before any report shows it.</p>
<p>AI in HR is not about replacing the HR team. It is about making sure that "how many leaves do I have?" never again interrupts someone who is in the middle of closing payroll.</p>`,
};
