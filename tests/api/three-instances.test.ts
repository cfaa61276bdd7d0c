import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "../../common/plan";
import { productDemos } from "../../content/product-tour";
import { seedBlogPosts } from "../../content/seed/blog-posts";
import { seedChangelogEntries } from "../../content/seed/changelog-entries";
import { seedImages } from "../../content/seed/images";
import { seedJobOpenings } from "../../content/seed/job-openings";
import { type BuiltServer, startInstances } from "../../scripts/built-server";
import { adminUsers, blogPosts, changelogEntries, jobOpenings, plans, seedRuns } from "../../server/db/schema";
import { mediaAssets } from "../../server/modules/media/tables";
import { productTourDemos } from "../../server/modules/product-tour/tables";
import { migrationsFolder } from "../../server/paths";
import { freePort } from "../support/mail-sink";
import { postgresUrl, testAdmin } from "../support/test-database";

/**
 * Instances started together on a database nobody has used yet (ADR 003). Each one migrates and
 * seeds at start, under one PostgreSQL advisory lock (server/db/client.ts, `withStartupLock`), so
 * the first applies the migrations and seeds while the others wait, then finds it all done.
 */
describe.runIf(postgresUrl)("three instances starting at once on an empty PostgreSQL database", () => {
  let folder = "";
  const name = `aster_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  const url = new URL(postgresUrl ?? "postgres://unset");
  url.pathname = `/${name}`;
  let instances: BuiltServer[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "aster-three-"));
    await admin.connect();
    await admin.query(`create database ${name}`);
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("migrates and seeds once, and all three serve the same seeded content", async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    instances = await startInstances({
      ports,
      folder,
      env: { DATABASE_URL: url.toString(), ADMIN_USERNAME: testAdmin.username, ADMIN_PASSWORD: testAdmin.password },
    });

    // Seeding is decided per area by seed_runs, read before the area is seeded: two instances
    // seeding at once would both find it empty and insert the plans twice.
    const answers = await Promise.all(instances.map((instance) => fetch(`${instance.url}/api/plans`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as Plan[]).map((plan) => plan.name)).toEqual(["Basic", "Gold", "Platinum"]);
    }

    const database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
    try {
      const total = async (table: PgTable) =>
        (await database.query<{ total: number }>(`select count(*)::int as total from ${getTableName(table)}`)).rows[0]
          ?.total;
      expect(await total(plans)).toBe(3);
      expect(await total(blogPosts)).toBe(seedBlogPosts.length);
      expect(await total(jobOpenings)).toBe(seedJobOpenings.length);
      expect(await total(changelogEntries)).toBe(seedChangelogEntries.length);
      expect(await total(mediaAssets)).toBe(seedImages.length);
      expect(await total(adminUsers)).toBe(1);
      const areas = await database.query<{ area: string }>(`select area from ${getTableName(seedRuns)} order by area`);
      const seeded = areas.rows.map((row) => row.area);
      expect(seeded.filter((area) => !area.startsWith("image:"))).toEqual([
        "blog",
        "changelog",
        "jobs",
        "plans",
        "product-tour",
      ]);
      expect(await total(productTourDemos)).toBe(productDemos.length);
      // Each seed image once, by its own key (server/modules/media/seed-images.ts).
      expect(seeded.filter((area) => area.startsWith("image:")).sort()).toEqual(
        seedImages.map((image) => `image:${image.key}`).sort(),
      );

      const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const applied = await database.query(
        "select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
    } finally {
      await database.end();
    }
    // 6–12 s measured with other test runs on the same two cores; the bound leaves room for a slower machine.
  }, 90_000);
});
