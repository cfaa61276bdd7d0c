import type { Plan } from "../../common/plan";
import { apiRequest } from "./api";

/** SPEC §8: the message under "Unable to Load Pricing". */
export const plansFailedMessage = "Failed to fetch plans.";

/** GET /api/plans from the browser. SPEC §7: a reply that is not an array counts as no plans. */
export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  const body = await apiRequest<unknown>("/api/plans", { signal }).catch(() => {
    throw new Error(plansFailedMessage);
  });
  return Array.isArray(body) ? (body as Plan[]) : [];
}
