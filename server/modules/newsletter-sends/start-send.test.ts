import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { newsletterSendMessages } from "../../../common/newsletter-send";
import {
  type NewsletterSendsTestContext,
  newsletterSendsTestContext,
} from "../../../tests/support/newsletter-sends-context";
import { auditLog, newsletterDeliveries, newsletterSends } from "../../db/schema";
import { queueNextBatch } from "./queueing";
import { startSend } from "./start-send";

describe("starting a newsletter send, without HTTP", () => {
  let sends: NewsletterSendsTestContext;
  afterEach(() => sends?.dispose());
  const recipientsOf = (sendId: string) =>
    sends.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, sendId))
      .orderBy(asc(newsletterDeliveries.position));

  it("fixes the recipients: whoever is confirmed now, in the order they confirmed; then tells the job", async () => {
    sends = await newsletterSendsTestContext();
    const post = await sends.post();
    const confirmed = await sends.subscribers(3);
    await sends.subscribers(1, "pending");
    await sends.subscribers(1, "unsubscribed");
    const told: string[] = [];
    sends.context.startedListeners.add((sendId) => told.push(sendId));

    const progress = await startSend(sends.context, post.id, sends.staff);
    expect(progress).toMatchObject({
      subject: post.title,
      status: "sending",
      createdBy: "alice",
      ratePerMinute: 600,
      total: 3,
      queued: 3,
      sent: 0,
      finished: false,
    });
    expect(told).toEqual([progress._id]);
    const recipients = await recipientsOf(progress._id);
    expect(recipients.map((row) => [row.subscriberId, row.position, row.messageId])).toEqual(
      confirmed.map((row, index) => [row.id, index, null]),
    );
    const [audit] = await sends.db.select().from(auditLog).where(eq(auditLog.action, "send"));
    expect(audit).toMatchObject({
      entity: "newsletter_send",
      entityId: post.id,
      summary: `Started sending "${post.title}" to 3 subscribers`,
      after: { sendId: progress._id, recipients: 3, ratePerMinute: 600 },
    });

    // Someone confirming after the start is not in this send.
    await sends.subscribers(1);
    expect(await recipientsOf(progress._id)).toHaveLength(3);
  });

  it("refuses a second send of a post while the first is going out, even two at once, and allows one after", async () => {
    sends = await newsletterSendsTestContext({ mailServer: "sink" });
    const post = await sends.post();
    await sends.subscribers(3);
    const first = await startSend(sends.context, post.id, sends.staff);
    const [again, alsoAgain] = await Promise.allSettled([
      startSend(sends.context, post.id, sends.staff),
      startSend(sends.context, post.id, sends.staff),
    ]);
    for (const attempt of [again, alsoAgain]) {
      expect(attempt).toMatchObject({
        status: "rejected",
        reason: { statusCode: 409, message: newsletterSendMessages.alreadySending },
      });
    }
    // All in the outbox but not all sent: still going out.
    while (await queueNextBatch(sends.context, first._id));
    await expect(startSend(sends.context, post.id, sends.staff)).rejects.toMatchObject({ statusCode: 409 });
    await sends.clock.advance(1000);
    expect(await sends.outbox.deliverDue()).toEqual({ sent: 3, failed: 0 });

    const second = await startSend(sends.context, post.id, sends.staff);
    expect(second._id).not.toBe(first._id);
    expect(await sends.db.select().from(newsletterSends)).toHaveLength(2);
  });

  it("refuses a post that is not live and a list with nobody confirmed (409), an unknown post (404); writes nothing", async () => {
    sends = await newsletterSendsTestContext();
    await sends.subscribers(2, "pending");
    const live = await sends.post();
    const draft = await sends.post({ status: "draft" });
    const refusal = (postId: string) => startSend(sends.context, postId, sends.staff);
    await expect(refusal(live.id)).rejects.toMatchObject({
      statusCode: 409,
      message: newsletterSendMessages.noSubscribers,
    });
    await sends.subscribers(1);
    await expect(refusal(draft.id)).rejects.toMatchObject({
      statusCode: 409,
      message: newsletterSendMessages.notPublished,
    });
    await expect(refusal("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ statusCode: 404 });
    expect(await sends.db.select().from(newsletterSends)).toEqual([]);
    expect(await sends.db.select().from(newsletterDeliveries)).toEqual([]);
    expect(await sends.db.select().from(auditLog)).toEqual([]);
  });
});
