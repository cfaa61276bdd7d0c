import type { PlanInput } from "../../common/plan";

/** A valid plan as staff send it: what the API tests create and change. */
export const silverPlan: PlanInput = {
  name: "Silver",
  price: "₹600",
  priceDetails: "per month",
  includedUsers: 25,
  additionalUser: "₹15 per additional user / month",
  features: ["Attendance", "Leave"],
  tag: "For small offices",
  popular: false,
};
