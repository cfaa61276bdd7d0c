import type { Plan } from "../common/plan";
import type { IconName } from "./types";

/**
 * SPEC §3 default plans: the home preview shows these when the plans call fails or returns
 * nothing, and an empty database is seeded with them (plus Gold, see server/db/seed.ts).
 */
export const defaultPlans: readonly Plan[] = [
  {
    _id: "default-basic",
    name: "Basic",
    price: "₹50",
    priceDetails: "per month",
    includedUsers: 10,
    additionalUser: "₹5 per additional user / month",
    features: [
      "Employee directory and profiles",
      "Leave and holiday calendar",
      "Web and mobile attendance",
      "24/7 email support",
    ],
    tag: "This is a free plan",
    popular: false,
  },
  {
    _id: "default-platinum",
    name: "Platinum",
    price: "₹14,400",
    priceDetails: "per year",
    includedUsers: 100,
    additionalUser: "₹120 per additional user / year",
    features: [
      "Unlimited leave policies and shift rosters",
      "All 8 attendance methods, including face recognition",
      "Payroll with PF, ESI and TDS",
      "Recruitment and performance reviews",
      "AI assistant and analytics",
      "Dedicated success manager",
    ],
    tag: "Most valued plan",
    popular: true,
  },
];

/** SPEC §4: a yearly billing period shows this label. */
export const yearlySavingsLabel = "Save 20%";

/** The four benefit tiles under the plans on /pricing. */
export const pricingBenefits: readonly { icon: IconName; title: string; description: string }[] = [
  {
    icon: "rocket",
    title: "14-day free trial",
    description: "Try every feature with your own team. No credit card required.",
  },
  {
    icon: "zap",
    title: "Live in 24 to 48 hours",
    description: "We import your employees, leave policies and shifts so you start with real data.",
  },
  {
    icon: "refresh",
    title: "Change plans any time",
    description: "Upgrades and downgrades apply immediately, with prorated billing.",
  },
  {
    icon: "headphones",
    title: "24/7 support",
    description: "Email support around the clock on every plan, priority phone on Professional.",
  },
];
