import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type MailTestContext, mailTestContext } from "../../../tests/support/mail-context";
import { outbox } from "../../db/schema";
import { addSendCheck, batchSize, claimDue, deliverDue, expiredReason, leaseMs, releaseAllClaims } from "./delivery";
import type { Mailer } from "./mailer";
import { enqueueEmail } from "./queueing";

const email = (to: string, fields: { subject?: string; holdsSecret?: boolean } = {}) => ({
  to,
  subject: fields.subject ?? `A message to ${to}`,
  html: `<p>Hello ${to}</p>`,
  text: fields.holdsSecret ? "Your code: 493817" : `Hello ${to}`,
  holdsSecret: fields.holdsSecret ?? false,
});

describe("delivering the outbox, without HTTP", () => {
  let mail: MailTestContext;
  afterEach(() => mail?.dispose());
  const queue = (to: string, fields?: Parameters<typeof email>[1], related?: { type: string; id: string }) =>
    enqueueEmail(mail.context, mail.db, email(to, fields), related);
  const rowTo = async (to: string) => (await mail.db.select().from(outbox).where(eq(outbox.to, to)))[0];

  it("hands each due message to the mail server as queued, and records it sent; a code's text is then gone", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    const messageId = await enqueueEmail(mail.context, mail.db, {
      ...email("anita@hooghly.test"),
      replyTo: "sales@aster.test",
      calendar: { method: "REQUEST", content: "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR" },
    });
    await queue("ravi@kaveri.test", { subject: "Your code", holdsSecret: true });

    expect(await deliverDue(mail.context)).toEqual({ sent: 2, failed: 0 });
    const received = mail.sink?.messages ?? [];
    const invitation = received.find((message) => message.subject === "A message to anita@hooghly.test");
    expect(invitation?.messageId).toBe(messageId);
    expect(invitation?.replyTo?.text).toBe("sales@aster.test");
    expect(invitation?.attachments.some((part) => part.contentType.startsWith("text/calendar"))).toBe(true);
    expect(received.find((message) => message.subject === "Your code")?.text).toContain("493817");

    expect(await rowTo("anita@hooghly.test")).toMatchObject({ status: "sent", attempts: 1, sentAt: mail.clock.now() });
    const code = await rowTo("ravi@kaveri.test");
    expect(code?.status).toBe("sent");
    expect(`${code?.html} ${code?.text}`).not.toContain("493817");
    // Sent is sent: the next round has nothing to do.
    expect(await deliverDue(mail.context)).toEqual({ sent: 0, failed: 0 });
    expect(mail.sink?.messages).toHaveLength(2);
  });

  it("never sends a message whose time has passed: it fails with the reason staff read", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    const expiresAt = new Date(mail.clock.now().getTime() + 60_000);
    await enqueueEmail(mail.context, mail.db, email("late@hooghly.test"), undefined, { expiresAt });
    await queue("on-time@hooghly.test");
    await mail.clock.advance(60_000);

    expect(await deliverDue(mail.context)).toEqual({ sent: 1, failed: 0 });
    expect(mail.sink?.messages.map((message) => message.subject)).toEqual(["A message to on-time@hooghly.test"]);
    expect(await rowTo("late@hooghly.test")).toMatchObject({ status: "expired", lastError: expiredReason });
  });

  it("asks a module's send check at the last moment, and a message it withdraws fails with its reason, unsent", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    const leaving = "00000000-0000-4000-8000-00000000000a";
    const staying = "00000000-0000-4000-8000-00000000000b";
    await queue("leaving@example.com", {}, { type: "newsletter_recipient", id: leaving });
    await queue("staying@example.com", {}, { type: "newsletter_recipient", id: staying });
    await queue("someone@example.com", {}, { type: "demo_request", id: leaving });
    const asked: string[][] = [];
    addSendCheck(mail.context, "newsletter_recipient", async (ids) => {
      asked.push([...ids].sort());
      return { ids: new Set([leaving]), reason: "Not sent: they left." };
    });

    expect(await deliverDue(mail.context)).toEqual({ sent: 2, failed: 0 });
    expect(asked).toEqual([[leaving, staying]]);
    expect(mail.sink?.messages.map((message) => message.subject).sort()).toEqual([
      "A message to someone@example.com",
      "A message to staying@example.com",
    ]);
    expect(await rowTo("leaving@example.com")).toMatchObject({ status: "skipped", lastError: "Not sent: they left." });
  });

  it("told to stop mid-round, sends nothing more and gives back what it claimed, the attempt uncounted", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    for (const name of ["one", "two", "three"]) await queue(`${name}@example.com`);
    let sends = 0;
    expect(await deliverDue(mail.context, { stopping: () => sends++ >= 1 })).toEqual({ sent: 1, failed: 0 });
    const given = (await mail.outboxRows()).filter((row) => row.status === "queued");
    expect(given).toHaveLength(2);
    for (const row of given) expect(row).toMatchObject({ attempts: 0, lockedUntil: null });
    // At once, not after the lease.
    expect(await deliverDue(mail.context)).toEqual({ sent: 2, failed: 0 });
    expect(mail.sink?.messages).toHaveLength(3);
  });

  it(`claims ${batchSize} at a time, oldest due first, and never hands one message to two rounds`, async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    const start = mail.clock.now().getTime();
    const queueDue = async (name: string, count: number) => {
      // Queued newest-due first: the claim's order is the due time's, not the queueing's.
      for (let index = 0; index < count; index++) {
        const sendAt = new Date(start - index * 1000);
        await enqueueEmail(mail.context, mail.db, email(`${name}${index}@example.com`), undefined, { sendAt });
      }
    };
    await queueDue("early", batchSize + 5);
    expect(await deliverDue(mail.context)).toEqual({ sent: batchSize, failed: 0 });
    const subjects = () => (mail.sink?.messages ?? []).map((message) => message.subject ?? "");
    const firstRound = subjects().map((subject) => Number(/early(\d+)@/.exec(subject)?.[1]));
    expect(firstRound.sort((a, b) => a - b)).toEqual(Array.from({ length: batchSize }, (_, index) => index + 5));

    // Two rounds at once (two instances): between them they send the rest, each message once.
    await queueDue("later", batchSize);
    const rounds = await Promise.all([deliverDue(mail.context), deliverDue(mail.context)]);
    expect(rounds.map((round) => round.sent).sort((a, b) => a - b)).toEqual([5, batchSize]);
    expect(new Set(subjects()).size).toBe(2 * batchSize + 5);
    expect(subjects()).toHaveLength(2 * batchSize + 5);
    expect((await mail.outboxRows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("leaves a claimed message to its worker for 30 seconds; after that, or on releaseAllClaims, it goes again", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    await queue("claimed@example.com");
    // A worker claims it and dies before sending.
    expect(await claimDue(mail.context, mail.clock.now())).toHaveLength(1);
    expect(await claimDue(mail.context, new Date(mail.clock.now().getTime() + 29_999))).toEqual([]);
    const [retaken] = await claimDue(mail.context, new Date(mail.clock.now().getTime() + 30_000));
    expect(retaken).toMatchObject({ to: "claimed@example.com", status: "sending", attempts: 2 });

    // On PGlite at start, nobody else can be sending it: it is given back at once.
    expect(await releaseAllClaims(mail.context)).toBe(1);
    expect(await rowTo("claimed@example.com")).toMatchObject({ status: "queued", lockedUntil: null });
    expect(await deliverDue(mail.context)).toEqual({ sent: 1, failed: 0 });
  });

  it("renews the lease while a round sends, so a send slower than the lease is not taken over by another", async () => {
    mail = await mailTestContext({ mailServer: "sink" });
    await queue("slow@example.com");
    await queue("after-the-slow-one@example.com");
    const mailer = mail.context.mailer as Mailer;
    let sendStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      sendStarted = resolve;
    });
    let letItGo: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      letItGo = resolve;
    });
    const slowMailer: Mailer = {
      async send(message) {
        sendStarted();
        await held;
        await mailer.send(message);
      },
      close: () => mailer.close(),
    };
    const round = deliverDue({ ...mail.context, mailer: slowMailer }, { renewEveryMs: 20 });
    await started;
    // The first send hangs past the lease the round claimed with...
    await mail.clock.advance(leaseMs + 1000);
    const leasedBeyondNow = async () =>
      (await mail.outboxRows()).every((row) => row.lockedUntil && row.lockedUntil > mail.clock.now());
    await expect.poll(leasedBeyondNow).toBe(true);
    // ...and another instance's round, now, finds nothing to take over.
    expect(await claimDue(mail.context, mail.clock.now())).toEqual([]);

    letItGo();
    expect(await round).toEqual({ sent: 2, failed: 0 });
    expect(mail.sink?.messages).toHaveLength(2);
  });
});
