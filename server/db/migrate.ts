import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { migrationsFolder } from "../paths";
import type { DatabaseHandle } from "./client";

/** Applies the committed SQL migrations; both engines are reached through node-postgres (ADR 030). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await migrate(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}
