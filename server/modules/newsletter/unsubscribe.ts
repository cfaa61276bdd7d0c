import { and, eq, ne } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema";
import type { NewsletterContext } from "./context";

/** What an unsubscribe link's page shows. */
export type UnsubscribeState = "invalid" | "listed" | "unsubscribed";

/** What the unsubscribe page shows for a link; it changes nothing. */
export async function unsubscribeState(
  { db, links }: Pick<NewsletterContext, "db" | "links">,
  token: string,
): Promise<UnsubscribeState> {
  const id = links.readUnsubscribeToken(token);
  if (!id) return "invalid";
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  if (!row) return "invalid";
  return row.status === "unsubscribed" ? "unsubscribed" : "listed";
}

/** One click (RFC 8058) or the page's button: off the list at once, with the time. Idempotent. */
export async function unsubscribe(
  context: Pick<NewsletterContext, "db" | "clock" | "links">,
  token: string,
): Promise<UnsubscribeState> {
  const { db, clock, links } = context;
  const id = links.readUnsubscribeToken(token);
  if (!id) return "invalid";
  const at = clock.now();
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: at, updatedAt: at })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")));
  return unsubscribeState(context, token);
}
