import { listQuerySchema } from "./list-query";
import { z } from "./zod";

/**
 * Where a message is. "failed" is a message that could not be delivered (the mail server refused
 * it, or retries ran out); "expired" (its moment passed, a reminder after the demo began) and
 * "skipped" (no longer wanted, a subscriber who left mid-send) were never meant to go, so they are
 * not failures: /status, the metric and the back office count them apart.
 */
export const outboxStatuses = ["queued", "sending", "sent", "failed", "expired", "skipped"] as const;

/** A message in the outbox, as the back office lists it. */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  relatedType: z.string().nullable(),
  relatedId: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** One message with its text, for reading it in the back office (mail kept while SMTP is off). */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({ text: z.string() });
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

export const outboxListQuerySchema = listQuerySchema(["createdAt", "status", "to", "subject", "attempts"], {
  sort: "createdAt",
}).extend({ status: z.enum(outboxStatuses).optional() });
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
