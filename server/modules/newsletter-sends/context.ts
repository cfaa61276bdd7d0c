import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { blogPosts, type newsletterSends } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import type { NewsletterLinks } from "../newsletter/links";

/** What the newsletter-sends module's service is built from (its manifest passes them). */
export interface NewsletterSendDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  links: NewsletterLinks;
}

export type SendRow = typeof newsletterSends.$inferSelect;
export type PostRow = typeof blogPosts.$inferSelect;

/**
 * What every step of sending a post as the newsletter works with: its dependencies, what the
 * configuration settles once (the rate, the site's address), and who listens for a send that
 * starts (the job that queues it). Each step is a function of this and its own input, so a test
 * builds one and calls the step.
 */
export interface NewsletterSendContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  /** Each recipient's own unsubscribe link and header fields (ADR 024). */
  links: NewsletterLinks;
  /** NEWSLETTER_RATE_PER_MINUTE: a send started now is paced to it. */
  ratePerMinute: number;
  /** The public site's address, for the post's link in the message. */
  publicUrl: string;
  /** Told the id of each send that starts, once it has committed. */
  startedListeners: Set<(sendId: string) => void>;
}

export function createNewsletterSendContext({ config, ...deps }: NewsletterSendDeps): NewsletterSendContext {
  return {
    ...deps,
    ratePerMinute: config.NEWSLETTER_RATE_PER_MINUTE,
    publicUrl: config.PUBLIC_URL,
    startedListeners: new Set(),
  };
}

/** The time between two recipients' messages of a send, at its rate. */
export const intervalMs = (send: Pick<SendRow, "ratePerMinute">) => 60_000 / send.ratePerMinute;

/** Published, and its publication time has come: only such a post can be sent. */
export const isLive = ({ clock }: Pick<NewsletterSendContext, "clock">, post: PostRow) =>
  post.status === "published" && post.publishAt.getTime() <= clock.now().getTime();

/** The post, or a 404. */
export async function findPost({ db }: Pick<NewsletterSendContext, "db">, postId: string): Promise<PostRow> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId));
  if (!post) throw new HttpError(404, "Post not found");
  return post;
}
