import type { FastifyInstance } from "fastify";
import type { Clock } from "./clock";
import type { DatabaseHandle } from "./db/client";
import { scheduleHousekeeping } from "./housekeeping";
import { flushIntervalMs as analyticsFlushIntervalMs } from "./modules/analytics/collector";
import { startOutboxWorker } from "./modules/mail/worker";
import { startNewsletterSending } from "./modules/newsletter-sends/background-sending";
import { statusRecordIntervalMs } from "./modules/status/history";
import type { Services } from "./services";

/**
 * The work an instance does on its own clock while it serves: sending the outbox and newsletter
 * sends, housekeeping, batched view and analytics writes, and /status's minute-by-minute record.
 * Each stops, and writes what it holds, when the app closes. Tests leave them off and drive them.
 */
export function startBackgroundJobs(
  app: FastifyInstance,
  { services, database, clock }: { services: Services; database: DatabaseHandle; clock: Clock },
): void {
  startOutboxWorker(app, services.outbox, clock, { soleSender: database.kind === "pglite" });
  startNewsletterSending(app, { sends: services.newsletterSends, outbox: services.outbox, clock });
  scheduleHousekeeping(
    app,
    {
      sessions: services.auth.sessions.purgeExpired,
      signInCounters: services.auth.throttle.purgeExpired,
      passkeyChallenges: services.passkeys.purgeExpiredChallenges,
      rateLimitCounters: app.rateLimits.purgeExpired,
      verificationCodes: services.verification.purgeExpired,
      assistantQuestions: services.assistant.purgeOldQuestions,
      unconfirmedNewsletterSignUps: services.newsletter.purgeUnconfirmed,
      analyticsSalts: services.analyticsCollector.purgeOldSalts,
      analytics: services.analyticsRollups.run,
      statusHistory: services.statusHistory.purgeOld,
      ...(database.vacuum && { vacuum: database.vacuum }),
    },
    clock,
  );
  // Post views are written in batches, not once per view (server/modules/blog/view-counter.ts).
  const stopViewFlush = clock.every(15_000, services.blog.views.flush);
  const stopAnalyticsFlush = clock.every(analyticsFlushIntervalMs, services.analyticsCollector.flush);
  // /status's 90 days are made of these: each part's state, written every minute (ADR 034),
  // and once at start, so today has a bar from the first minute.
  const recordStatus = () =>
    services.statusHistory.record().catch((error: unknown) => {
      app.log.warn({ err: error }, "status history: a check could not be written yet; it is kept and written later");
    });
  app.addHook("onReady", recordStatus);
  const stopStatusRecord = clock.every(statusRecordIntervalMs, recordStatus);
  app.addHook("onClose", async () => stopStatusRecord());
  app.addHook("onClose", async () => stopAnalyticsFlush());
  app.addHook("onClose", async () => {
    stopViewFlush();
    await services.blog.views.flush();
  });
}
