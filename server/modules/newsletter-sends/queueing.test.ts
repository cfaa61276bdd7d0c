import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  type NewsletterSendsTestContext,
  newsletterSendsTestContext,
} from "../../../tests/support/newsletter-sends-context";
import { newsletterDeliveries, newsletterSends } from "../../db/schema";
import { recipientRelatedType } from "./left-the-list";
import { queueBatchSize, queueNextBatch, repaceFromNow, unqueuedSendIds } from "./queueing";
import { startSend } from "./start-send";

// 600 a minute: one recipient every 100 ms.
const spacingMs = 100;

describe("putting a send's messages in the outbox, without HTTP", () => {
  let sends: NewsletterSendsTestContext;
  afterEach(() => sends?.dispose());
  const started = async (recipients: number) => {
    await sends.subscribers(recipients);
    return startSend(sends.context, (await sends.post()).id, sends.staff);
  };
  const sendRow = async (id: string) =>
    (await sends.db.select().from(newsletterSends).where(eq(newsletterSends.id, id)))[0];

  it(`queues ${queueBatchSize} at a time in the send's order, each held until its turn at the rate, then is done`, async () => {
    sends = await newsletterSendsTestContext();
    const send = await started(250);
    const pacedFrom = sends.clock.now().getTime();
    expect(await unqueuedSendIds(sends.context)).toEqual([send._id]);

    expect(await queueNextBatch(sends.context, send._id)).toBe(true);
    expect(await sends.outboxRows()).toHaveLength(queueBatchSize);
    while (await queueNextBatch(sends.context, send._id));

    const messages = await sends.outboxRows();
    expect(messages).toHaveLength(250);
    expect(new Set(messages.map((row) => row.to)).size).toBe(250);
    const deliveries = await sends.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, send._id));
    for (const delivery of deliveries) {
      const message = messages.find((row) => row.messageId === delivery.messageId);
      expect(message).toMatchObject({ relatedType: recipientRelatedType, relatedId: delivery.subscriberId });
      expect(message?.dueAt.getTime()).toBe(pacedFrom + delivery.position * spacingMs);
    }
    expect(await sendRow(send._id)).toMatchObject({ status: "done", queuedAt: sends.clock.now() });
    expect(await unqueuedSendIds(sends.context)).toEqual([]);
    // Done is done: asked again, it queues nothing more.
    expect(await queueNextBatch(sends.context, send._id)).toBe(false);
    expect(await sends.outboxRows()).toHaveLength(250);
    expect(await queueNextBatch(sends.context, "00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("after downtime, paces what is left from now instead of sending every missed turn in a burst", async () => {
    sends = await newsletterSendsTestContext();
    const send = await started(150);
    const startedAt = sends.clock.now().getTime();
    expect(await queueNextBatch(sends.context, send._id)).toBe(true);
    const firstBatch = new Set((await sends.outboxRows()).map((row) => row.id));

    // Not behind: the pacing stays.
    await repaceFromNow(sends.context, send._id);
    expect((await sendRow(send._id))?.pacedFrom.getTime()).toBe(startedAt);

    await sends.clock.advance(60 * 60_000);
    await repaceFromNow(sends.context, send._id);
    const now = sends.clock.now().getTime();
    expect((await sendRow(send._id))?.pacedFrom.getTime()).toBe(now - queueBatchSize * spacingMs);
    while (await queueNextBatch(sends.context, send._id));
    const resumed = (await sends.outboxRows())
      .filter((row) => !firstBatch.has(row.id))
      .map((row) => row.dueAt.getTime());
    expect(resumed).toHaveLength(50);
    expect(Math.min(...resumed)).toBe(now);
    expect(Math.max(...resumed)).toBe(now + 49 * spacingMs);

    // A send that is done is left as it is.
    await sends.clock.advance(60 * 60_000);
    await repaceFromNow(sends.context, send._id);
    expect((await sendRow(send._id))?.pacedFrom.getTime()).toBe(now - queueBatchSize * spacingMs);
  });
});
