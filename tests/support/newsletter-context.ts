import { eq } from "drizzle-orm";
import { newsletterSubscribers } from "../../server/db/schema";
import { createOutbox, type Outbox } from "../../server/modules/mail/outbox";
import type { NewsletterContext } from "../../server/modules/newsletter/context";
import { createNewsletterLinks } from "../../server/modules/newsletter/links";
import { type MailServer, type MailTestDependencies, mailTestDependencies } from "./mail-context";

type QueuedEmail = Awaited<ReturnType<Outbox["latest"]>>[number];
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** The links as a test site signs them: https://aster.test, unsubscribe mail to a staff mailbox. */
export const testNewsletterLinks = () =>
  createNewsletterLinks({
    signingKey: "a test key that signs the newsletter links",
    publicUrl: "https://aster.test",
    unsubscribeMailbox: "unsubscribe@aster.test",
  });

/** The token (`s`) of a link in an email. */
export const tokenOf = (url: string) => new URL(url).searchParams.get("s") ?? "";

export interface NewsletterTestContext extends MailTestDependencies {
  context: NewsletterContext;
  outbox: Outbox;
  /** The list's row for an address, if there is one. */
  subscriberRow(email: string): Promise<SubscriberRow | undefined>;
  /** Everything queued to an address, oldest first, as its inbox would show it. */
  emailsTo(to: string): Promise<QueuedEmail[]>;
  /** The first link in an email's text that starts so. */
  linkIn(email: QueuedEmail, start: string): string;
  dispose(): Promise<void>;
}

/**
 * The newsletter list's steps with their real collaborators (an embedded PGlite cloned from the
 * migrated template, the real outbox, with no mailer unless asked, the audit log and the signed
 * links), and nothing of HTTP: for the steps' own unit tests beside them.
 */
export async function newsletterTestContext({
  mailServer = "none",
}: {
  mailServer?: MailServer;
} = {}): Promise<NewsletterTestContext> {
  const dependencies = await mailTestDependencies({ mailServer, env: { PUBLIC_URL: "https://aster.test" } });
  const { db, clock, log, audit } = dependencies;
  const outbox = createOutbox(dependencies.outboxDeps);
  const context: NewsletterContext = { db, clock, log, outbox, audit, links: testNewsletterLinks() };
  return {
    ...dependencies,
    context,
    outbox,
    async subscriberRow(email) {
      return (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
    },
    async emailsTo(to) {
      return (await dependencies.outboxRows()).filter((row) => row.to === to);
    },
    linkIn(email, start) {
      const link = email.text.match(/https?:\/\/[^\s\])>]+/g)?.find((url) => url.startsWith(start));
      if (!link) throw new Error(`no ${start}… link in "${email.subject}"`);
      return link;
    },
  };
}
