import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createElement } from "react";
import {
  type NewsletterSendProgress,
  newsletterSendMessages,
  type PostNewsletter,
} from "../../../common/newsletter-send";
import { blogPostPath } from "../../../content/blog";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { blogPosts, newsletterDeliveries, newsletterSends, newsletterSubscribers, outbox } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Actor, AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import type { NewsletterLinks } from "../newsletter/links";
import { NewsletterPostEmail } from "./emails/newsletter-post";

/** Messages about a newsletter recipient name the subscriber: the outbox asks us before each goes. */
export const recipientRelatedType = "newsletter_recipient";
/** Why a queued newsletter did not go: kept on the outbox row, and counted as "skipped". */
export const leftTheListReason = "Not sent: the subscriber left the list after the send started.";
/** Recipients queued per transaction: small enough to keep PGlite's event loop free between them. */
export const queueBatchSize = 100;
/** The rendered message holds this where each recipient's own unsubscribe link goes. */
const unsubscribeMarker = "https://unsubscribe.invalid/newsletter-recipient";
/** The test send's unsubscribe link and headers name nobody: the nil id is no subscriber's. */
const nobody = "00000000-0000-0000-0000-000000000000";

type SendRow = typeof newsletterSends.$inferSelect;

/**
 * Staff send a published blog post to the newsletter's confirmed subscribers (ADR 025).
 * Starting a send fixes its recipients (one `newsletter_deliveries` row each, in the start's
 * transaction) and renders the message once. A job then puts the messages in the outbox in
 * batches, each message in the same transaction that marks its delivery queued, held until its
 * turn at NEWSLETTER_RATE_PER_MINUTE; the outbox worker sends them. A job cut short by a crash
 * resumes at start and queues only what is not yet queued, so nobody is queued twice.
 */
export function createNewsletterSendService({
  db,
  clock,
  config,
  log,
  outbox: mail,
  audit,
  links,
}: {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  links: NewsletterLinks;
}) {
  const startedListeners = new Set<(sendId: string) => void>();
  const intervalMs = (send: Pick<SendRow, "ratePerMinute">) => 60_000 / send.ratePerMinute;
  const postUrl = (slug: string) => `${config.PUBLIC_URL}${blogPostPath(slug)}`;
  const isLive = (post: typeof blogPosts.$inferSelect) =>
    post.status === "published" && post.publishAt.getTime() <= clock.now().getTime();

  // At the last moment before a newsletter goes, the outbox asks whether its subscriber is still on the list.
  mail.addSendCheck(recipientRelatedType, async (subscriberIds) => {
    const staying = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(and(inArray(newsletterSubscribers.id, subscriberIds), eq(newsletterSubscribers.status, "subscribed")));
    const stayingIds = new Set(staying.map((row) => row.id));
    return { ids: new Set(subscriberIds.filter((id) => !stayingIds.has(id))), reason: leftTheListReason };
  });

  async function renderPost(post: typeof blogPosts.$inferSelect) {
    return renderEmail(
      createElement(NewsletterPostEmail, {
        title: post.title,
        excerpt: post.excerpt,
        html: post.content,
        postUrl: postUrl(post.slug),
        unsubscribeUrl: unsubscribeMarker,
      }),
    );
  }

  /** One recipient's copy: the rendered message with their own link, and the RFC 8058 header fields. */
  function messageFor(send: Pick<SendRow, "subject" | "html" | "text">, subscriberId: string, to: string) {
    const own = links.unsubscribeUrl(subscriberId);
    return {
      to,
      subject: send.subject,
      html: send.html.replaceAll(unsubscribeMarker, own),
      text: send.text.replaceAll(unsubscribeMarker, own),
      headers: links.unsubscribeHeaders(subscriberId),
    };
  }

  async function progressOf(sends: SendRow[]): Promise<NewsletterSendProgress[]> {
    if (sends.length === 0) return [];
    const counts = await db
      .select({
        sendId: newsletterDeliveries.sendId,
        total: count(),
        sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number),
        skipped:
          sql<number>`count(*) filter (where ${outbox.status} = 'failed' and ${outbox.lastError} = ${leftTheListReason})`.mapWith(
            Number,
          ),
        failed:
          sql<number>`count(*) filter (where ${outbox.status} = 'failed' and ${outbox.lastError} is distinct from ${leftTheListReason})`.mapWith(
            Number,
          ),
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

  async function sendsOf(postId: string): Promise<SendRow[]> {
    return db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.postId, postId))
      .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id));
  }

  const confirmedCount = async (reader: Pick<Database, "select"> = db) => {
    const [row] = await reader
      .select({ total: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "subscribed"));
    return row?.total ?? 0;
  };

  async function findPost(postId: string) {
    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    if (!post) throw new HttpError(404, "Post not found");
    return post;
  }

  /**
   * Puts the next batch of a send's recipients in the outbox, each message in the transaction
   * that marks its delivery queued. Answers false when there is nothing left (the send is then
   * "done") or the send is gone. The send's row is locked, so two instances take turns.
   */
  async function queueNextBatch(sendId: string): Promise<boolean> {
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
          messageFor(send, recipient.subscriberId, recipient.email),
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

  return {
    queueNextBatch,

    /** The job runner listens: a send that starts is queued at once, not at the next sweep. */
    onStarted(listener: (sendId: string) => void): void {
      startedListeners.add(listener);
    },

    /** The "Send as newsletter" screen: the post, who a send would reach now, and its sends so far. */
    async forPost(postId: string): Promise<PostNewsletter> {
      const post = await findPost(postId);
      return {
        postId: post.id,
        title: post.title,
        sendable: isLive(post),
        subscribers: await confirmedCount(),
        ratePerMinute: config.NEWSLETTER_RATE_PER_MINUTE,
        sends: await progressOf(await sendsOf(post.id)),
      };
    },

    /** The post as a subscriber would get it, to one address a staff member gives (no headers name a subscriber). */
    async testSend(postId: string, to: string, actor: Actor): Promise<void> {
      const post = await findPost(postId);
      if (!isLive(post)) throw new HttpError(409, newsletterSendMessages.notPublished);
      const { html, text } = await renderPost(post);
      await audit.write(actor, async (tx) => {
        await mail.enqueue(tx, { ...messageFor({ subject: `[Test] ${post.title}`, html, text }, nobody, to) });
        return {
          result: undefined,
          record: {
            action: "test-send",
            entity: "newsletter_send",
            entityId: post.id,
            publicContent: false,
            summary: `Sent a test of the newsletter "${post.title}" to ${to}`,
          },
        };
      });
      mail.wake();
    },

    /**
     * Starts a send of a live post to every subscriber confirmed at this moment. Refused (409)
     * for a post that is not live, while a send of the same post is still going out, and when
     * nobody is subscribed. The post's row is locked for the check, so two starts cannot both pass.
     */
    async start(postId: string, actor: Actor): Promise<NewsletterSendProgress> {
      const rendered = await renderPost(await findPost(postId));
      const send = await audit.write(actor, async (tx) => {
        const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
        if (!post) throw new HttpError(404, "Post not found");
        if (!isLive(post)) throw new HttpError(409, newsletterSendMessages.notPublished);
        const unfinished = (await tx.execute(sql`
          select 1 from ${newsletterSends} s
          where s.post_id = ${postId}
            and (s.status = 'sending' or exists (
              select 1 from ${newsletterDeliveries} d
              left join ${outbox} o on o.message_id = d.message_id
              where d.send_id = s.id and (o.id is null or o.status in ('queued', 'sending'))))
          limit 1`)) as unknown as { rows: unknown[] };
        if (unfinished.rows.length > 0) throw new HttpError(409, newsletterSendMessages.alreadySending);
        const at = clock.now();
        const [row] = await tx
          .insert(newsletterSends)
          .values({
            postId,
            subject: post.title,
            html: rendered.html,
            text: rendered.text,
            ratePerMinute: config.NEWSLETTER_RATE_PER_MINUTE,
            total: 0,
            pacedFrom: at,
            createdById: actor.id,
            createdByName: actor.username,
            createdAt: at,
          })
          .returning();
        const created = row as SendRow;
        // The recipients: whoever is confirmed now, in the order they confirmed (a snapshot).
        await tx.execute(sql`
          insert into ${newsletterDeliveries} (send_id, subscriber_id, position)
          select ${created.id}, id, (row_number() over (order by confirmed_at, id) - 1)::int
          from ${newsletterSubscribers} where status = 'subscribed'`);
        const total = await tx
          .select({ total: count() })
          .from(newsletterDeliveries)
          .where(eq(newsletterDeliveries.sendId, created.id));
        const recipients = total[0]?.total ?? 0;
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
      for (const listener of startedListeners) listener(send.id);
      const [progress] = await progressOf([send]);
      return progress as NewsletterSendProgress;
    },

    /** Sends whose messages are not all in the outbox yet (the job resumes them at start). */
    async unqueuedSendIds(): Promise<string[]> {
      const rows = await db
        .select({ id: newsletterSends.id })
        .from(newsletterSends)
        .where(eq(newsletterSends.status, "sending"))
        .orderBy(asc(newsletterSends.createdAt));
      return rows.map((row) => row.id);
    },

    /**
     * After downtime, a send continues at its rate from now: its pacing moves forward so that
     * the first recipient still to queue goes now, not in a burst of every slot missed.
     */
    async repaceFromNow(sendId: string): Promise<void> {
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
    },
  };
}

export type NewsletterSendService = ReturnType<typeof createNewsletterSendService>;
