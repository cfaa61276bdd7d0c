import type { FastifyBaseLogger } from "fastify";
import { company } from "../../../content/company";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { AuditLog } from "../audit/service";
import { mailDomain } from "../mail/mailer";
import type { Outbox } from "../mail/outbox";
import { createManageLinks, type ManageLinks } from "./manage-links";
import { demoSlotRules, type SlotRules } from "./slots";
import type { VerificationService } from "./verification";

/** What the demo module's services are built from (server/services.ts passes them). */
export interface DemoDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  verification: VerificationService;
  signingKey: string;
  audit: AuditLog;
}

/**
 * What every step of the demo module works with: its dependencies, and what the configuration
 * settles once (the slot rules with this site's holidays, who sales are, the signed links).
 * Each step is a function of this and its own input, so a test builds one and calls the step.
 */
export interface DemoContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  verification: VerificationService;
  audit: AuditLog;
  rules: SlotRules;
  /** Where staff copies go, and the guest's replies. */
  salesEmail: string;
  /** The domain of MAIL_FROM: with a booking's id, its calendar event's UID. */
  mailDomain: string;
  /** The public site's address, for links in the emails. */
  publicUrl: string;
  links: ManageLinks;
}

export function createDemoContext({
  db,
  clock,
  config,
  log,
  outbox,
  verification,
  signingKey,
  audit,
}: DemoDeps): DemoContext {
  return {
    db,
    clock,
    log,
    outbox,
    verification,
    audit,
    rules: { ...demoSlotRules, holidays: config.DEMO_HOLIDAYS },
    salesEmail: config.SALES_EMAIL ?? company.salesEmail,
    mailDomain: mailDomain(config.MAIL_FROM),
    publicUrl: config.PUBLIC_URL,
    links: createManageLinks({ signingKey, publicUrl: config.PUBLIC_URL }),
  };
}
