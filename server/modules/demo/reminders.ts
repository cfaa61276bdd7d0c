import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { company } from "../../../content/company";
import type { Database } from "../../db/client";
import { outbox as outboxTable } from "../../db/schema";
import type { Writer } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { guestTime } from "./booking-record";
import type { DemoContext } from "./context";
import { DemoReminderEmail } from "./emails/demo-reminder";

/** The outbox's `related_type` of a queued demo reminder: found by it to be moved or removed. */
export const reminderType = "demo_reminder";

/**
 * The reminders before a demo (ADR 026): when each is due, and until when it still makes sense.
 * The 24-hour one is stale once the 1-hour one is due; the 1-hour one once the demo has begun.
 */
export const demoReminders = [
  { startsIn: "in 24 hours", beforeMs: 24 * 3_600_000, expiresBeforeMs: 3_600_000 },
  { startsIn: "in 1 hour", beforeMs: 3_600_000, expiresBeforeMs: 0 },
] as const;

export interface Guest {
  name: string;
  email: string;
  timeZone: string;
}

/**
 * The reminders still ahead of a slot, rendered: one is left out when its moment has already
 * passed (a demo booked three hours ahead gets only the one-hour reminder).
 */
export async function reminderEmails(
  context: Pick<DemoContext, "clock" | "rules" | "salesEmail" | "links">,
  id: string,
  guest: Guest,
  slotAt: Date,
) {
  const now = context.clock.now().getTime();
  const when = guestTime(slotAt, guest.timeZone);
  const due = demoReminders.filter((reminder) => slotAt.getTime() - reminder.beforeMs > now);
  return Promise.all(
    due.map(async (reminder) => ({
      sendAt: new Date(slotAt.getTime() - reminder.beforeMs),
      expiresAt: new Date(slotAt.getTime() - reminder.expiresBeforeMs),
      email: {
        to: guest.email,
        subject: `Reminder: your ${company.product} demo starts ${reminder.startsIn}`,
        replyTo: context.salesEmail,
        ...(await renderEmail(
          createElement(DemoReminderEmail, {
            name: guest.name,
            startsIn: reminder.startsIn,
            when,
            durationMinutes: context.rules.slotMinutes,
            manageUrl: context.links.manageUrl(id),
          }),
        )),
      },
    })),
  );
}

export type Reminder = Awaited<ReturnType<typeof reminderEmails>>[number];

/** Queues rendered reminders in the writer's transaction, each held until it is due. */
export async function queueReminders(
  context: Pick<DemoContext, "outbox">,
  writer: Writer,
  id: string,
  reminders: Reminder[],
) {
  for (const { email, sendAt, expiresAt } of reminders) {
    await context.outbox.enqueue(writer, email, { type: reminderType, id }, { sendAt, expiresAt });
  }
}

/** Takes back a booking's reminders not yet handed to the mailer (a reschedule, a cancellation). */
export async function dropReminders(writer: Pick<Database, "delete">, id: string) {
  await writer
    .delete(outboxTable)
    .where(
      and(eq(outboxTable.relatedType, reminderType), eq(outboxTable.relatedId, id), eq(outboxTable.status, "queued")),
    );
}
