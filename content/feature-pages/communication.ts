import type { FeaturePage } from "../types";

/** /features/communication */
export const communicationPage: FeaturePage = {
  category: "Communication",
  title: "Team Communication",
  subtitle: "Chat, alerts, notices and an AI assistant that answers HR questions at any hour.",
  metaDescription:
    "Team chat, push and email notifications, a company notice board and a 24/7 AI assistant for HR questions, in " +
    "one app.",
  closingTitle: "Ready to Bring HR Conversations into One App?",
  closingText:
    "See chat, notices and the AI assistant working together in a demo, or ask sales how they fit your teams.",
  sections: [
    {
      title: "Real-time Chat System",
      description:
        "Employees message each other one-to-one or in groups, share files and photos, and see when messages are " +
        "read. Channels can be created for departments, branches or projects. " +
        "Work chats stay inside your company account, not on personal messaging apps.",
      icon: "message",
      illustration: "chat",
      illustrationAlt: "Chat window with a team conversation, a shared photo and read receipts",
      highlights: [
        "One-to-one and group chat",
        "Department and branch channels",
        "File and photo sharing",
        "Read receipts",
        "Searchable message history",
        "Web and mobile",
      ],
      benefits: [
        "Work conversations move out of personal WhatsApp groups and stay with the company.",
        "Field and office teams talk in the same place.",
        "When someone leaves, their work chats remain with the team.",
        "New joiners are added to their department's channels on their first day.",
      ],
      faqs: [
        {
          question: "Who can employees chat with?",
          answer:
            "By default, anyone in their company. Admins can limit chats, for example between entities in a group.",
        },
        {
          question: "Are chats stored securely?",
          answer: "Yes. Messages are encrypted in transit and at rest, like all data in Aster.",
        },
        {
          question: "Can we export chat history?",
          answer:
            "Admins can export the history of a channel or user when it is needed for an investigation or audit, " +
            "and each export is logged.",
        },
      ],
    },
    {
      title: "Notification System",
      description:
        "Aster sends push, email and in-app notifications for approvals, payslips, shift changes, birthdays and " +
        "announcements. Push notifications reach phones with 99.9% delivery, and pending approvals send reminders " +
        "until someone acts. Each user chooses which alerts they receive and how.",
      icon: "bell",
      illustration: "notification",
      illustrationAlt: "Notification list on a phone with a leave approval, a payslip alert and a shift change",
      highlights: [
        "Push, email and in-app",
        "99.9% push delivery",
        "Approval reminders",
        "Per-user preferences",
        "Escalation when overdue",
        "Birthday and anniversary alerts",
      ],
      benefits: [
        "Requests stop waiting in inboxes because approvers are reminded until they act.",
        "Employees hear about shift changes before the shift, not after.",
        "People choose their channels, so alerts are read instead of ignored.",
        "Overdue approvals escalate to the next manager without anyone chasing.",
      ],
      faqs: [
        {
          question: "Which events send notifications?",
          answer:
            "Requests, approvals, payslips, shift and roster changes, notices, tasks and any reminders you set up. " +
            "Admins choose which events are on for the company.",
        },
        {
          question: "Can users turn off some alerts?",
          answer:
            "Yes. Each user picks push, email or in-app for each type, except alerts your admin marks as mandatory.",
        },
        {
          question: "Do notifications arrive when the app is closed?",
          answer:
            "Yes. Push notifications arrive even when the app is closed, as long as notifications are allowed on " +
            "the phone.",
        },
      ],
    },
    {
      title: "Notice Board",
      description:
        "Publish policies, circulars and announcements to the whole company or to chosen entities, branches and " +
        "departments. Pin important notices, attach files, and ask employees to acknowledge that they have read " +
        "them. HR sees who has read each notice and who has not.",
      icon: "megaphone",
      illustration: "dashboard",
      illustrationAlt: "Notice board with a pinned policy update and a read count on each notice",
      highlights: [
        "Targeted by branch or department",
        "Pinned notices",
        "File attachments",
        "Read acknowledgement",
        "Scheduled publishing",
        "Read reports",
      ],
      benefits: [
        "Policy changes reach the right people, not everyone's inbox.",
        "HR can show who acknowledged a policy and when.",
        "Field staff see notices on their phones, not only on an office wall.",
        "Old notices stay archived and searchable.",
      ],
      faqs: [
        {
          question: "Can employees be asked to acknowledge a notice?",
          answer:
            "Yes. Mark a notice as needing acknowledgement and employees confirm in the app. " +
            "HR can remind those who have not.",
        },
        {
          question: "Can notices be scheduled?",
          answer: "Yes. Set a publish date and an optional expiry, and the notice appears and disappears on time.",
        },
        {
          question: "Can a notice go to one branch only?",
          answer: "Yes. Target any mix of entities, branches, departments or roles.",
        },
      ],
    },
    {
      title: "AI Chat Assistant",
      description:
        "Employees ask questions in plain language, such as 'How many casual leaves do I have left?' or 'When is " +
        "the next holiday?', and get an answer at any hour. The assistant reads your policies, the knowledge base " +
        "and the employee's own records, and answers with 95%+ accuracy. " +
        "Questions it cannot answer go to HR as a ticket.",
      icon: "bot",
      illustration: "chat",
      illustrationAlt: "Chat with the AI assistant answering an employee's question about their leave balance",
      highlights: [
        "24/7 answers",
        "95%+ accuracy",
        "Answers from your policies",
        "Leave and payslip questions",
        "Hands off to HR",
        "Follows role permissions",
      ],
      benefits: [
        "HR stops answering the same leave and policy questions every day.",
        "Employees get answers at night and on weekends, when HR is offline.",
        "Answers come from your own policies, not generic internet advice.",
        "Harder questions still reach a person, with the conversation attached.",
      ],
      faqs: [
        {
          question: "Where does the assistant get its answers?",
          answer:
            "From your policies and knowledge base articles, and from the asking employee's own records, such as " +
            "leave balances and payslips.",
        },
        {
          question: "Can it see other employees' data?",
          answer:
            "No. The assistant follows the same permissions as the person asking, so an employee only sees their " +
            "own data.",
        },
        {
          question: "What if an answer is wrong or missing?",
          answer:
            "The employee can send the question to HR as a ticket. HR's reply can be added to the knowledge base, " +
            "so the assistant uses it next time.",
        },
      ],
    },
  ],
};
