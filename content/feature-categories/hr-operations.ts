import type { FeatureCategory } from "../types";

/** HR Operations: its card and four features on /features (its page: content/feature-pages/hr-operations.ts). */
export const hrOperations: FeatureCategory = {
  name: "HR Operations",
  description:
    "Leave, recruitment, performance and the employee lifecycle, from the first interview to the full and final " +
    "settlement.",
  icon: "briefcase",
  color: "amber",
  features: [
    {
      title: "Leave Management",
      description:
        "Set leave types with accrual and carry-forward rules per policy, and let employees see their balance " +
        "before they apply.",
      highlights: ["Custom leave types", "Accrual and carry-forward", "Live leave balances", "Team leave calendar"],
    },
    {
      title: "Recruitment & Hiring",
      description:
        "Publish openings, move candidates through each interview round and send offer letters from one hiring " +
        "pipeline.",
      highlights: ["Job openings", "Candidate pipeline", "Interview scheduling", "Offer letter templates"],
    },
    {
      title: "Performance Management",
      description:
        "Run appraisal cycles with goals, KRAs, self-reviews and manager ratings, and keep feedback on record all " +
        "year.",
      highlights: ["Goals and KRAs", "Appraisal cycles", "Self and manager reviews", "Continuous feedback"],
    },
    {
      title: "Employee Lifecycle",
      description:
        "Handle onboarding checklists, probation confirmations, transfers, promotions and exits in one place.",
      highlights: [
        "Onboarding checklists",
        "Probation tracking",
        "Transfers and promotions",
        "Full and final settlement",
      ],
    },
  ],
};
