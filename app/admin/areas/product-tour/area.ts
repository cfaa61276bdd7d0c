import { Clapperboard } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The product tour: the video each demo plays, and each chapter's start and screenshot (ADR 048). */
export const area = defineArea({
  permission: "product-tour.manage",
  nav: { label: "Product Tour", icon: Clapperboard, group: "more", order: 66 },
});
