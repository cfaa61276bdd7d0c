/**
 * `npm run db:restore -- <file>`: puts a backup from `npm run db:backup` back (docs/operations.md).
 * PostgreSQL: `pg_restore --clean --if-exists` in one transaction; stop the servers first, or they
 * see the tables emptied and refilled. PGlite: stop the server; the current data directory is
 * moved aside (its new name is printed), not deleted.
 */
import { existsSync } from "node:fs";
import { loadConfig } from "../server/config";
import { restorePglite, restorePostgres } from "../server/db/backup";
import { DataDirLockedError } from "../server/db/data-dir-lock";

if (existsSync(".env")) process.loadEnvFile(".env");
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error("Usage: npm run db:restore -- <backup file>   (from npm run db:backup)");
  process.exit(1);
}
const config = loadConfig();
try {
  if (config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_URL, file);
  } else {
    const keptAt = await restorePglite(config.DATA_DIR, file);
    if (keptAt) console.log(`The database it replaced is kept in ${keptAt}`);
  }
  console.log(`Restored ${file}`);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
