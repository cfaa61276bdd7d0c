import { count } from "drizzle-orm";
import type { PlanInput } from "../../common/plan";
import { defaultPlans } from "../../content/pricing";
import type { Database } from "./client";
import { plans } from "./schema";

/** Gold sits between SPEC's two defaults so every card style on /pricing has a plan to show. */
const goldPlan: PlanInput = {
  name: "Gold",
  price: "₹1,200",
  priceDetails: "per month",
  includedUsers: 50,
  additionalUser: "₹20 per additional user / month",
  features: [
    "Everything in Basic",
    "Geofence, QR and IP attendance",
    "Shift rosters and overtime",
    "Expense claims and approvals",
    "Priority phone support",
  ],
  tag: "Best for growing teams",
  popular: false,
};

/** Seeds an empty database with demo content; a database with any plan is left alone. */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<void> {
  const [row] = await db.select({ plans: count() }).from(plans);
  if ((row?.plans ?? 0) > 0) return;

  const [basic, platinum] = defaultPlans;
  const ordered = [basic, goldPlan, platinum].filter((plan) => plan !== undefined);
  // Distinct creation times keep SPEC's order (Basic, then Gold, then Platinum) in every list.
  const start = now.getTime() - ordered.length * 1000;
  await db.insert(plans).values(
    ordered.map(({ name, price, priceDetails, includedUsers, additionalUser, features, tag, popular }, index) => ({
      name,
      price,
      priceDetails,
      includedUsers,
      additionalUser,
      features,
      tag,
      popular,
      createdAt: new Date(start + index * 1000),
    })),
  );
}
