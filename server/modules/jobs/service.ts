import { count, desc, eq, max } from "drizzle-orm";
import type { AdminJobListQuery, JobOpening, JobOpeningInput } from "../../../common/jobs";
import { jobOpeningInputSchema } from "../../../common/jobs";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { allOf, listPage, searchAcross } from "../../db/list-query";
import { jobOpenings } from "../../db/schema";
import { type Actor, type AuditLog, changedFields, pickFields } from "../audit/service";
import type { SitemapEntry } from "../seo/service";

type JobRow = typeof jobOpenings.$inferSelect;

const toJobOpening = (row: JobRow): JobOpening => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  location: row.location,
  department: row.department,
  status: row.status,
  postedDate: row.postedAt.toISOString(),
});

/** What staff edit on an opening, for its audit rows. */
const auditedFields = ["title", "description", "location", "department", "status", "postedDate"];

const sortColumns = {
  postedDate: jobOpenings.postedAt,
  title: jobOpenings.title,
  location: jobOpenings.location,
  department: jobOpenings.department,
  status: jobOpenings.status,
} as const;

/** Job openings (SPEC §3): open ones on /careers, all of them in the back office. */
export function createJobService({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog }) {
  const fieldsOf = (input: ReturnType<typeof jobOpeningInputSchema.parse>) => ({
    title: input.title,
    description: input.description,
    location: input.location,
    department: input.department,
    status: input.status,
  });

  return {
    /** Newest first. */
    async listOpen(): Promise<JobOpening[]> {
      const rows = await db
        .select()
        .from(jobOpenings)
        .where(eq(jobOpenings.status, "open"))
        .orderBy(desc(jobOpenings.postedAt), desc(jobOpenings.id));
      return rows.map(toJobOpening);
    },

    async getOpen(id: string): Promise<JobOpening | null> {
      const [row] = await db
        .select()
        .from(jobOpenings)
        .where(allOf(eq(jobOpenings.id, id), eq(jobOpenings.status, "open")));
      return row ? toJobOpening(row) : null;
    },

    /** /careers changes when any opening does. */
    async sitemapEntries(): Promise<SitemapEntry[]> {
      const [row] = await db.select({ at: max(jobOpenings.updatedAt) }).from(jobOpenings);
      return [{ path: "/careers", ...(row?.at ? { lastModified: row.at } : {}) }];
    },

    async list(query: AdminJobListQuery): Promise<{ rows: JobOpening[]; total: number }> {
      const { rows, total } = await listPage<JobRow>({
        db,
        table: jobOpenings,
        where: allOf(
          query.status ? eq(jobOpenings.status, query.status) : undefined,
          searchAcross([jobOpenings.title, jobOpenings.location, jobOpenings.department], query.q),
        ),
        sortBy: sortColumns[query.sort],
        order: query.order,
        tieBreak: jobOpenings.id,
        page: query.page,
        limit: query.limit,
      });
      return { rows: rows.map(toJobOpening), total };
    },

    async get(id: string): Promise<JobOpening | null> {
      const [row] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
      return row ? toJobOpening(row) : null;
    },

    create(raw: JobOpeningInput, actor: Actor): Promise<JobOpening> {
      const input = jobOpeningInputSchema.parse(raw);
      return audit.write(actor, async (tx) => {
        const at = clock.now();
        const [row] = await tx
          .insert(jobOpenings)
          .values({
            ...fieldsOf(input),
            postedAt: input.postedDate ? new Date(input.postedDate) : at,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!row) throw new Error("Inserting the job opening returned no row");
        const opening = toJobOpening(row);
        return {
          result: opening,
          record: {
            action: "create",
            entity: "job_opening",
            publicContent: true,
            entityId: opening._id,
            summary: `Added job opening "${opening.title}"`,
            after: pickFields(opening, auditedFields),
          },
        };
      });
    },

    update(id: string, raw: JobOpeningInput, actor: Actor): Promise<JobOpening | null> {
      const input = jobOpeningInputSchema.parse(raw);
      return audit.write(actor, async (tx) => {
        const [current] = await tx.select().from(jobOpenings).where(eq(jobOpenings.id, id)).for("update");
        if (!current) return { result: null, record: null };
        const [row] = await tx
          .update(jobOpenings)
          .set({
            ...fieldsOf(input),
            ...(input.postedDate ? { postedAt: new Date(input.postedDate) } : {}),
            updatedAt: clock.now(),
          })
          .where(eq(jobOpenings.id, id))
          .returning();
        if (!row) return { result: null, record: null };
        const opening = toJobOpening(row);
        return {
          result: opening,
          record: {
            action: "update",
            entity: "job_opening",
            publicContent: true,
            entityId: id,
            summary: `Updated job opening "${opening.title}"`,
            ...changedFields(toJobOpening(current), opening, auditedFields),
          },
        };
      });
    },

    remove(id: string, actor: Actor): Promise<boolean> {
      return audit.write(actor, async (tx) => {
        const [removed] = await tx.delete(jobOpenings).where(eq(jobOpenings.id, id)).returning();
        if (!removed) return { result: false, record: null };
        return {
          result: true,
          record: {
            action: "delete",
            entity: "job_opening",
            publicContent: true,
            entityId: id,
            summary: `Deleted job opening "${removed.title}"`,
            before: pickFields(toJobOpening(removed), auditedFields),
          },
        };
      });
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(jobOpenings);
      return row?.total ?? 0;
    },

    async recent(limit: number): Promise<JobOpening[]> {
      const rows = await db.select().from(jobOpenings).orderBy(desc(jobOpenings.createdAt)).limit(limit);
      return rows.map(toJobOpening);
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
