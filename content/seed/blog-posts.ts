/**
 * Blog posts to seed the database with (SPEC §3 "Blog post", §2 "Blog list"): two in each of the six SPEC
 * categories and two release-note posts in the Changelog category, from which /changelog is built.
 * Content is HTML limited to p, h2, h3, ul, ol, li, strong, em, a (href only), blockquote and code.
 * Authors are invented and shown as initials, so authorImage and imageUrl are empty.
 */
import type { SeedBlogPost } from "../types";

/** The four recurring authors; each post spreads one, so name and bio stay consistent. */
const ritika = {
  author: "Ritika Banerjee",
  authorBio:
    "Ritika Banerjee leads People Success at Aster and spent nine years running HR for staffing and facilities " +
    "companies in eastern India.",
} as const;

const karan = {
  author: "Karan Mehta",
  authorBio:
    "Karan Mehta is Aster's product manager for payroll and compliance and previously ran payroll implementations " +
    "for manufacturers around Pune.",
} as const;

const nadia = {
  author: "Nadia Rahman",
  authorBio:
    "Nadia Rahman leads customer success for Aster's UAE clients from Dubai and earlier managed HR for a facilities " +
    "group with 2,000 site staff.",
} as const;

const aditya = {
  author: "Aditya Rao",
  authorBio:
    "Aditya Rao leads Aster's mobile and integrations team in Bangalore and writes about how HR software works " +
    "under the hood.",
} as const;

const noImages = { authorImage: "", imageUrl: "" } as const;

export const seedBlogPosts: readonly SeedBlogPost[] = [
  {
    title: "Employee Wellbeing on the Shift Floor: Practical Steps for Plant and Warehouse Teams",
    category: "Employee Engagement",
    ...ritika,
    ...noImages,
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
  },
  {
    title: "Pulse Surveys People Actually Answer",
    category: "Employee Engagement",
    ...ritika,
    ...noImages,
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
  },
  {
    title: "Hiring Frontline Staff at Volume: A Practical Checklist",
    category: "Recruitment",
    ...nadia,
    ...noImages,
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
  },
  {
    title: "Writing Fair, Measurable Goals for Field Sales Teams",
    category: "Performance Management",
    ...nadia,
    ...noImages,
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
  },
  {
    title: "Hybrid Work Models for Indian Offices: Policy, Attendance and Fairness",
    category: "Remote Work",
    ...aditya,
    ...noImages,
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
  },
  {
    title: "QR, Geofence, Face or Biometric: Choosing an Attendance Method for Each Team",
    category: "HR Technology",
    ...aditya,
    ...noImages,
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
  },
  {
    title: "A Compliance Management Calendar for Indian Employers: PF, ESI, PT and TDS",
    category: "Best Practices",
    ...karan,
    ...noImages,
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
  },
  {
    title: "AI in HR: What an Assistant Should Answer, and What It Should Not",
    category: "HR Technology",
    ...aditya,
    ...noImages,
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
  },
  {
    title: "Structured Interviews: How Scorecards Take the Guesswork Out of Hiring",
    category: "Recruitment",
    ...ritika,
    ...noImages,
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
  },
  {
    title: "Changelog - v2.3.0",
    category: "Changelog",
    ...aditya,
    ...noImages,
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
  },
  {
    title: "Running a Mid-Year Review Without the Paperwork",
    category: "Performance Management",
    ...ritika,
    ...noImages,
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
  },
  {
    title: "Changelog - v2.4.0",
    category: "Changelog",
    ...karan,
    ...noImages,
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
  },
  {
    title: "Managing Field and Remote Teams Across India and the UAE",
    category: "Remote Work",
    ...nadia,
    ...noImages,
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
  },
  {
    title: "Preparing Your HR Data for the DPDP Act 2023",
    category: "Best Practices",
    ...karan,
    ...noImages,
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
  },
];
