import type { SeedBlogPost } from "../../types";
import { initialsOnly, ritika } from "./authors";

export const wellbeingOnTheShiftFloor: SeedBlogPost = {
  title: "Employee Wellbeing on the Shift Floor: Practical Steps for Plant and Warehouse Teams",
  category: "Employee Engagement",
  ...ritika,
  ...initialsOnly,
  coverImage: "shift-floor-wellbeing",
  date: "2025-03-11",
  tags: ["Employee Wellbeing", "Shift Work", "Employee Engagement"],
  content: `<p>Most writing about <strong>employee wellbeing</strong> assumes a desk job: meditation apps, ergonomic chairs, meeting-free Fridays. For the millions of people in India and the Gulf who work rotating shifts in plants, warehouses, hospitals and hotels, wellbeing depends on more basic things. Do I know my shift for next week? Will I get my weekly off? Is my overtime paid correctly? Can I get leave when my child is ill?</p>
<p>These questions are operational, which is good news. HR and operations teams can change the answers without a large budget.</p>
<h2>Publish rosters early and keep them stable</h2>
<p>Unpredictable schedules are one of the most consistent sources of stress for shift workers. A roster published on Saturday night for a Monday start leaves no room to plan childcare, a trip home or a medical appointment.</p>
<ul>
<li>Publish rosters at least two weeks ahead, and treat changes inside the final week as exceptions that need a reason.</li>
<li>Let employees swap shifts with a colleague from their phone, with the supervisor approving, instead of swapping informally and leaving the attendance record wrong.</li>
<li>Avoid quick returns, where someone finishes a night shift and starts a day shift less than eleven or twelve hours later.</li>
</ul>
<h2>Watch overtime and rest</h2>
<p>Overtime is often welcome income, but sustained overtime is an early sign of burnout and of understaffing. Review it by person, not just by department. The employee who has worked 60-hour weeks for two months is at risk even if the department average looks fine. Check weekly rest days as well: a shift pattern that quietly removes the weekly off for a few people is easy to miss in a spreadsheet and easy to catch in a report.</p>
<p>In India, the Factories Act and state shops and establishments laws limit daily and weekly hours, and workers covered by the Factories Act earn overtime at twice the ordinary rate. In the UAE, the labour law limits overtime to two hours a day in most cases. Those limits are a floor for safety, not a target.</p>
<h2>Make leave easy to ask for and easy to see</h2>
<p>When leave requests go through a supervisor's memory or a paper slip, employees feel they have to justify every day off, and some stop asking. A request on the phone, a visible balance and a clear decision within a day change that. It also helps to show supervisors the team calendar, so approving leave becomes a planning decision rather than a favour.</p>
<h2>Small things shift workers notice</h2>
<ol>
<li><strong>Payslips they can read.</strong> A payslip in the employee's language, with overtime hours and night shift allowance on separate lines, prevents many disputes.</li>
<li><strong>Pay on the same date every month.</strong> A delayed salary hurts more when most of it is already committed to rent and school fees.</li>
<li><strong>Safe travel after night shifts.</strong> Transport for women on night shifts is usually a condition of the state permission to employ them at night, and a real concern for everyone else.</li>
<li><strong>A way to raise a problem without going through the supervisor.</strong> An anonymous channel catches problems with a supervisor before they turn into resignations.</li>
</ol>
<h2>Measure it</h2>
<p>Track a few indicators each month by site and shift: unplanned absence, overtime per head, roster changes in the final week, time taken to approve leave, and attrition in the first 90 days. When one of them moves for a particular site, go and talk to the people there. Wellbeing on the shift floor rarely needs a new programme. It needs the basics, done reliably, week after week.</p>`,
};

export const pulseSurveys: SeedBlogPost = {
  title: "Pulse Surveys People Actually Answer",
  category: "Employee Engagement",
  ...ritika,
  ...initialsOnly,
  coverImage: "pulse-surveys",
  date: "2025-04-03",
  tags: ["Surveys", "Employee Engagement", "Data Analytics"],
  content: `<p>The annual engagement survey has a familiar life cycle. HR spends a month designing it, employees spend twenty minutes answering sixty questions, the results arrive three months later, and by then half the issues have changed. Short, frequent <strong>pulse surveys</strong> fix much of this, but only if people keep answering them. A response rate of 70% in the first month that falls to 20% by the sixth is common.</p>
<p>Here is what we have learned from running pulse surveys at Aster and helping customers run theirs across offices, plants and field teams.</p>
<h2>Keep it short and keep it regular</h2>
<p>Use five questions or fewer, answerable in under two minutes on a phone. Ask on a predictable schedule, such as the first Monday of every month, so the survey becomes routine instead of an interruption. Rotate a few topic questions each month, and keep two anchor questions constant so you can see trends:</p>
<ul>
<li>How likely are you to recommend this company as a place to work? (0 to 10)</li>
<li>Do you have what you need to do your job well this month? (Yes, Partly, No)</li>
</ul>
<h2>Reach the people who are usually missed</h2>
<p>Surveys sent by email reach the head office. They do not reach the packer in the warehouse, the driver or the nurse on night shift, who are often the people whose experience matters most to retention. Send surveys through the channel employees already open every day, which for most frontline staff is the attendance app on their phone. Offer the questions in Hindi, Bengali, Marathi or Arabic if that is what your teams read. In our experience, moving a survey into the check-in app roughly doubles frontline response.</p>
<h2>Protect anonymity for real</h2>
<p>People answer honestly when they believe no one can trace an answer back to them. That belief breaks the first time a manager says "I know someone in my team wrote this". Set a minimum group size, for example no results for any group smaller than five, and hold to it even when a department head asks. Say plainly in the survey who can see what.</p>
<h2>Close the loop, visibly</h2>
<p>The biggest single cause of falling response rates is the sense that nothing happens. Every month, share three things with everyone who was asked:</p>
<ol>
<li>What we heard, in one or two sentences, with the numbers.</li>
<li>What we are doing about it, with a name and a date.</li>
<li>What we cannot change, and why.</li>
</ol>
<p>The third point matters more than it looks. Employees accept "we cannot raise the canteen subsidy this year because minimum wages went up across our sites" far better than silence.</p>
<blockquote>A survey is a promise to listen. If you are not ready to act on the answers, it is better not to ask.</blockquote>
<h2>Read the data with care</h2>
<p>A pulse survey is a signal, not a verdict. A drop in one month at one site may be a heatwave, a new supervisor or a delayed salary. Look for movements that last two or three months, and compare them with what else you know: attrition, absenteeism, overtime hours. When the survey, the exit interviews and the attendance data point the same way, you have found something worth acting on.</p>
<p>Done well, a monthly pulse gives managers an early warning while there is still time to fix things, and gives employees proof that someone is listening.</p>`,
};
