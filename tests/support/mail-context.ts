import { asc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { type Config, loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { adminUsers, outbox } from "../../server/db/schema";
import { type Actor, type AuditLog, createAuditLog } from "../../server/modules/audit/service";
import { createMailer, type Mailer } from "../../server/modules/mail/mailer";
import {
  createOutboxContext,
  type OutboxContext,
  type OutboxDeps,
  type OutboxRow,
} from "../../server/modules/mail/outbox-context";
import { freePort, type MailSink, startMailSink } from "./mail-sink";
import { freshDatabase, TestClock } from "./test-database";

/**
 * Where the mail goes: a real SMTP server in this process ("sink"; a `bounce-once…@` address is
 * refused once with a permanent 550), a port nobody listens on ("down": every attempt fails for
 * now), or no SMTP_URL at all ("none": mail waits in the table).
 */
export type MailServer = "sink" | "down" | "none";

/** What the mail steps, and the modules that queue mail, are built from in a unit test. */
export interface MailTestDependencies {
  db: Database;
  clock: TestClock;
  config: Config;
  log: FastifyBaseLogger;
  audit: AuditLog;
  mailer: Mailer | null;
  /** Just what createOutbox takes, built from the above. */
  outboxDeps: OutboxDeps;
  /** The SMTP server the mailer delivers to, with "sink". */
  sink: MailSink | null;
  /** The admin every test database starts with, as the actor of staff writes. */
  staff: Actor;
  /** Every outbox row, oldest first. */
  outboxRows(): Promise<OutboxRow[]>;
  dispose(): Promise<void>;
}

/**
 * A fresh PGlite cloned from the migrated template, a test clock, the real audit log and a real
 * mailer (nodemailer) to the mail server asked for: the collaborators the outbox has in the app,
 * and nothing of HTTP.
 */
export async function mailTestDependencies({
  mailServer = "none",
  env = {},
}: {
  mailServer?: MailServer;
  env?: Record<string, string>;
} = {}): Promise<MailTestDependencies> {
  const { database, dispose: closeDatabase } = await freshDatabase("pglite");
  const db = database.db;
  const clock = new TestClock();
  const sink = mailServer === "sink" ? await startMailSink() : null;
  const smtpUrl = sink?.url ?? (mailServer === "down" ? `smtp://127.0.0.1:${await freePort()}` : undefined);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...env,
  });
  const mailer = createMailer(config);
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, "alice"));
  const log = pino({ level: "silent" });
  const audit = createAuditLog({ db, clock });
  return {
    db,
    clock,
    config,
    log,
    audit,
    mailer,
    outboxDeps: { db, clock, config, log, mailer, audit },
    sink,
    staff: { id: admin?.id ?? "", username: "alice" },
    outboxRows: () => db.select().from(outbox).orderBy(asc(outbox.createdAt), asc(outbox.id)),
    async dispose() {
      mailer?.close();
      await sink?.close();
      await closeDatabase();
    },
  };
}

export interface MailTestContext extends MailTestDependencies {
  /** The outbox's context, as createOutbox builds it: what its steps are called with. */
  context: OutboxContext;
}

/** The outbox's steps with their real collaborators, for the steps' own unit tests beside them. */
export async function mailTestContext(options: { mailServer?: MailServer; env?: Record<string, string> } = {}) {
  const dependencies = await mailTestDependencies(options);
  const context = createOutboxContext(dependencies.outboxDeps);
  return { ...dependencies, context } satisfies MailTestContext;
}
