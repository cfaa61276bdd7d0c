import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { isUniqueViolation } from "../../server/db/errors";
import { expiredReason } from "../../server/modules/mail/outbox";
import { leftTheListReason } from "../../server/modules/newsletter-sends/left-the-list";
import { migrationsFolder } from "../../server/paths";

/**
 * Migrations that move rows, run on a database holding the rows an earlier release wrote: what
 * staff saw before is what they see after, in the new terms.
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

describe("migrations that move rows", () => {
  it("0032 moves the old site's expired and withdrawn messages out of failed, and leaves real failures", async () => {
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

  it("0033 moves demo requests into the sales pipeline: scheduled is contacted, done is demo held", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "aster-demo-migration-"));
    folders.push(dataDir);
    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const db = handle.db as unknown as NodePgDatabase;
      await migrate(db, { migrationsFolder: migrationsUpTo(32) });
      const statuses = ["new", "contacted", "scheduled", "done", "cancelled"];
      for (const [index, status] of statuses.entries()) {
        await db.execute(
          sql`insert into demo_requests (name, company, email, phone, slot_date, slot_time, slot_at, status)
              values ('Anita Ghosh', ${`Company ${status}`}, ${`${status}@example.com`}, '+91 98300 12345',
                      '2026-06-03', ${`1${index}:00`}, ${new Date(Date.UTC(2026, 5, 3, 4 + index, 30))}, ${status})`,
        );
      }

      await migrate(db, { migrationsFolder });
      const { rows } = await db.execute<{ email: string; status: string }>(
        sql`select email, status from demo_requests order by email`,
      );
      expect(rows.map((row) => [row.email, row.status])).toEqual([
        ["cancelled@example.com", "cancelled"],
        ["contacted@example.com", "contacted"],
        ["done@example.com", "demo_held"],
        ["new@example.com", "new"],
        ["scheduled@example.com", "contacted"],
      ]);
      // The live-slot index is back: a second live booking of a taken slot is refused.
      const second = await db
        .execute(
          sql`insert into demo_requests (name, company, email, phone, slot_date, slot_time, slot_at)
              values ('Ravi', 'Kaveri', 'second@example.com', '+91 98300 12345', '2026-06-03', '10:00',
                      ${new Date(Date.UTC(2026, 5, 3, 4, 30))})`,
        )
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isUniqueViolation(second, "demo_requests_live_slot_idx")).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
