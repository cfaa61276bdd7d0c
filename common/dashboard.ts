import { z } from "./zod";

/**
 * GET /api/admin/dashboard (SPEC §7's GET /api/admin; SPEC §3 "Dashboard summary"): counts and
 * the newest few of each area, with ids so every entry links to its record, and demo requests
 * per week for the chart. Each area's fields are there only for a role that may open the area
 * (common/permissions.ts): an admin gets SPEC's whole summary, a recruiter the job openings.
 */
export const dashboardSummarySchema = z.object({
  userCount: z.number().optional(),
  blogCount: z.number().optional(),
  jobOpeningCount: z.number().optional(),
  planCount: z.number().optional(),
  scheduleDemoCount: z.number().optional(),
  /** Confirmed newsletter subscribers. */
  subscriberCount: z.number().optional(),
  recentUsers: z.array(z.object({ _id: z.string(), username: z.string() })).optional(),
  recentBlogPosts: z.array(z.object({ _id: z.string(), title: z.string(), date: z.string() })).optional(),
  recentJobOpenings: z.array(z.object({ _id: z.string(), title: z.string(), location: z.string() })).optional(),
  recentPlans: z.array(z.object({ _id: z.string(), name: z.string(), price: z.string() })).optional(),
  recentScheduleDemos: z
    .array(z.object({ _id: z.string(), name: z.string(), date: z.string(), time: z.string() }))
    .optional(),
  /** Oldest week first; `weekStart` is a Monday (YYYY-MM-DD) in India time. */
  demoRequestsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number() })).optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
