import { Newspaper } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** Blog posts: the list, a post's editor, and sending a post as the newsletter. */
export const area = defineArea({
  permission: "blog.manage",
  nav: { label: "Blog Posts", icon: Newspaper, group: "spec", order: 40 },
});
