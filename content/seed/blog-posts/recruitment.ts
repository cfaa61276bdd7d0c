import type { SeedBlogPost } from "../../types";
import { initialsOnly, nadia, ritika } from "./authors";

export const hiringFrontlineStaff: SeedBlogPost = {
  title: "Hiring Frontline Staff at Volume: A Practical Checklist",
  category: "Recruitment",
  ...nadia,
  ...initialsOnly,
  coverImage: "frontline-hiring",
  date: "2025-05-07",
  tags: ["Volume Hiring", "Frontline Teams", "Recruitment"],
  content: `<p>Hiring 150 warehouse associates before the festive season, or 80 housekeeping and security staff for a new building in Dubai, is a different job from hiring one engineer. Speed matters more, candidates have less patience for long processes, and one bad week of no-shows can leave a site short-staffed. Yet many companies run volume hiring with the same forms and approval chains they use for office roles.</p>
<p>Here is the checklist we share with customers in logistics, facilities and retail who hire frontline staff in large numbers.</p>
<h2>Before you post the first job</h2>
<ul>
<li><strong>Fix the numbers:</strong> how many people, by which date, for which sites and shifts. Add a buffer of 15 to 25% for drop-outs between offer and joining.</li>
<li><strong>Write the job post in plain words:</strong> the pay in rupees or dirhams, the shift timings, the location, and whether food, transport or accommodation is provided. These are the first things candidates look for.</li>
<li><strong>Agree the minimum requirements</strong> with the operations manager in advance, so screening is fast and consistent.</li>
<li><strong>Prepare the joining documents list:</strong> ID proof, bank details and address proof, and for the UAE, passport and visa paperwork.</li>
</ul>
<h2>Make applying take two minutes</h2>
<p>Frontline candidates apply from a phone, often on a slow connection. A long form with a CV upload loses most of them. Ask only for name, phone number, location, preferred shift and relevant experience. Bring walk-ins and referrals into the same pipeline, so every candidate is tracked in one place instead of in a supervisor's notebook.</p>
<h2>Screen and interview the same day</h2>
<p>Candidates who apply on Monday and hear back on Friday have often joined someone else by then. Run short phone screens within 24 hours. For roles that need a practical check, such as forklift operation or cleaning standards, hold group assessment days at the site, with interview, practical test and document check in one visit.</p>
<blockquote>In volume hiring, the fastest employer with a fair offer usually wins.</blockquote>
<h2>Keep candidates warm until day one</h2>
<p>Drop-outs between offer and joining are the biggest leak in frontline hiring. A few simple steps reduce them:</p>
<ol>
<li>Send the offer the same day, by SMS or WhatsApp as well as email.</li>
<li>Call two days before the joining date to confirm and answer questions about travel and documents.</li>
<li>Make the first day organised: a named person to receive new joiners, uniforms ready, and the attendance app installed before they reach the floor.</li>
</ol>
<h2>Turn the candidate into an employee without retyping</h2>
<p>When hiring runs on spreadsheets, someone later types 150 names, phone numbers and bank accounts into the HR system, and the mistakes show up as failed salary transfers in the first payroll. Move accepted candidates straight into employee records with their documents attached. In India, collect the UAN from candidates who have worked before, so PF continues in the same account, and check ESI eligibility. In the UAE, track visa and labour card status, so nobody starts work before their paperwork allows it.</p>
<h2>Review after every hiring drive</h2>
<p>Within two weeks of the drive, look at where hires came from, how long each step took and the offer-to-joining rate. After 90 days, check who is still with you. Sources that bring people who stay are worth more than sources that bring the most applicants. Next season, start with those.</p>`,
};

export const structuredInterviews: SeedBlogPost = {
  title: "Structured Interviews: How Scorecards Take the Guesswork Out of Hiring",
  category: "Recruitment",
  ...ritika,
  ...initialsOnly,
  coverImage: "structured-interviews",
  date: "2026-01-20",
  tags: ["Interviews", "Scorecards", "Recruitment", "Best Practices"],
  content: `<p>Ask three interviewers why they rejected a candidate and you will often get three unrelated answers: "not a culture fit", "weak on Excel", "did not seem confident". None is necessarily wrong, but together they show that the interviewers were assessing different things. <strong>Structured interviews</strong> fix this by agreeing, before anyone meets a candidate, what the job needs and how each interviewer will test it.</p>
<p>Decades of research on selection have found that structured interviews predict job performance better than unstructured conversations. They are also fairer, because every candidate is judged on the same criteria, and easier to defend if a hiring decision is ever questioned.</p>
<h2>Start with four to six criteria</h2>
<p>Sit down with the hiring manager and agree what separates a good hire from an average one in this role. Keep it to four to six criteria. For a payroll executive, that might be:</p>
<ul>
<li>Accuracy with numbers and attention to detail.</li>
<li>Working knowledge of PF, ESI, professional tax and TDS on salary.</li>
<li>Clear written communication with employees.</li>
<li>Meeting month-end deadlines without errors.</li>
<li>Comfort with spreadsheets and payroll software.</li>
</ul>
<p>Give each criterion an owner: one interviewer assesses it in depth, so the candidate is not asked the same question three times.</p>
<h2>Write the questions in advance</h2>
<p>For each criterion, prepare two or three questions about real past behaviour or a realistic task. "Tell me about a time a payroll error reached employees. What happened, and what did you change?" reveals more than "Are you detail-oriented?" For technical skills, a short practical exercise beats any question: give the candidate a sample salary structure and ask them to work out the PF and ESI deductions.</p>
<h2>Score with anchors, not feelings</h2>
<p>A 1 to 5 scale only works if everyone reads the numbers the same way. Define what a 1, a 3 and a 5 look like for each criterion. For statutory knowledge, for example:</p>
<ol>
<li><strong>1:</strong> cannot explain how PF is calculated.</li>
<li><strong>3:</strong> explains PF and ESI correctly for standard cases.</li>
<li><strong>5:</strong> handles edge cases such as the PF wage ceiling, arrears and mid-month joiners with confidence.</li>
</ol>
<p>Ask interviewers to submit their scores and notes before they talk to each other. Once a group discussion starts, the most senior or most confident voice tends to pull everyone else along.</p>
<blockquote>The debrief should begin with the scorecards, not with "so, what did everyone think?"</blockquote>
<h2>Run a short debrief</h2>
<p>Go through the scores criterion by criterion. Where interviewers agree, move on. Where they disagree, ask for the evidence behind each score. A decision made this way takes fifteen minutes and is usually better than one made in an hour of open discussion.</p>
<h2>Keep it human</h2>
<p>Structure does not mean reading questions off a sheet in a flat voice. Start with a few minutes of ordinary conversation, explain the format to the candidate, and leave time at the end for their questions. Candidates generally find structured interviews fairer, and they notice when every interviewer asks something different and relevant.</p>
<p>In Aster, scorecards are attached to each interview stage, and the hiring manager sees every interviewer's scores side by side before the debrief. Whatever tool you use, the principle is the same: decide what good looks like first, then go and look for it.</p>`,
};
