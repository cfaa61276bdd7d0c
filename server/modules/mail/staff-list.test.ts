import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxListQuerySchema } from "../../../common/outbox";
import { type MailTestContext, mailTestContext } from "../../../tests/support/mail-context";
import { outbox } from "../../db/schema";
import { enqueueEmail } from "./queueing";
import { countByStatus, dueBacklog, latestMessages, listMessages, messageDetail, secretHidden } from "./staff-list";

const query = (fields: Record<string, unknown> = {}) => outboxListQuerySchema.parse(fields);

describe("the outbox as staff see it, without HTTP", () => {
  let mail: MailTestContext;
  let codeId: string;
  let noticeId: string;

  beforeAll(async () => {
    mail = await mailTestContext();
    const queue = async (to: string, subject: string, fields: { holdsSecret?: boolean; sendAt?: Date } = {}) => {
      const messageId = await enqueueEmail(
        mail.context,
        mail.db,
        { to, subject, html: `<p>${subject}</p>`, text: fields.holdsSecret ? "Your code: 493817" : subject, ...fields },
        undefined,
        { sendAt: fields.sendAt },
      );
      const [row] = await mail.db.select().from(outbox).where(eq(outbox.messageId, messageId));
      return row?.id ?? "";
    };
    noticeId = await queue("sales@aster.test", "New Demo Request from Hooghly Textiles");
    codeId = await queue("anita@hooghly.test", "Your Aster HRMS verification code", { holdsSecret: true });
    await mail.clock.advance(10 * 60_000);
    await queue("ravi@kaveri.test", "Reminder: your demo starts in 1 hour", {
      sendAt: new Date(mail.clock.now().getTime() + 24 * 60 * 60_000),
    });
    await queue("meera@godavari.test", "Thanks for contacting Aster HRMS");
    // The contact reply bounced.
    await mail.db
      .update(outbox)
      .set({ status: "failed", lastError: "550 no such mailbox" })
      .where(eq(outbox.to, "meera@godavari.test"));
  });
  afterAll(() => mail?.dispose());

  it("filters by status and searches recipient and subject, with the total", async () => {
    const failed = await listMessages(mail.context, query({ status: "failed" }));
    expect(failed).toMatchObject({ total: 1, rows: [{ to: "meera@godavari.test", lastError: "550 no such mailbox" }] });
    const hooghly = await listMessages(mail.context, query({ q: "hooghly" }));
    expect(hooghly.rows.map((row) => row.to).sort()).toEqual(["anita@hooghly.test", "sales@aster.test"]);
    expect((await listMessages(mail.context, query({ limit: 2 }))).total).toBe(4);
  });

  it("shows one message's text, but never a verification code's", async () => {
    expect((await messageDetail(mail.context, noticeId))?.text).toBe("New Demo Request from Hooghly Textiles");
    const code = await messageDetail(mail.context, codeId);
    expect(code?.text).toBe(secretHidden);
    expect(JSON.stringify(code)).not.toContain("493817");
    expect(await messageDetail(mail.context, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("counts by status, and the backlog is what is due and not gone, since the oldest was due", async () => {
    expect(await countByStatus(mail.context)).toEqual({
      queued: 3,
      sending: 0,
      sent: 0,
      failed: 1,
      expired: 0,
      skipped: 0,
    });
    // The reminder due tomorrow is not waiting yet; the failed one is no longer waiting.
    const backlog = await dueBacklog(mail.context);
    expect(backlog.waiting).toBe(2);
    expect(backlog.oldestDueAt).toEqual(new Date(mail.clock.now().getTime() - 10 * 60_000));
  });

  it("lists the newest rows first, as many as asked", async () => {
    const rows = await latestMessages(mail.context, { limit: 2 });
    expect(rows.map((row) => row.to)).toEqual(["meera@godavari.test", "ravi@kaveri.test"]);
  });
});
