import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import type { z } from "zod";
import { newsletterConsentWording, type newsletterSubscribeInputSchema } from "../../../common/newsletter";
import { newsletterSubscribers } from "../../db/schema";
import { judgeSubmission } from "../forms/spam";
import { renderEmail } from "../mail/render";
import type { NewsletterContext } from "./context";
import { NewsletterAlreadySubscribedEmail } from "./emails/newsletter-already-subscribed";
import { NewsletterConfirmEmail } from "./emails/newsletter-confirm";
import { confirmLinkLifetimeMs } from "./links";

/** A sign-up as the route's schema has checked and normalised it. */
export type SubscribeFields = z.output<typeof newsletterSubscribeInputSchema>;

/**
 * The two emails a sign-up may send, both rendered every time: the confirmation link for this
 * sign-up, and "you already are" with the subscriber's unsubscribe link.
 */
async function signUpEmails(
  { links }: Pick<NewsletterContext, "links">,
  { subscriberId, askedAt }: { subscriberId: string; askedAt: Date },
) {
  const expiresAt = new Date(askedAt.getTime() + confirmLinkLifetimeMs);
  const [confirmation, alreadySubscribed] = await Promise.all([
    renderEmail(
      createElement(NewsletterConfirmEmail, {
        confirmUrl: links.confirmUrl({ subscriberId, consentAskedAt: askedAt, expiresAt }),
        validHours: confirmLinkLifetimeMs / 3_600_000,
      }),
    ),
    renderEmail(
      createElement(NewsletterAlreadySubscribedEmail, { unsubscribeUrl: links.unsubscribeUrl(subscriberId) }),
    ),
  ]);
  return { confirmation, alreadySubscribed };
}

/**
 * A sign-up. Whatever the address's state, the caller answers the same. New, pending or
 * unsubscribed: the consent record is written afresh (asked now, on this page, with the box's
 * words as the server knows them) and, when `sendConfirmation` (the per-email limits allow
 * it), a confirmation email is queued in the same transaction. Subscribed: nothing changes,
 * and the address is told it already is (under the same limits).
 * Spam (the honeypot) is dropped, with a log line.
 */
export async function subscribe(
  context: NewsletterContext,
  input: SubscribeFields,
  { sendConfirmation }: { sendConfirmation: boolean },
): Promise<void> {
  const { db, clock, log, outbox } = context;
  // Only certain spam is dropped. An unsure sign-up (sent within seconds: a browser that
  // autofilled the box) goes on: the confirmation email is the check a person passes.
  const verdict = await judgeSubmission(input, async () => false);
  if (verdict.kind === "spam") {
    log.info({ spamReason: verdict.reason }, "newsletter sign-up screened out as spam");
    return;
  }
  const at = clock.now();
  const email = input.email.toLowerCase();
  const consent = { consentAskedAt: at, consentPage: input.page, consentWording: newsletterConsentWording };
  const pending = {
    pendingConsentAskedAt: at,
    pendingConsentPage: input.page,
    pendingConsentWording: newsletterConsentWording,
  };
  const queued = await db.transaction(async (tx) => {
    // Every address, new, pending, subscribed or not, takes the same statements and renders the
    // same email, so the answer's time does not tell whether an address is on the list (ADR 024).
    await tx
      .insert(newsletterSubscribers)
      .values({ id: randomUUID(), email, status: "pending", ...consent, ...pending, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!row) return false;
    const subscribed = row.status === "subscribed";
    // Only the pending sign-up is written: the status and the consent on record change when its
    // link is used (confirm). A stranger's sign-up for an unsubscribed address changes nothing.
    await tx
      .update(newsletterSubscribers)
      .set(subscribed ? { updatedAt: row.updatedAt } : { ...pending, updatedAt: at })
      .where(eq(newsletterSubscribers.id, row.id));
    // Both emails are rendered and one is queued, whatever the state: a subscribed address is
    // told it already is, instead of being asked to confirm.
    const { confirmation, alreadySubscribed } = await signUpEmails(context, { subscriberId: row.id, askedAt: at });
    if (!sendConfirmation) return false;
    await outbox.enqueue(
      tx,
      subscribed
        ? { to: email, subject: "You are already subscribed to The Aster Monthly", ...alreadySubscribed }
        : { to: email, subject: "Confirm your subscription to The Aster Monthly", ...confirmation },
      { type: "newsletter_subscriber", id: row.id },
    );
    return true;
  });
  if (queued) outbox.wake();
}
