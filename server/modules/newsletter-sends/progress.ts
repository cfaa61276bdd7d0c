import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { NewsletterSendProgress, PostNewsletter } from "../../../common/newsletter-send";
import { newsletterDeliveries, newsletterSends, newsletterSubscribers, outbox } from "../../db/schema";
import { findPost, isLive, type NewsletterSendContext, type SendRow } from "./context";

/**
 * Where each send stands, counted from what became of its messages in the outbox: sent, failed,
 * skipped (the subscriber left the list: the outbox's check withdrew it), and the rest still
 * queued. A send is finished once it is all in the outbox and nothing there is waiting.
 */
export async function progressOf(
  { db }: Pick<NewsletterSendContext, "db">,
  sends: SendRow[],
): Promise<NewsletterSendProgress[]> {
  if (sends.length === 0) return [];
  const counts = await db
    .select({
      sendId: newsletterDeliveries.sendId,
      total: count(),
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number),
      // A newsletter has no moment to miss, but one that expired did not fail either.
      skipped: sql<number>`count(*) filter (where ${outbox.status} in ('skipped', 'expired'))`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
    })
    .from(newsletterDeliveries)
    .leftJoin(outbox, eq(outbox.messageId, newsletterDeliveries.messageId))
    .where(
      inArray(
        newsletterDeliveries.sendId,
        sends.map((send) => send.id),
      ),
    )
    .groupBy(newsletterDeliveries.sendId);
  const bySend = new Map(counts.map((row) => [row.sendId, row]));
  return sends.map((send) => {
    const row = bySend.get(send.id) ?? { total: 0, sent: 0, skipped: 0, failed: 0 };
    const queued = row.total - row.sent - row.skipped - row.failed;
    return {
      _id: send.id,
      subject: send.subject,
      status: send.status,
      createdAt: send.createdAt.toISOString(),
      createdBy: send.createdByName,
      ratePerMinute: send.ratePerMinute,
      total: row.total,
      queued,
      sent: row.sent,
      failed: row.failed,
      skipped: row.skipped,
      finished: send.status === "done" && queued === 0,
    };
  });
}

/** A post's sends, newest first. */
function sendsOf({ db }: Pick<NewsletterSendContext, "db">, postId: string): Promise<SendRow[]> {
  return db
    .select()
    .from(newsletterSends)
    .where(eq(newsletterSends.postId, postId))
    .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id));
}

async function confirmedCount({ db }: Pick<NewsletterSendContext, "db">): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "subscribed"));
  return row?.total ?? 0;
}

/** The "Send as newsletter" screen: the post, who a send would reach now, and its sends so far. */
export async function postNewsletter(
  context: Pick<NewsletterSendContext, "db" | "clock" | "ratePerMinute">,
  postId: string,
): Promise<PostNewsletter> {
  const post = await findPost(context, postId);
  return {
    postId: post.id,
    title: post.title,
    sendable: isLive(context, post),
    subscribers: await confirmedCount(context),
    ratePerMinute: context.ratePerMinute,
    sends: await progressOf(context, await sendsOf(context, post.id)),
  };
}
