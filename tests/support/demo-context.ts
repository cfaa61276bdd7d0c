import { pino } from "pino";
import { loadConfig } from "../../server/config";
import { createAuditLog } from "../../server/modules/audit/service";
import { createDemoContext, type DemoContext } from "../../server/modules/demo/context";
import { createVerificationService } from "../../server/modules/demo/verification";
import { createOutbox, type Outbox } from "../../server/modules/mail/outbox";
import { freshDatabase, TestClock } from "./test-database";

type QueuedEmail = Awaited<ReturnType<Outbox["latest"]>>[number];

export interface DemoTestContext {
  context: DemoContext;
  clock: TestClock;
  outbox: Outbox;
  /** The email queued last to an address whose subject starts so, as a guest's inbox would show it. */
  latestEmail(to: string, subjectStart: string): Promise<QueuedEmail>;
  /** Everything queued, oldest first. */
  queued(): Promise<QueuedEmail[]>;
  /** Plays the guest proving their address with the code the real verification service sent. */
  verify(email: string): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The demo module's steps with their real collaborators (an embedded PGlite cloned from the
 * migrated template, the outbox with no mailer, the verification service and the audit log),
 * and nothing of HTTP: for the steps' own unit tests beside them.
 */
export async function demoTestContext(env: Record<string, string> = {}): Promise<DemoTestContext> {
  const { database, dispose } = await freshDatabase("pglite");
  const db = database.db;
  const clock = new TestClock();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const log = pino({ level: "silent" });
  const signingKey = "a test key that signs the demo links";
  const audit = createAuditLog({ db, clock });
  const outbox = createOutbox({ db, clock, config, log, mailer: null, audit });
  const verification = createVerificationService({ db, clock, outbox, signingKey });
  const context = createDemoContext({ db, clock, config, log, outbox, verification, signingKey, audit });

  async function latestEmail(to: string, subjectStart: string) {
    const rows = await outbox.latest({ limit: 500 });
    const row = rows.find((candidate) => candidate.to === to && candidate.subject.startsWith(subjectStart));
    if (!row) throw new Error(`no email "${subjectStart}…" was queued to ${to}`);
    return row;
  }

  return {
    context,
    clock,
    outbox,
    latestEmail,
    queued: async () => (await outbox.latest({ limit: 500 })).reverse(),
    async verify(email) {
      await verification.sendCode(email);
      const { text } = await latestEmail(email, "Your Aster HRMS verification code");
      const code = text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? "";
      const outcome = await verification.verify(email, code);
      if (outcome !== "verified") throw new Error(`verifying ${email}: ${outcome}`);
    },
    dispose,
  };
}
