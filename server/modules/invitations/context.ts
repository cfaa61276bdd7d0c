import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { AuditLog } from "../audit/service";
import type { SessionStore } from "../auth/sessions";
import type { Outbox } from "../mail/outbox";

/** What every step of the invitations works with, as its manifest passes it. */
export interface InvitationContext {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  outbox: Outbox;
  /** Accepting signs the new person in. */
  sessions: SessionStore;
  /** The site's address, for the emailed link. */
  publicUrl: string;
}

/**
 * The page that accepts it. The token travels in the #fragment, which browsers never send: it
 * stays out of access logs, proxies and Referer headers; the page posts it in a body.
 */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/admin/invitation#${token}`;
