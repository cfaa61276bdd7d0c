import type { DashboardSummary } from "../../../common/dashboard";
import type { DemoService } from "../demo/service";
import type { PlanService } from "../plans/service";
import type { UserService } from "../users/service";

const recentLimit = 5;

/** The back office's front page: it asks each area's service, never the database directly. */
export function createDashboardService({
  users,
  plans,
  demo,
}: {
  users: UserService;
  plans: PlanService;
  demo: DemoService;
}) {
  return {
    async summary(): Promise<DashboardSummary> {
      const [userCount, planCount, scheduleDemoCount, recentUsers, recentPlans, recentDemos] = await Promise.all([
        users.count(),
        plans.count(),
        demo.count(),
        users.recent(recentLimit),
        plans.recent(recentLimit),
        demo.recent(recentLimit),
      ]);
      return {
        userCount,
        planCount,
        scheduleDemoCount,
        recentUsers: recentUsers.map((user) => ({ _id: user.id, username: user.username })),
        recentPlans: recentPlans.map(({ _id, name, price }) => ({ _id, name, price })),
        recentScheduleDemos: recentDemos.map(({ _id, name, date, time }) => ({ _id, name, date, time })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
