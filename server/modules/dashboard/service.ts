import type { DashboardSummary } from "../../../common/dashboard";
import type { BlogService } from "../blog/service";
import type { DemoService } from "../demo/service";
import type { JobOpeningService } from "../job-openings/service";
import type { NewsletterService } from "../newsletter/service";
import type { PlanService } from "../plans/service";
import type { UserService } from "../users/service";

const recentLimit = 5;
/** The chart on the dashboard: demo requests per week over a quarter. */
const chartWeeks = 12;

/** The back office's front page: it asks each area's service, never the database directly. */
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
  return {
    async summary(): Promise<DashboardSummary> {
      const [counts, recent, demoRequestsPerWeek, subscriberCount] = await Promise.all([
        Promise.all([users.count(), blog.count(), jobOpenings.count(), plans.count(), demo.count()]),
        Promise.all([
          users.recent(recentLimit),
          blog.recent(recentLimit),
          jobOpenings.recent(recentLimit),
          plans.recent(recentLimit),
          demo.recent(recentLimit),
        ]),
        demo.requestsPerWeek(chartWeeks),
        newsletter.confirmedCount(),
      ]);
      const [userCount, blogCount, jobOpeningCount, planCount, scheduleDemoCount] = counts;
      const [recentUsers, recentPosts, recentJobs, recentPlans, recentDemos] = recent;
      return {
        userCount,
        blogCount,
        jobOpeningCount,
        planCount,
        scheduleDemoCount,
        subscriberCount,
        recentUsers: recentUsers.map((user) => ({ _id: user.id, username: user.username })),
        recentBlogPosts: recentPosts.map(({ _id, title, date }) => ({ _id, title, date })),
        recentJobOpenings: recentJobs.map(({ _id, title, location }) => ({ _id, title, location })),
        recentPlans: recentPlans.map(({ _id, name, price }) => ({ _id, name, price })),
        recentScheduleDemos: recentDemos.map(({ _id, name, date, time }) => ({ _id, name, date, time })),
        demoRequestsPerWeek,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
