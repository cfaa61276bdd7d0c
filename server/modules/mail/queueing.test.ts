import { afterEach, describe, expect, it } from "vitest";
import { type MailTestContext, mailTestContext } from "../../../tests/support/mail-context";
import { deliverDue } from "./delivery";
import { wakeWorker } from "./outbox-context";
import { enqueueEmail, onWake } from "./queueing";

const booking = "7b3a4c1e-2f6d-4e8a-9b0c-1d2e3f4a5b6c";
const invitation = {
  to: "anita@hooghly.test",
  subject: "Your Aster HRMS demo",
  html: "<p>See you on Friday</p>",
  text: "See you on Friday",
  replyTo: "sales@aster.test",
  calendar: { method: "REQUEST" as const, content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" },
  headers: { "List-Unsubscribe": "<https://aster.test/unsubscribe>" },
};

describe("queueing email, without HTTP", () => {
  let mail: MailTestContext;
  afterEach(() => mail?.dispose());

  it("keeps the message whole, due now, with a Message-ID at MAIL_FROM's domain, until a mail server takes it", async () => {
    mail = await mailTestContext({ env: { MAIL_FROM: "Aster <no-reply@aster.test>" } });
    const messageId = await enqueueEmail(mail.context, mail.db, invitation, { type: "demo_request", id: booking });

    expect(messageId).toMatch(/^<[0-9a-f-]{36}@aster\.test>$/);
    const [row] = await mail.outboxRows();
    expect(row).toMatchObject({
      messageId,
      status: "queued",
      attempts: 0,
      to: invitation.to,
      subject: invitation.subject,
      text: invitation.text,
      replyTo: "sales@aster.test",
      icalMethod: "REQUEST",
      icalContent: invitation.calendar.content,
      headers: invitation.headers,
      relatedType: "demo_request",
      relatedId: booking,
      dueAt: mail.clock.now(),
      expiresAt: null,
    });
    // No mail server: a round sends nothing, and the message stays for when there is one.
    expect(await deliverDue(mail.context)).toEqual({ sent: 0, failed: 0 });
    expect((await mail.outboxRows()).map((message) => message.status)).toEqual(["queued"]);
  });

  it("commits with the caller's transaction, or not at all", async () => {
    mail = await mailTestContext();
    await expect(
      mail.db.transaction(async (tx) => {
        await enqueueEmail(mail.context, tx, invitation);
        throw new Error("the booking it was about failed");
      }),
    ).rejects.toThrow("the booking it was about failed");
    expect(await mail.outboxRows()).toEqual([]);
  });

  it("holds a message with sendAt until then, and records when it stops being worth sending", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    const sendAt = new Date(mail.clock.now().getTime() + 60 * 60_000);
    const expiresAt = new Date(sendAt.getTime() + 30 * 60_000);
    await enqueueEmail(mail.context, mail.db, { ...invitation, subject: "Reminder" }, undefined, { sendAt, expiresAt });
    expect(await mail.outboxRows()).toMatchObject([{ dueAt: sendAt, expiresAt }]);

    await mail.clock.advance(60 * 60_000 - 1000);
    expect(await deliverDue(mail.context)).toEqual({ sent: 0, failed: 0 });
    expect(mail.sink?.messages).toHaveLength(0);
    await mail.clock.advance(1000);
    expect(await deliverDue(mail.context)).toEqual({ sent: 1, failed: 0 });
    expect(mail.sink?.messages.map((message) => message.subject)).toEqual(["Reminder"]);
  });

  it("wakes every worker listening, until it stops listening", async () => {
    mail = await mailTestContext();
    let woken = 0;
    const stop = onWake(mail.context, () => woken++);
    wakeWorker(mail.context);
    expect(woken).toBe(1);
    stop();
    wakeWorker(mail.context);
    expect(woken).toBe(1);
  });
});
