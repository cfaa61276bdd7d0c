import type { Plan } from "../../../common/plan";
import { yearlySavingsLabel } from "../../../content/pricing";
import type { IconName } from "../../../content/types";

/**
 * What the browser adds to a plan (SPEC §3): colour, icon, description and savings label.
 * On /pricing a plan named like "platinum" is the popular one and "gold" gets gold styling.
 */
export type PlanTier = "popular" | "gold" | "standard";

export interface PlanPresentation {
  tier: PlanTier;
  icon: IconName;
  description: string;
  savingsLabel: string | null;
}

const descriptions: Array<[RegExp, string]> = [
  [/basic|starter/i, "For small teams putting employee records, leave and attendance in one place."],
  [/gold|professional/i, "For growing companies that run shifts, field teams and expense approvals."],
  [/platinum|enterprise/i, "For organisations that want payroll, hiring and analytics on one platform."],
];

export function presentPlan(plan: Plan, popularBy: "name" | "flag" = "name"): PlanPresentation {
  const popular = popularBy === "name" ? /platinum/i.test(plan.name) : plan.popular;
  const tier: PlanTier = popular ? "popular" : /gold/i.test(plan.name) ? "gold" : "standard";
  const description =
    descriptions.find(([pattern]) => pattern.test(plan.name))?.[1] ?? "A plan shaped around how your team works.";
  return {
    tier,
    icon: tier === "popular" ? "sparkles" : tier === "gold" ? "award" : "rocket",
    description,
    savingsLabel: /year|annual/i.test(plan.priceDetails) ? yearlySavingsLabel : null,
  };
}
