import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";

/** What the data-rights module's service is built from (its manifest passes them). */
export interface DataRightsRequestDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
}

/**
 * What every step of the module works with: its dependencies, and the privacy team's address
 * (PRIVACY_EMAIL, never sales). Each step is a function of this and its own input.
 */
export interface DataRightsRequestContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  privacyEmail: string;
}

export function createDataRightsRequestContext({
  db,
  clock,
  config,
  log,
  outbox,
  audit,
}: DataRightsRequestDeps): DataRightsRequestContext {
  return { db, clock, log, outbox, audit, privacyEmail: config.PRIVACY_EMAIL };
}
