import { and, asc, count, desc, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { idPrefixOfReference, type ReferenceKind } from "../../common/reference";
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
  search,
  sortBy,
  order,
  tieBreak,
  page,
  limit,
}: {
  db: Database;
  table: PgTable;
  where: SQL | undefined;
  /**
   * A text search (searchAcross). Its matches are collected first, through the trigram indexes,
   * and only then sorted: walking the sort index and testing every row finds a rare match late,
   * or never. So a search page costs about what counting its matches costs.
   */
  search?: SQL | undefined;
  sortBy: AnyPgColumn | SQL;
  order: "asc" | "desc";
  tieBreak: AnyPgColumn;
  page: number;
  limit: number;
}): Promise<{ rows: Row[]; total: number }> {
  const direction = order === "asc" ? asc : desc;
  const filter = and(where, search);
  const offset = (page - 1) * limit;
  const pageKeys = () => {
    if (!search) {
      return db
        .select({ key: tieBreak })
        .from(table)
        .where(filter)
        .orderBy(direction(sortBy), direction(tieBreak))
        .limit(limit)
        .offset(offset);
    }
    // A LIMIT keeps PostgreSQL from merging this subquery into the outer one, whose ORDER BY …
    // LIMIT 25 would tempt it back into the index walk (the usual fence is OFFSET 0, which
    // Drizzle leaves out). No list comes near this many rows.
    const matches = db
      .select({ key: sql`${tieBreak}`.as("match_key"), sortValue: sql`${sortBy}`.as("match_sort") })
      .from(table)
      .where(filter)
      .limit(Number.MAX_SAFE_INTEGER)
      .as("matches");
    return db
      .select({ key: matches.key })
      .from(matches)
      .orderBy(direction(matches.sortValue), direction(matches.key))
      .limit(limit)
      .offset(offset);
  };
  const [rows, [total]] = await Promise.all([
    db.select().from(table).where(inArray(tieBreak, pageKeys())).orderBy(direction(sortBy), direction(tieBreak)),
    db.select({ total: count() }).from(table).where(filter),
  ]);
  return { rows: rows as Row[], total: total?.total ?? 0 };
}

/** Case-insensitive "contains" over several columns; `%` and `_` in the text match themselves. */
export function searchAcross(columns: readonly AnyPgColumn[], text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * searchAcross, and also the record whose reference the text is (common/reference.ts: "DR-1F3A9C07"
 * names the id's first digits), so staff can paste the reference a requester quotes.
 */
export function searchWithReference(
  kind: ReferenceKind,
  id: AnyPgColumn,
  columns: readonly AnyPgColumn[],
  text: string,
): SQL | undefined {
  const byText = searchAcross(columns, text);
  const idPrefix = idPrefixOfReference(kind, text);
  return idPrefix ? or(sql`${id}::text like ${`${idPrefix}%`}`, byText) : byText;
}

export const allOf = (...conditions: Array<SQL | undefined>): SQL | undefined => and(...conditions);

/**
 * A back-office list answered from its query (`listQuerySchema`'s sort, order, page and limit):
 * the query's sort key picks the column from `sortColumns`, and each row is mapped to the
 * contract's shape. The one way a service answers a list; `listPage` is what it runs.
 */
export async function listPageFor<Row, Item, Sort extends string>({
  query,
  sortColumns,
  map,
  ...rest
}: {
  db: Database;
  table: PgTable;
  where?: SQL | undefined;
  search?: SQL | undefined;
  tieBreak: AnyPgColumn;
  sortColumns: Record<Sort, AnyPgColumn | SQL>;
  query: { sort: Sort; order: "asc" | "desc"; page: number; limit: number };
  map: (row: Row) => Item;
}): Promise<{ rows: Item[]; total: number }> {
  const { rows, total } = await listPage<Row>({
    ...rest,
    where: rest.where,
    sortBy: sortColumns[query.sort],
    order: query.order,
    page: query.page,
    limit: query.limit,
  });
  return { rows: rows.map(map), total };
}
