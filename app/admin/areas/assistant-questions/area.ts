import { MessageCircleQuestion } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** Questions the site's assistant could not answer, and answers visitors marked unhelpful. */
export const area = defineArea({
  permission: "assistant-questions.read",
  nav: { label: "Assistant Questions", icon: MessageCircleQuestion, group: "more", order: 110 },
});
