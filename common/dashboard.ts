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
