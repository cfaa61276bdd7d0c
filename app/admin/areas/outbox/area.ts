import { MailCheck } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** Email the site sends, until it is delivered; retry a failed one. */
export const area = defineArea({
  permission: "outbox.manage",
  nav: { label: "Outbox", icon: MailCheck, group: "more", order: 120 },
});
