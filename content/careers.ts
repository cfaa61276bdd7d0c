/**
 * Copy for /careers (SPEC §2 "Careers"): the "Join Our Team" intro, benefits, culture and how we hire.
 * The Current Openings list comes from the job openings API, not from here.
 */
import type { IconCard, TitledText } from "./types";

/** The page heading (SPEC §2 wording) and its introduction. */
export const careersIntro: TitledText = {
  title: "Join Our Team",
  text:
    "Aster is a small team in Kolkata, Bangalore, Pune, Bhubaneswar, Thane and Dubai building HR software that pays " +
    "thousands of people correctly every month. If you like hard, practical problems, such as a shift that crosses " +
    "midnight or a payslip that must satisfy both PF rules and a site supervisor, you will fit in here.",
};

/** Six benefit tiles. */
export const careersBenefits: readonly IconCard[] = [
  {
    icon: "heart",
    title: "Health cover for your family",
    text: "Group health insurance of ₹5 lakh for you, your spouse, children and parents, with the premium paid by us.",
  },
  {
    icon: "building",
    title: "Hybrid by default",
    text: "Two office days a week with your team, the rest from wherever you work best within the country you are in.",
  },
  {
    icon: "graduation-cap",
    title: "₹30,000 learning budget",
    text: "Every year, for courses, books, certifications or conferences that help you do your work better.",
  },
  {
    icon: "calendar",
    title: "Time off that adds up",
    text: "24 days of paid leave plus public holidays, and 26 weeks of parental leave for the primary caregiver.",
  },
  {
    icon: "award",
    title: "Ownership",
    text: "Stock options for early team members, so the people who build Aster share in what it becomes.",
  },
  {
    icon: "smartphone",
    title: "Your tools, paid for",
    text: "A laptop of your choice, a monthly internet allowance, and a one-time grant to set up your home desk.",
  },
];

/** Four tiles on what working here is like. */
export const careersCulture: readonly IconCard[] = [
  {
    icon: "users",
    title: "Close to customers",
    text: "Everyone joins a few customer calls each quarter and, when possible, visits a site where Aster is used.",
  },
  {
    icon: "file-text",
    title: "Written over spoken",
    text: "Proposals and decisions are written down, so a colleague in Dubai can weigh in as easily as one in Kolkata.",
  },
  {
    icon: "target",
    title: "Small teams, clear owners",
    text: "Each area of the product has a named owner who decides, ships and answers for it.",
  },
  {
    icon: "lightbulb",
    title: "Room to grow",
    text: "Engineers move into payroll, support staff move into product. We promote from within when we can.",
  },
];

/** How hiring works, in four steps. */
export const hiringSteps: readonly TitledText[] = [
  {
    title: "Apply",
    text: "Send your CV or a short note about your work. A person reads every application and replies within a week.",
  },
  {
    title: "Introductory call",
    text: "A 30-minute conversation with the hiring manager about the role, your experience and what you are looking for.",
  },
  {
    title: "Work conversation",
    text: "A paid take-home task or a working session on a real problem from our product, reviewed together with you.",
  },
  {
    title: "Meet the founders and offer",
    text: "A final conversation with one of the founders, reference checks, and a written offer within three days.",
  },
];

/** Where applications and questions about roles go. */
export const careersEmail = "careers@asterhrms.com";
