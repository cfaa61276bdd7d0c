import { and, count, desc, eq, inArray, lte, min } from "drizzle-orm";
import {
  type OutboxListQuery,
  type OutboxMessage,
  type OutboxMessageDetail,
  outboxStatuses,
} from "../../../common/outbox";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { outbox } from "../../db/schema";
import type { OutboxContext, OutboxRow } from "./outbox-context";

/** What staff see, and what is kept after sending, of a message that carries a verification code. */
export const secretHidden = "This message carries a verification code, so its text is not shown.";

export const toMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  relatedType: row.relatedType,
  relatedId: row.relatedId,
});

const listSortColumns = {
  createdAt: outbox.createdAt,
  status: outbox.status,
  to: outbox.to,
  subject: outbox.subject,
  attempts: outbox.attempts,
} as const;

/** The back office's table: status filter, search over recipient and subject, any sort. */
export async function listMessages(
  { db }: Pick<OutboxContext, "db">,
  query: OutboxListQuery,
): Promise<{ rows: OutboxMessage[]; total: number }> {
  return listPageFor({
    db,
    table: outbox,
    where: allOf(
      query.status ? eq(outbox.status, query.status) : undefined,
      searchAcross([outbox.to, outbox.subject], query.q),
    ),
    sortColumns: listSortColumns,
    tieBreak: outbox.id,
    query,
    map: toMessage,
  });
}

/** One message with its text, unless the text is a verification code's. */
export async function messageDetail(
  { db }: Pick<OutboxContext, "db">,
  id: string,
): Promise<OutboxMessageDetail | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) return null;
  return { ...toMessage(row), text: row.holdsSecret ? secretHidden : row.text };
}

export async function countByStatus({ db }: Pick<OutboxContext, "db">): Promise<Record<OutboxRow["status"], number>> {
  const rows = await db.select({ status: outbox.status, total: count() }).from(outbox).groupBy(outbox.status);
  const counts: Record<OutboxRow["status"], number> = Object.fromEntries(
    outboxStatuses.map((status) => [status, 0]),
  ) as Record<OutboxRow["status"], number>;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/**
 * The messages whose time has come and that have not gone out: how many, and since when the
 * oldest was due. A message scheduled for later (a demo reminder) is not waiting before then.
 */
export async function dueBacklog({
  db,
  clock,
}: Pick<OutboxContext, "db" | "clock">): Promise<{ waiting: number; oldestDueAt: Date | null }> {
  const [row] = await db
    .select({ waiting: count(), oldestDueAt: min(outbox.dueAt) })
    .from(outbox)
    .where(and(inArray(outbox.status, ["queued", "sending"]), lte(outbox.dueAt, clock.now())));
  return { waiting: row?.waiting ?? 0, oldestDueAt: row?.oldestDueAt ?? null };
}

/** Newest first: the raw rows, for tests and tools. */
export function latestMessages({ db }: Pick<OutboxContext, "db">, { limit = 50 }: { limit?: number } = {}) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
