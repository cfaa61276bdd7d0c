import { count, desc, eq, max } from "drizzle-orm";
import type { AdminJobListQuery, JobOpening, jobOpeningInputSchema } from "../../../common/job-openings";
import type { z } from "../../../common/zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { jobOpenings } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";
import type { SitemapEntry } from "../seo/service";

type JobRow = typeof jobOpenings.$inferSelect;
/** An opening as the route's schema has checked and normalised it. */
type JobOpeningFields = z.output<typeof jobOpeningInputSchema>;

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
export function createJobOpeningService({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog }) {
  const writes = auditedWrites(audit, {
    table: jobOpenings,
    entity: "job_opening",
    toResult: toJobOpening,
    auditedFields,
    isPublic: () => true,
    summary: {
      create: (row) => `Added job opening "${row.title}"`,
      update: (row) => `Updated job opening "${row.title}"`,
      delete: (row) => `Deleted job opening "${row.title}"`,
    },
  });

  const fieldsOf = (input: JobOpeningFields) => ({
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
      return [{ path: "/careers", title: "Careers", ...(row?.at ? { lastModified: row.at } : {}) }];
    },

    async list(query: AdminJobListQuery): Promise<{ rows: JobOpening[]; total: number }> {
      return listPageFor({
        db,
        table: jobOpenings,
        where: allOf(
          query.status ? eq(jobOpenings.status, query.status) : undefined,
          searchAcross([jobOpenings.title, jobOpenings.location, jobOpenings.department], query.q),
        ),
        sortColumns,
        tieBreak: jobOpenings.id,
        query,
        map: toJobOpening,
      });
    },

    async get(id: string): Promise<JobOpening | null> {
      const [row] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
      return row ? toJobOpening(row) : null;
    },

    create(input: JobOpeningFields, actor: Actor): Promise<JobOpening> {
      const at = clock.now();
      return writes.create(actor, {
        ...fieldsOf(input),
        postedAt: input.postedDate ? new Date(input.postedDate) : at,
        createdAt: at,
        updatedAt: at,
      });
    },

    update(id: string, input: JobOpeningFields, actor: Actor): Promise<JobOpening | null> {
      return writes.update(actor, id, () => ({
        ...fieldsOf(input),
        ...(input.postedDate ? { postedAt: new Date(input.postedDate) } : {}),
        updatedAt: clock.now(),
      }));
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return (await writes.remove(actor, id)) !== null;
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

export type JobOpeningService = ReturnType<typeof createJobOpeningService>;
