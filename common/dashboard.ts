import { z } from "./zod";

/**
 * GET /api/admin/dashboard (SPEC §7's GET /api/admin; SPEC §3 "Dashboard summary"): counts and
 * the newest few of each area, with ids so every entry links to its record, and demo requests
 * per week for the chart.
 */
export const dashboardSummarySchema = z.object({
  userCount: z.number(),
  blogCount: z.number(),
  jobOpeningCount: z.number(),
  planCount: z.number(),
  scheduleDemoCount: z.number(),
  /** Confirmed newsletter subscribers. */
  subscriberCount: z.number(),
  recentUsers: z.array(z.object({ _id: z.string(), username: z.string() })),
  recentBlogPosts: z.array(z.object({ _id: z.string(), title: z.string(), date: z.string() })),
  recentJobOpenings: z.array(z.object({ _id: z.string(), title: z.string(), location: z.string() })),
  recentPlans: z.array(z.object({ _id: z.string(), name: z.string(), price: z.string() })),
  recentScheduleDemos: z.array(z.object({ _id: z.string(), name: z.string(), date: z.string(), time: z.string() })),
  /** Oldest week first; `weekStart` is a Monday (YYYY-MM-DD) in India time. */
  demoRequestsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/**
 * GET /api/admin/dashboard/own-areas, the back office's dashboard: the same fields, but only those
 * of the areas the signed-in role may open (common/permissions.ts). An admin's has every field; a
 * recruiter's the job openings. SPEC's summary above stays whole, and is an admin's.
 */
export const ownAreasDashboardSchema = dashboardSummarySchema.partial();
export type OwnAreasDashboard = z.infer<typeof ownAreasDashboardSchema>;
