import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type NewsletterSendsTestContext,
  newsletterSendsTestContext,
} from "../../../tests/support/newsletter-sends-context";
import { newsletterDeliveries, outbox } from "../../db/schema";
import { leftTheListReason } from "./left-the-list";
import { postNewsletter } from "./progress";
import { queueNextBatch } from "./queueing";
import { startSend } from "./start-send";

describe("a post's newsletter screen, without HTTP", () => {
  let sends: NewsletterSendsTestContext;
  beforeAll(async () => {
    sends = await newsletterSendsTestContext();
  });
  afterAll(() => sends?.dispose());

  it("says whether the post can be sent, and to how many confirmed subscribers, at which rate", async () => {
    const post = await sends.post();
    await sends.subscribers(3);
    await sends.subscribers(2, "pending");
    expect(await postNewsletter(sends.context, post.id)).toEqual({
      postId: post.id,
      title: post.title,
      sendable: true,
      subscribers: 3,
      ratePerMinute: 600,
      sends: [],
    });
    const draft = await sends.post({ status: "draft" });
    const scheduled = await sends.post({ publishAt: new Date(sends.clock.now().getTime() + 60_000) });
    expect((await postNewsletter(sends.context, draft.id)).sendable).toBe(false);
    expect((await postNewsletter(sends.context, scheduled.id)).sendable).toBe(false);
    await expect(postNewsletter(sends.context, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("counts each send's messages by what became of them, and calls it finished once none waits", async () => {
    const post = await sends.post();
    const started = await startSend(sends.context, post.id, sends.staff);
    expect((await postNewsletter(sends.context, post.id)).sends).toMatchObject([
      { _id: started._id, total: 3, queued: 3, sent: 0, status: "sending", createdBy: "alice", finished: false },
    ]);
    while (await queueNextBatch(sends.context, started._id));
    const deliveries = await sends.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, started._id))
      .orderBy(newsletterDeliveries.position);
    const [sent, skipped, bounced] = deliveries.map((row) => row.messageId ?? "");
    // What the outbox made of them (its own tests show how): one sent, one withdrawn, one refused.
    const mark = (messageId: string, fields: Partial<typeof outbox.$inferInsert>) =>
      sends.db.update(outbox).set(fields).where(eq(outbox.messageId, messageId));
    await mark(sent ?? "", { status: "sent" });
    await mark(skipped ?? "", { status: "skipped", lastError: leftTheListReason });
    await mark(bounced ?? "", { status: "failed", lastError: "550 no such mailbox" });
    expect((await postNewsletter(sends.context, post.id)).sends).toMatchObject([
      { total: 3, queued: 0, sent: 1, skipped: 1, failed: 1, status: "done", finished: true },
    ]);

    // A second send of the post, a minute later, comes first and counts apart.
    await sends.clock.advance(60_000);
    const again = await startSend(sends.context, post.id, sends.staff);
    await mark(sent ?? "", { status: "queued" });
    const screen = await postNewsletter(sends.context, post.id);
    expect(screen.sends.map((send) => [send._id, send.queued, send.sent])).toEqual([
      [again._id, 3, 0],
      [started._id, 1, 0],
    ]);
    expect(screen.sends[1]?.finished).toBe(false);
  });
});
