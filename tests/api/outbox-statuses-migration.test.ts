import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { expiredReason } from "../../server/modules/mail/outbox";
import { leftTheListReason } from "../../server/modules/newsletter-sends/left-the-list";
import { migrationsFolder } from "../../server/paths";

/**
 * Migration 0032 gives messages that were never meant to go their own statuses. A database that
 * ran the site before it holds such messages as "failed"; after the migration they are "expired"
 * and "skipped", and a real failure stays "failed".
 */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The committed migrations up to and including `lastIndex`, as a folder of their own. */
function migrationsUpTo(lastIndex: number): string {
  const folder = mkdtempSync(join(tmpdir(), "aster-migrations-"));
  folders.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migration 0032: expired and skipped outbox messages", () => {
  it("moves the old site's expired and withdrawn messages out of failed, and leaves real failures", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "aster-outbox-migration-"));
    folders.push(dataDir);
    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const db = handle.db as unknown as NodePgDatabase;
      await migrate(db, { migrationsFolder: migrationsUpTo(31) });
      const message = (to: string, lastError: string) =>
        sql`insert into outbox (message_id, "to", subject, html, text, status, next_attempt_at, last_error)
            values (${`<${to}>`}, ${to}, 'Subject', '<p>Hi</p>', 'Hi', 'failed', now(), ${lastError})`;
      await handle.db.execute(message("late@example.com", expiredReason));
      await handle.db.execute(message("left@example.com", leftTheListReason));
      await handle.db.execute(message("bounced@example.com", "550 Mailbox full"));

      await migrate(db, { migrationsFolder });
      const { rows } = await db.execute<{ to: string; status: string }>(
        sql`select "to", status from outbox order by "to"`,
      );
      expect(rows.map((row) => [row.to, row.status])).toEqual([
        ["bounced@example.com", "failed"],
        ["late@example.com", "expired"],
        ["left@example.com", "skipped"],
      ]);
    } finally {
      await handle.close();
    }
  });
});
