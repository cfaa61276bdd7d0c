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

/**
 * Valid staff input for each area, unique on every call (titles, names and versions differ), for
 * tests that create records through the API.
 */
export function uniqueStaffInputs() {
  let serial = 0;
  const unique = () => `${++serial}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    unique,
    plan: () => ({ ...silverPlan, name: `Plan ${unique()}` }),
    post: () => ({
      title: `Rosters that survive the monsoon ${unique()}`,
      content: "<p>Rosters need slack.</p>",
      category: "Best Practices",
      author: "Ritika Banerjee",
      tags: ["Rosters"],
    }),
    job: () => ({
      title: `Payroll Analyst ${unique()}`,
      description: "Runs payroll.",
      location: "Kolkata",
      status: "open",
    }),
    entry: () => ({
      name: "Faster payroll",
      description: "Runs faster",
      version: `v9.${serial++}.0`,
      date: "2026-11-20",
    }),
  };
}
