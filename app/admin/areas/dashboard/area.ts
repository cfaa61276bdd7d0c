import { LayoutDashboard } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The back office's summary: this week's demos, the content staff keep, and the trends. */
export const area = defineArea({
  permission: "dashboard.read",
  nav: { label: "Dashboard", icon: LayoutDashboard, group: "spec", order: 10 },
});
