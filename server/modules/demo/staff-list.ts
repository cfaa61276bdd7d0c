import { count, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { addDays, calendarDateIn, weekdayOf, zonedInstant } from "../../../common/business-time";
import type { DemoListQuery, DemoRequest } from "../../../common/demo";
import { demoOverStatuses } from "../../../common/demo-rules";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { demoRequests } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor } from "../audit/service";
import { toDemoRequest } from "./booking-record";
import type { DemoContext } from "./context";
import { dropReminders } from "./reminders";

export type DemoRequestChanges = { status?: DemoRequest["status"]; notes?: string };

/** The table's filters: spam apart from real requests, a status, and a search over the contact fields. */
function filterOf(query: Pick<DemoListQuery, "status" | "q">) {
  const where =
    query.status === "spam"
      ? isNotNull(demoRequests.spamReason)
      : allOf(isNull(demoRequests.spamReason), query.status ? eq(demoRequests.status, query.status) : undefined);
  const search = searchAcross(
    [demoRequests.name, demoRequests.company, demoRequests.email, demoRequests.phone],
    query.q,
  );
  return { where, search };
}

const sortColumns = {
  createdAt: demoRequests.createdAt,
  name: demoRequests.name,
  company: demoRequests.company,
  email: demoRequests.email,
  phone: demoRequests.phone,
  date: demoRequests.slotAt,
  status: demoRequests.status,
} as const;

/** The back-office table: search, status filter, sort by any column, paging. */
export function listDemoRequests(
  { db }: Pick<DemoContext, "db">,
  query: DemoListQuery,
): Promise<{ rows: DemoRequest[]; total: number }> {
  return listPageFor({
    db,
    table: demoRequests,
    ...filterOf(query),
    sortColumns,
    tieBreak: demoRequests.id,
    query,
    map: toDemoRequest,
  });
}

/** Every row the table's filter matches, in its order, a page at a time (the CSV export). */
export async function* exportDemoRequests(
  context: Pick<DemoContext, "db">,
  query: Omit<DemoListQuery, "page" | "limit">,
): AsyncGenerator<DemoRequest> {
  const pageSize = 1000;
  for (let page = 1; ; page++) {
    const { rows } = await listDemoRequests(context, { ...query, page, limit: pageSize });
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * Staff's writes to a request, audited (ADR 009): its place in the sales pipeline (new → contacted →
 * demo held → qualified → won or lost, or cancelled) and notes, and deleting it.
 */
export function staffWrites({ audit, clock }: Pick<DemoContext, "audit" | "clock">) {
  const writes = auditedWrites(audit, {
    table: demoRequests,
    entity: "demo_request",
    toResult: toDemoRequest,
    auditedFields: ["status", "notes"],
    // The person's name, email and phone go with the request: the log keeps only whose it was.
    removedFields: ["company"],
    isPublic: () => false,
    summary: {
      update: (row) => `Updated the demo request from ${row.company}`,
      delete: (row) => `Deleted the demo request from ${row.company}`,
    },
  });
  return {
    update(id: string, changes: DemoRequestChanges, actor: Actor): Promise<DemoRequest | null> {
      return writes.update(actor, id, async (current, tx) => {
        const at = clock.now();
        // A demo staff close no longer needs reminding of.
        if (changes.status && demoOverStatuses.includes(changes.status)) await dropReminders(tx, id);
        return {
          ...changes,
          ...(changes.status === "cancelled" && current.status !== "cancelled" ? { cancelledAt: at } : {}),
          updatedAt: at,
        };
      });
    },
    async remove(id: string, actor: Actor): Promise<boolean> {
      return (await writes.remove(actor, id)) !== null;
    },
  };
}

/** The Monday of a calendar date's week. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** Demo requests per week (Monday first, in the business zone) for the last `weeks` weeks, oldest first. */
export async function requestsPerWeek(
  { db, clock, rules }: Pick<DemoContext, "db" | "clock" | "rules">,
  weeks: number,
): Promise<Array<{ weekStart: string; count: number }>> {
  const thisWeek = mondayOf(calendarDateIn(clock.now(), rules.timeZone));
  const firstWeek = addDays(thisWeek, -7 * (weeks - 1));
  const since = zonedInstant(firstWeek, "00:00", rules.timeZone);
  const rows = await db
    .select({
      weekStart: sql<string>`to_char(date_trunc('week', ${demoRequests.createdAt} at time zone ${rules.timeZone}), 'YYYY-MM-DD')`,
      count: count(),
    })
    .from(demoRequests)
    .where(allOf(isNull(demoRequests.spamReason), gte(demoRequests.createdAt, since)))
    .groupBy(sql`1`);
  const counts = new Map(rows.map((row) => [row.weekStart, Number(row.count)]));
  return Array.from({ length: weeks }, (_, index) => {
    const weekStart = addDays(firstWeek, index * 7);
    return { weekStart, count: counts.get(weekStart) ?? 0 };
  });
}

/** Real requests (not spam), for the dashboard's count. */
export async function countDemoRequests({ db }: Pick<DemoContext, "db">): Promise<number> {
  const [row] = await db.select({ total: count() }).from(demoRequests).where(isNull(demoRequests.spamReason));
  return row?.total ?? 0;
}

/** The newest real requests, for the dashboard. */
export async function recentDemoRequests({ db }: Pick<DemoContext, "db">, limit: number): Promise<DemoRequest[]> {
  const rows = await db
    .select()
    .from(demoRequests)
    .where(isNull(demoRequests.spamReason))
    .orderBy(desc(demoRequests.createdAt))
    .limit(limit);
  return rows.map(toDemoRequest);
}
