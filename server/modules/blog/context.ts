import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { AuditLog } from "../audit/service";
import { createViewCounter, type ViewCounter } from "./view-counter";

/** What the blog's service is built from (the blog manifest passes them). */
export interface BlogDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  audit: AuditLog;
}

/**
 * What every step of the blog works with: its dependencies and the post view counter, which
 * keeps the views of the next batch in memory. Each step is a function of this and its own
 * input, so a test builds one and calls the step.
 */
export interface BlogContext {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  views: ViewCounter;
}

export function createBlogContext({ db, clock, log, audit }: BlogDeps): BlogContext {
  return { db, clock, audit, views: createViewCounter({ db, log }) };
}
