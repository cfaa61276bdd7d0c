import { CalendarClock } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The demos visitors booked, for sales to follow up. */
export const area = defineArea({
  permission: "demo-requests.read",
  nav: { label: "Demo Requests", icon: CalendarClock, group: "spec", order: 20 },
});
