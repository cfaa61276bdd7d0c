import type { FastifyBaseLogger } from "fastify";
import { company } from "../content/company";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { ContentVersion } from "./http/content-version";
import { createAnalyticsCollector } from "./modules/analytics/collector";
import { createAnalyticsRollups } from "./modules/analytics/rollup";
import { createAnalyticsService } from "./modules/analytics/service";
import { createAssistantService } from "./modules/assistant/service";
import { createAuditLog } from "./modules/audit/service";
import { createAuthService } from "./modules/auth/service";
import { createBlogService } from "./modules/blog/service";
import { createChangelogService } from "./modules/changelog/service";
import { createContactService } from "./modules/contact/service";
import { createDashboardService } from "./modules/dashboard/service";
import { createDataRightsRequestService } from "./modules/data-rights-requests/service";
import { createDemoService } from "./modules/demo/service";
import { createVerificationService } from "./modules/demo/verification";
import { createJobOpeningService } from "./modules/job-openings/service";
import type { Mailer } from "./modules/mail/mailer";
import { createOutbox } from "./modules/mail/outbox";
import { createNewsletterLinks } from "./modules/newsletter/links";
import { createNewsletterService } from "./modules/newsletter/service";
import { createNewsletterSendService } from "./modules/newsletter-sends/service";
import { createPlanService } from "./modules/plans/service";
import { createResourceService } from "./modules/resources/service";
import { createSitemapService, staticPageEntries } from "./modules/seo/service";
import { createStatusHistory } from "./modules/status/history";
import { createStatusMonitor, type StatusSources } from "./modules/status/monitor";
import { createUserService } from "./modules/users/service";

/** What every service may be built from. Tests pass a real database and a clock they can move. */
export interface ServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Where email goes: SMTP, or null to keep it in the outbox (SMTP_URL unset). */
  mailer: Mailer | null;
  /** Signs cancellation links and keys verification-code hashes (SECRET_KEY, or one the server stored). */
  signingKey: string;
  /** What the public site shows, by version (ADR 010): services that keep something made from content key it by this. */
  contentVersion: Pick<ContentVersion, "current" | "trustworthy">;
  /** What /status checks besides the outbox: the database's probe and the page cache (server/app.ts owns both). */
  probes: Omit<StatusSources, "outbox">;
}

/**
 * The one wiring point (docs/adding-a-module.md): every service is built here, once, from one
 * deps object, and handed to routes and page loaders. A new module adds one line.
 */
export function createServices({ db, clock, config, log, mailer, signingKey, contentVersion, probes }: ServiceDeps) {
  const audit = createAuditLog({ db, clock });
  const analyticsCollector = createAnalyticsCollector({ db, clock, config, log });
  const outbox = createOutbox({ db, clock, config, log, mailer, audit });
  const users = createUserService({ db, clock, audit });
  const auth = createAuthService({ db, clock, users, audit });
  const plans = createPlanService({ db, clock, audit });
  const verification = createVerificationService({ db, clock, outbox, signingKey });
  const demo = createDemoService({ db, clock, config, log, outbox, verification, signingKey, audit });
  const blog = createBlogService({ db, clock, log, audit });
  const jobOpenings = createJobOpeningService({ db, clock, audit });
  const changelog = createChangelogService({ db, clock, blog, audit });
  const dataRightsRequests = createDataRightsRequestService({ db, clock, config, log, outbox, audit });
  const contact = createContactService({ db, clock, config, log, outbox, audit, dataRightsRequests });
  const resources = createResourceService({ plans, clock, contentVersion, publicUrl: config.PUBLIC_URL });
  const assistant = createAssistantService({ db, clock, log, contact, signingKey });
  const newsletter = createNewsletterService({
    db,
    clock,
    log,
    outbox,
    audit,
    links: createNewsletterLinks({
      signingKey,
      publicUrl: config.PUBLIC_URL,
      // ADR 024: a mailbox staff read; they remove such addresses by hand in Subscribers.
      unsubscribeMailbox: config.NEWSLETTER_UNSUBSCRIBE_MAILBOX ?? config.SALES_EMAIL ?? company.salesEmail,
    }),
  });
  const newsletterSends = createNewsletterSendService({
    db,
    clock,
    config,
    log,
    outbox,
    audit,
    links: newsletter.links,
  });
  const analytics = createAnalyticsService({ db, clock, retentionDays: config.ANALYTICS_RETENTION_DAYS });
  const analyticsRollups = createAnalyticsRollups({ db, clock, retentionDays: config.ANALYTICS_RETENTION_DAYS });
  const dashboard = createDashboardService({ users, plans, demo, blog, jobOpenings, newsletter });
  const sitemap = createSitemapService({
    sources: [staticPageEntries, blog.sitemapEntries, jobOpenings.sitemapEntries, changelog.sitemapEntries],
  });
  const status = createStatusMonitor({ sources: { ...probes, outbox }, clock });
  const statusHistory = createStatusHistory({
    db,
    clock,
    latestReport: async () => (await status.current()).report,
  });
  return {
    audit,
    analyticsCollector,
    outbox,
    users,
    auth,
    plans,
    verification,
    demo,
    blog,
    jobOpenings,
    changelog,
    contact,
    dataRightsRequests,
    resources,
    assistant,
    newsletter,
    newsletterSends,
    dashboard,
    analytics,
    analyticsRollups,
    sitemap,
    status,
    statusHistory,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module "fastify" {
  interface FastifyInstance {
    /** The app's services (server/app.ts decorates it), for hooks and tests. */
    services: Services;
  }
}
