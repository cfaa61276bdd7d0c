import { and, asc, eq, isNull } from "drizzle-orm";
import { newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../../db/schema";
import { intervalMs, type NewsletterSendContext } from "./context";
import { recipientRelatedType } from "./left-the-list";
import { messageFor } from "./post-message";

/** Recipients queued per transaction: small enough to keep PGlite's event loop free between them. */
export const queueBatchSize = 100;

/**
 * Puts the next batch of a send's recipients in the outbox, each message in the transaction
 * that marks its delivery queued, held until its turn at the send's rate. Answers false when
 * there is nothing left (the send is then "done") or the send is gone. The send's row is locked,
 * so two instances take turns; a job cut short by a crash resumes with what is not yet queued,
 * so nobody is queued twice.
 */
export async function queueNextBatch(
  context: Pick<NewsletterSendContext, "db" | "clock" | "outbox" | "links">,
  sendId: string,
): Promise<boolean> {
  const { db, clock, outbox: mail } = context;
  return db.transaction(async (tx) => {
    const [send] = await tx.select().from(newsletterSends).where(eq(newsletterSends.id, sendId)).for("update");
    if (send?.status !== "sending") return false;
    const pending = await tx
      .select({
        subscriberId: newsletterDeliveries.subscriberId,
        position: newsletterDeliveries.position,
        email: newsletterSubscribers.email,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
      .where(and(eq(newsletterDeliveries.sendId, sendId), isNull(newsletterDeliveries.messageId)))
      .orderBy(asc(newsletterDeliveries.position))
      .limit(queueBatchSize);
    if (pending.length === 0) {
      await tx
        .update(newsletterSends)
        .set({ status: "done", queuedAt: clock.now() })
        .where(eq(newsletterSends.id, sendId));
      return false;
    }
    const spacing = intervalMs(send);
    for (const recipient of pending) {
      const messageId = await mail.enqueue(
        tx,
        messageFor(context, send, recipient.subscriberId, recipient.email),
        { type: recipientRelatedType, id: recipient.subscriberId },
        { sendAt: new Date(send.pacedFrom.getTime() + recipient.position * spacing) },
      );
      await tx
        .update(newsletterDeliveries)
        .set({ messageId })
        .where(
          and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.subscriberId, recipient.subscriberId)),
        );
    }
    return true;
  });
}

/** Sends whose messages are not all in the outbox yet (the job resumes them at start). */
export async function unqueuedSendIds({ db }: Pick<NewsletterSendContext, "db">): Promise<string[]> {
  const rows = await db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(eq(newsletterSends.status, "sending"))
    .orderBy(asc(newsletterSends.createdAt));
  return rows.map((row) => row.id);
}

/**
 * After downtime, a send continues at its rate from now: its pacing moves forward so that
 * the first recipient still to queue goes now, not in a burst of every slot missed.
 */
export async function repaceFromNow(
  { db, clock, log }: Pick<NewsletterSendContext, "db" | "clock" | "log">,
  sendId: string,
): Promise<void> {
  const [send] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, sendId));
  if (send?.status !== "sending") return;
  const [next] = await db
    .select({ position: newsletterDeliveries.position })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.sendId, sendId), isNull(newsletterDeliveries.messageId)))
    .orderBy(asc(newsletterDeliveries.position))
    .limit(1);
  if (!next) return;
  const from = new Date(clock.now().getTime() - next.position * intervalMs(send));
  if (from <= send.pacedFrom) return;
  await db.update(newsletterSends).set({ pacedFrom: from }).where(eq(newsletterSends.id, sendId));
  log.info({ sendId, from }, "newsletter send resumed: paced from now");
}
