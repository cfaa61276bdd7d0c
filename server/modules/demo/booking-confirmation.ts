import { businessTimeZone, formatInstant, zonedInstant } from "../../../common/business-time";
import type { BookedDemo } from "../../../common/demo";
import { findBooking, inviteFor } from "./booking-record";
import type { DemoContext } from "./context";

/**
 * What the booking form shows once a demo is booked: the time in the visitor's zone and in
 * India's, where to add it to a calendar, and where to move or cancel it. Made from the booking's
 * own input, so a booking screened as spam (stored, never confirmed) gets the same answer.
 */
export function bookingConfirmation(
  context: Pick<DemoContext, "links">,
  id: string,
  slot: { date: string; time: string; timeZone: string },
): BookedDemo {
  const startsAt = zonedInstant(slot.date, slot.time, businessTimeZone);
  const signature = encodeURIComponent(context.links.signatureOf("manage-demo", id));
  return {
    businessTime: formatInstant(startsAt, businessTimeZone),
    guestTime: formatInstant(startsAt, slot.timeZone),
    timeZone: slot.timeZone,
    calendarUrl: `/api/schedule-demo/${id}/calendar.ics?signature=${signature}`,
    manageUrl: `/schedule-demo/manage/${id}?signature=${signature}`,
  };
}

export type CalendarFileOutcome = { kind: "file"; content: string } | { kind: "not-found" } | { kind: "cancelled" };

/**
 * The booking as a calendar file for the confirmation's "Add to calendar": the same event (UID,
 * SEQUENCE) the emailed invitation carries, so a calendar that has both keeps one.
 */
export async function calendarFile(context: DemoContext, id: string, signature: string): Promise<CalendarFileOutcome> {
  if (!context.links.mayManage(id, signature)) return { kind: "not-found" };
  const row = await findBooking(context.db, id);
  if (!row) return { kind: "not-found" };
  if (row.status === "cancelled") return { kind: "cancelled" };
  const content = inviteFor(
    context,
    { id: row.id, attendee: { name: row.name, email: row.email }, startsAt: row.slotAt },
    "REQUEST",
    row.sequence,
  );
  return { kind: "file", content };
}
