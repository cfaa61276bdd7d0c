import { Tags } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The pricing page's plans: the list and one plan's editor. */
export const area = defineArea({
  permission: "plans.manage",
  nav: { label: "Plans", icon: Tags, group: "spec", order: 30 },
});
