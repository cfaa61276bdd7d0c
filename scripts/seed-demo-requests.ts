/**
 * `npx tsx scripts/seed-demo-requests.ts <count>`: fills the configured database (DATABASE_URL,
 * or the PGlite folder in DATA_DIR) with made-up demo requests, for the back office's table
 * tests and `npm run bench:admin`. Names, companies and times vary so every column sorts
 * meaningfully; each request gets its own slot, as the unique index demands.
 */
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { insertFakeDemoRequests } from "./fake-data";

const count = Number(process.argv[2] ?? 1000);
const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
const database = await openDatabase(
  config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dataDir: config.DATA_DIR },
);
try {
  await database.withStartupLock(() => migrateDatabase(database));
  await insertFakeDemoRequests(database.db, count);
  console.log(`Added ${count} demo requests.`);
} finally {
  await database.close();
}
