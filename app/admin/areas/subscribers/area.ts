import { MailPlus } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The newsletter's subscribers: export and removal. */
export const area = defineArea({
  permission: "newsletter.manage",
  nav: { label: "Subscribers", icon: MailPlus, group: "more", order: 100 },
});
