import { eq } from "drizzle-orm";
import type { AuditAction, AuditEntry, AuditListQuery } from "../../../common/audit";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { auditLog } from "../../db/schema";
import { deviceName } from "../../http/device-name";
import type { RequestOrigin } from "../../http/request-origin";
import type { AuditEntity } from "../index";

/**
 * Who made a change: the signed-in admin (server/modules/auth/guard.ts gives one per request), or
 * for a failed sign-in the account it was for (no id when no account has that username). The
 * origin, when the change came from a request, is kept on the row: address and user agent.
 */
export interface Actor {
  id: string | null;
  username: string;
  origin?: RequestOrigin;
}

/** What a write did, in words and in values; `before`/`after` hold only what changed. */
export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  summary: string;
  /**
   * Whether what changed can show on a public page: then the page cache starts over on every
   * instance (ADR 010). A draft saved, an enquiry marked handled or a session ended changes no page.
   */
  publicContent: boolean;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** A transaction handle, as drizzle passes it to `db.transaction`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type AuditRow = typeof auditLog.$inferSelect;

/** Long values (post bodies, descriptions) are cut in the log: it says what changed, not the whole text. */
const shown = (value: unknown): unknown =>
  typeof value === "string" && value.length > 200 ? `${value.slice(0, 200)}…` : value;

/**
 * The fields that differ between two versions of a record, for an audit row's before/after.
 * `fields` limits the comparison to what staff edit (ids and timestamps are noise).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    was[field] = shown(before[field]);
    now[field] = shown(after[field]);
  }
  return { before: was, after: now };
}

/** The listed fields of a record, for the audit row of a creation or a deletion. */
export function pickFields(record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, shown(record[field])]));
}

const toEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  actor: row.actorName,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  summary: row.summary,
  before: (row.before as Record<string, unknown> | null) ?? null,
  after: (row.after as Record<string, unknown> | null) ?? null,
  address: row.address,
  userAgent: row.userAgent,
  device: row.userAgent ? deviceName(row.userAgent) : null,
});

const sortColumns = { at: auditLog.at, actor: auditLog.actorName, action: auditLog.action, entity: auditLog.entity };

/**
 * The audit log. Every back-office write goes through write(): the change and its audit row
 * commit together or not at all. After a commit, listeners hear that content changed (the page
 * cache uses this, so no module can forget to invalidate it).
 */
export function createAuditLog({ db, clock }: { db: Database; clock: Clock }) {
  const committedListeners = new Set<(record: AuditRecord) => void | Promise<void>>();

  return {
    async write<T>(
      actor: Actor,
      work: (tx: Transaction) => Promise<{ result: T; record: AuditRecord | null }>,
    ): Promise<T> {
      let recorded: AuditRecord | null = null;
      const result = await db.transaction(async (tx) => {
        const { result: value, record } = await work(tx);
        if (record) {
          await tx.insert(auditLog).values({
            at: clock.now(),
            actorId: actor.id,
            actorName: actor.username,
            action: record.action,
            entity: record.entity,
            entityId: record.entityId,
            summary: record.summary,
            before: record.before ?? null,
            after: record.after ?? null,
            address: actor.origin?.address ?? null,
            userAgent: actor.origin?.userAgent || null,
          });
          recorded = record;
        }
        return value;
      });
      const committed = recorded as AuditRecord | null;
      // Awaited: the write returns (and its answer leaves) only once its listeners are done.
      if (committed) for (const listener of committedListeners) await listener(committed);
      return result;
    },

    onCommitted(listener: (record: AuditRecord) => void | Promise<void>): () => void {
      committedListeners.add(listener);
      return () => committedListeners.delete(listener);
    },

    async list(query: AuditListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
      return listPageFor({
        db,
        table: auditLog,
        where: allOf(
          query.entity ? eq(auditLog.entity, query.entity) : undefined,
          query.action ? eq(auditLog.action, query.action) : undefined,
          query.actor ? eq(auditLog.actorName, query.actor) : undefined,
          searchAcross([auditLog.summary, auditLog.entityId], query.q),
        ),
        sortColumns,
        tieBreak: auditLog.id,
        query,
        map: toEntry,
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
