import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { outbox } from "../../db/schema";
import type { AuditLog } from "../audit/service";
import { type Mailer, mailDomain } from "./mailer";

/** What the outbox is built from (the mail module's manifest passes them). */
export interface OutboxDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer | null;
  audit: AuditLog;
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Asked just before messages about records of one `relatedType` go out: answers the related ids
 * whose message must not go any more (a newsletter to someone who has unsubscribed since it was
 * queued), with the reason kept on the message.
 */
export type SendCheck = (relatedIds: string[]) => Promise<{ ids: Set<string>; reason: string }>;

/**
 * What every step of the outbox works with: its dependencies, what the configuration settles
 * once, and the two registries the outbox keeps for as long as it lives (who to wake when mail
 * is queued, and the last-moment checks other modules register). Each step is a function of this
 * and its own input, so a test builds one and calls the step.
 */
export interface OutboxContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where mail goes, or null when SMTP_URL is unset: then it waits in the table. */
  mailer: Mailer | null;
  audit: AuditLog;
  /** The domain of MAIL_FROM: with a message's id, its Message-ID. */
  mailDomain: string;
  /** Development without a mail server: each queued message is logged, readable. */
  logsQueuedText: boolean;
  /** The last-moment checks, by the `relatedType` of the messages they are asked about. */
  sendChecks: Map<string, SendCheck>;
  /** Who wants to know at once that mail was queued (the worker). */
  wakeListeners: Set<() => void>;
}

export function createOutboxContext({ config, ...deps }: OutboxDeps): OutboxContext {
  return {
    ...deps,
    mailDomain: mailDomain(config.MAIL_FROM),
    logsQueuedText: config.NODE_ENV === "development",
    sendChecks: new Map(),
    wakeListeners: new Set(),
  };
}

/** Asks the worker to look now (after a commit that queued mail), instead of at its next tick. */
export function wakeWorker({ wakeListeners }: Pick<OutboxContext, "wakeListeners">): void {
  for (const listener of wakeListeners) listener();
}
