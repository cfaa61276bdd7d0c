import type { LucideIcon } from "lucide-react";
import { BriefcaseBusiness, CalendarClock, LayoutDashboard, Newspaper, ScrollText, Tags } from "lucide-react";

/** SPEC §2 admin sidebar, in order. Areas not built yet are listed, marked, and not linked. */
export const adminNav: ReadonlyArray<{ label: string; icon: LucideIcon; to?: string }> = [
  { label: "Dashboard", icon: LayoutDashboard, to: "/admin/dashboard" },
  { label: "Demo Requests", icon: CalendarClock },
  { label: "Plans", icon: Tags, to: "/admin/plans" },
  { label: "Blog Posts", icon: Newspaper },
  { label: "Job Openings", icon: BriefcaseBusiness },
  { label: "Changelog", icon: ScrollText },
];
