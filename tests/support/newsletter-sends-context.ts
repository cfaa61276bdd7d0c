import { randomUUID } from "node:crypto";
import { blogPosts, newsletterSubscribers } from "../../server/db/schema";
import { createOutbox, type Outbox } from "../../server/modules/mail/outbox";
import {
  createNewsletterSendContext,
  type NewsletterSendContext,
  type PostRow,
} from "../../server/modules/newsletter-sends/context";
import { type MailServer, type MailTestDependencies, mailTestDependencies } from "./mail-context";
import { testNewsletterLinks } from "./newsletter-context";

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export interface NewsletterSendsTestContext extends MailTestDependencies {
  context: NewsletterSendContext;
  outbox: Outbox;
  /** A blog post, published an hour before the clock unless told otherwise. */
  post(fields?: Partial<Pick<PostRow, "status" | "publishAt" | "title" | "content" | "imageUrl">>): Promise<PostRow>;
  /** Rows on the list (setup, not a mock), confirmed a minute apart in order. */
  subscribers(count: number, status?: SubscriberRow["status"]): Promise<SubscriberRow[]>;
}

/**
 * Sending a post as the newsletter, step by step, with its real collaborators: an embedded
 * PGlite cloned from the migrated template, the real outbox (delivering to a real SMTP server in
 * this process with `mailServer: "sink"`), the audit log and the signed links; nothing of HTTP.
 */
export async function newsletterSendsTestContext({
  mailServer = "none",
  ratePerMinute = 600,
}: {
  mailServer?: MailServer;
  ratePerMinute?: number;
} = {}): Promise<NewsletterSendsTestContext> {
  const dependencies = await mailTestDependencies({
    mailServer,
    env: { PUBLIC_URL: "https://aster.test", NEWSLETTER_RATE_PER_MINUTE: String(ratePerMinute) },
  });
  const { db, clock } = dependencies;
  const outbox = createOutbox(dependencies.outboxDeps);
  const { mailer: _, ...deps } = dependencies.outboxDeps;
  const context = createNewsletterSendContext({ ...deps, outbox, links: testNewsletterLinks() });
  let made = 0;
  return {
    ...dependencies,
    context,
    outbox,
    async post(fields = {}) {
      made += 1;
      const [row] = await db
        .insert(blogPosts)
        .values({
          slug: `payroll-in-india-${made}`,
          title: `Payroll in India, part ${made}`,
          content: "<p>Everything that changed this year.</p>",
          excerpt: "What changed in payroll this year",
          category: "Payroll",
          author: "Anita Ghosh",
          wordCount: 5,
          readTime: 1,
          publishAt: new Date(clock.now().getTime() - 60 * 60_000),
          ...fields,
        })
        .returning();
      if (!row) throw new Error("the post was not stored");
      return row;
    },
    async subscribers(count, status = "subscribed") {
      const at = clock.now();
      const batch = randomUUID().slice(0, 8);
      const rows = Array.from({ length: count }, (_, index) => ({
        email: `${status}-${batch}-${index}@example.com`,
        status,
        consentAskedAt: at,
        confirmedAt: status === "pending" ? null : new Date(at.getTime() + index * 60_000),
      }));
      return db.insert(newsletterSubscribers).values(rows).returning();
    },
  };
}
