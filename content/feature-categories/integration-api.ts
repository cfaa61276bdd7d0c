import type { FeatureCategory } from "../types";

/** Integration & API: its card and four features on /features (its page: content/feature-pages/integration-api.ts). */
export const integrationApi: FeatureCategory = {
  name: "Integration & API",
  description:
    "Connect Aster to accounting, payments, collaboration tools and attendance devices, or build on our REST API.",
  icon: "plug",
  color: "fuchsia",
  features: [
    {
      title: "API Integration",
      description:
        "Use our REST API and webhooks to read employee data, push attendance and trigger workflows in your own " +
        "systems.",
      highlights: ["REST API", "Event webhooks", "Scoped API keys", "Developer documentation"],
    },
    {
      title: "System Integrations",
      description:
        "Connect to 100+ tools, including Tally, Zoho Books, QuickBooks, Slack, Microsoft Teams, Google Workspace " +
        "and biometric devices.",
      highlights: ["100+ ready integrations", "Accounting sync", "Chat tool alerts", "Attendance device links"],
    },
    {
      title: "Data Management",
      description:
        "Import employees, balances and salary history from spreadsheets or your old HRMS, and export your data " +
        "whenever you need it.",
      highlights: ["Excel and CSV import", "Row-level validation", "Bulk updates", "Full data export"],
    },
    {
      title: "Technical Features",
      description:
        "Cloud hosting with 99.9% uptime and daily backups, single sign-on, and a web app that runs in any modern " +
        "browser.",
      highlights: ["99.9% uptime", "Single sign-on", "Daily backups", "Runs in any browser"],
    },
  ],
};
