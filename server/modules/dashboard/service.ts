import type { DashboardSummary, OwnAreasDashboard } from "../../../common/dashboard";
import { can, type Permission, type StaffRole } from "../../../common/permissions";
import type { BlogService } from "../blog/service";
import type { DemoService } from "../demo/service";
import type { JobOpeningService } from "../job-openings/service";
import type { NewsletterService } from "../newsletter/service";
import type { PlanService } from "../plans/service";
import type { UserService } from "../users/service";

const recentLimit = 5;
/** The chart on the dashboard: demo requests per week over a quarter. */
const chartWeeks = 12;

/**
 * The back office's front page: it asks each area's service, never the database directly, and
 * only the areas the signed-in role may open.
 */
export function createDashboardService({
  users,
  plans,
  demo,
  blog,
  jobOpenings,
  newsletter,
}: {
  users: UserService;
  plans: PlanService;
  demo: DemoService;
  blog: BlogService;
  jobOpenings: JobOpeningService;
  newsletter: NewsletterService;
}) {
  /** Each area's part of the summary, and the permission that opens the area. */
  const areas: ReadonlyArray<{ permission: Permission; load: () => Promise<OwnAreasDashboard> }> = [
    {
      permission: "users.manage",
      load: async () => {
        const [userCount, recent] = await Promise.all([users.count(), users.recent(recentLimit)]);
        return { userCount, recentUsers: recent.map((user) => ({ _id: user.id, username: user.username })) };
      },
    },
    {
      permission: "blog.manage",
      load: async () => {
        const [blogCount, recent] = await Promise.all([blog.count(), blog.recent(recentLimit)]);
        return { blogCount, recentBlogPosts: recent.map(({ _id, title, date }) => ({ _id, title, date })) };
      },
    },
    {
      permission: "job-openings.manage",
      load: async () => {
        const [jobOpeningCount, recent] = await Promise.all([jobOpenings.count(), jobOpenings.recent(recentLimit)]);
        return {
          jobOpeningCount,
          recentJobOpenings: recent.map(({ _id, title, location }) => ({ _id, title, location })),
        };
      },
    },
    {
      permission: "plans.manage",
      load: async () => {
        const [planCount, recent] = await Promise.all([plans.count(), plans.recent(recentLimit)]);
        return { planCount, recentPlans: recent.map(({ _id, name, price }) => ({ _id, name, price })) };
      },
    },
    {
      permission: "demo-requests.read",
      load: async () => {
        const [scheduleDemoCount, recent, demoRequestsPerWeek] = await Promise.all([
          demo.count(),
          demo.recent(recentLimit),
          demo.requestsPerWeek(chartWeeks),
        ]);
        return {
          scheduleDemoCount,
          recentScheduleDemos: recent.map(({ _id, name, date, time }) => ({ _id, name, date, time })),
          demoRequestsPerWeek,
        };
      },
    },
    { permission: "newsletter.manage", load: async () => ({ subscriberCount: await newsletter.confirmedCount() }) },
  ];

  /** The parts of the areas `role` may open, in one object. */
  async function summaryFor(role: StaffRole): Promise<OwnAreasDashboard> {
    const parts = await Promise.all(areas.filter((area) => can(role, area.permission)).map((area) => area.load()));
    return Object.assign({}, ...parts);
  }

  return {
    summaryFor,
    /** SPEC's summary: every area (an admin may open them all). */
    fullSummary: () => summaryFor("admin") as Promise<DashboardSummary>,
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
