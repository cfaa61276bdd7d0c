import type { FeaturePage } from "../types";

/** /features/integration-api */
export const integrationApiPage: FeaturePage = {
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
};
