import { asc, count, desc, eq } from "drizzle-orm";
import type { Plan, PlanInput } from "../../../common/plan";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { plans } from "../../db/schema";

type PlanRow = typeof plans.$inferSelect;

const toPlan = (row: PlanRow): Plan => ({
  _id: row.id,
  name: row.name,
  price: row.price,
  priceDetails: row.priceDetails,
  includedUsers: row.includedUsers,
  additionalUser: row.additionalUser,
  features: row.features,
  tag: row.tag,
  popular: row.popular,
});

/** Pricing plans (SPEC §3 Plan), listed in creation order: SPEC's home preview marks the second one. */
export function createPlanService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(): Promise<Plan[]> {
      const rows = await db.select().from(plans).orderBy(asc(plans.createdAt), asc(plans.id));
      return rows.map(toPlan);
    },

    async recent(limit: number): Promise<Plan[]> {
      const rows = await db.select().from(plans).orderBy(desc(plans.createdAt)).limit(limit);
      return rows.map(toPlan);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ plans: count() }).from(plans);
      return row?.plans ?? 0;
    },

    async get(id: string): Promise<Plan | null> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row ? toPlan(row) : null;
    },

    async create(input: PlanInput): Promise<Plan> {
      const at = clock.now();
      const [row] = await db
        .insert(plans)
        .values({ ...input, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error("Inserting the plan returned no row");
      return toPlan(row);
    },

    async update(id: string, input: PlanInput): Promise<Plan | null> {
      const [row] = await db
        .update(plans)
        .set({ ...input, updatedAt: clock.now() })
        .where(eq(plans.id, id))
        .returning();
      return row ? toPlan(row) : null;
    },

    async remove(id: string): Promise<boolean> {
      const deleted = await db.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
      return deleted.length > 0;
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
