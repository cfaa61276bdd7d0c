import { asc, count, desc, eq } from "drizzle-orm";
import type { AdminPlanListQuery, Plan, PlanInput } from "../../../common/plan";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { listPage, searchAcross } from "../../db/list-query";
import { plans } from "../../db/schema";
import { type Actor, type AuditLog, changedFields, pickFields } from "../audit/service";

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

const sortColumns = {
  createdAt: plans.createdAt,
  name: plans.name,
  price: plans.price,
  includedUsers: plans.includedUsers,
} as const;

/** What staff edit on a plan, for its audit rows. */
const auditedFields = [
  "name",
  "price",
  "priceDetails",
  "includedUsers",
  "additionalUser",
  "features",
  "tag",
  "popular",
];

/** Pricing plans (SPEC §3 Plan), listed in creation order: SPEC's home preview marks the second one. */
export function createPlanService({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog }) {
  return {
    async list(): Promise<Plan[]> {
      const rows = await db.select().from(plans).orderBy(asc(plans.createdAt), asc(plans.id));
      return rows.map(toPlan);
    },

    async adminList(query: AdminPlanListQuery): Promise<{ rows: Plan[]; total: number }> {
      const { rows, total } = await listPage<PlanRow>({
        db,
        table: plans,
        where: searchAcross([plans.name, plans.tag, plans.price], query.q),
        sortBy: sortColumns[query.sort],
        order: query.order,
        tieBreak: plans.id,
        page: query.page,
        limit: query.limit,
      });
      return { rows: rows.map(toPlan), total };
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

    create(input: PlanInput, actor: Actor): Promise<Plan> {
      return audit.write(actor, async (tx) => {
        const at = clock.now();
        const [row] = await tx
          .insert(plans)
          .values({ ...input, createdAt: at, updatedAt: at })
          .returning();
        if (!row) throw new Error("Inserting the plan returned no row");
        const plan = toPlan(row);
        return {
          result: plan,
          record: {
            action: "create",
            entity: "plan",
            publicContent: true,
            entityId: plan._id,
            summary: `Created plan "${plan.name}"`,
            after: pickFields(plan, auditedFields),
          },
        };
      });
    },

    update(id: string, input: PlanInput, actor: Actor): Promise<Plan | null> {
      return audit.write(actor, async (tx) => {
        const [current] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
        if (!current) return { result: null, record: null };
        const [row] = await tx
          .update(plans)
          .set({ ...input, updatedAt: clock.now() })
          .where(eq(plans.id, id))
          .returning();
        if (!row) return { result: null, record: null };
        const plan = toPlan(row);
        return {
          result: plan,
          record: {
            action: "update",
            entity: "plan",
            publicContent: true,
            entityId: id,
            summary: `Updated plan "${plan.name}"`,
            ...changedFields(toPlan(current), plan, auditedFields),
          },
        };
      });
    },

    remove(id: string, actor: Actor): Promise<boolean> {
      return audit.write(actor, async (tx) => {
        const [removed] = await tx.delete(plans).where(eq(plans.id, id)).returning();
        if (!removed) return { result: false, record: null };
        return {
          result: true,
          record: {
            action: "delete",
            entity: "plan",
            publicContent: true,
            entityId: id,
            summary: `Deleted plan "${removed.name}"`,
            before: pickFields(toPlan(removed), auditedFields),
          },
        };
      });
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
