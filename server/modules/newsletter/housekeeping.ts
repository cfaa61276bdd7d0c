import { and, eq, lt, ne } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema";
import type { NewsletterContext } from "./context";

/** How long a sign-up nobody confirmed is kept (its link lasts 48 hours). */
export const unconfirmedKeptMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Housekeeping: a sign-up never confirmed is deleted a week after consent was asked. Its link
 * died after 48 hours, it was never sent a newsletter, and an address nobody confirmed is not
 * ours to keep (the privacy policy says so). The per-email limits live in their own counters.
 * Answers how many sign-ups were deleted.
 */
export async function purgeUnconfirmed({ db, clock }: Pick<NewsletterContext, "db" | "clock">): Promise<number> {
  const before = new Date(clock.now().getTime() - unconfirmedKeptMs);
  const purged = await db
    .delete(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.consentAskedAt, before)))
    .returning({ id: newsletterSubscribers.id });
  // A sign-up never confirmed for an address that is listed, or left: forgotten the same way.
  await db
    .update(newsletterSubscribers)
    .set({ pendingConsentAskedAt: null, pendingConsentPage: null, pendingConsentWording: null })
    .where(and(ne(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.pendingConsentAskedAt, before)));
  return purged.length;
}
