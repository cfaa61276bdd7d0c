import { and, eq, isNull, ne } from "drizzle-orm";
import { businessTimeZone, formatInstant } from "../../../common/business-time";
import type { DemoRequest } from "../../../common/demo";
import type { Database } from "../../db/client";
import { demoRequests } from "../../db/schema";
import type { DemoContext } from "./context";
import { demoInvite } from "./invite";

/** A booking as its table holds it; the steps map it to the contract's shape before answering. */
export type DemoRow = typeof demoRequests.$inferSelect;

export const toDemoRequest = (row: DemoRow): DemoRequest => ({
  _id: row.id,
  name: row.name,
  company: row.company,
  email: row.email,
  phone: row.phone,
  date: row.slotDate,
  time: row.slotTime,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  notes: row.notes,
  timeZone: row.timeZone,
  utmSource: row.utmSource,
  utmMedium: row.utmMedium,
  utmCampaign: row.utmCampaign,
  referrer: row.referrer,
  landingPage: row.landingPage,
  plan: row.plan,
  spamReason: row.spamReason,
  spamDoubt: row.spamDoubt,
});

/** A booking that holds its slot: not cancelled, and not screened out as spam. */
export const liveBooking = and(ne(demoRequests.status, "cancelled"), isNull(demoRequests.spamReason));

/** A guest's booking by id; spam is nobody's booking, so it is never found. */
export async function findBooking(db: Database, id: string): Promise<DemoRow | null> {
  const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
  return row && !row.spamReason ? row : null;
}

/** A booking the emailed link may no longer change: its time has come, or staff marked it done. */
export const isClosed = (row: DemoRow, now: Date) =>
  row.status === "demo_held" || row.slotAt.getTime() <= now.getTime();

/** A slot in India's time, and in the guest's own zone when that differs (null when it does not). */
export function slotTimes(slotAt: Date, guestZone: string) {
  const businessTime = formatInstant(slotAt, businessTimeZone);
  const localTime = guestZone === businessTimeZone ? null : formatInstant(slotAt, guestZone);
  return { businessTime, localTime };
}

/** The slot in the guest's own zone, with India's time in brackets when they differ (as the booking form shows it). */
export function guestTime(slotAt: Date, guestZone: string) {
  const { businessTime, localTime } = slotTimes(slotAt, guestZone);
  return localTime ? `${localTime} (${businessTime})` : businessTime;
}

/** The calendar file for one booking; the same UID for the invitation, its updates and its cancellation. */
export function inviteFor(
  context: Pick<DemoContext, "mailDomain" | "rules" | "salesEmail">,
  booking: { id: string; attendee: { name: string; email: string }; startsAt: Date },
  method: "REQUEST" | "CANCEL",
  sequence: number,
) {
  return demoInvite(
    {
      bookingId: booking.id,
      domain: context.mailDomain,
      startsAt: booking.startsAt,
      durationMinutes: context.rules.slotMinutes,
      attendee: booking.attendee,
      organizerEmail: context.salesEmail,
      sequence,
    },
    method,
  );
}
