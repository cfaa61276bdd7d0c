import type { SeedBlogPost } from "../../types";
import { aditya, initialsOnly, nadia } from "./authors";

export const hybridWorkModels: SeedBlogPost = {
  title: "Hybrid Work Models for Indian Offices: Policy, Attendance and Fairness",
  category: "Remote Work",
  ...aditya,
  ...initialsOnly,
  coverImage: "hybrid-work",
  date: "2025-08-05",
  tags: ["Hybrid Work Models", "Remote Work", "Attendance Policy"],
  content: `<p>Most Indian companies with office teams have settled into some form of hybrid work. Few of them have written it down properly. The result is a policy that lives in managers' heads: one team comes in three days a week, another comes in when the department head is in town, and employees compare notes and conclude the rules are unfair.</p>
<p>A clear hybrid policy does not need to be long. It needs to answer a handful of questions that employees will otherwise answer for themselves.</p>
<h2>Pick a model and name it</h2>
<p>There are three common <strong>hybrid work models</strong>, and each suits different teams:</p>
<ul>
<li><strong>Fixed days:</strong> everyone in the team comes in on the same agreed days, for example Tuesday to Thursday. Best for teams that need to work together in person.</li>
<li><strong>Minimum days:</strong> employees choose any two or three office days a week. Flexible, but team members may rarely overlap.</li>
<li><strong>Role-based:</strong> some roles are office-first and some remote-first, decided by the work rather than the person.</li>
</ul>
<p>Many companies combine them, with a fixed anchor day for each team plus a minimum number of office days. Whatever you choose, write it down and apply it by role, so two people doing the same job have the same rules.</p>
<h2>Decide how attendance is marked</h2>
<p>Hybrid work breaks attendance systems built for a single office. You need to know whether someone is working and, where the policy cares, where they are working from. A practical setup:</p>
<ol>
<li>On office days, IP-based or QR check-in records presence without queues at a device.</li>
<li>On home days, web check-in from the laptop records the working day.</li>
<li>A monthly report shows office days per person against the policy, so managers work from a fact, not an impression.</li>
</ol>
<p>Be careful not to turn attendance into surveillance. Recording when someone starts and ends work is reasonable. Screenshots, keystroke logging and constant location tracking of office staff damage trust, and they create obligations under the DPDP Act 2023 that most companies are not ready for.</p>
<h2>Settle the money questions</h2>
<p>Employees will ask about these, and the answers belong in the policy:</p>
<ul>
<li><strong>Allowances:</strong> does the internet or home office allowance continue, and how is it taxed under your salary structure?</li>
<li><strong>Travel:</strong> is commuting on office days reimbursed, and what happens to the transport allowance for people who rarely come in?</li>
<li><strong>Leave:</strong> is a half-day at home treated differently from a half-day in the office? It should not be.</li>
<li><strong>Location:</strong> can someone move to another city and work remotely? If so, remember that professional tax and some state registrations follow the employee's place of work.</li>
</ul>
<h2>Protect fairness in reviews</h2>
<p>The biggest long-term risk of hybrid work is proximity bias: people who are seen more get rated higher and promoted faster, regardless of output. Counter it deliberately. Base appraisals on goals and evidence, rotate visible work such as client presentations, and run mixed meetings so that remote participants can actually contribute.</p>
<blockquote>A hybrid policy is working when nobody can guess a person's rating from how often they come into the office.</blockquote>
<h2>Review it every six months</h2>
<p>Look at office attendance against the policy, team survey results and attrition for hybrid and office-first roles, and adjust when the data tells you to. Hybrid work models are still settling, and the companies doing it best treat the policy as something to improve, not a rule carved in stone.</p>`,
};

export const fieldAndRemoteTeams: SeedBlogPost = {
  title: "Managing Field and Remote Teams Across India and the UAE",
  category: "Remote Work",
  ...nadia,
  ...initialsOnly,
  coverImage: "field-remote-teams",
  date: "2026-09-01",
  tags: ["Remote Work", "UAE", "WPS", "Field Teams"],
  content: `<p>More Indian companies now have a team in the UAE, and more UAE companies run their back office or support from India. On paper it is one company with one HR function. In practice, the two teams work different weeks and hours, under different labour laws, and are paid through different systems. Managing them well takes deliberate design, not just a shared chat group.</p>
<h2>Start with the calendar</h2>
<p>The UAE moved its government working week to Monday to Friday in 2022, and most private companies followed. Weekly offs in India vary by company, and many Indian offices work alternate Saturdays. Dubai is an hour and a half behind India.</p>
<ul>
<li>Keep a separate holiday calendar for each country and, in India, for each state. Eid dates in the UAE are confirmed close to the day, so plan for late changes.</li>
<li>Agree an overlap window, for example 10:30 AM to 4:30 PM India time, for meetings that need both teams.</li>
<li>During Ramadan, private-sector working hours in the UAE are reduced by two hours a day. Plan deadlines around it.</li>
</ul>
<h2>Run payroll the way each country requires</h2>
<p>In India, payroll means PF, ESI where it applies, professional tax, labour welfare fund and TDS on salary, with monthly deposits and quarterly returns. In the UAE there is no income tax on salaries, but there is the <strong>Wage Protection System (WPS)</strong>: most private-sector salaries must be paid through approved banks or exchange houses using a Salary Information File, and late payment is flagged to the Ministry of Human Resources and Emiratisation.</p>
<p>Run both from one HR system if you can, with separate pay groups and statutory rules per entity: one employee record, one attendance history and one approval flow, with two sets of payroll outputs, ECR files and challans for India and the SIF for the UAE.</p>
<h2>Track field teams by outcomes, with light-touch data</h2>
<p>Field teams in both countries, whether sales reps in Lucknow or maintenance technicians in Jumeirah, need different management from desk teams. What works:</p>
<ol>
<li><strong>Geofenced check-in at the first site of the day</strong>, not at an office they never visit.</li>
<li><strong>Visit logs with a time, a location and a short note</strong>, so managers can see coverage without calling for updates.</li>
<li><strong>Expense claims built from recorded distance</strong>, which ends most arguments about travel reimbursement.</li>
<li><strong>A daily task list</strong> that the supervisor updates and the technician closes with a photo when the job is done.</li>
</ol>
<p>Limit location tracking to working hours and explain it in writing. India's DPDP Act 2023 and the UAE's data protection law both expect employers to collect only what they need and to tell employees what they collect.</p>
<h2>Keep one culture across two countries</h2>
<p>Distance creates an "us and them" feeling quickly, especially when head office is in one country. A few habits help:</p>
<ul>
<li>Announce news on one notice board, at the same time, for everyone.</li>
<li>Rotate meeting times so the same team is not always joining early or staying late.</li>
<li>Use the same appraisal cycle and criteria in both countries, adjusted only where the law requires it.</li>
<li>Send people across: a week in the other office does more than a year of video calls.</li>
</ul>
<blockquote>One company, two labour laws, one employee record: that is the setup that scales.</blockquote>
<p>Teams that span India and the UAE can be a real advantage, with longer coverage hours and access to two talent markets. The companies that get there treat the differences as design requirements from the start, rather than problems to patch later.</p>`,
};
