import type { FeatureCategory } from "../types";

/** Security & Compliance: its card and four features on /features (its page: content/feature-pages/security-compliance.ts). */
export const securityCompliance: FeatureCategory = {
  name: "Security & Compliance",
  description:
    "Encryption, access rules, statutory compliance and data protection controls that keep employee data where it " +
    "belongs.",
  icon: "shield-check",
  color: "orange",
  features: [
    {
      title: "Advanced Security",
      description:
        "Data is encrypted in transit and at rest, sign-ins can require two-factor authentication, and sensitive " +
        "actions are logged.",
      highlights: ["Encryption at rest", "Two-factor authentication", "JWT-based sessions", "Audit logs"],
    },
    {
      title: "Compliance Management",
      description:
        "Track PF, ESI, PT, LWF and TDS with a due-date calendar and filing-ready reports, plus gratuity and WPS " +
        "for Gulf teams.",
      highlights: ["Statutory due dates", "Filing-ready reports", "Gratuity calculation", "WPS salary files"],
    },
    {
      title: "Data Protection",
      description:
        "GDPR-ready controls for consent, data export and deletion, daily backups, and face data that is never " +
        "stored.",
      highlights: [
        "Daily encrypted backups",
        "Data export on request",
        "Retention and deletion",
        "No stored face data",
      ],
    },
    {
      title: "Access Control",
      description:
        "Limit who sees which employees, salaries and reports by branch, department or company, and restrict " +
        "sign-ins by IP address.",
      highlights: [
        "Branch-level data scoping",
        "Salary visibility rules",
        "IP address restrictions",
        "Idle session timeout",
      ],
    },
  ],
};
