import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/** The rows of a raw query: node-postgres answers `{ rows }` on both engines (ADR 030). */
export async function rowsOf<Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
