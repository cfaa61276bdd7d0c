import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import type { NewsletterLinks } from "./links";

/**
 * What every step of the newsletter list works with, as its manifest passes it: nothing is
 * settled from the configuration here (the links already are). Each step is a function of this
 * and its own input, so a test builds one and calls the step.
 */
export interface NewsletterContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  /** The signed confirm and unsubscribe links (ADR 024). */
  links: NewsletterLinks;
}
