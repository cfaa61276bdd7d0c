import { createEvent } from "ics";
import { company } from "../../../content/company";

export interface InviteDetails {
  /** The booking's id: with the mail domain it is the event's UID, so a CANCEL finds the REQUEST. */
  bookingId: string;
  domain: string;
  startsAt: Date;
  durationMinutes: number;
  attendee: { name: string; email: string };
  organizerEmail: string;
  /**
   * RFC 5546's SEQUENCE: 0 for the first invitation, one more for each change (a new time, the
   * cancellation). A calendar applies a message only when its SEQUENCE is not lower than the
   * event's, so an update must always carry a higher number than the invitation it replaces.
   */
  sequence: number;
}

/**
 * A name as it may stand in a quoted iCalendar parameter (`CN="…"`). RFC 5545 has no escape
 * inside a quoted parameter value, and the ics package writes `"` as `\"`, which a calendar reads
 * as the end of the value: a name like `x";PARTSTAT=ACCEPTED;X="` would add parameters to the
 * invitation. Double quotes and control characters (line breaks, tabs) are dropped.
 */
export function calendarParameterText(text: string): string {
  return text
    .replace(/["\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * An iCalendar invitation for a booked demo (RFC 5546): METHOD:REQUEST adds it to the
 * requester's calendar, and a REQUEST with the same UID and a higher SEQUENCE moves it;
 * METHOD:CANCEL with a higher SEQUENCE removes the same event.
 */
export function demoInvite(details: InviteDetails, method: "REQUEST" | "CANCEL"): string {
  const { bookingId, domain, startsAt, durationMinutes, attendee, organizerEmail, sequence } = details;
  const { error, value } = createEvent({
    uid: `demo-${bookingId}@${domain}`,
    method,
    sequence,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    productId: "aster-hrms/website",
    start: startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: durationMinutes },
    title: `${company.product} product demo`,
    description: `A ${durationMinutes}-minute walkthrough of ${company.product} with a product specialist. The meeting link follows by email.`,
    organizer: { name: calendarParameterText(company.product), email: organizerEmail },
    attendees: [
      {
        name: calendarParameterText(attendee.name) || attendee.email,
        email: attendee.email,
        rsvp: true,
        role: "REQ-PARTICIPANT",
      },
    ],
  });
  if (error || !value) throw new Error(`Could not build the calendar invitation: ${error?.message ?? "no output"}`);
  return value;
}
