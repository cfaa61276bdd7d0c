import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuditEntity } from "../index";
import { type Actor, type AuditLog, type AuditRecord, changedFields, pickFields, type Transaction } from "./service";

/** A table whose rows staff create, change and delete by a uuid `id`. */
type RecordTable = PgTable & { id: AnyPgColumn };
type RowOf<T extends RecordTable> = T["$inferSelect"];
type ValuesOf<T extends RecordTable> = T["$inferInsert"];

/** What one kind of record needs to say about itself for its audit rows. */
export interface AuditedRecordKind<T extends RecordTable, Result> {
  table: T;
  /** The audit log's name for the record type (`plan`, `blog_post`…), as the back office filters by it. */
  entity: AuditEntity;
  /** The row as the service answers with it. */
  toResult: (row: RowOf<T>) => Result;
  /** What staff edit, compared on update (ids and timestamps are noise); none: the row says only what happened. */
  auditedFields: readonly string[];
  /** What a deletion keeps of the record, when it must be less than `auditedFields` (personal data). */
  removedFields?: readonly string[];
  /** The values the fields are read from; the result unless the row holds fields the answer leaves out. */
  auditedValues?: (row: RowOf<T>) => Record<string, unknown>;
  /**
   * Whether the row shows on a public page. Such a change bumps the content version as it commits
   * (server/app.ts listens to `audit.onCommitted`), so every instance's page cache starts over.
   */
  isPublic: (row: RowOf<T>) => boolean;
  /** The audit row's sentence for each write the module makes (a write without one is a programming error). */
  summary: Partial<Record<"create" | "update" | "delete", (row: RowOf<T>) => string>>;
}

/**
 * The three staff writes of a record type, each in one transaction with its audit row (ADR 009):
 * create, update (the row locked first, so two saves never interleave), and remove. Update and
 * remove answer null for a record that is not there, and then nothing is written. A module with a
 * write of another shape calls `audit.write` itself.
 */
export function auditedWrites<T extends RecordTable, Result>(audit: AuditLog, kind: AuditedRecordKind<T, Result>) {
  const { table, entity, toResult, auditedFields, isPublic, summary } = kind;
  const valuesOf = (row: RowOf<T>) =>
    (kind.auditedValues ?? (toResult as (row: RowOf<T>) => Record<string, unknown>))(row);
  const fieldsOf = (row: RowOf<T>, fields: readonly string[]) =>
    fields.length > 0 ? pickFields(valuesOf(row), fields) : undefined;
  const byId = (id: string) => eq(table.id, id);
  // Drizzle's builders do not follow a generic table's row type; the rows are the table's own.
  const anyTable = table as PgTable;

  /** The record, locked until the transaction ends, or undefined. */
  async function lockedRow(tx: Transaction, id: string): Promise<RowOf<T> | undefined> {
    const [row] = await tx.select().from(anyTable).where(byId(id)).for("update");
    return row as RowOf<T> | undefined;
  }

  const record = (
    action: keyof typeof summary,
    row: RowOf<T>,
    publicContent: boolean,
    values: Pick<AuditRecord, "before" | "after">,
  ): AuditRecord => {
    const sentence = summary[action];
    if (!sentence) throw new Error(`No audit summary for a ${action} of ${entity}`);
    return { action, entity, entityId: String(row.id), summary: sentence(row), publicContent, ...values };
  };

  return {
    /** Inserts `values`, or what a function of the transaction works out (a free slug, say). */
    create(actor: Actor, values: ValuesOf<T> | ((tx: Transaction) => Promise<ValuesOf<T>>)): Promise<Result> {
      return audit.write(actor, async (tx) => {
        const insert = typeof values === "function" ? await values(tx) : values;
        const [row] = (await tx.insert(anyTable).values(insert).returning()) as RowOf<T>[];
        if (!row) throw new Error(`Inserting the ${entity} returned no row`);
        const after = fieldsOf(row, auditedFields);
        return { result: toResult(row), record: record("create", row, isPublic(row), after ? { after } : {}) };
      });
    },

    /**
     * Locks the record, then sets what `change` makes of it; `change` runs inside the transaction,
     * so what it reads (the current row, anything else with `tx`) cannot change before the commit.
     */
    update(
      actor: Actor,
      id: string,
      change: (current: RowOf<T>, tx: Transaction) => Promise<Partial<ValuesOf<T>>> | Partial<ValuesOf<T>>,
    ): Promise<Result | null> {
      return audit.write(actor, async (tx) => {
        const current = await lockedRow(tx, id);
        if (!current) return { result: null, record: null };
        const set = await change(current, tx);
        const [row] = (await tx.update(anyTable).set(set).where(byId(id)).returning()) as RowOf<T>[];
        if (!row) return { result: null, record: null };
        const compared = auditedFields.length > 0 ? changedFields(valuesOf(current), valuesOf(row), auditedFields) : {};
        return { result: toResult(row), record: record("update", row, isPublic(current) || isPublic(row), compared) };
      });
    },

    /** Deletes the record; `prepare` runs first in the same transaction (a check that may throw). */
    remove(actor: Actor, id: string, prepare?: (tx: Transaction) => Promise<void>): Promise<Result | null> {
      return audit.write(actor, async (tx) => {
        if (prepare) await prepare(tx);
        const [row] = (await tx.delete(anyTable).where(byId(id)).returning()) as RowOf<T>[];
        if (!row) return { result: null, record: null };
        const before = fieldsOf(row, kind.removedFields ?? auditedFields);
        return { result: toResult(row), record: record("delete", row, isPublic(row), before ? { before } : {}) };
      });
    },
  };
}
