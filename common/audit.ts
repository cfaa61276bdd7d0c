import { listQuerySchema } from "./list-query";
import { z } from "./zod";

export const auditActions = [
  "create",
  "update",
  "delete",
  "sign-out-everywhere",
  "password-change",
  "retry",
  "send",
  "test-send",
  "refused",
  "invite",
  "resend",
  "revoke",
  "accept-invitation",
  "deactivate",
  "reactivate",
  "password-reset",
  "sign-in",
  "sign-in-failed",
  "sign-out-others",
  "two-factor-setup",
  "two-factor-on",
  "two-factor-off",
  "two-factor-failed",
  "recovery-codes-renewed",
  "two-factor-policy",
  "passkey-setup",
  "passkey-add",
  "passkey-remove",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * A kind of record the audit log names, as its module's manifest declares it: the stored name,
 * what staff call it (the log's Record column and filter) and the back-office page that shows it
 * (`:id` is the record's id: a deleted record's row has no link).
 */
export const auditKindSchema = z.object({ name: z.string(), label: z.string(), page: z.string().optional() });
export type AuditKind = z.infer<typeof auditKindSchema>;

/** One change made in the back office: who, what, which record, when, and what changed. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The address and user agent of the request that made the change; null for the server's own work. */
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The user agent in words ("Chrome 156 on Linux"), read on the server so the back office ships no parser. */
  device: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = listQuerySchema(["at", "actor", "action", "entity"], { sort: "at" }).extend({
  entity: z.string().trim().max(40).optional(),
  action: z.string().trim().max(40).optional(),
  actor: z.string().trim().max(100).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
