import { and, asc, count, desc, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * One page of a back-office list: filtered, sorted by any allowed column (with the primary key
 * as tie-break, so pages never overlap or skip a row), and the total for the pager.
 *
 * The page's keys are found first and only then its rows ("late row lookup"): skipping to page
 * 2,000 walks the (column, id) index and discards keys, not whole rows with their text.
 */
export async function listPage<Row>({
  db,
  table,
  where,
  sortBy,
  order,
  tieBreak,
  page,
  limit,
}: {
  db: Database;
  table: PgTable;
  where: SQL | undefined;
  sortBy: AnyPgColumn | SQL;
  order: "asc" | "desc";
  tieBreak: AnyPgColumn;
  page: number;
  limit: number;
}): Promise<{ rows: Row[]; total: number }> {
  const direction = order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(
        inArray(
          tieBreak,
          db
            .select({ key: tieBreak })
            .from(table)
            .where(where)
            .orderBy(direction(sortBy), direction(tieBreak))
            .limit(limit)
            .offset((page - 1) * limit),
        ),
      )
      .orderBy(direction(sortBy), direction(tieBreak)),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], total: total?.total ?? 0 };
}

/** Case-insensitive "contains" over several columns; `%` and `_` in the text match themselves. */
export function searchAcross(columns: readonly AnyPgColumn[], text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

export const allOf = (...conditions: Array<SQL | undefined>): SQL | undefined => and(...conditions);
