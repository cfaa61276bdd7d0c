import { and, asc, eq, inArray } from "drizzle-orm";
import { businessTimeZone, formatInstant } from "../../../common/business-time";
import type { DemoTimelineEntry } from "../../../common/demo";
import { type DemoStatus, demoStatusLabels } from "../../../common/demo-rules";
import type { OutboxMessage } from "../../../common/outbox";
import { auditLog, demoRequests, outbox } from "../../db/schema";
import type { DemoContext } from "./context";
import { reminderType } from "./reminders";

/** How each outcome of an email reads on the timeline. */
const emailOutcome: Record<OutboxMessage["status"], string> = {
  queued: "Email queued",
  sending: "Email sending",
  sent: "Email sent",
  failed: "Email failed",
  expired: "Email not sent (its moment passed)",
  skipped: "Email not sent (no longer wanted)",
};

const statusLabel = (value: unknown) => demoStatusLabels[value as DemoStatus] ?? String(value);

/**
 * Everything that happened to one request, oldest first, read from where the site already keeps
 * it: the booking itself, every email about it or its reminders (the outbox, with what became of
 * each; a guest's reschedule or cancellation shows as the messages it sent), and staff's changes
 * of status and notes (the audit log, with who made them). Null when there is no such request.
 */
export async function demoTimeline(context: Pick<DemoContext, "db">, id: string): Promise<DemoTimelineEntry[] | null> {
  const { db } = context;
  const [request] = await db
    .select({
      createdAt: demoRequests.createdAt,
      slotAt: demoRequests.slotAt,
      cancelledAt: demoRequests.cancelledAt,
    })
    .from(demoRequests)
    .where(eq(demoRequests.id, id));
  if (!request) return null;
  const [emails, changes] = await Promise.all([
    db
      .select({
        to: outbox.to,
        subject: outbox.subject,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(and(inArray(outbox.relatedType, ["demo_request", reminderType]), eq(outbox.relatedId, id)))
      .orderBy(asc(outbox.createdAt)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "demo_request"), eq(auditLog.entityId, id), eq(auditLog.action, "update")))
      .orderBy(asc(auditLog.at)),
  ]);

  const entries: Array<DemoTimelineEntry & { time: number }> = [];
  const add = (at: Date, entry: Omit<DemoTimelineEntry, "at">) =>
    entries.push({ ...entry, at: at.toISOString(), time: at.getTime() });

  // The booking's time as it was first booked is in its first invitation; the row holds the current one.
  add(request.createdAt, {
    kind: "booked",
    text: "Booked by the visitor",
    actor: null,
    detail: `Now for ${formatInstant(request.slotAt, businessTimeZone)}`,
  });
  for (const email of emails) {
    const at = email.sentAt ?? email.createdAt;
    add(at, {
      kind: "email",
      text: `${emailOutcome[email.status]}: ${email.subject}`,
      actor: null,
      detail: email.lastError && email.status !== "sent" ? `To ${email.to}. ${email.lastError}` : `To ${email.to}`,
    });
  }
  for (const change of changes) {
    const before = (change.before ?? {}) as Record<string, unknown>;
    const after = (change.after ?? {}) as Record<string, unknown>;
    if ("status" in after) {
      add(change.at, {
        kind: "status",
        text: `Status: ${statusLabel(before.status)} → ${statusLabel(after.status)}`,
        actor: change.actorName,
        detail: null,
      });
    }
    if ("notes" in after) {
      add(change.at, {
        kind: "notes",
        text: after.notes ? "Notes changed" : "Notes cleared",
        actor: change.actorName,
        detail: typeof after.notes === "string" && after.notes ? after.notes : null,
      });
    }
  }
  // Cancelled by the guest's link (staff's own cancellation is its status change above).
  if (
    request.cancelledAt &&
    !changes.some((change) => (change.after as { status?: string } | null)?.status === "cancelled")
  ) {
    add(request.cancelledAt, { kind: "cancelled", text: "Cancelled by the visitor", actor: null, detail: null });
  }
  // A stable sort: what happened at the same moment keeps the order it was added in.
  return entries.sort((a, b) => a.time - b.time).map(({ time: _time, ...entry }) => entry);
}
