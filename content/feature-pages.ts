/**
 * The ten feature detail pages, /features/{category-slug} (SPEC §2 "Feature detail pages").
 * Each page has one section per feature of its category, titled exactly as in content/features.ts,
 * so the fragment /features/{cat}#{slugify(feature)} always has a target.
 */
import type { FeaturePage } from "./types";

export const featurePages: readonly FeaturePage[] = [
  {
    category: "Core HRMS",
    title: "Core HRMS",
    subtitle: "One record for every employee, department and company you run, with access set by role.",
    metaDescription:
      "Aster Core HRMS: employee database, org structure, multi-tenant management for group companies, and " +
      "role-based access.",
    closingTitle: "Ready to Put Every Employee Record in One Place?",
    closingText:
      "See how Aster sets up your companies, departments and roles in a live demo, or talk to sales about moving off " +
      "spreadsheets.",
    sections: [
      {
        title: "Employee Database",
        description:
          "Every employee gets one profile with personal details, job history, bank and statutory numbers such as " +
          "PAN, UAN and ESI, documents and emergency contacts. Attendance, leave, payroll and performance all read " +
          "from this record, so a change made once shows up everywhere. HR can search, filter and export the " +
          "directory without building a report.",
        icon: "users",
        illustration: "profile",
        illustrationAlt: "Employee profile screen with personal details, job history and uploaded documents",
        highlights: [
          "Personal, job and statutory details",
          "PAN, UAN and ESI numbers",
          "Documents with expiry dates",
          "Job and salary history",
          "Bulk import from Excel",
          "Searchable employee directory",
        ],
        benefits: [
          "HR stops keeping separate spreadsheets for joining details, documents and bank accounts.",
          "Payroll and compliance reports use the same verified PAN, UAN and bank details.",
          "Expiring documents such as visas and contracts are flagged before they lapse.",
          "Employees update their own contact details, so records stay current without HR chasing them.",
        ],
        faqs: [
          {
            question: "Can we import our existing employee data?",
            answer:
              "Yes. Upload an Excel or CSV file and Aster checks it for missing or invalid fields before import. " +
              "During onboarding our team helps you map your columns.",
          },
          {
            question: "Which employee details can we store?",
            answer:
              "Personal, job, bank, statutory and emergency contact details come as standard, along with documents " +
              "such as ID proofs and contracts. You can add your own fields for anything specific to your company.",
          },
          {
            question: "Can employees edit their own profiles?",
            answer:
              "Employees can update the details you allow, such as address and phone number. " +
              "Changes to sensitive fields like bank accounts can be set to need HR approval.",
          },
        ],
      },
      {
        title: "Organization Structure",
        description:
          "Set up branches, departments, designations and grades, then give each employee a reporting manager. " +
          "Aster draws the org chart from these reporting lines and redraws it when someone is transferred or " +
          "promoted. Approvals for leave, expenses and attendance follow the same lines.",
        icon: "network",
        illustration: "org-chart",
        illustrationAlt: "Org chart of a company split into branches and departments, each with its reporting manager",
        highlights: [
          "Interactive org chart",
          "Branches, departments and grades",
          "Reporting manager mapping",
          "Dotted-line reporting",
          "Effective-dated changes",
          "Headcount by unit",
        ],
        benefits: [
          "Approvals reach the right manager because they follow the reporting lines you set.",
          "New joiners see who they report to and who is on their team from day one.",
          "Restructures are recorded with effective dates, and the old structure stays on record.",
          "Leadership sees headcount by branch and department without asking HR for a report.",
        ],
        faqs: [
          {
            question: "Can an employee report to more than one manager?",
            answer:
              "Yes. Each employee has one primary reporting manager for approvals and can have dotted-line managers " +
              "for projects or functions.",
          },
          {
            question: "Can we schedule a transfer for a future date?",
            answer:
              "Yes. Enter the change with an effective date and Aster applies it on that day, keeping the earlier " +
              "structure in the employee's history.",
          },
          {
            question: "Does the org chart update on its own?",
            answer:
              "Yes. It is drawn from live reporting lines, so a transfer, promotion or exit shows up as soon as it " +
              "is saved.",
          },
        ],
      },
      {
        title: "Multi-tenant Management",
        description:
          "Groups with several companies or legal entities run them all from one Aster account. " +
          "Each entity keeps its own data, policies, holidays and payroll settings, and users see only the entities " +
          "they are given access to. Group leadership can still view combined headcount and cost reports.",
        icon: "building",
        illustration: "dashboard",
        illustrationAlt: "Dashboard with a company switcher listing several group entities and their headcount",
        highlights: [
          "Separate data per entity",
          "Entity-level policies and holidays",
          "Company switcher for admins",
          "Combined group reports",
          "Statutory settings per entity",
          "Shared or separate HR teams",
        ],
        benefits: [
          "Each company's data stays separate, so one entity's HR team cannot see another's payroll.",
          "Group HR manages every entity with one login instead of several accounts.",
          "Companies in India and the Gulf follow their own leave, holiday and payroll rules.",
          "Leadership compares headcount and payroll cost across entities in one report.",
        ],
        faqs: [
          {
            question: "Is each company's data kept separate?",
            answer:
              "Yes. Every entity has its own employees, policies and payroll, and access is granted per entity. " +
              "Users only see the entities assigned to them.",
          },
          {
            question: "Can an employee move between entities?",
            answer:
              "Yes. An inter-company transfer closes the record in one entity and opens it in the other, keeping the " +
              "full history.",
          },
          {
            question: "Can entities in different countries use different rules?",
            answer:
              "Yes. Each entity has its own holiday calendar, weekends, leave policies and statutory settings, so a " +
              "Kolkata company and a Dubai company can run side by side.",
          },
        ],
      },
      {
        title: "Roles & Permissions",
        description:
          "Start with ready-made roles for Admin, HR, Manager, Field Employee and Office Employee, then adjust them " +
          "or create your own. Permissions are set per module and per action, such as view, create, approve or " +
          "export. Managers see only their own teams unless you give them more.",
        icon: "key",
        illustration: "shield",
        illustrationAlt: "Permission matrix with roles in rows and view, edit and approve rights in columns",
        highlights: [
          "Ready-made role templates",
          "Unlimited custom roles",
          "Per-action permissions",
          "Team-scoped manager access",
          "Approval rights by role",
          "Role change history",
        ],
        benefits: [
          "People see the data their job needs and nothing more.",
          "Salary details stay limited to the people you choose.",
          "New managers get the right access the moment their role is assigned.",
          "Every change to a role is logged, so audits show who granted what and when.",
        ],
        faqs: [
          {
            question: "Which roles come built in?",
            answer:
              "Admin, HR, Manager, Field Employee and Office Employee. You can edit any of them or create unlimited " +
              "custom roles, such as Payroll Officer or Branch Head.",
          },
          {
            question: "Can a user hold more than one role?",
            answer:
              "Yes. A branch head, for example, can hold both the Manager role and an HR role for their branch, and " +
              "gets the combined permissions.",
          },
          {
            question: "Can we hide salary data from managers?",
            answer:
              "Yes. Salary visibility is a separate permission, so managers can approve leave and attendance without " +
              "seeing pay details.",
          },
        ],
      },
    ],
  },
  {
    category: "Attendance & Time",
    title: "Attendance & Time Tracking",
    subtitle: "Attendance in 8 ways, rosters for every shift, and hours that reach payroll without re-typing.",
    metaDescription:
      "Mark attendance by QR, dynamic QR, geofence, IP, site, face recognition, biometric or web check-in. " +
      "Rosters and overtime.",
    closingTitle: "Ready to Choose How Your Teams Check In?",
    closingText:
      "Book a demo to see all 8 attendance methods on web and mobile, or ask our sales team which ones fit your sites.",
    sections: [
      {
        title: "Attendance in 8 Ways",
        description:
          "Choose the method that fits each site: QR code, dynamic QR that keeps changing so it cannot be shared as " +
          "a photo, geofence, IP-based, site-based, face recognition, biometric devices or web check-in. " +
          "Mix methods by branch or role, so office staff check in on the office network while drivers use a " +
          "geofence. Face recognition runs on the employee's phone: face data is processed on the device, not " +
          "stored, and deleted after verification.",
        icon: "fingerprint",
        illustration: "attendance",
        illustrationAlt: "Attendance screen showing a geofenced check-in on a map beside the list of check-in methods",
        highlights: [
          "QR code and dynamic QR",
          "Geofence and site-based check-in",
          "IP-based office check-in",
          "Face recognition processed on device",
          "Biometric device sync",
          "Web check-in for remote staff",
        ],
        benefits: [
          "Proxy attendance stops because each check-in is tied to a place, a network or a face.",
          "Each branch uses the method that suits it, without separate attendance systems.",
          "Attendance flows into payroll, so HR no longer re-keys register data.",
          "Biometric privacy is simple to explain, because face data is never stored.",
        ],
        faqs: [
          {
            question: "What are the 8 attendance methods?",
            answer:
              "QR code, dynamic QR, geofence, IP-based, site-based, face recognition, biometric devices and web " +
              "check-in. You can turn on any mix of them for each branch or role.",
          },
          {
            question: "How is face data handled?",
            answer:
              "Face recognition runs on the employee's device. The face data is used only for that check, is not " +
              "stored, and is deleted after verification.",
          },
          {
            question: "Which biometric devices do you support?",
            answer:
              "Aster connects to common fingerprint and face terminals, including ZKTeco and eSSL devices. " +
              "Share your device model during the demo and we will confirm the connection.",
          },
        ],
      },
      {
        title: "Shift & Roster Planning",
        description:
          "Define fixed, rotating, split and night shifts with their own timings, grace periods and break rules. " +
          "Build weekly rosters by team or site, publish them to the app, and let employees request swaps that their " +
          "manager approves. Week-offs are set per branch, so each location follows its own weekend.",
        icon: "calendar",
        illustration: "calendar",
        illustrationAlt: "Weekly roster calendar with morning, evening and night shifts assigned across a team",
        highlights: [
          "Fixed, rotating and night shifts",
          "Grace periods and break rules",
          "Weekly roster builder",
          "Shift swap requests",
          "Branch-wise week-offs",
          "Rosters published to the app",
        ],
        benefits: [
          "Supervisors plan a week of shifts on one screen instead of a shared spreadsheet.",
          "Employees see their shifts on their phone and know when they change.",
          "Late marks and overtime are calculated against the shift each person actually worked.",
          "Swaps are approved on record, so there is no doubt about who covered which shift.",
        ],
        faqs: [
          {
            question: "Can a night shift cross midnight?",
            answer:
              "Yes. A night shift counts as one working day even when it ends the next morning, so attendance and " +
              "overtime are calculated correctly.",
          },
          {
            question: "Can employees swap shifts?",
            answer:
              "Yes. An employee requests a swap with a colleague, both see it in the app, and the manager approves " +
              "or rejects it.",
          },
          {
            question: "Can different branches have different weekends?",
            answer: "Yes. Week-offs and holidays are set per branch, so each office follows its own calendar.",
          },
        ],
      },
      {
        title: "Timesheets & Overtime",
        description:
          "Employees log hours against projects, clients or cost centres from web or mobile, and managers approve " +
          "them each week. Overtime is worked out from your rules, such as daily or weekly thresholds, weekend and " +
          "holiday rates, and prior approval. Approved hours go straight to payroll.",
        icon: "clock",
        illustration: "timesheet",
        illustrationAlt: "Weekly timesheet with hours logged against projects and the overtime total highlighted",
        highlights: [
          "Project and client time logs",
          "Weekly timesheet approval",
          "Overtime rules by shift",
          "Weekend and holiday rates",
          "Pre-approved overtime",
          "Payroll-ready totals",
        ],
        benefits: [
          "Overtime is paid on approved hours only, which keeps payroll cost under control.",
          "Project managers see where time goes, client by client.",
          "Billing and payroll work from the same approved hours.",
          "Disputes drop because every hour has an approver and a timestamp.",
        ],
        faqs: [
          {
            question: "Can overtime need approval before it is worked?",
            answer: "Yes. You can require a request and approval first, and Aster pays only approved overtime.",
          },
          {
            question: "How does overtime reach payroll?",
            answer:
              "Approved overtime hours are added to the payroll run at the rate set in your policy, so no one " +
              "re-enters them.",
          },
          {
            question: "Can employees fill timesheets on mobile?",
            answer: "Yes. Timesheets can be filled in and submitted from the mobile app as well as the web.",
          },
        ],
      },
      {
        title: "Attendance Regularization",
        description:
          "When someone forgets to check out or a device fails, they raise a regularization request with a reason " +
          "from the app. The manager approves or rejects it, and the attendance record, late marks and half days " +
          "update without HR touching a register. You decide how many requests are allowed each month and how late a " +
          "request can be made.",
        icon: "calendar-check",
        illustration: "kanban",
        illustrationAlt: "Approval board of missed-punch requests grouped as pending, approved and rejected",
        highlights: [
          "Missed punch requests",
          "Reason and proof capture",
          "Manager approval",
          "Late mark and half-day rules",
          "Monthly request limits",
          "Full change history",
        ],
        benefits: [
          "HR spends less time correcting attendance by hand before payroll.",
          "Employees fix genuine mistakes themselves instead of losing a day's pay.",
          "Late marks and half days follow one policy for everyone.",
          "Each correction shows who asked, who approved and why.",
        ],
        faqs: [
          {
            question: "Can we limit how often employees regularize attendance?",
            answer:
              "Yes. Set a monthly limit and a cut-off after which requests are no longer accepted, separately for " +
              "each policy.",
          },
          {
            question: "What happens to late marks after approval?",
            answer:
              "An approved request updates the day's status, so late marks, half days and loss of pay are " +
              "recalculated on their own.",
          },
          {
            question: "Can HR correct attendance directly?",
            answer: "Yes. HR can edit attendance with a reason, and every change is recorded in the audit log.",
          },
        ],
      },
    ],
  },
  {
    category: "Mobile & Field",
    title: "Mobile & Field Workforce",
    subtitle: "An HR app in every employee's pocket, and the tools field teams need to log visits, tasks and routes.",
    metaDescription:
      "Aster's Android and iOS app for employees, plus field visit tracking, task management and route tracking for " +
      "field teams.",
    closingTitle: "Ready to Manage Field Teams from Anywhere?",
    closingText:
      "See the employee app and field tools on a real phone in a demo, or ask sales how they fit your sales and " +
      "service teams.",
    sections: [
      {
        title: "Employee Mobile App",
        description:
          "Aster's Android and iOS apps put everyday HR on every employee's phone: " +
          "check in, apply for leave, see balances, download payslips and submit expenses. " +
          "Managers approve requests from the same app. Check-ins and forms made on a weak network are saved and " +
          "synced when the connection returns.",
        icon: "smartphone",
        illustration: "mobile",
        illustrationAlt:
          "Phone screen with the employee home page showing check-in, leave balance and the latest payslip",
        highlights: [
          "Android and iOS apps",
          "One-tap check-in",
          "Leave balances and requests",
          "Payslip downloads",
          "Approvals for managers",
          "Works on weak networks",
        ],
        benefits: [
          "Employees stop calling HR to ask about leave balances and payslips.",
          "Managers approve requests between meetings, not at the end of the month.",
          "Staff without a desk or laptop get the same HR access as office teams.",
          "Attendance is captured where the work happens, not on a paper register.",
        ],
        faqs: [
          {
            question: "Which phones does the app support?",
            answer:
              "Aster runs on Android and iOS phones. Employees sign in with the same account they use on the web.",
          },
          {
            question: "Does the app work offline?",
            answer:
              "Check-ins and forms made without a connection are saved on the phone and synced when it returns, with " +
              "the original time recorded.",
          },
          {
            question: "Can managers approve from the app?",
            answer:
              "Yes. Leave, attendance, expense and overtime requests can all be approved or rejected from the app.",
          },
        ],
      },
      {
        title: "Field Visit Tracking",
        description:
          "Plan visits to clients, dealers or sites for each field employee and see them on a map. " +
          "At each stop the employee checks in at the location, adds photos, notes and the outcome, and checks out. " +
          "Managers see completed and missed visits as the day goes on.",
        icon: "map-pin",
        illustration: "map",
        illustrationAlt: "Map of a field employee's planned visits, each pin marked as completed or pending",
        highlights: [
          "Daily visit plans",
          "Location-verified check-in",
          "Photos, notes and outcomes",
          "Customer and site lists",
          "Missed visit alerts",
          "Visit reports by employee",
        ],
        benefits: [
          "Managers know a visit happened because it was checked in at the customer's location.",
          "Sales heads see coverage by territory without waiting for evening calls.",
          "Visit notes stay with the customer record, even when the employee leaves.",
          "Field staff spend less time writing reports at the end of the day.",
        ],
        faqs: [
          {
            question: "How do you verify that a visit happened?",
            answer:
              "The check-in records the phone's location and time and compares it with the customer's address. " +
              "You can also require a photo at each visit.",
          },
          {
            question: "Can employees add unplanned visits?",
            answer: "Yes. Employees can log an unplanned visit on the spot, and it is marked separately in reports.",
          },
          {
            question: "Can visit data be exported?",
            answer: "Yes. Visit reports can be filtered by employee, territory and date and exported to Excel.",
          },
        ],
      },
      {
        title: "Field Task Management",
        description:
          "Assign tasks to field employees with a location, a due date and High, Medium or Low priority. " +
          "Employees update the status from the app and attach photos or a customer signature as proof of work. " +
          "Managers track open, overdue and completed tasks on one board.",
        icon: "clipboard-list",
        illustration: "kanban",
        illustrationAlt: "Task board with field tasks in To do, In progress and Done columns, each tagged by priority",
        highlights: [
          "Tasks with location and due date",
          "High, Medium and Low priority",
          "Photo and signature proof",
          "Status updates from the app",
          "Overdue task alerts",
          "Recurring tasks",
        ],
        benefits: [
          "Every job has an owner, a deadline and proof that it was done.",
          "Managers spot overdue work before the customer calls.",
          "Recurring site checks are scheduled once and repeat on their own.",
          "Completed task records settle billing and service disputes.",
        ],
        faqs: [
          {
            question: "Can a task be linked to a customer or site?",
            answer: "Yes. Attach a task to a customer or site, and the employee sees it when checking in there.",
          },
          {
            question: "Can customers sign on the employee's phone?",
            answer: "Yes. You can require a customer signature on the phone before a task is marked complete.",
          },
          {
            question: "Can we set recurring tasks?",
            answer:
              "Yes. Daily, weekly or monthly tasks, such as site inspections, are created on schedule without anyone " +
              "re-entering them.",
          },
        ],
      },
      {
        title: "Route Tracking",
        description:
          "While a field employee is on duty, Aster records the route between check-ins and shows the day's path on " +
          "a map. Distance travelled is calculated from the route, so travel allowance claims use recorded " +
          "kilometres instead of estimates. Tracking stops at check-out, and the app always shows employees when it " +
          "is on.",
        icon: "route",
        illustration: "map",
        illustrationAlt: "Map of a field employee's route for the day between visit stops, with the total distance",
        highlights: [
          "Tracking during duty hours only",
          "Route replay by day",
          "Distance for travel claims",
          "Visible tracking status",
          "Battery-friendly tracking",
          "Territory view for managers",
        ],
        benefits: [
          "Travel allowances are paid on recorded distance, not on guesses.",
          "Managers plan better routes from how the day actually went.",
          "Employees know tracking ends with their shift, which builds trust.",
          "Disputes over travel claims are settled with a map, not an argument.",
        ],
        faqs: [
          {
            question: "Is location tracked after work hours?",
            answer:
              "No. Tracking starts at check-in and stops at check-out, and the app shows employees when it is active.",
          },
          {
            question: "How is distance calculated for allowances?",
            answer:
              "Aster adds up the recorded route between check-in and check-out. " +
              "You set the rate per kilometre in your travel policy, and the amount goes into the expense claim.",
          },
          {
            question: "Does tracking drain the battery?",
            answer:
              "Aster records location at intervals and pauses while the phone is not moving, to keep battery use low.",
          },
        ],
      },
    ],
  },
  {
    category: "HR Operations",
    title: "HR Operations",
    subtitle: "Complete HR lifecycle management from recruitment to exit",
    metaDescription:
      "Leave management, recruitment and hiring, performance appraisals and the employee lifecycle from onboarding " +
      "to exit.",
    closingTitle: "Ready to Streamline HR Operations?",
    closingText:
      "See leave, hiring, appraisals and exits run in one system in a live demo, or talk to sales about your current " +
      "process.",
    sections: [
      {
        title: "Leave Management",
        description:
          "Set up leave types such as casual, sick, earned and maternity leave, with accrual, carry-forward and " +
          "encashment rules per policy. Employees see their balance before they apply, and managers see who else is " +
          "away before they approve. Approved leave flows into attendance and payroll, including loss of pay.",
        icon: "calendar",
        illustration: "calendar",
        illustrationAlt: "Team leave calendar with approved and pending leave shown across the month",
        highlights: [
          "Custom leave types",
          "Accrual and carry-forward",
          "Leave encashment",
          "Team leave calendar",
          "Sandwich and half-day rules",
          "Loss of pay to payroll",
        ],
        benefits: [
          "Employees know their balance before applying, which cuts back-and-forth with HR.",
          "Managers avoid short-staffed days because they see the team calendar while approving.",
          "Year-end carry-forward and encashment run from policy, not from a spreadsheet.",
          "Loss of pay reaches payroll on time, so salaries are right the first time.",
        ],
        faqs: [
          {
            question: "Can different employees have different leave policies?",
            answer:
              "Yes. Assign policies by entity, branch, grade or employment type, such as probationers or contract " +
              "staff.",
          },
          {
            question: "Does Aster handle sandwich leave rules?",
            answer: "Yes. You decide, per leave type, whether weekends and holidays between leave days count as leave.",
          },
          {
            question: "Can leave be taken for half a day or a few hours?",
            answer:
              "Yes. Half-day leave is available for any leave type you allow, and short leave by the hour can be set " +
              "up as its own type.",
          },
        ],
      },
      {
        title: "Recruitment & Hiring",
        description:
          "Create job openings, publish them to your careers page and job portals, and collect applications in one " +
          "pipeline. Move candidates through screening, interview rounds and offer, with feedback from each " +
          "interviewer on record. When a candidate accepts, their details move straight into onboarding.",
        icon: "user-plus",
        illustration: "pipeline",
        illustrationAlt: "Hiring pipeline with candidate cards in applied, interview, offer and hired stages",
        highlights: [
          "Job openings and careers page",
          "Candidate pipeline by stage",
          "Interview scheduling",
          "Interviewer scorecards",
          "Offer letter templates",
          "Handover to onboarding",
        ],
        benefits: [
          "Hiring managers see each candidate's stage and feedback without email threads.",
          "Offers go out sooner because approvals and letters sit in the same place.",
          "New hires never re-enter their details, since the candidate record becomes the employee record.",
          "Every candidate goes through a consistent, documented process.",
        ],
        faqs: [
          {
            question: "Can we post jobs to Naukri and LinkedIn?",
            answer:
              "Yes. Aster connects with Naukri and LinkedIn, and applications from those portals land in the same " +
              "pipeline as your careers page.",
          },
          {
            question: "Can interviewers give feedback in Aster?",
            answer:
              "Yes. Each interviewer fills in a scorecard after the round, and the hiring manager sees all feedback " +
              "before deciding.",
          },
          {
            question: "Can we set our own hiring stages?",
            answer:
              "Yes. Define stages per job, for example a coding round for engineers or a trade test for technicians.",
          },
        ],
      },
      {
        title: "Performance Management",
        description:
          "Run quarterly, half-yearly or annual appraisal cycles with goals, KRAs and competencies. " +
          "Employees complete self-reviews, managers rate and comment, and HR calibrates results before they are " +
          "shared. Feedback and one-on-one notes are kept through the year, so reviews are not based on the last " +
          "month alone.",
        icon: "target",
        illustration: "chart",
        illustrationAlt: "Appraisal dashboard showing goal progress and the rating distribution for a team",
        highlights: [
          "Goals and KRAs",
          "Self and manager reviews",
          "Quarterly or annual cycles",
          "Continuous feedback",
          "Rating calibration",
          "Links to increments",
        ],
        benefits: [
          "Appraisals run on a calendar everyone can see, not on reminder emails.",
          "Ratings are backed by goals and feedback recorded through the year.",
          "HR calibrates ratings across teams before they reach employees.",
          "Increment decisions come from the same data as the review.",
        ],
        faqs: [
          {
            question: "Can we use our own rating scale?",
            answer:
              "Yes. Define your own scale and labels, and use different templates for different roles or departments.",
          },
          {
            question: "Can peers give feedback?",
            answer:
              "Yes. Add peers and team members as reviewers in a cycle, and choose whether their feedback is " +
              "anonymous.",
          },
          {
            question: "Can appraisal results feed into payroll?",
            answer: "Yes. Approved increments are applied to salary structures from the effective date you choose.",
          },
        ],
      },
      {
        title: "Employee Lifecycle",
        description:
          "Track every stage after hiring: onboarding, probation reviews, confirmation, transfers, promotions and " +
          "exit. Each stage has tasks for HR, IT, finance and the manager, so laptops, accounts and documents are " +
          "ready on time. Exits end with clearances and a full and final settlement calculated from payroll.",
        icon: "refresh",
        illustration: "kanban",
        illustrationAlt: "Onboarding checklist board with tasks for HR, IT and finance for a new joiner",
        highlights: [
          "Onboarding checklists",
          "Probation and confirmation",
          "Transfers and promotions",
          "Exit clearances",
          "Full and final settlement",
          "Letters from templates",
        ],
        benefits: [
          "New joiners have their laptop, email and documents ready on their first day.",
          "Probation end dates are not missed because reviews are scheduled in advance.",
          "Exits follow the same checklist every time, so company assets come back.",
          "Final settlements use the salary, leave balances and loan recoveries already in Aster.",
        ],
        faqs: [
          {
            question: "Can each department have its own onboarding checklist?",
            answer:
              "Yes. Build checklists by department, role or location, and assign each task to HR, IT, finance or the " +
              "manager.",
          },
          {
            question: "How is the full and final settlement calculated?",
            answer:
              "Aster brings together pending salary, leave encashment, gratuity where it applies, and recoveries " +
              "such as loans and notice pay, for finance to review.",
          },
          {
            question: "Can we generate letters for each stage?",
            answer:
              "Yes. Offer, confirmation, transfer, experience and relieving letters are generated from your " +
              "templates with employee details filled in.",
          },
        ],
      },
    ],
  },
  {
    category: "Payroll & Finance",
    title: "Payroll & Finance",
    subtitle: "Payroll with statutory deductions built in, plus expenses, loans and payment collection in one system.",
    metaDescription:
      "Run payroll with PF, ESI, PT and TDS, manage expense claims, employee loans and field payment collection in " +
      "Aster HRMS.",
    closingTitle: "Ready to Run Payroll Without Spreadsheets?",
    closingText:
      "Watch a full payroll run from attendance to payslips in a demo, or talk to sales about your salary structures.",
    sections: [
      {
        title: "Advanced Payroll",
        description:
          "Run payroll from the attendance, leave and overtime already in Aster, with PF, ESI, professional tax, LWF " +
          "and TDS worked out for every employee. Define salary structures by grade, handle arrears and one-time " +
          "payments, and review changes from last month before you lock the run. " +
          "Payslips are published to the app, and bank transfer files are ready to upload.",
        icon: "wallet",
        illustration: "payslip",
        illustrationAlt: "Payslip showing earnings, PF, ESI and TDS deductions and net pay for the month",
        highlights: [
          "PF, ESI, PT, LWF and TDS",
          "Grade-wise salary structures",
          "Arrears and one-time payments",
          "Variance review before lock",
          "Payslips on the app",
          "Bank transfer files",
        ],
        benefits: [
          "Payroll uses approved attendance and leave, so loss of pay is never guessed.",
          "Statutory deductions are calculated for you, so filings are ready when they are due.",
          "Finance reviews changes from last month before locking, which catches errors early.",
          "Employees download payslips and tax documents, including Form 16, themselves.",
        ],
        faqs: [
          {
            question: "Does Aster handle TDS and tax declarations?",
            answer:
              "Yes. Employees submit investment declarations and proofs in Aster, TDS is projected each month under " +
              "the tax regime they choose, and Form 16 is generated at year end.",
          },
          {
            question: "Can we run payroll for Gulf employees?",
            answer:
              "Yes. Gulf entities use their own salary structures, end-of-service gratuity rules and WPS salary files.",
          },
          {
            question: "Can we re-run payroll after a correction?",
            answer:
              "Yes. Until a run is locked you can recalculate it as often as needed. " +
              "After locking, corrections go into the next month as arrears.",
          },
        ],
      },
      {
        title: "Expense Management",
        description:
          "Employees photograph a receipt, pick a category and submit the claim from their phone. " +
          "Claims are checked against limits by grade and city, routed to the manager and finance, and paid through " +
          "payroll or by direct transfer. Travel distance from route tracking can be claimed without a receipt.",
        icon: "receipt",
        illustration: "receipt",
        illustrationAlt: "Expense claim with a photographed fuel receipt, its category and approval status",
        highlights: [
          "Receipt photo capture",
          "Limits by grade and city",
          "Multi-level approval",
          "Advances and settlements",
          "Distance-based travel claims",
          "Payroll or direct reimbursement",
        ],
        benefits: [
          "Claims outside policy are flagged before a manager approves them.",
          "Finance stops collecting paper receipts from every branch.",
          "Employees see where their claim is and when it will be paid.",
          "Expense reports by team and category show where the money goes.",
        ],
        faqs: [
          {
            question: "Can we set limits per grade?",
            answer:
              "Yes. Set limits by expense category, grade and city, and decide whether claims over the limit are " +
              "blocked or sent for extra approval.",
          },
          {
            question: "How are approved expenses paid?",
            answer:
              "Approved claims are added to the next payroll run or paid directly, and the payment is recorded " +
              "against the claim.",
          },
          {
            question: "Can employees take an advance before travel?",
            answer: "Yes. Employees request an advance, and it is settled against their claims when they return.",
          },
        ],
      },
      {
        title: "Loan Management",
        description:
          "Offer salary advances and employee loans with your own limits, interest rules and repayment schedules. " +
          "Requests go through approval, and EMIs are deducted in payroll each month without manual entries. " +
          "Employees and HR can see the outstanding balance at any time.",
        icon: "landmark",
        illustration: "dashboard",
        illustrationAlt: "Loan dashboard listing employee loans with EMI amounts and outstanding balances",
        highlights: [
          "Salary advances",
          "Interest-free or interest-bearing loans",
          "EMI schedules",
          "Deduction through payroll",
          "Outstanding balance view",
          "Recovery in final settlement",
        ],
        benefits: [
          "Employees request advances in the app instead of writing to HR.",
          "EMIs are never missed because payroll deducts them on schedule.",
          "Outstanding loans are recovered in the final settlement when someone leaves.",
          "Finance sees the total outstanding across the company at any time.",
        ],
        faqs: [
          {
            question: "Can an EMI be paused?",
            answer:
              "Yes. HR can pause or reschedule EMIs, for example during unpaid leave, and the repayment schedule " +
              "updates.",
          },
          {
            question: "Can loans carry interest?",
            answer: "Yes. Each loan type can be interest-free or carry interest at the rate you set.",
          },
          {
            question: "What happens to a loan when an employee resigns?",
            answer: "The outstanding balance is added to the full and final settlement as a recovery.",
          },
        ],
      },
      {
        title: "Payment Collection",
        description:
          "Field staff record payments they collect from customers by cash, cheque or UPI, right from the mobile " +
          "app. The customer gets a digital receipt on the spot, and finance sees each collection against the " +
          "employee and the customer. Deposits are matched to collections, so cash in hand is always known.",
        icon: "banknote",
        illustration: "mobile",
        illustrationAlt: "Phone screen recording a customer payment by UPI with a digital receipt ready to share",
        highlights: [
          "Cash, cheque and UPI",
          "Digital receipts for customers",
          "Collections by employee",
          "Deposit reconciliation",
          "Collection targets",
          "Cash-in-hand view",
        ],
        benefits: [
          "Finance knows how much cash each employee holds at the end of the day.",
          "Customers get a receipt at once, which reduces payment disputes.",
          "Collections are reconciled against deposits without paper slips.",
          "Sales managers track collections against targets by team.",
        ],
        faqs: [
          {
            question: "Which payment modes can be recorded?",
            answer:
              "Cash, cheque, UPI and bank transfer. For cheques, the employee adds the cheque number and a photo.",
          },
          {
            question: "How does the customer get a receipt?",
            answer: "A receipt is created as soon as the payment is saved and can be shared by SMS, email or WhatsApp.",
          },
          {
            question: "Do collections reach our accounting software?",
            answer: "Yes. Collections can sync to Tally, Zoho Books or QuickBooks through our integrations.",
          },
        ],
      },
    ],
  },
  {
    category: "Communication",
    title: "Team Communication",
    subtitle: "Chat, alerts, notices and an AI assistant that answers HR questions at any hour.",
    metaDescription:
      "Team chat, push and email notifications, a company notice board and a 24/7 AI assistant for HR questions, in " +
      "one app.",
    closingTitle: "Ready to Bring HR Conversations into One App?",
    closingText:
      "See chat, notices and the AI assistant working together in a demo, or ask sales how they fit your teams.",
    sections: [
      {
        title: "Real-time Chat System",
        description:
          "Employees message each other one-to-one or in groups, share files and photos, and see when messages are " +
          "read. Channels can be created for departments, branches or projects. " +
          "Work chats stay inside your company account, not on personal messaging apps.",
        icon: "message",
        illustration: "chat",
        illustrationAlt: "Chat window with a team conversation, a shared photo and read receipts",
        highlights: [
          "One-to-one and group chat",
          "Department and branch channels",
          "File and photo sharing",
          "Read receipts",
          "Searchable message history",
          "Web and mobile",
        ],
        benefits: [
          "Work conversations move out of personal WhatsApp groups and stay with the company.",
          "Field and office teams talk in the same place.",
          "When someone leaves, their work chats remain with the team.",
          "New joiners are added to their department's channels on their first day.",
        ],
        faqs: [
          {
            question: "Who can employees chat with?",
            answer:
              "By default, anyone in their company. Admins can limit chats, for example between entities in a group.",
          },
          {
            question: "Are chats stored securely?",
            answer: "Yes. Messages are encrypted in transit and at rest, like all data in Aster.",
          },
          {
            question: "Can we export chat history?",
            answer:
              "Admins can export the history of a channel or user when it is needed for an investigation or audit, " +
              "and each export is logged.",
          },
        ],
      },
      {
        title: "Notification System",
        description:
          "Aster sends push, email and in-app notifications for approvals, payslips, shift changes, birthdays and " +
          "announcements. Push notifications reach phones with 99.9% delivery, and pending approvals send reminders " +
          "until someone acts. Each user chooses which alerts they receive and how.",
        icon: "bell",
        illustration: "notification",
        illustrationAlt: "Notification list on a phone with a leave approval, a payslip alert and a shift change",
        highlights: [
          "Push, email and in-app",
          "99.9% push delivery",
          "Approval reminders",
          "Per-user preferences",
          "Escalation when overdue",
          "Birthday and anniversary alerts",
        ],
        benefits: [
          "Requests stop waiting in inboxes because approvers are reminded until they act.",
          "Employees hear about shift changes before the shift, not after.",
          "People choose their channels, so alerts are read instead of ignored.",
          "Overdue approvals escalate to the next manager without anyone chasing.",
        ],
        faqs: [
          {
            question: "Which events send notifications?",
            answer:
              "Requests, approvals, payslips, shift and roster changes, notices, tasks and any reminders you set up. " +
              "Admins choose which events are on for the company.",
          },
          {
            question: "Can users turn off some alerts?",
            answer:
              "Yes. Each user picks push, email or in-app for each type, except alerts your admin marks as mandatory.",
          },
          {
            question: "Do notifications arrive when the app is closed?",
            answer:
              "Yes. Push notifications arrive even when the app is closed, as long as notifications are allowed on " +
              "the phone.",
          },
        ],
      },
      {
        title: "Notice Board",
        description:
          "Publish policies, circulars and announcements to the whole company or to chosen entities, branches and " +
          "departments. Pin important notices, attach files, and ask employees to acknowledge that they have read " +
          "them. HR sees who has read each notice and who has not.",
        icon: "megaphone",
        illustration: "dashboard",
        illustrationAlt: "Notice board with a pinned policy update and a read count on each notice",
        highlights: [
          "Targeted by branch or department",
          "Pinned notices",
          "File attachments",
          "Read acknowledgement",
          "Scheduled publishing",
          "Read reports",
        ],
        benefits: [
          "Policy changes reach the right people, not everyone's inbox.",
          "HR can show who acknowledged a policy and when.",
          "Field staff see notices on their phones, not only on an office wall.",
          "Old notices stay archived and searchable.",
        ],
        faqs: [
          {
            question: "Can employees be asked to acknowledge a notice?",
            answer:
              "Yes. Mark a notice as needing acknowledgement and employees confirm in the app. " +
              "HR can remind those who have not.",
          },
          {
            question: "Can notices be scheduled?",
            answer: "Yes. Set a publish date and an optional expiry, and the notice appears and disappears on time.",
          },
          {
            question: "Can a notice go to one branch only?",
            answer: "Yes. Target any mix of entities, branches, departments or roles.",
          },
        ],
      },
      {
        title: "AI Chat Assistant",
        description:
          "Employees ask questions in plain language, such as 'How many casual leaves do I have left?' or 'When is " +
          "the next holiday?', and get an answer at any hour. The assistant reads your policies, the knowledge base " +
          "and the employee's own records, and answers with 95%+ accuracy. " +
          "Questions it cannot answer go to HR as a ticket.",
        icon: "bot",
        illustration: "chat",
        illustrationAlt: "Chat with the AI assistant answering an employee's question about their leave balance",
        highlights: [
          "24/7 answers",
          "95%+ accuracy",
          "Answers from your policies",
          "Leave and payslip questions",
          "Hands off to HR",
          "Follows role permissions",
        ],
        benefits: [
          "HR stops answering the same leave and policy questions every day.",
          "Employees get answers at night and on weekends, when HR is offline.",
          "Answers come from your own policies, not generic internet advice.",
          "Harder questions still reach a person, with the conversation attached.",
        ],
        faqs: [
          {
            question: "Where does the assistant get its answers?",
            answer:
              "From your policies and knowledge base articles, and from the asking employee's own records, such as " +
              "leave balances and payslips.",
          },
          {
            question: "Can it see other employees' data?",
            answer:
              "No. The assistant follows the same permissions as the person asking, so an employee only sees their " +
              "own data.",
          },
          {
            question: "What if an answer is wrong or missing?",
            answer:
              "The employee can send the question to HR as a ticket. HR's reply can be added to the knowledge base, " +
              "so the assistant uses it next time.",
          },
        ],
      },
    ],
  },
  {
    category: "Learning & Development",
    title: "Learning & Development",
    subtitle: "Courses, training sessions and skill records that connect learning to roles and appraisals.",
    metaDescription:
      "Aster's learning management system, training programs, skill matrix and knowledge base, linked to roles and " +
      "appraisals.",
    closingTitle: "Ready to Build the Skills Your Teams Need?",
    closingText:
      "See courses, training calendars and skill matrices in a demo, or talk to sales about your induction and " +
      "compliance training.",
    sections: [
      {
        title: "Learning Management System",
        description:
          "Build courses from videos, documents and quizzes, and assign them to roles, departments or new joiners. " +
          "Employees learn on web or mobile and pick up where they left off. " +
          "Managers and HR see who has finished, who is overdue and how people scored.",
        icon: "graduation-cap",
        illustration: "learning",
        illustrationAlt: "Course page with video lessons, a progress bar and a quiz at the end",
        highlights: [
          "Course builder",
          "Video, document and quiz lessons",
          "Assign by role or department",
          "Learn on mobile",
          "Completion tracking",
          "Certificates on completion",
        ],
        benefits: [
          "Induction and policy training reach every new joiner without booking a classroom.",
          "Mandatory courses have due dates and reminders, so completion is tracked, not hoped for.",
          "Managers see their team's progress in one view.",
          "Scores and certificates are saved to each employee's record.",
        ],
        faqs: [
          {
            question: "Can we upload our own training videos?",
            answer:
              "Yes. Upload videos, PDFs and slides, or link to videos hosted elsewhere, and add quizzes between " +
              "lessons.",
          },
          {
            question: "Can a course be mandatory?",
            answer: "Yes. Assign it with a due date, and Aster reminds employees and their managers until it is done.",
          },
          {
            question: "Do employees get certificates?",
            answer: "Yes. A certificate is issued on completion and stored in the employee's profile.",
          },
        ],
      },
      {
        title: "Training Programs",
        description:
          "Plan classroom, online and on-the-job training with dates, trainers, venues and seats. " +
          "Managers nominate employees or employees sign up themselves, and attendance is marked at each session. " +
          "Feedback forms go out after the session, and costs are tracked per program.",
        icon: "users",
        illustration: "calendar",
        illustrationAlt: "Training calendar with upcoming sessions, trainer names and seats filled",
        highlights: [
          "Session scheduling",
          "Nominations and approvals",
          "Trainer and venue details",
          "Session attendance",
          "Post-training feedback",
          "Training cost tracking",
        ],
        benefits: [
          "Seats are filled by nomination, and no-shows are visible.",
          "Trainers get feedback after every session to improve the next one.",
          "Training spend is tracked by program and department.",
          "Each employee's training history is on record for audits and appraisals.",
        ],
        faqs: [
          {
            question: "Can we add external trainers?",
            answer: "Yes. Add external trainers and vendors to a program; they do not need an Aster account.",
          },
          {
            question: "Can employees request training?",
            answer: "Yes. Employees request a program, and the request goes to their manager for approval.",
          },
          {
            question: "How is session attendance marked?",
            answer: "Trainers mark attendance in Aster, or employees check in by scanning a QR code at the venue.",
          },
        ],
      },
      {
        title: "Skill Development",
        description:
          "Define the skills each role needs and the expected level, then record where each employee stands through " +
          "self-assessment and manager review. The skill matrix shows gaps by person and team and suggests courses " +
          "to close them. Certifications with expiry dates are tracked, so renewals are not missed.",
        icon: "award",
        illustration: "chart",
        illustrationAlt: "Skill matrix chart comparing required and current skill levels across a team",
        highlights: [
          "Skill profiles by role",
          "Self and manager assessment",
          "Team skill matrix",
          "Course suggestions for gaps",
          "Certification expiry tracking",
          "Skills in appraisals",
        ],
        benefits: [
          "Managers see skill gaps before they become project problems.",
          "Training budgets go to the gaps that matter most.",
          "Internal candidates for open roles are easier to find.",
          "Expiring safety and trade certifications are renewed on time.",
        ],
        faqs: [
          {
            question: "Can we use our own skill list?",
            answer: "Yes. Build your own skill library with levels, and map skills to each role.",
          },
          {
            question: "Are skills linked to appraisals?",
            answer:
              "Yes. Skill ratings can be part of an appraisal template, so reviews cover both goals and capabilities.",
          },
          {
            question: "Can employees add their certifications?",
            answer: "Yes. Employees upload certificates with issue and expiry dates, and HR verifies them.",
          },
        ],
      },
      {
        title: "Knowledge Base",
        description:
          "Keep policies, SOPs, forms and how-to guides in one searchable library, organised by topic and visible by " +
          "role. Articles keep a version history, so people always read the current policy. " +
          "The AI assistant uses the knowledge base to answer employee questions.",
        icon: "book-open",
        illustration: "dashboard",
        illustrationAlt: "Knowledge base with policy categories, a search box and recently updated articles",
        highlights: [
          "Searchable articles",
          "Categories and tags",
          "Visibility by role",
          "Version history",
          "Downloadable forms",
          "Source for the AI assistant",
        ],
        benefits: [
          "Employees find answers themselves instead of asking HR.",
          "Everyone reads the current version of a policy.",
          "Process knowledge stays with the company when people leave.",
          "The AI assistant gives better answers as the library grows.",
        ],
        faqs: [
          {
            question: "Who can write articles?",
            answer:
              "Admins and HR by default. You can give editing rights to other roles, such as department heads for " +
              "their own SOPs.",
          },
          {
            question: "Can some articles be private?",
            answer: "Yes. Restrict any article or category to chosen roles, departments or branches.",
          },
          {
            question: "Can we import existing documents?",
            answer: "Yes. Upload Word and PDF files as articles or attachments, and they become searchable.",
          },
        ],
      },
    ],
  },
  {
    category: "Security & Compliance",
    title: "Security & Compliance",
    subtitle:
      "Encryption, access rules and statutory compliance tracking that protect employee data and keep filings on time.",
    metaDescription:
      "Encryption in transit and at rest, two-factor sign-in, access control, GDPR-ready data controls and PF, ESI, " +
      "TDS tracking.",
    closingTitle: "Ready to Review Aster's Security with Your IT Team?",
    closingText:
      "Book a session and we will walk your IT and compliance teams through encryption, access controls, backups and " +
      "statutory reports.",
    sections: [
      {
        title: "Advanced Security",
        description:
          "All data in Aster is encrypted in transit and at rest. Sign-ins can require two-factor authentication, " +
          "sessions use signed JWT tokens that expire, and repeated failed sign-ins are throttled. " +
          "Sign-ins and every sensitive action are recorded in audit logs.",
        icon: "shield",
        illustration: "shield",
        illustrationAlt: "Security settings with two-factor authentication, password rules and session timeout",
        highlights: [
          "Encryption in transit and at rest",
          "Two-factor authentication",
          "JWT-based sessions",
          "Password policies",
          "Sign-in throttling",
          "Audit logs",
        ],
        benefits: [
          "A stolen password alone is not enough to sign in when two-factor authentication is on.",
          "Salary and identity data stays unreadable outside the application.",
          "IT teams get the controls and records they ask for in a vendor review.",
          "Every sensitive change can be traced to a user and a time.",
        ],
        faqs: [
          {
            question: "Is our data encrypted?",
            answer: "Yes. Data is encrypted in transit with TLS and at rest in our databases and backups.",
          },
          {
            question: "Can we make two-factor authentication mandatory?",
            answer: "Yes. Admins can require it for everyone or for chosen roles, such as HR and payroll users.",
          },
          {
            question: "What does the audit log record?",
            answer:
              "Sign-ins, failed sign-ins, permission changes, data exports and edits to sensitive fields such as " +
              "salary and bank details, each with the user and time.",
          },
        ],
      },
      {
        title: "Compliance Management",
        description:
          "Aster tracks statutory obligations such as PF, ESI, professional tax, LWF and TDS with a due-date " +
          "calendar for each entity. Reports and returns are prepared from payroll data in the formats government " +
          "portals accept. For Gulf entities, gratuity accruals and WPS salary files are handled in the same place.",
        icon: "clipboard-list",
        illustration: "calendar",
        illustrationAlt: "Compliance calendar showing upcoming PF, ESI and TDS due dates with their status",
        highlights: [
          "Statutory due-date calendar",
          "PF, ESI, PT, LWF and TDS reports",
          "Portal-ready file formats",
          "Gratuity accruals",
          "WPS salary files",
          "Statutory registers",
        ],
        benefits: [
          "Due dates are visible in advance, so filings are not missed.",
          "Returns are built from the same payroll data, with no re-keying.",
          "Statutory registers are ready when an inspector asks.",
          "Group HR sees compliance status for every entity in one calendar.",
        ],
        faqs: [
          {
            question: "Which statutory items does Aster cover?",
            answer:
              "For India: PF, ESI, professional tax, labour welfare fund and TDS, including Form 16. " +
              "For Gulf entities: end-of-service gratuity and WPS salary files.",
          },
          {
            question: "Does Aster file returns for us?",
            answer:
              "Aster prepares reports and files in the formats the portals accept. " +
              "Your team reviews and uploads them, so you stay in control of every filing.",
          },
          {
            question: "How do statutory rule changes reach us?",
            answer:
              "When statutory rates or limits change, we update the calculations in the product and list the change " +
              "in our public changelog.",
          },
        ],
      },
      {
        title: "Data Protection",
        description:
          "Aster gives you GDPR-ready controls over personal data: consent records, data export on request, and " +
          "retention and deletion rules by data type. Backups are taken daily and encrypted. " +
          "Face data used for attendance is processed on the employee's device, not stored, and deleted after " +
          "verification.",
        icon: "lock",
        illustration: "shield",
        illustrationAlt: "Data privacy settings with retention periods, consent records and a data export request",
        highlights: [
          "GDPR-ready data controls",
          "Consent records",
          "Data export on request",
          "Retention and deletion rules",
          "Daily encrypted backups",
          "No stored face data",
        ],
        benefits: [
          "Employee data requests are answered from the product, not from a search through folders.",
          "Data about former employees is deleted on your schedule, not kept forever.",
          "Daily backups protect payroll and attendance history against loss.",
          "Biometric privacy is simple to explain because face data is never stored.",
        ],
        faqs: [
          {
            question: "Can an employee get a copy of their data?",
            answer: "Yes. HR can export an employee's personal data in a readable format in response to a request.",
          },
          {
            question: "How long is data kept after an employee leaves?",
            answer:
              "You decide. Set retention rules by data type, and Aster deletes or anonymises records when the period " +
              "ends, except where the law requires you to keep them.",
          },
          {
            question: "How often are backups taken?",
            answer: "Every day. Backups are encrypted and stored separately from the live database.",
          },
        ],
      },
      {
        title: "Access Control",
        description:
          "Decide who sees which employees, salaries and reports by entity, branch, department or reporting line. " +
          "Sign-ins can be limited to office IP addresses for sensitive roles, and idle sessions end on their own. " +
          "Access reviews list every user's permissions, so you can remove what is no longer needed.",
        icon: "user-check",
        illustration: "org-chart",
        illustrationAlt: "Access rules tree showing which roles can see which branches and departments",
        highlights: [
          "Data scoping by branch and department",
          "Salary visibility rules",
          "IP address restrictions",
          "Idle session timeout",
          "Access review reports",
          "Entity-level separation",
        ],
        benefits: [
          "A branch manager sees their branch and nothing else.",
          "Payroll data is limited to the few people who need it.",
          "Sign-ins from unknown networks can be blocked for sensitive roles.",
          "Regular access reviews catch permissions left behind after a role change.",
        ],
        faqs: [
          {
            question: "Can HR users be limited to certain branches?",
            answer:
              "Yes. Scope any role to entities, branches or departments, so a branch HR team only sees its own " +
              "employees.",
          },
          {
            question: "Can we allow sign-in only from the office?",
            answer:
              "Yes. Set IP restrictions per role, for example payroll users only from office networks, while field " +
              "staff sign in from anywhere.",
          },
          {
            question: "How is this different from roles and permissions?",
            answer:
              "Roles decide what a user can do. Access control decides whose data they can do it to, and where they " +
              "can sign in from.",
          },
        ],
      },
    ],
  },
  {
    category: "Analytics & Insights",
    title: "Analytics & Insights",
    subtitle: "Reports and dashboards on people, time and cost, built from the data you already keep in Aster.",
    metaDescription:
      "HR analytics for headcount, attrition, attendance and payroll cost, a custom report builder and live " +
      "operations dashboards.",
    closingTitle: "Ready to See Your Workforce in Numbers?",
    closingText:
      "See dashboards built on sample company data in a demo, or ask sales which reports your leadership team needs.",
    sections: [
      {
        title: "Advanced Analytics",
        description:
          "See headcount, hiring, attrition, attendance and payroll cost as trends, not one-off numbers. " +
          "Filter every chart by entity, branch, department, grade or period, and drill down to the employees behind " +
          "a figure. Charts use live data, so there is no month-end wait.",
        icon: "line-chart",
        illustration: "chart",
        illustrationAlt: "Analytics chart of monthly attrition and headcount trends with branch filters",
        highlights: [
          "Headcount and attrition trends",
          "Attendance patterns",
          "Payroll cost analysis",
          "Filters by branch and grade",
          "Drill down to employees",
          "Live data",
        ],
        benefits: [
          "Leaders spot rising attrition in a team before it spreads.",
          "HR answers management questions with a chart instead of a new spreadsheet.",
          "Payroll cost trends support budget planning for the next year.",
          "Everyone works from the same numbers because they come from one system.",
        ],
        faqs: [
          {
            question: "Are the charts up to date?",
            answer:
              "Yes. Charts are built from live data, so approved leave, new joiners and exits show up as soon as " +
              "they are saved.",
          },
          {
            question: "Who can see analytics?",
            answer:
              "Access follows roles. A manager sees charts for their own team, while HR and leadership can see the " +
              "whole company.",
          },
          {
            question: "Can we export charts?",
            answer:
              "Yes. Export any chart's data to Excel or CSV, or download the chart as an image for presentations.",
          },
        ],
      },
      {
        title: "Business Intelligence",
        description:
          "Build your own reports by picking fields from employees, attendance, leave, payroll and more, with " +
          "filters and groupings. Save reports as dashboards, share them by role, and schedule them to reach " +
          "managers by email. Export to Excel or CSV, or pull the data into your BI tool through the API.",
        icon: "pie-chart",
        illustration: "dashboard",
        illustrationAlt: "Custom dashboard with a headcount tile, a pie chart by department and a payroll cost table",
        highlights: [
          "Custom report builder",
          "Saved dashboards",
          "Scheduled email reports",
          "Excel and CSV export",
          "Sharing by role",
          "BI tool access via API",
        ],
        benefits: [
          "HR builds the report a manager asks for without waiting on IT.",
          "Scheduled reports reach managers on time without anyone sending them.",
          "Finance and HR look at the same dashboard during planning.",
          "Data can move to your company's BI tool for wider analysis.",
        ],
        faqs: [
          {
            question: "Can we build reports without technical skills?",
            answer: "Yes. Pick fields, filters and groupings on screen; no SQL or formulas are needed.",
          },
          {
            question: "Can reports be emailed on a schedule?",
            answer:
              "Yes. Schedule any saved report daily, weekly or monthly to chosen people, who receive it as an Excel " +
              "attachment.",
          },
          {
            question: "Can we connect Power BI or Tableau?",
            answer: "Yes. Use our REST API to pull data into Power BI, Tableau or any BI tool that reads from an API.",
          },
        ],
      },
      {
        title: "Performance Insights",
        description:
          "Turn appraisal data into decisions: see rating distributions, goal completion and feedback trends by team " +
          "and manager. Compare teams side by side and spot managers who rate everyone the same. " +
          "Use these views in calibration meetings before ratings are final.",
        icon: "trending-up",
        illustration: "chart",
        illustrationAlt: "Chart of the rating distribution by department next to goal completion for each team",
        highlights: [
          "Rating distribution",
          "Goal completion tracking",
          "Team and manager comparison",
          "Calibration views",
          "High performer lists",
          "Feedback trends",
        ],
        benefits: [
          "Calibration meetings start from data, not from memory.",
          "Managers who rate too high or too low are visible before results go out.",
          "High performers are identified for promotions and retention plans.",
          "Training budgets follow the gaps that reviews reveal.",
        ],
        faqs: [
          {
            question: "Can we compare results across cycles?",
            answer: "Yes. Compare an employee's or a team's results across appraisal cycles to see who is improving.",
          },
          {
            question: "Can employees see performance insights?",
            answer:
              "Employees see their own results. Team and company views are limited by role to managers, HR and " +
              "leadership.",
          },
          {
            question: "Does this connect to skills and training?",
            answer: "Yes. Low-rated competencies can be linked to courses in the learning module.",
          },
        ],
      },
      {
        title: "Operational Metrics",
        description:
          "One live board for daily operations: who is present, late or on leave, overtime building up, field visits " +
          "done and approvals waiting. Branch heads see their own site, and leadership sees every site together. " +
          "Alerts flag unusual days, such as a branch with many late arrivals.",
        icon: "gauge",
        illustration: "dashboard",
        illustrationAlt: "Operations dashboard with today's attendance, late arrivals, open approvals and field visits",
        highlights: [
          "Today's attendance at a glance",
          "Late arrival and absence trends",
          "Overtime monitoring",
          "Field visit completion",
          "Pending approvals",
          "Branch comparison",
        ],
        benefits: [
          "Branch heads fix staffing gaps in the morning, not after the shift.",
          "Overtime is caught as it builds, not when the payroll bill arrives.",
          "Pending approvals are visible, so requests do not pile up.",
          "Leadership compares sites on the same measures.",
        ],
        faqs: [
          {
            question: "Can each branch see only its own metrics?",
            answer:
              "Yes. The board follows access rules, so branch heads see their site and leadership sees all sites.",
          },
          {
            question: "Can we set alerts on metrics?",
            answer:
              "Yes. Set thresholds, such as absence or overtime above a level you choose, and the right people are " +
              "notified.",
          },
          {
            question: "Does it include field teams?",
            answer: "Yes. Field visits, tasks and distance travelled appear alongside office attendance.",
          },
        ],
      },
    ],
  },
  {
    category: "Integration & API",
    title: "Integrations & API",
    subtitle: "Connect Aster to 100+ tools you already use, or build on our REST API and webhooks.",
    metaDescription:
      "Connect Aster HRMS to 100+ tools such as Tally, Zoho Books, Slack and biometric devices, or build on the REST " +
      "API.",
    closingTitle: "Ready to Connect Aster to Your Systems?",
    closingText:
      "Tell us which tools you use and we will show the integrations in a demo, or talk to sales about a custom " +
      "connection.",
    sections: [
      {
        title: "API Integration",
        description:
          "Aster's REST API gives your developers access to employees, attendance, leave, payroll results and more, " +
          "with API keys scoped per application. Webhooks notify your systems when events happen, such as a new " +
          "joiner or an approved leave. Documentation with request and response examples covers every endpoint.",
        icon: "code",
        illustration: "code",
        illustrationAlt: "Code editor showing a REST API request for employee records and its JSON response",
        highlights: [
          "REST API",
          "Webhooks for key events",
          "Scoped API keys",
          "JSON responses",
          "Developer documentation",
          "Every call logged",
        ],
        benefits: [
          "Your own systems get HR data without manual exports.",
          "Events such as a new joiner can trigger account creation in other tools.",
          "Each API key sees only what it needs, which limits risk.",
          "Every API call is logged for audit.",
        ],
        faqs: [
          {
            question: "What can we do with the API?",
            answer:
              "Read and update employees, push attendance from your own devices or apps, read leave and payroll " +
              "results, and receive webhooks for events.",
          },
          {
            question: "How are API keys secured?",
            answer:
              "Keys are created per application with chosen permissions, can be revoked at any time, and every call " +
              "is logged.",
          },
          {
            question: "Is there API documentation?",
            answer:
              "Yes. It covers every endpoint with request and response examples, and our team supports your " +
              "integration during onboarding.",
          },
        ],
      },
      {
        title: "System Integrations",
        description:
          "Connect Aster to 100+ tools, including Tally, Zoho Books and QuickBooks for accounting, Razorpay for " +
          "payouts, Slack and Microsoft Teams for alerts, Google Workspace for accounts, and biometric devices for " +
          "attendance. Integrations are switched on from settings, with no code. " +
          "Our team sets up the ones you need during onboarding.",
        icon: "plug",
        illustration: "integration",
        illustrationAlt: "Integration hub with Aster in the centre linked to accounting, chat and biometric tools",
        highlights: [
          "100+ integrations",
          "Tally and Zoho Books sync",
          "Slack and Microsoft Teams alerts",
          "Google Workspace accounts",
          "Biometric device connection",
          "Set up without code",
        ],
        benefits: [
          "Payroll journals reach your accounting software without re-entry.",
          "Approvals arrive where managers already work, in Slack or Teams.",
          "New joiners get their email accounts as part of onboarding.",
          "Attendance from biometric devices lands in Aster without CSV uploads.",
        ],
        faqs: [
          {
            question: "Which accounting tools do you connect to?",
            answer:
              "Tally, Zoho Books and QuickBooks, among others. Payroll journals and expense payouts sync as entries " +
              "your finance team can review.",
          },
          {
            question: "Do you integrate with our biometric machines?",
            answer:
              "Aster connects to common fingerprint and face terminals, including ZKTeco and eSSL devices. " +
              "Tell us your model and we will confirm.",
          },
          {
            question: "What if a tool we use is not listed?",
            answer: "Use our REST API and webhooks, or ask our team. We add integrations based on customer requests.",
          },
        ],
      },
      {
        title: "Data Management",
        description:
          "Import employees, leave balances, salary history and attendance from Excel, CSV or your previous HRMS, " +
          "with every row checked before it is saved. Bulk updates handle changes such as annual increments in one " +
          "upload. You can export your data at any time; it stays yours.",
        icon: "database",
        illustration: "dashboard",
        illustrationAlt: "Import screen previewing a spreadsheet of employees with rows flagged for missing fields",
        highlights: [
          "Excel and CSV import",
          "Row-level validation",
          "Migration from your old HRMS",
          "Bulk updates",
          "Full data export",
          "Import history log",
        ],
        benefits: [
          "Moving from spreadsheets or another HRMS does not mean starting from zero.",
          "Errors are caught at import, before they reach payroll.",
          "Company-wide changes take one upload instead of many edits.",
          "You are never locked in, because your data can be exported whenever you want.",
        ],
        faqs: [
          {
            question: "Will you help us migrate?",
            answer:
              "Yes. Our onboarding team maps your data, runs the import with you and checks the results, as part of " +
              "onboarding that takes 24 to 48 hours.",
          },
          {
            question: "Which formats can we import?",
            answer:
              "Excel and CSV files using our templates. If your data comes from another HRMS, we help map its export " +
              "to our format.",
          },
          {
            question: "Can we export everything if we leave?",
            answer: "Yes. Export employees, attendance, leave, payroll and documents at any time in standard formats.",
          },
        ],
      },
      {
        title: "Technical Features",
        description:
          "Aster runs in the cloud with 99.9% uptime and daily backups, so there are no servers for you to maintain. " +
          "It works in any modern browser and on Android and iOS, and supports single sign-on with Google and " +
          "Microsoft accounts. Every release is listed in our public changelog.",
        icon: "settings",
        illustration: "code",
        illustrationAlt: "System status panel showing uptime, the last backup time and connected sign-in providers",
        highlights: [
          "99.9% uptime",
          "Daily backups",
          "Single sign-on with Google and Microsoft",
          "Any modern browser",
          "Android and iOS apps",
          "Public changelog",
        ],
        benefits: [
          "No servers, installs or upgrades for your IT team to manage.",
          "Employees sign in with the work accounts they already have.",
          "Daily backups mean one bad day never costs you your HR history.",
          "Every release is listed in the changelog, so you know what changed.",
        ],
        faqs: [
          {
            question: "Do we need to install anything?",
            answer:
              "No. Aster runs in the browser, and employees install the mobile app from Google Play or the App Store.",
          },
          {
            question: "Do you support single sign-on?",
            answer: "Yes. Employees can sign in with their Google Workspace or Microsoft accounts.",
          },
          {
            question: "What uptime do you offer?",
            answer: "Aster runs with 99.9% uptime, and scheduled maintenance is announced in advance.",
          },
        ],
      },
    ],
  },
];
