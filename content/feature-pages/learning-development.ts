import type { FeaturePage } from "../types";

/** /features/learning-development */
export const learningDevelopmentPage: FeaturePage = {
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
};
