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
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Every kind of record the audit log names, with what staff call it (the log's Record column and
 * its filter). A write names one of these (`AuditEntity`), so a new kind without a label is a
 * type error in the module that writes it.
 */
export const auditEntityLabels = {
  user: "User",
  session: "Session",
  plan: "Plan",
  blog_post: "Blog post",
  job_opening: "Job opening",
  changelog_entry: "Changelog entry",
  demo_request: "Demo request",
  contact_enquiry: "Enquiry",
  data_rights_request: "Data-rights request",
  email: "Email",
  newsletter_send: "Newsletter",
  newsletter_subscriber: "Newsletter subscriber",
} as const satisfies Record<string, string>;
export type AuditEntity = keyof typeof auditEntityLabels;
export const auditEntities = Object.keys(auditEntityLabels) as AuditEntity[];

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
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = listQuerySchema(["at", "actor", "action", "entity"], { sort: "at" }).extend({
  entity: z.string().trim().max(40).optional(),
  action: z.string().trim().max(40).optional(),
  actor: z.string().trim().max(100).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
