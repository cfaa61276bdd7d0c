import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  type NewsletterSendsTestContext,
  newsletterSendsTestContext,
} from "../../../tests/support/newsletter-sends-context";
import { newsletterSubscribers } from "../../db/schema";
import { leftTheListReason, recipientRelatedType, subscribersWhoLeft } from "./left-the-list";

describe("not sending to subscribers who left the list, without HTTP", () => {
  let sends: NewsletterSendsTestContext;
  afterEach(() => sends?.dispose());
  const leave = (id: string) =>
    sends.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sends.clock.now() })
      .where(eq(newsletterSubscribers.id, id));

  it("names those who unsubscribed or were removed since, and not those still on the list", async () => {
    sends = await newsletterSendsTestContext();
    const [staying, unsubscribing, removed] = await sends.subscribers(3);
    await leave(unsubscribing?.id ?? "");
    await sends.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, removed?.id ?? ""));

    const ids = [staying, unsubscribing, removed].map((row) => row?.id ?? "");
    const { ids: left, reason } = await subscribersWhoLeft(sends.context, ids);
    expect([...left].sort()).toEqual([unsubscribing?.id, removed?.id].sort());
    expect(reason).toBe(leftTheListReason);
  });

  it("as the outbox's check, keeps a queued newsletter from going to someone who left after it was queued", async () => {
    sends = await newsletterSendsTestContext({ mailServer: "sink" });
    sends.outbox.addSendCheck(recipientRelatedType, (ids) => subscribersWhoLeft(sends.context, ids));
    const [leaving, staying] = await sends.subscribers(2);
    for (const subscriber of [leaving, staying]) {
      const email = { to: subscriber?.email ?? "", subject: "The Aster Monthly", html: "<p>News</p>", text: "News" };
      await sends.outbox.enqueue(sends.db, email, { type: recipientRelatedType, id: subscriber?.id ?? "" });
    }
    await leave(leaving?.id ?? "");

    expect(await sends.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sends.sink?.messages.map((message) => message.to && "text" in message.to && message.to.text)).toEqual([
      staying?.email,
    ]);
    const rows = await sends.outboxRows();
    expect(rows.find((row) => row.to === leaving?.email)).toMatchObject({
      status: "skipped",
      lastError: leftTheListReason,
    });
  });
});
