import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import { createElement } from "react";
import { businessTimeZone, formatInstant, zonedInstant } from "../../../common/business-time";
import type { ManagedBooking } from "../../../common/demo";
import { demoOverStatuses } from "../../../common/demo-rules";
import { company } from "../../../content/company";
import { isUniqueViolation } from "../../db/errors";
import { demoRequests } from "../../db/schema";
import { renderEmail } from "../mail/render";
import { findBooking, guestTime, inviteFor, isClosed, slotTimes } from "./booking-record";
import type { DemoContext } from "./context";
import { DemoCancelledEmail, DemoCancelledStaffEmail } from "./emails/demo-cancelled";
import { DemoRescheduledEmail, DemoRescheduledStaffEmail } from "./emails/demo-rescheduled";
import { dropReminders, queueReminders, reminderEmails } from "./reminders";
import { availableSlots } from "./slots";

/** `closed`: the demo's time has passed, or staff marked it done; the link no longer cancels it. */
export type CancelOutcome = "cancelled" | "already-cancelled" | "closed" | "not-found";

export type RescheduleOutcome =
  | "rescheduled"
  | "not-found"
  | "cancelled"
  | "closed"
  /** The new slot is the one the booking already holds. */
  | "same-slot"
  /** Not a bookable time (past, outside hours, a closed day). */
  | "slot-unavailable"
  /** Someone else holds the new slot (the unique index said so). */
  | "slot-taken";

/**
 * Only a booking the guest may still change, checked in the UPDATE itself: staff closing it, or
 * the guest acting in another tab, a moment earlier wins.
 */
const stillChangeable = (id: string, now: Date) =>
  and(eq(demoRequests.id, id), notInArray(demoRequests.status, [...demoOverStatuses]), gt(demoRequests.slotAt, now));

/** What the cancel page shows; null when the link is not one we signed. */
export async function findForCancellation(context: DemoContext, id: string, signature: string) {
  if (!context.links.mayCancel(id, signature)) return null;
  const row = await findBooking(context.db, id);
  if (!row) return null;
  return {
    name: row.name,
    company: row.company,
    cancelled: row.status === "cancelled",
    closed: isClosed(row, context.clock.now()),
    ...slotTimes(row.slotAt, row.timeZone),
  };
}

/**
 * What the manage page shows: the booking in the guest's zone and India's, and whether it can
 * still change. Null when the link is not one we signed (or the booking is gone).
 */
export async function findForManaging(
  context: DemoContext,
  id: string,
  signature: string,
): Promise<ManagedBooking | null> {
  if (!context.links.mayManage(id, signature)) return null;
  const row = await findBooking(context.db, id);
  if (!row) return null;
  return {
    name: row.name,
    company: row.company,
    date: row.slotDate,
    time: row.slotTime,
    timeZone: row.timeZone,
    state: row.status === "cancelled" ? "cancelled" : isClosed(row, context.clock.now()) ? "closed" : "open",
    businessTime: formatInstant(row.slotAt, businessTimeZone),
    guestTime: formatInstant(row.slotAt, row.timeZone),
  };
}

/**
 * Moves a booking to another free slot in one statement: the UPDATE takes the new slot (the
 * unique index makes a concurrent taker lose) and frees the old one as it commits. In the same
 * transaction the SEQUENCE goes up, the guest gets the updated invitation, staff are told, and
 * the reminders are queued again for the new time.
 */
export async function rescheduleDemo(
  context: DemoContext,
  request: { id: string; signature: string; date: string; time: string },
): Promise<RescheduleOutcome> {
  const { db, clock, rules, outbox, links, salesEmail } = context;
  const { id, signature, date, time } = request;
  if (!links.mayManage(id, signature)) return "not-found";
  const row = await findBooking(db, id);
  if (!row) return "not-found";
  if (row.status === "cancelled") return "cancelled";
  const now = clock.now();
  if (isClosed(row, now)) return "closed";
  if (row.slotDate === date && row.slotTime === time) return "same-slot";
  if (!availableSlots({ date, now, rules }).includes(time)) return "slot-unavailable";

  const slotAt = zonedInstant(date, time, rules.timeZone);
  const { businessTime, localTime } = slotTimes(slotAt, row.timeZone);
  const [guestEmail, staffEmail, reminders] = await Promise.all([
    renderEmail(
      createElement(DemoRescheduledEmail, {
        name: row.name,
        businessTime,
        localTime,
        previousTime: guestTime(row.slotAt, row.timeZone),
        manageUrl: links.manageUrl(id),
      }),
    ),
    renderEmail(
      createElement(DemoRescheduledStaffEmail, {
        fields: [
          ["Name", row.name],
          ["Company", row.company],
          ["Email", row.email],
          ["Now booked for", businessTime],
          ["Was booked for", formatInstant(row.slotAt, businessTimeZone)],
          ["Visitor's time zone", row.timeZone],
        ],
      }),
    ),
    reminderEmails(context, id, row, slotAt),
  ]);
  let moved: boolean;
  try {
    moved = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(demoRequests)
        .set({ slotDate: date, slotTime: time, slotAt, sequence: sql`${demoRequests.sequence} + 1`, updatedAt: now })
        .where(stillChangeable(id, now))
        .returning({ sequence: demoRequests.sequence });
      if (!updated) return false;
      const invite = inviteFor(context, { id, attendee: row, startsAt: slotAt }, "REQUEST", updated.sequence);
      await outbox.enqueue(
        tx,
        {
          to: row.email,
          subject: `Rescheduled: your ${company.product} demo is now ${localTime ?? businessTime}`,
          replyTo: salesEmail,
          calendar: { method: "REQUEST", content: invite },
          ...guestEmail,
        },
        { type: "demo_request", id },
      );
      await outbox.enqueue(
        tx,
        { to: salesEmail, subject: `Demo rescheduled: ${row.company}`, replyTo: row.email, ...staffEmail },
        { type: "demo_request", id },
      );
      await dropReminders(tx, id);
      await queueReminders(context, tx, id, reminders);
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "slot-taken";
    throw error;
  }
  if (!moved) return "closed";
  outbox.wake();
  return "rescheduled";
}

/** Frees the slot and tells both sides; the requester's calendar gets METHOD:CANCEL. */
export async function cancelDemo(
  context: DemoContext,
  request: { id: string; signature: string },
): Promise<CancelOutcome> {
  const { db, clock, outbox, links, salesEmail, publicUrl } = context;
  const { id, signature } = request;
  if (!links.mayCancel(id, signature)) return "not-found";
  const row = await findBooking(db, id);
  if (!row) return "not-found";
  if (row.status === "cancelled") return "already-cancelled";
  if (isClosed(row, clock.now())) return "closed";

  const { businessTime, localTime } = slotTimes(row.slotAt, row.timeZone);
  const [requester, staff] = await Promise.all([
    renderEmail(
      createElement(DemoCancelledEmail, {
        name: row.name,
        businessTime,
        localTime,
        bookAgainUrl: `${publicUrl}/schedule-demo`,
      }),
    ),
    renderEmail(
      createElement(DemoCancelledStaffEmail, {
        fields: [
          ["Name", row.name],
          ["Company", row.company],
          ["Email", row.email],
          ["Was booked for", businessTime],
        ],
      }),
    ),
  ]);
  const at = clock.now();
  const cancelled = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(demoRequests)
      .set({ status: "cancelled", cancelledAt: at, updatedAt: at, sequence: sql`${demoRequests.sequence} + 1` })
      .where(stillChangeable(id, at))
      .returning({ sequence: demoRequests.sequence, slotAt: demoRequests.slotAt });
    if (!updated) return false;
    await dropReminders(tx, id);
    // Its SEQUENCE is higher than every REQUEST before it, so the calendar applies it (RFC 5546).
    const invite = inviteFor(context, { id, attendee: row, startsAt: updated.slotAt }, "CANCEL", updated.sequence);
    await outbox.enqueue(
      tx,
      {
        to: row.email,
        subject: `Cancelled: your ${company.product} demo`,
        calendar: { method: "CANCEL", content: invite },
        replyTo: salesEmail,
        ...requester,
      },
      { type: "demo_request", id },
    );
    await outbox.enqueue(
      tx,
      { to: salesEmail, subject: `Demo cancelled: ${row.company}`, ...staff },
      { type: "demo_request", id },
    );
    return true;
  });
  if (!cancelled) return "already-cancelled";
  outbox.wake();
  return "cancelled";
}
