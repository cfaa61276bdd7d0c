import type { LucideIcon } from "lucide-react";
import {
  BriefcaseBusiness,
  CalendarClock,
  ChartLine,
  History,
  Inbox,
  LayoutDashboard,
  MailCheck,
  MailPlus,
  MessageCircleQuestion,
  Newspaper,
  ScrollText,
  ShieldCheck,
  Tags,
  UsersRound,
} from "lucide-react";

/** SPEC §2's sidebar, in its order, then the pages the back office adds (DESIGN §4). */
export const adminNav: ReadonlyArray<{ label: string; icon: LucideIcon; to: string; group: "spec" | "more" }> = [
  { label: "Dashboard", icon: LayoutDashboard, to: "/admin/dashboard", group: "spec" },
  { label: "Demo Requests", icon: CalendarClock, to: "/admin/demo-requests", group: "spec" },
  { label: "Plans", icon: Tags, to: "/admin/plans", group: "spec" },
  { label: "Blog Posts", icon: Newspaper, to: "/admin/blog", group: "spec" },
  { label: "Job Openings", icon: BriefcaseBusiness, to: "/admin/job-openings", group: "spec" },
  { label: "Changelog", icon: ScrollText, to: "/admin/changelog", group: "spec" },
  { label: "Analytics", icon: ChartLine, to: "/admin/analytics", group: "more" },
  { label: "Enquiries", icon: Inbox, to: "/admin/enquiries", group: "more" },
  { label: "Data-Rights Requests", icon: ShieldCheck, to: "/admin/data-rights-requests", group: "more" },
  { label: "Subscribers", icon: MailPlus, to: "/admin/subscribers", group: "more" },
  { label: "Assistant Questions", icon: MessageCircleQuestion, to: "/admin/assistant-questions", group: "more" },
  { label: "Outbox", icon: MailCheck, to: "/admin/outbox", group: "more" },
  { label: "Users", icon: UsersRound, to: "/admin/users", group: "more" },
  { label: "Audit Log", icon: History, to: "/admin/audit", group: "more" },
];
