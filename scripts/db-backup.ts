/**
 * `npm run db:backup [-- <file>]`: a backup of the configured database (docs/operations.md).
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, while the servers run. PGlite (DATA_DIR):
 * a tarball of the data directory; stop the server first, it holds that directory's lock.
 */
import { existsSync } from "node:fs";
import { loadConfig } from "../server/config";
import { backupPglite, backupPostgres } from "../server/db/backup";
import { DataDirLockedError } from "../server/db/data-dir-lock";

if (existsSync(".env")) process.loadEnvFile(".env");
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = process.argv[2] ?? `backups/aster-${stamp}.${config.DATABASE_URL ? "pgdump" : "tar"}`;
try {
  if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, file);
  else await backupPglite(config.DATA_DIR, file);
  console.log(`Backed up to ${file}`);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
