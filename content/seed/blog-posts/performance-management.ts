import type { SeedBlogPost } from "../../types";
import { initialsOnly, nadia, ritika } from "./authors";

export const fieldSalesGoals: SeedBlogPost = {
  title: "Writing Fair, Measurable Goals for Field Sales Teams",
  category: "Performance Management",
  ...nadia,
  ...initialsOnly,
  coverImage: "field-sales-goals",
  date: "2025-06-12",
  tags: ["Field Sales", "Goals", "Performance Management"],
  content: `<p>Field sales teams are among the easiest to measure and among the hardest to measure fairly. Revenue is visible every month, so it tends to become the only goal. Then a rep whose territory lost its biggest distributor looks like a poor performer, while a colleague in a growing district looks like a star. Both conclusions are often wrong, and the team knows it.</p>
<p>Having worked with medical reps, FMCG distributors and building-materials sales teams across India and the UAE, we have seen goal systems that motivate and ones that quietly drive good people out. The differences are consistent.</p>
<h2>Balance results with activity and quality</h2>
<p>Sales results depend partly on things the rep controls and partly on things they do not. A fair scorecard has both:</p>
<ul>
<li><strong>Results (around 50%):</strong> revenue or volume against target, collections against billing, new accounts opened.</li>
<li><strong>Activity (around 30%):</strong> planned visits completed, coverage of the beat plan, time spent with priority accounts.</li>
<li><strong>Quality (around 20%):</strong> order accuracy, returns, customer complaints, and the accuracy of reports such as expense claims and visit notes.</li>
</ul>
<p>Activity measures only work if the data is trustworthy. Visits logged from the rep's phone, with a geofenced check-in at the client location, a time and a short note, are far more reliable than a weekly summary typed on Saturday.</p>
<h2>Set targets from the territory, not from last year plus 15%</h2>
<p>Blanket increases reward reps whose territories were already growing and punish those covering declining markets. Build targets from the territory instead: the number of active outlets, their past order value, new outlets opening, and known changes such as a lost distributor or a new competitor. Share the logic with the rep. A target someone understands is a target they can commit to.</p>
<h2>Review often, in short conversations</h2>
<p>Annual reviews are too slow for a team whose numbers change every week. A 20-minute monthly conversation between the rep and their area manager works better:</p>
<ol>
<li>What went well this month, and which numbers show it.</li>
<li>Which accounts or beats need attention next month.</li>
<li>What the rep needs: samples, a pricing approval, a joint visit, training on a new product.</li>
</ol>
<p>Record the outcome in a couple of lines. By the time of the annual appraisal, the manager has twelve real conversations to draw on instead of memory.</p>
<blockquote>If a rep is surprised by their appraisal rating, the problem lies in the manager's monthly conversations, not with the rep.</blockquote>
<h2>Handle the edge cases openly</h2>
<p>Decide in advance how you will treat the situations that always come up: a territory handed over mid-year, a long medical leave, a key account moved to a national accounts team, a price increase that slowed orders for everyone. Write the rule down before it happens, for example that targets are prorated by months spent in the territory, and apply it the same way to everyone.</p>
<h2>Keep the paperwork light</h2>
<p>Field reps already spend too long on reports. Pull whatever you can automatically: visits and distance from the attendance and visit app, orders and collections from your sales or accounting system. The rep should only have to write what no system knows, such as why an account is slipping and what they plan to do about it.</p>
<p>Fair goals are not soft goals. They mean that when a rep misses, everyone can see why, and when a rep succeeds, everyone agrees it was earned.</p>`,
};

export const midYearReview: SeedBlogPost = {
  title: "Running a Mid-Year Review Without the Paperwork",
  category: "Performance Management",
  ...ritika,
  ...initialsOnly,
  coverImage: "mid-year-review",
  date: "2026-05-19",
  tags: ["Appraisals", "Feedback", "Performance Management"],
  content: `<p>For many companies, the mid-year review is a form that arrives in October, gets filled in hurriedly in November and is forgotten by December. That wastes the most useful point in the performance year: late enough to have real evidence, early enough to change the outcome before the annual appraisal.</p>
<p>A good mid-year review takes each manager about 30 minutes per person. Here is how to get it there.</p>
<h2>Decide what the review is for</h2>
<p>A mid-year review does one job well: checking direction. It should not carry a rating, and it should not be tied to pay. Once a rating appears, the conversation becomes a negotiation, and the useful part, what to do differently in the next six months, gets lost.</p>
<p>Tell employees this in writing before the cycle starts. It changes how openly they talk about what is not going well.</p>
<h2>Three questions are enough</h2>
<p>Replace the long form with three questions, answered first by the employee and then discussed with the manager:</p>
<ol>
<li>Which of your goals are on track, and which are not? What is the evidence?</li>
<li>Which goals no longer make sense because the business has changed?</li>
<li>What help do you need in the next six months, and from whom?</li>
</ol>
<p>The second question is the one most often skipped, and it matters. A goal set in April for a product launch that has moved to next year should be rewritten now, not judged in March.</p>
<h2>Bring the evidence to the conversation</h2>
<p>Managers struggle with reviews when they work from memory, which favours the last few weeks and the most visible people. Before the meeting, gather:</p>
<ul>
<li>Progress on each goal from your performance system, including updates the employee logged.</li>
<li>Feedback received during the year from colleagues, customers or other teams.</li>
<li>Notes from monthly one-to-ones, if you keep them.</li>
<li>Attendance or overtime patterns, only where they are relevant to a goal and never as a surprise.</li>
</ul>
<h2>Run the cycle in four weeks</h2>
<p>A tight timeline stops the review from dragging into the second half of the year:</p>
<ul>
<li><strong>Week 1:</strong> HR opens the cycle, and managers receive a short guide and a list of their team.</li>
<li><strong>Week 2:</strong> employees answer the three questions.</li>
<li><strong>Weeks 3 and 4:</strong> managers hold the conversations and record agreed changes to goals.</li>
</ul>
<p>HR's job is to watch completion by department, nudge late managers, and read a sample of the records for quality. A review that says only "good work, keep it up" is not complete.</p>
<h2>Calibrate lightly</h2>
<p>Without ratings there is less to calibrate, but an hour with department heads to look at patterns is still worth it. Are some teams rewriting every goal? Are high-potential people getting the stretch work they need? Is anyone heading for a poor annual result who has not been told? That last question is the important one: nobody should learn in March that they were off track in October.</p>
<blockquote>The best outcome of a mid-year review is an annual appraisal with no surprises in it.</blockquote>
<h2>Make it easy to do</h2>
<p>The less time the process takes, the better the conversations. Pre-fill goals and feedback, let employees answer on their phones, and let managers record the outcome in a few sentences instead of scoring a dozen competencies. When a review takes half an hour and leads to a clearer six months, managers stop seeing it as HR's paperwork and start seeing it as part of their job.</p>`,
};
