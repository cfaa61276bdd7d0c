import { z } from "./zod";

/**
 * GET /api/admin (SPEC §3 "Dashboard summary"): counts and the newest few of each area, with
 * ids so every entry can link to its record. Areas join this schema as they are built.
 */
export const dashboardSummarySchema = z.object({
  userCount: z.number(),
  planCount: z.number(),
  scheduleDemoCount: z.number(),
  recentUsers: z.array(z.object({ _id: z.string(), username: z.string() })),
  recentPlans: z.array(z.object({ _id: z.string(), name: z.string(), price: z.string() })),
  recentScheduleDemos: z.array(z.object({ _id: z.string(), name: z.string(), date: z.string(), time: z.string() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
