import { and, eq, ne, sql } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema";
import type { NewsletterContext } from "./context";

/** What a confirmation link's page shows. */
export type ConfirmState = "invalid" | "expired" | "pending" | "subscribed";

/**
 * What the confirmation page shows for a link; it changes nothing (a GET never confirms). A
 * link is for one sign-up: "pending" while that sign-up waits, "subscribed" once it (and no
 * later one) was confirmed, "invalid" for any other, e.g. one from before the person left.
 */
export async function confirmState(
  { db, clock, links }: Pick<NewsletterContext, "db" | "clock" | "links">,
  token: string,
): Promise<ConfirmState> {
  const read = links.readConfirmToken(token, clock.now());
  if (typeof read === "string") return read;
  const [row] = await db
    .select({
      status: newsletterSubscribers.status,
      consentAskedAt: newsletterSubscribers.consentAskedAt,
      pendingConsentAskedAt: newsletterSubscribers.pendingConsentAskedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, read.subscriberId));
  if (!row) return "invalid";
  const asked = read.consentAskedAt.getTime();
  if (row.status !== "subscribed" && row.pendingConsentAskedAt?.getTime() === asked) return "pending";
  if (row.status === "subscribed" && row.consentAskedAt.getTime() === asked) return "subscribed";
  return "invalid";
}

/**
 * The unsubscribe link of the subscriber a confirmation link names, for the "You are
 * subscribed" page: leaving is one click away from the moment of joining. Null for a link
 * that is not valid (or no longer: 48 hours).
 */
export function unsubscribePathFor(
  { clock, links }: Pick<NewsletterContext, "clock" | "links">,
  confirmToken: string,
): string | null {
  const read = links.readConfirmToken(confirmToken, clock.now());
  if (typeof read === "string") return null;
  const url = new URL(links.unsubscribeUrl(read.subscriberId));
  return url.pathname + url.search;
}

/**
 * The Confirm button's POST: a pending subscriber becomes subscribed, with the time. A second
 * POST changes nothing and answers the same. An expired or unknown link changes nothing.
 * `confirmedNow` is true only for the POST that confirmed (what analytics counts).
 */
export async function confirm(
  context: Pick<NewsletterContext, "db" | "clock" | "links">,
  token: string,
): Promise<{ state: ConfirmState; confirmedNow: boolean }> {
  const { db, clock, links } = context;
  const at = clock.now();
  const read = links.readConfirmToken(token, at);
  if (typeof read === "string") return { state: read, confirmedNow: false };
  // The sign-up the link is for becomes the consent on record, and only that one.
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({
      status: "subscribed",
      consentAskedAt: sql`${newsletterSubscribers.pendingConsentAskedAt}`,
      consentPage: sql`coalesce(${newsletterSubscribers.pendingConsentPage}, '')`,
      consentWording: sql`coalesce(${newsletterSubscribers.pendingConsentWording}, '')`,
      pendingConsentAskedAt: null,
      pendingConsentPage: null,
      pendingConsentWording: null,
      confirmedAt: at,
      unsubscribedAt: null,
      updatedAt: at,
    })
    .where(
      and(
        eq(newsletterSubscribers.id, read.subscriberId),
        ne(newsletterSubscribers.status, "subscribed"),
        eq(newsletterSubscribers.pendingConsentAskedAt, read.consentAskedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (updated) return { state: "subscribed", confirmedNow: true };
  return { state: await confirmState(context, token), confirmedNow: false };
}
