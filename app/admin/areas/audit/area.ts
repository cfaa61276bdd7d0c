import { History } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** Every change made in the back office: who, what, which record, when (ADR 009). */
export const area = defineArea({
  permission: "audit.read",
  nav: { label: "Audit Log", icon: History, group: "more", order: 140 },
});
