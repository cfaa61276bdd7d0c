import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths";
import type { DatabaseHandle } from "./client";

/** Applies the committed SQL migrations; both engines read the same folder. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "postgres") {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
