import type { Plan } from "../../common/plan";

/** SPEC §8: the message under "Unable to Load Pricing". */
export const plansFailedMessage = "Failed to fetch plans.";

/** GET /api/plans from the browser. SPEC §7: a reply that is not an array counts as no plans. */
export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  const response = await fetch("/api/plans", { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(plansFailedMessage);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as Plan[]) : [];
}
