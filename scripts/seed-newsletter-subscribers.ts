/**
 * `npx tsx scripts/seed-newsletter-subscribers.ts <count>`: adds confirmed newsletter subscribers
 * (reader-<n>@e2e.example) to the configured database (DATABASE_URL, or the PGlite folder in
 * DATA_DIR), so the back office's newsletter send has a list to go to in the browser tests.
 */
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { newsletterSubscribers } from "../server/db/schema";

const count = Number(process.argv[2] ?? 3);
const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
const database = await openDatabase(
  config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dataDir: config.DATA_DIR },
);
try {
  await database.withStartupLock(() => migrateDatabase(database));
  const at = new Date();
  await database.db
    .insert(newsletterSubscribers)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `reader-${index}@e2e.example`,
        status: "subscribed" as const,
        consentAskedAt: at,
        consentPage: "/blog",
        confirmedAt: at,
      })),
    )
    .onConflictDoNothing();
  console.log(`Added ${count} newsletter subscribers.`);
} finally {
  await database.close();
}
