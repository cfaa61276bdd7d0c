import type { FeaturePage } from "../types";

/** /features/hr-operations */
export const hrOperationsPage: FeaturePage = {
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
};
