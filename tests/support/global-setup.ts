import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { storeSeedImages } from "../../server/modules/media/seed-images";
import { createAccountAsSystem } from "../../server/modules/users/service";
import { postgresUrl, TestClock, testAdmin } from "./test-database";

/**
 * Once per `vitest run`: one migrated database with the test admin (one argon2 hash) and the
 * media library's seed images (storing their files takes about a second, which every seeded
 * test app would spend again), which every test then clones: a PGlite dump on disk, and a
 * PostgreSQL template database. Seeding them from nothing is tested on a database of its own
 * (server/modules/media/seed-images.test.ts).
 */
async function prepare(database: DatabaseHandle): Promise<void> {
  await migrateDatabase(database);
  const clock = new TestClock();
  await createAccountAsSystem({ db: database.db, clock }, { ...testAdmin, role: "admin" });
  await storeSeedImages(database.db, clock.now());
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "aster-template-"));
  const pgliteTemplate = join(folder, "pglite.tar");
  const pglite = await openDatabase({ kind: "pglite" });
  await prepare(pglite);
  if (!pglite.dump) throw new Error("PGlite handle without dump()");
  const dump = await pglite.dump();
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", pgliteTemplate);

  let postgresTemplate = "";
  if (postgresUrl) {
    postgresTemplate = `aster_template_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${postgresTemplate}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${postgresTemplate}`;
    const template = await openDatabase({ kind: "postgres", url: url.toString() });
    await prepare(template);
    await template.close();
    await admin.end();
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (postgresTemplate) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${postgresTemplate} with (force)`);
      await admin.end();
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
