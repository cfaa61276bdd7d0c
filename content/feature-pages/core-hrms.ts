import type { FeaturePage } from "../types";

/** /features/core-hrms */
export const coreHrmsPage: FeaturePage = {
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
};
