import { ScrollText } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The product's release notes. */
export const area = defineArea({
  permission: "changelog.manage",
  nav: { label: "Changelog", icon: ScrollText, group: "spec", order: 60 },
});
