import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type MailTestContext, mailTestContext } from "../../../tests/support/mail-context";
import { auditLog, outbox } from "../../db/schema";
import { deliverDue } from "./delivery";
import { enqueueEmail, onWake } from "./queueing";
import { maxAttempts, retryDelayMs, retryMessage } from "./retry-and-give-up";

const email = (to: string) => ({ to, subject: `A message to ${to}`, html: "<p>Hello</p>", text: "Hello" });

describe("retrying and giving up, without HTTP", () => {
  let mail: MailTestContext;
  afterEach(() => mail?.dispose());
  const only = async () => {
    const [row] = await mail.outboxRows();
    if (!row) throw new Error("nothing was queued");
    return row;
  };

  it("backs off 30 s, 1 min, 2 min … up to an hour between attempts", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(maxAttempts + 10)).toBe(60 * 60 * 1000);
  });

  it(`keeps trying while the mail server is down, never before the back-off, and gives up after ${maxAttempts} attempts`, async () => {
    mail = await mailTestContext({ mailServer: "down" });
    await enqueueEmail(mail.context, mail.db, email("patient@example.com"));
    for (let attempt = 1; attempt < maxAttempts; attempt++) {
      expect(await deliverDue(mail.context)).toEqual({ sent: 0, failed: 1 });
      expect(await only()).toMatchObject({ status: "queued", attempts: attempt, lockedUntil: null });
      expect((await only()).lastError).toBeTruthy();
      await mail.clock.advance(retryDelayMs(attempt) - 1);
      expect(await deliverDue(mail.context)).toEqual({ sent: 0, failed: 0 });
      await mail.clock.advance(1);
    }
    expect(await deliverDue(mail.context)).toEqual({ sent: 0, failed: 1 });
    expect(await only()).toMatchObject({ status: "failed", attempts: maxAttempts });
    // Given up: no later round tries again on its own.
    await mail.clock.advance(24 * 60 * 60 * 1000);
    expect(await deliverDue(mail.context)).toEqual({ sent: 0, failed: 0 });
  });

  it("fails at once, on the first attempt, when the mail server refuses for good (5xx), keeping its reply", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    await enqueueEmail(mail.context, mail.db, email("bounce-once@example.com"));
    expect(await deliverDue(mail.context)).toEqual({ sent: 0, failed: 1 });
    const row = await only();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/550/);
  });

  it("Retry queues a failed message again at once with fresh attempts, audited and waking the worker", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    await enqueueEmail(mail.context, mail.db, email("bounce-once@example.com"));
    await deliverDue(mail.context);
    const failed = await only();
    let woken = 0;
    onWake(mail.context, () => woken++);
    await mail.clock.advance(60 * 60_000);

    const retried = await retryMessage(mail.context, failed.id, mail.staff);
    expect(retried).toMatchObject({ _id: failed.id, status: "queued", attempts: 0, lastError: failed.lastError });
    expect(await only()).toMatchObject({ dueAt: mail.clock.now(), nextAttemptAt: mail.clock.now() });
    expect(woken).toBe(1);
    const audit = await mail.db.select().from(auditLog).where(eq(auditLog.entityId, failed.id));
    expect(audit).toMatchObject([
      {
        action: "retry",
        entity: "email",
        actorName: "alice",
        summary: `Queued "${failed.subject}" to ${failed.to} again`,
      },
    ]);

    // The mailbox takes it the second time.
    expect(await deliverDue(mail.context)).toEqual({ sent: 1, failed: 0 });
    expect(await only()).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("refuses to retry a message that was sent (or does not exist), and writes nothing", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    await enqueueEmail(mail.context, mail.db, email("fine@example.com"));
    await deliverDue(mail.context);
    const sent = await only();
    expect(await retryMessage(mail.context, sent.id, mail.staff)).toBeNull();
    expect(await retryMessage(mail.context, "00000000-0000-4000-8000-000000000000", mail.staff)).toBeNull();
    expect(await only()).toMatchObject({ status: "sent", attempts: 1 });
    expect(await mail.db.select().from(auditLog).where(eq(auditLog.action, "retry"))).toEqual([]);
    expect(mail.sink?.messages).toHaveLength(1);
    expect(await mail.db.select().from(outbox)).toHaveLength(1);
  });
});
