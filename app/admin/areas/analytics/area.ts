import { ChartLine } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** First-party page views, sources and the demo funnel (ADR 028). */
export const area = defineArea({
  permission: "analytics.read",
  nav: { label: "Analytics", icon: ChartLine, group: "more", order: 70 },
});
