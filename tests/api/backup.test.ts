import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import { contentDigest } from "../support/database-digest";
import { freshDatabase, postgresUrl } from "../support/test-database";

const tsx = createRequire(import.meta.url).resolve("tsx/cli");

/** `npm run db:backup` / `db:restore`, as an operator runs them: the scripts, in a process of their own. */
function npmScript(script: "db-backup" | "db-restore", file: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, [tsx, `scripts/${script}.ts`, file], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  expect(run.status, `${script}: ${run.stdout}${run.stderr}`).toBe(0);
  return run.stdout;
}

/** What staff and visitors might do after a backup: change, delete and add. */
async function changeThings(database: DatabaseHandle) {
  await database.db.execute(sql`update blog_posts set title = 'Changed after the backup'`);
  await database.db.execute(sql`delete from job_openings`);
  await database.db.execute(sql`delete from plans where name = 'Professional'`);
  await database.db.execute(
    sql`insert into contact_enquiries (name, email, message) values ('Late', 'late@example.com', 'After the backup')`,
  );
  // An image described anew, and one deleted with its file: a restore brings back both.
  await database.db.execute(
    sql`update media_assets set alt = 'Described after the backup' where seed_key = 'ai-in-hr'`,
  );
  await database.db.execute(sql`delete from media_assets where seed_key = 'hybrid-work'`);
}

describe("the restore drill", () => {
  it("on PGlite: seed, back up, change and delete, restore; the content is as it was at the backup", async () => {
    const folder = mkdtempSync(join(tmpdir(), "aster-drill-"));
    const dataDir = join(folder, "data");
    const file = join(folder, "backup.tar");
    try {
      let database = await openDatabase({ kind: "pglite", dataDir });
      await migrateDatabase(database);
      await seedDatabase(database.db);
      const atBackup = await contentDigest(database.db);
      await database.close();

      npmScript("db-backup", file, { DATA_DIR: dataDir });
      database = await openDatabase({ kind: "pglite", dataDir });
      await changeThings(database);
      expect(await contentDigest(database.db)).not.toBe(atBackup);
      await database.close();

      expect(npmScript("db-restore", file, { DATA_DIR: dataDir })).toMatch(/kept in .*pglite\.before-restore-/);
      database = await openDatabase({ kind: "pglite", dataDir });
      expect(await contentDigest(database.db)).toBe(atBackup);
      await database.close();
      // The database it replaced is kept, not deleted.
      expect(readdirSync(dataDir).some((name) => name.startsWith("pglite.before-restore-"))).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("on PGlite, refuses to back up while a server holds the directory", async () => {
    const folder = mkdtempSync(join(tmpdir(), "aster-drill-"));
    const dataDir = join(folder, "data");
    try {
      const database = await openDatabase({ kind: "pglite", dataDir });
      const run = spawnSync(process.execPath, [tsx, "scripts/db-backup.ts", join(folder, "b.tar")], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      await database.close();
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/is in use by another server/);
      expect(existsSync(join(folder, "b.tar"))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(postgresUrl)(
    "on PostgreSQL, with pg_dump and pg_restore",
    async () => {
      const folder = mkdtempSync(join(tmpdir(), "aster-drill-"));
      const file = join(folder, "backup.pgdump");
      const test = await freshDatabase("postgres");
      try {
        await seedDatabase(test.database.db);
        const atBackup = await contentDigest(test.database.db);
        npmScript("db-backup", file, { DATABASE_URL: test.url as string });
        await changeThings(test.database);
        expect(await contentDigest(test.database.db)).not.toBe(atBackup);
        npmScript("db-restore", file, { DATABASE_URL: test.url as string });
        expect(await contentDigest(test.database.db)).toBe(atBackup);
      } finally {
        await test.dispose();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
