import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSendMessages } from "../../../common/newsletter-send";
import {
  type NewsletterSendsTestContext,
  newsletterSendsTestContext,
} from "../../../tests/support/newsletter-sends-context";
import { auditLog, newsletterSends } from "../../db/schema";
import { testSend } from "./test-send";

describe("a test send of a post, without HTTP", () => {
  let sends: NewsletterSendsTestContext;
  beforeAll(async () => {
    sends = await newsletterSendsTestContext();
    await sends.subscribers(3);
  });
  afterAll(() => sends?.dispose());

  it("queues the post as a subscriber would get it to the one address given, naming no subscriber, audited", async () => {
    const post = await sends.post();
    let woken = 0;
    sends.outbox.onWake(() => woken++);
    await testSend(sends.context, { postId: post.id, to: "editor@aster.test" }, sends.staff);

    const queued = await sends.outboxRows();
    expect(queued.map((row) => [row.to, row.subject])).toEqual([["editor@aster.test", `[Test] ${post.title}`]]);
    const [message] = queued;
    expect(message?.text).toContain(`https://aster.test/blog/${post.slug}`);
    // The unsubscribe link and headers are there to be seen, for the nil id: nobody's.
    const nobodys = sends.context.links.unsubscribeUrl("00000000-0000-0000-0000-000000000000");
    expect(message?.text).toContain(nobodys);
    expect(message?.headers?.["List-Unsubscribe"]).toContain(nobodys);
    expect(woken).toBe(1);

    const audit = await sends.db.select().from(auditLog).where(eq(auditLog.entity, "newsletter_send"));
    expect(audit).toMatchObject([
      {
        action: "test-send",
        entityId: post.id,
        summary: `Sent a test of the newsletter "${post.title}" to editor@aster.test`,
      },
    ]);
    // Nothing went to the list, and no send was started.
    expect(await sends.db.select().from(newsletterSends)).toEqual([]);
  });

  it("refuses a draft or a post not yet published (409), and an unknown one (404), queueing nothing", async () => {
    const before = (await sends.outboxRows()).length;
    const draft = await sends.post({ status: "draft" });
    const scheduled = await sends.post({ publishAt: new Date(sends.clock.now().getTime() + 60_000) });
    for (const post of [draft, scheduled]) {
      await expect(
        testSend(sends.context, { postId: post.id, to: "editor@aster.test" }, sends.staff),
      ).rejects.toMatchObject({ statusCode: 409, message: newsletterSendMessages.notPublished });
    }
    const unknown = { postId: "00000000-0000-4000-8000-000000000000", to: "editor@aster.test" };
    await expect(testSend(sends.context, unknown, sends.staff)).rejects.toMatchObject({ statusCode: 404 });
    expect(await sends.outboxRows()).toHaveLength(before);
  });
});
