import type { DashboardSummary } from "../../../common/dashboard";
import type { PlanService } from "../plans/service";
import type { UserService } from "../users/service";

const recentLimit = 5;

/** The back office's front page: it asks each area's service, never the database directly. */
export function createDashboardService({ users, plans }: { users: UserService; plans: PlanService }) {
  return {
    async summary(): Promise<DashboardSummary> {
      const [userCount, planCount, recentUsers, recentPlans] = await Promise.all([
        users.count(),
        plans.count(),
        users.recent(recentLimit),
        plans.recent(recentLimit),
      ]);
      return {
        userCount,
        planCount,
        recentUsers: recentUsers.map((user) => ({ _id: user.id, username: user.username })),
        recentPlans: recentPlans.map(({ _id, name, price }) => ({ _id, name, price })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
