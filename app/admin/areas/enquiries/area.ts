import { Inbox } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** What visitors sent through the contact form and the assistant. */
export const area = defineArea({
  permission: "enquiries.read",
  nav: { label: "Enquiries", icon: Inbox, group: "more", order: 80 },
});
