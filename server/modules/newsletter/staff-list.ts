import { count, eq } from "drizzle-orm";
import type { NewsletterSubscriber, SubscriberListQuery } from "../../../common/newsletter";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { newsletterSubscribers } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor } from "../audit/service";
import type { NewsletterContext } from "./context";

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

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

/** The back office's Subscribers table: status filter, search over the address, any sort, paging. */
export function listSubscribers(
  { db }: Pick<NewsletterContext, "db">,
  query: Omit<SubscriberListQuery, "page" | "limit"> & { page: number; limit: number },
): Promise<{ rows: NewsletterSubscriber[]; total: number }> {
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

/** Every row the table's filter matches, in its order, a page at a time (the CSV export). */
export async function* exportSubscribers(
  context: Pick<NewsletterContext, "db">,
  query: Omit<SubscriberListQuery, "page" | "limit">,
): AsyncGenerator<NewsletterSubscriber> {
  const pageSize = 1000;
  for (let page = 1; ; page++) {
    const { rows } = await listSubscribers(context, { ...query, page, limit: pageSize });
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/** Staff removing a subscriber, audited (ADR 009); false when there was none with that id. */
export function subscriberRemoval({ audit }: Pick<NewsletterContext, "audit">) {
  const writes = auditedWrites(audit, {
    table: newsletterSubscribers,
    entity: "newsletter_subscriber",
    toResult: toSubscriber,
    // The address is personal data: a removal (often asked for by its owner) keeps only the status.
    auditedFields: ["status"],
    isPublic: () => false,
    summary: { delete: (row) => `Removed a newsletter subscriber (${row.status})` },
  });
  return async (id: string, actor: Actor): Promise<boolean> => (await writes.remove(actor, id)) !== null;
}

/** Confirmed subscribers: the dashboard's count and who a newsletter goes to. */
export async function confirmedCount({ db }: Pick<NewsletterContext, "db">): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "subscribed"));
  return row?.total ?? 0;
}
