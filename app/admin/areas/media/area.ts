import { Images } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The media library: images uploaded once, described, and picked by posts and pages. */
export const area = defineArea({
  permission: "media.manage",
  nav: { label: "Media", icon: Images, group: "more", order: 65 },
});
