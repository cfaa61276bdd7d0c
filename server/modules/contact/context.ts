import type { FastifyBaseLogger } from "fastify";
import { company } from "../../../content/company";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { AuditLog } from "../audit/service";
import type { DataRightsRequestDeps } from "../data-rights-requests/context";
import type { DataRightsRequestService } from "../data-rights-requests/service";
import type { Outbox } from "../mail/outbox";

/** What the contact module's service is built from (its manifest passes them). */
export interface ContactDeps extends DataRightsRequestDeps {
  dataRightsRequests: DataRightsRequestService;
}

/**
 * What every step of the contact module works with: its dependencies, and where staff notices go
 * (SALES_EMAIL, else the company's sales address). Each step is a function of this and its input.
 */
export interface ContactContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  /** An enquiry on the topic "privacy request" is a data-rights request: it goes to that module. */
  dataRightsRequests: DataRightsRequestService;
  staffEmail: string;
}

export function createContactContext({
  db,
  clock,
  config,
  log,
  outbox,
  audit,
  dataRightsRequests,
}: ContactDeps): ContactContext {
  return { db, clock, log, outbox, audit, dataRightsRequests, staffEmail: config.SALES_EMAIL ?? company.salesEmail };
}
