import { count, eq, sql } from "drizzle-orm";
import { type NewsletterSendProgress, newsletterSendMessages } from "../../../common/newsletter-send";
import { blogPosts, newsletterDeliveries, newsletterSends, newsletterSubscribers, outbox } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Actor, Transaction } from "../audit/service";
import { findPost, isLive, type NewsletterSendContext, type SendRow } from "./context";
import { renderPost } from "./post-message";
import { progressOf } from "./progress";

/**
 * Refuses (409) while a send of the post is still going out: its messages still being put in the
 * outbox, or some there not yet sent or failed.
 */
async function refuseWhileSending(tx: Transaction, postId: string): Promise<void> {
  const unfinished = (await tx.execute(sql`
    select 1 from ${newsletterSends} s
    where s.post_id = ${postId}
      and (s.status = 'sending' or exists (
        select 1 from ${newsletterDeliveries} d
        left join ${outbox} o on o.message_id = d.message_id
        where d.send_id = s.id and (o.id is null or o.status in ('queued', 'sending'))))
    limit 1`)) as unknown as { rows: unknown[] };
  if (unfinished.rows.length > 0) throw new HttpError(409, newsletterSendMessages.alreadySending);
}

/** The recipients: whoever is confirmed now, in the order they confirmed (a snapshot). Answers how many. */
async function snapshotRecipients(tx: Transaction, sendId: string): Promise<number> {
  await tx.execute(sql`
    insert into ${newsletterDeliveries} (send_id, subscriber_id, position)
    select ${sendId}, id, (row_number() over (order by confirmed_at, id) - 1)::int
    from ${newsletterSubscribers} where status = 'subscribed'`);
  const total = await tx
    .select({ total: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.sendId, sendId));
  return total[0]?.total ?? 0;
}

/**
 * Starts a send of a live post to every subscriber confirmed at this moment (ADR 025): the
 * message is rendered once, and the send, its recipients and its audit row commit together; the
 * job that puts the messages in the outbox is told once they have. Refused (409) for a post that
 * is not live, while a send of the same post is still going out, and when nobody is subscribed.
 * The post's row is locked for the check, so two starts cannot both pass.
 */
export async function startSend(
  context: Pick<NewsletterSendContext, "db" | "clock" | "audit" | "publicUrl" | "ratePerMinute" | "startedListeners">,
  postId: string,
  actor: Actor,
): Promise<NewsletterSendProgress> {
  const { audit, clock } = context;
  const rendered = await renderPost(context, await findPost(context, postId));
  const send = await audit.write(actor, async (tx) => {
    const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
    if (!post) throw new HttpError(404, "Post not found");
    if (!isLive(context, post)) throw new HttpError(409, newsletterSendMessages.notPublished);
    await refuseWhileSending(tx, postId);
    const at = clock.now();
    const [row] = await tx
      .insert(newsletterSends)
      .values({
        postId,
        subject: post.title,
        html: rendered.html,
        text: rendered.text,
        ratePerMinute: context.ratePerMinute,
        total: 0,
        pacedFrom: at,
        createdById: actor.id,
        createdByName: actor.username,
        createdAt: at,
      })
      .returning();
    const created = row as SendRow;
    const recipients = await snapshotRecipients(tx, created.id);
    if (recipients === 0) throw new HttpError(409, newsletterSendMessages.noSubscribers);
    const [counted] = await tx
      .update(newsletterSends)
      .set({ total: recipients })
      .where(eq(newsletterSends.id, created.id))
      .returning();
    return {
      result: counted as SendRow,
      record: {
        action: "send",
        entity: "newsletter_send",
        entityId: post.id,
        publicContent: false,
        summary: `Started sending "${post.title}" to ${recipients} subscribers`,
        after: { sendId: created.id, recipients, ratePerMinute: created.ratePerMinute },
      },
    };
  });
  for (const listener of context.startedListeners) listener(send.id);
  const [progress] = await progressOf(context, [send]);
  return progress as NewsletterSendProgress;
}
