import { randomUUID } from "node:crypto";
import { and, count, eq, lt, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createElement } from "react";
import type { z } from "zod";
import {
  type NewsletterSubscriber,
  newsletterConsentWording,
  type newsletterSubscribeInputSchema,
  type SubscriberListQuery,
} from "../../../common/newsletter";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { newsletterSubscribers } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";
import { judgeSubmission } from "../forms/spam";
import type { Outbox } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { NewsletterAlreadySubscribedEmail } from "./emails/newsletter-already-subscribed";
import { NewsletterConfirmEmail } from "./emails/newsletter-confirm";
import { confirmLinkLifetimeMs, type NewsletterLinks } from "./links";

/** How long a sign-up nobody confirmed is kept (its link lasts 48 hours). */
export const unconfirmedKeptMs = 7 * 24 * 60 * 60 * 1000;

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
/** A sign-up as the route's schema has checked and normalised it. */
type SubscribeFields = z.output<typeof newsletterSubscribeInputSchema>;

const toSubscriber = (row: SubscriberRow): NewsletterSubscriber => ({
  _id: row.id,
  email: row.email,
  status: row.status,
  consentAskedAt: row.consentAskedAt.toISOString(),
  consentPage: row.consentPage,
  consentWording: row.consentWording,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const sortColumns = {
  createdAt: newsletterSubscribers.createdAt,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  confirmedAt: newsletterSubscribers.confirmedAt,
} as const;

/** What a confirmation link's page shows. */
export type ConfirmState = "invalid" | "expired" | "pending" | "subscribed";
/** What an unsubscribe link's page shows. */
export type UnsubscribeState = "invalid" | "listed" | "unsubscribed";

/**
 * The newsletter list (ADR 024): double opt-in with a consent record, one-click unsubscribe,
 * and the back office's Subscribers area. Sending a post to the list lives in send*.ts.
 */
export function createNewsletterService({
  db,
  clock,
  log,
  outbox,
  audit,
  links,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  links: NewsletterLinks;
}) {
  const writes = auditedWrites(audit, {
    table: newsletterSubscribers,
    entity: "newsletter_subscriber",
    toResult: toSubscriber,
    // The address is personal data: a removal (often asked for by its owner) keeps only the status.
    auditedFields: ["status"],
    isPublic: () => false,
    summary: { delete: (row) => `Removed a newsletter subscriber (${row.status})` },
  });

  async function list(query: Omit<SubscriberListQuery, "page" | "limit"> & { page: number; limit: number }) {
    return listPageFor({
      db,
      table: newsletterSubscribers,
      where: allOf(
        query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
        searchAcross([newsletterSubscribers.email], query.q),
      ),
      sortColumns,
      tieBreak: newsletterSubscribers.id,
      query,
      map: toSubscriber,
    });
  }

  /**
   * What the confirmation page shows for a link; it changes nothing (a GET never confirms). A
   * link is for one sign-up: "pending" while that sign-up waits, "subscribed" once it (and no
   * later one) was confirmed, "invalid" for any other, e.g. one from before the person left.
   */
  async function confirmState(token: string): Promise<ConfirmState> {
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

  /** What the unsubscribe page shows for a link; it changes nothing. */
  async function unsubscribeState(token: string): Promise<UnsubscribeState> {
    const id = links.readUnsubscribeToken(token);
    if (!id) return "invalid";
    const [row] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    if (!row) return "invalid";
    return row.status === "unsubscribed" ? "unsubscribed" : "listed";
  }

  return {
    links,

    /**
     * A sign-up. Whatever the address's state, the caller answers the same. New, pending or
     * unsubscribed: the consent record is written afresh (asked now, on this page, with the box's
     * words as the server knows them) and, when `sendConfirmation` (the per-email limits allow
     * it), a confirmation email is queued in the same transaction. Subscribed: nothing changes,
     * and the address is told it already is (under the same limits).
     * Spam (the honeypot) is dropped, with a log line.
     */
    async subscribe(input: SubscribeFields, { sendConfirmation }: { sendConfirmation: boolean }): Promise<void> {
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
      const expiresAt = new Date(at.getTime() + confirmLinkLifetimeMs);
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
        const [confirmation, alreadySubscribed] = await Promise.all([
          renderEmail(
            createElement(NewsletterConfirmEmail, {
              confirmUrl: links.confirmUrl({ subscriberId: row.id, consentAskedAt: at, expiresAt }),
              validHours: confirmLinkLifetimeMs / 3_600_000,
            }),
          ),
          renderEmail(
            createElement(NewsletterAlreadySubscribedEmail, { unsubscribeUrl: links.unsubscribeUrl(row.id) }),
          ),
        ]);
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
    },

    confirmState,

    /**
     * The unsubscribe link of the subscriber a confirmation link names, for the "You are
     * subscribed" page: leaving is one click away from the moment of joining. Null for a link
     * that is not valid (or no longer: 48 hours).
     */
    unsubscribePathFor(confirmToken: string): string | null {
      const read = links.readConfirmToken(confirmToken, clock.now());
      if (typeof read === "string") return null;
      const url = new URL(links.unsubscribeUrl(read.subscriberId));
      return url.pathname + url.search;
    },

    /**
     * The Confirm button's POST: a pending subscriber becomes subscribed, with the time. A second
     * POST changes nothing and answers the same. An expired or unknown link changes nothing.
     * `confirmedNow` is true only for the POST that confirmed (what analytics counts).
     */
    async confirm(token: string): Promise<{ state: ConfirmState; confirmedNow: boolean }> {
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
      return { state: await confirmState(token), confirmedNow: false };
    },

    unsubscribeState,

    /** One click (RFC 8058) or the page's button: off the list at once, with the time. Idempotent. */
    async unsubscribe(token: string): Promise<UnsubscribeState> {
      const id = links.readUnsubscribeToken(token);
      if (!id) return "invalid";
      const at = clock.now();
      await db
        .update(newsletterSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt: at, updatedAt: at })
        .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")));
      return unsubscribeState(token);
    },

    list,

    /** Every row the table's filter matches, in its order, a page at a time (the CSV export). */
    async *exportRows(query: Omit<SubscriberListQuery, "page" | "limit">): AsyncGenerator<NewsletterSubscriber> {
      const pageSize = 1000;
      for (let page = 1; ; page++) {
        const { rows } = await list({ ...query, page, limit: pageSize });
        yield* rows;
        if (rows.length < pageSize) return;
      }
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return (await writes.remove(actor, id)) !== null;
    },

    /**
     * Housekeeping: a sign-up never confirmed is deleted a week after consent was asked. Its link
     * died after 48 hours, it was never sent a newsletter, and an address nobody confirmed is not
     * ours to keep (the privacy policy says so). The per-email limits live in their own counters.
     */
    async purgeUnconfirmed(): Promise<number> {
      const before = new Date(clock.now().getTime() - unconfirmedKeptMs);
      const purged = await db
        .delete(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.consentAskedAt, before)))
        .returning({ id: newsletterSubscribers.id });
      // A sign-up never confirmed for an address that is listed, or left: forgotten the same way.
      await db
        .update(newsletterSubscribers)
        .set({ pendingConsentAskedAt: null, pendingConsentPage: null, pendingConsentWording: null })
        .where(
          and(ne(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.pendingConsentAskedAt, before)),
        );
      return purged.length;
    },

    /** Confirmed subscribers: the dashboard's count and who a newsletter goes to. */
    async confirmedCount(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "subscribed"));
      return row?.total ?? 0;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
