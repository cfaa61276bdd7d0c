import type { FeaturePage } from "../types";

/** /features/security-compliance */
export const securityCompliancePage: FeaturePage = {
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
};
