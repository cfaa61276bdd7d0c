import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { type Config, loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { adminUsers, outbox as outboxTable } from "../../server/db/schema";
import { type Actor, type AuditLog, createAuditLog } from "../../server/modules/audit/service";
import { createOutbox, type Outbox } from "../../server/modules/mail/outbox";
import { freshDatabase, TestClock } from "./test-database";

type QueuedEmail = typeof outboxTable.$inferSelect;

/** What the public forms' modules (contact, data-rights requests, the assistant's hand-off) are built from. */
export interface FormsTestContext {
  db: Database;
  clock: TestClock;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  /** The admin every test database starts with, as the actor of staff writes. */
  staff: Actor;
  /** The emails queued to an address, in no particular order. */
  mailTo(to: string): Promise<QueuedEmail[]>;
  dispose(): Promise<void>;
}

/**
 * The forms' steps with their real collaborators (an embedded PGlite cloned from the migrated
 * template, the outbox with no mailer, the audit log), and nothing of HTTP: for the steps' own
 * unit tests beside them.
 */
export async function formsTestContext(env: Record<string, string> = {}): Promise<FormsTestContext> {
  const { database, dispose } = await freshDatabase("pglite");
  const db = database.db;
  const clock = new TestClock();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const log = pino({ level: "silent" });
  const audit = createAuditLog({ db, clock });
  const outbox = createOutbox({ db, clock, config, log, mailer: null, audit });
  // Every test database starts with the admin alice (tests/support/test-database.ts).
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, "alice"));
  if (!admin) throw new Error("the test database has no admin alice");
  return {
    db,
    clock,
    config,
    log,
    outbox,
    audit,
    staff: { id: admin.id, username: admin.username },
    mailTo: (to) => db.select().from(outboxTable).where(eq(outboxTable.to, to)),
    dispose,
  };
}
