import type { FeatureCategory } from "../types";

/** Communication: its card and four features on /features (its page: content/feature-pages/communication.ts). */
export const communication: FeatureCategory = {
  name: "Communication",
  description: "Chat, notifications, a notice board and an AI assistant, so employees get answers without chasing HR.",
  icon: "message",
  color: "violet",
  features: [
    {
      title: "Real-time Chat System",
      description:
        "One-to-one and group chat with file sharing and read receipts, inside the same app employees already use " +
        "for HR.",
      highlights: ["Direct and group chats", "File and photo sharing", "Read receipts", "Department channels"],
    },
    {
      title: "Notification System",
      description:
        "Push, email and in-app alerts for approvals, payslips, shift changes and announcements, with 99.9% push " +
        "delivery.",
      highlights: ["Push and email alerts", "Approval reminders", "Per-user preferences", "99.9% push delivery"],
    },
    {
      title: "Notice Board",
      description:
        "Publish notices to the whole company or to chosen branches and departments, and see who has read them.",
      highlights: ["Targeted notices", "Read acknowledgements", "Pinned announcements", "Scheduled publishing"],
    },
    {
      title: "AI Chat Assistant",
      description:
        "Employees ask about leave balances, policies and payslips in plain language and get answers at any hour, " +
        "with 95%+ accuracy.",
      highlights: ["24/7 answers", "95%+ accuracy", "Answers from your policies", "Hands off to HR"],
    },
  ],
};
