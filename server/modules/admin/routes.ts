import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { countAdminUsers, listRecentAdminUsers } from "../auth/admin-users";
import type { PlanService } from "../plans/service";

const recentLimit = 5;

/** GET /api/admin: the dashboard summary (SPEC §3), for the areas that exist so far. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Database; plans: PlanService }> = async (
  app,
  { db, plans },
) => {
  app.get(
    "/api/admin",
    {
      schema: {
        response: {
          200: z.object({
            userCount: z.number(),
            planCount: z.number(),
            recentUsers: z.array(z.object({ username: z.string() })),
            recentPlans: z.array(z.object({ _id: z.string(), name: z.string(), price: z.string() })),
          }),
        },
      },
    },
    async () => {
      const [userCount, planCount, recentUsers, recentPlans] = await Promise.all([
        countAdminUsers(db),
        plans.count(),
        listRecentAdminUsers(db, recentLimit),
        plans.recent(recentLimit),
      ]);
      return { userCount, planCount, recentUsers, recentPlans };
    },
  );
};
