import type { FeatureCategory } from "../types";

/** Core HRMS: its card and four features on /features (its page: content/feature-pages/core-hrms.ts). */
export const coreHrms: FeatureCategory = {
  name: "Core HRMS",
  description: "The employee record everything else runs on: people, departments, companies and who can see what.",
  icon: "building",
  color: "indigo",
  features: [
    {
      title: "Employee Database",
      description:
        "Keep each employee's profile, job history, bank and statutory details, documents and emergency contacts " +
        "in one searchable record.",
      highlights: ["Complete employee profiles", "Document storage", "Job history timeline", "Bulk Excel import"],
    },
    {
      title: "Organization Structure",
      description:
        "Model branches, departments, designations and reporting lines, and see them as an org chart that updates " +
        "when people move.",
      highlights: [
        "Interactive org chart",
        "Departments and designations",
        "Branch and location setup",
        "Reporting line changes",
      ],
    },
    {
      title: "Multi-tenant Management",
      description:
        "Run several companies or legal entities from one login, each with its own policies, payroll settings and " +
        "data kept apart.",
      highlights: [
        "Separate data per company",
        "Entity-level policies",
        "One login, many companies",
        "Group-level reporting",
      ],
    },
    {
      title: "Roles & Permissions",
      description:
        "Give Admin, HR, Manager, Field Employee and Office Employee roles the access they need, or create custom " +
        "roles down to each action.",
      highlights: [
        "Ready-made role templates",
        "Unlimited custom roles",
        "Granular action permissions",
        "Team-scoped manager access",
      ],
    },
  ],
};
