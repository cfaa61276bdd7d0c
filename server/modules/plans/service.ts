import { asc, count, desc, eq } from "drizzle-orm";
import type { AdminPlanListQuery, Plan, PlanInput } from "../../../common/plan";
import { slugify } from "../../../common/slug";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { listPageFor, searchAcross } from "../../db/list-query";
import { plans } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";

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
  const writes = auditedWrites(audit, {
    table: plans,
    entity: "plan",
    toResult: toPlan,
    auditedFields,
    isPublic: () => true,
    summary: {
      create: (row) => `Created plan "${row.name}"`,
      update: (row) => `Updated plan "${row.name}"`,
      delete: (row) => `Deleted plan "${row.name}"`,
    },
  });

  return {
    async list(): Promise<Plan[]> {
      const rows = await db.select().from(plans).orderBy(asc(plans.createdAt), asc(plans.id));
      return rows.map(toPlan);
    },

    /** The plan a `?plan=<slug>` link names (the slug of its name, as pricing builds it), or null. */
    async bySlug(slug: string): Promise<Plan | null> {
      return (await this.list()).find((plan) => slugify(plan.name) === slug) ?? null;
    },

    async adminList(query: AdminPlanListQuery): Promise<{ rows: Plan[]; total: number }> {
      return listPageFor({
        db,
        table: plans,
        where: searchAcross([plans.name, plans.tag, plans.price], query.q),
        sortColumns,
        tieBreak: plans.id,
        query,
        map: toPlan,
      });
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
      const at = clock.now();
      return writes.create(actor, { ...input, createdAt: at, updatedAt: at });
    },

    update(id: string, input: PlanInput, actor: Actor): Promise<Plan | null> {
      return writes.update(actor, id, () => ({ ...input, updatedAt: clock.now() }));
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return (await writes.remove(actor, id)) !== null;
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
