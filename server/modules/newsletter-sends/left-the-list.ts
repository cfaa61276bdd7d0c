import { and, eq, inArray } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema";
import type { NewsletterSendContext } from "./context";

/** Messages about a newsletter recipient name the subscriber: the outbox asks us before each goes. */
export const recipientRelatedType = "newsletter_recipient";
/** Why a queued newsletter did not go: kept on the outbox row, and counted as "skipped". */
export const leftTheListReason = "Not sent: the subscriber left the list after the send started.";

/**
 * The outbox's last-moment check (its SendCheck) for newsletter messages: of the subscribers
 * about to be sent one, those no longer on the list (they unsubscribed, or were removed, after
 * the send started). Their messages are not sent, and show as skipped.
 */
export async function subscribersWhoLeft(
  { db }: Pick<NewsletterSendContext, "db">,
  subscriberIds: string[],
): Promise<{ ids: Set<string>; reason: string }> {
  const staying = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(inArray(newsletterSubscribers.id, subscriberIds), eq(newsletterSubscribers.status, "subscribed")));
  const stayingIds = new Set(staying.map((row) => row.id));
  return { ids: new Set(subscriberIds.filter((id) => !stayingIds.has(id))), reason: leftTheListReason };
}
