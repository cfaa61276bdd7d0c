import { BriefcaseBusiness } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The careers page's openings: the list, a new one, and one opening's editor. */
export const area = defineArea({
  permission: "job-openings.manage",
  nav: { label: "Job Openings", icon: BriefcaseBusiness, group: "spec", order: 50 },
});
