import { randomUUID } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { createElement } from "react";
import { businessTimeZone, formatInstant, zonedInstant } from "../../../common/business-time";
import type { demoRequestInputSchema } from "../../../common/demo";
import type { z } from "../../../common/zod";
import { company } from "../../../content/company";
import { isUniqueViolation } from "../../db/errors";
import { demoRequests } from "../../db/schema";
import { type Booker, bookerOf } from "../../public-email-domains";
import { reachedStaffBefore } from "../forms/sender-history";
import { judgeSubmission, possibleSpamNotice } from "../forms/spam";
import { renderEmail } from "../mail/render";
import { inviteFor, liveBooking, slotTimes } from "./booking-record";
import type { DemoContext } from "./context";
import { DemoConfirmationEmail } from "./emails/demo-confirmation";
import { DemoRequestStaffEmail } from "./emails/demo-request-staff";
import { queueReminders, reminderEmails } from "./reminders";
import { availableSlots, closedReason, closedReasonText } from "./slots";
import { EmailNotVerifiedError } from "./verification";

export type BookingOutcome =
  | { kind: "booked"; id: string }
  /** Spam: stored with its reason, answered like a booking, no slot taken, no email. */
  | { kind: "screened"; id: string }
  | { kind: "unverified" }
  | { kind: "slot-unavailable" }
  | { kind: "slot-taken" }
  /** The email's company domain already holds `maxLiveBookingsPerDomain` demos still to come. */
  | { kind: "domain-full" }
  /** The same, for one mailbox at a public provider (Gmail, …), whose domain is not a company. */
  | { kind: "address-full" };

/**
 * Demos still to come (not cancelled) that one email domain may hold. Codes go to any address of
 * a catch-all domain, so without this one visitor could verify address after address and book
 * every slot for months; a company rarely needs more than a few demos at once. At a public
 * provider the cap is one mailbox's (server/public-email-domains.ts): five Gmail users are five
 * people, and the sixth is not told that "your company" has booked enough.
 */
export const maxLiveBookingsPerDomain = 5;

/** A booking as the route's schema has checked and normalised it. */
export type BookingInput = z.output<typeof demoRequestInputSchema>;

/** The free times of a date, or why it has none. */
export async function freeSlots(
  { db, clock, rules }: Pick<DemoContext, "db" | "clock" | "rules">,
  date: string,
): Promise<{ availableSlots: string[]; closed?: string }> {
  const now = clock.now();
  const reason = closedReason(date, now, rules);
  if (reason) return { availableSlots: [], closed: closedReasonText(reason, rules) };
  const rows = await db
    .select({ time: demoRequests.slotTime })
    .from(demoRequests)
    .where(and(eq(demoRequests.slotDate, date), liveBooking));
  return { availableSlots: availableSlots({ date, now, rules, booked: rows.map((row) => row.time) }) };
}

/** Demos still to come for a company's domain, or for one mailbox at a public provider. */
export async function liveBookingsOf({ db }: Pick<DemoContext, "db">, booker: Booker, now: Date): Promise<number> {
  const domain = sql`lower(split_part(${demoRequests.email}, '@', 2))`;
  // mailboxOf (server/public-email-domains.ts) in SQL: lower case, no +tag, no dots where ignored.
  const local = sql`split_part(lower(split_part(${demoRequests.email}, '@', 1)), '+', 1)`;
  const [row] = await db
    .select({ total: count() })
    .from(demoRequests)
    .where(
      and(
        liveBooking,
        gt(demoRequests.slotAt, now),
        sql`${domain} = ${booker.domain}`,
        booker.kind === "person"
          ? sql`${booker.dotBlind ? sql`replace(${local}, '.', '')` : local} || '@' || ${domain} = ${booker.mailbox}`
          : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** The two emails a booking sends at once: the request to sales, and the guest's confirmation with the invitation. */
export async function bookingEmails(
  context: Pick<DemoContext, "rules" | "salesEmail" | "mailDomain" | "links">,
  booking: { id: string; input: BookingInput; slotAt: Date; requestedAt: Date; doubt: string | null },
) {
  const { id, input, slotAt, requestedAt, doubt } = booking;
  const { businessTime, localTime } = slotTimes(slotAt, input.timeZone);
  const invite = inviteFor(context, { id, attendee: input, startsAt: slotAt }, "REQUEST", 0);
  const [staff, requester] = await Promise.all([
    renderEmail(
      createElement(DemoRequestStaffEmail, {
        caution: doubt ? possibleSpamNotice(doubt) : undefined,
        requestedAt: formatInstant(requestedAt, businessTimeZone),
        fields: [
          ["Name", input.name],
          ["Company", input.company],
          ["Email", input.email],
          ["Phone", input.phone],
          ["Date", input.date],
          ["Time (India)", input.time],
          ["Visitor's time zone", input.timeZone],
          ["Visitor's time", localTime ?? businessTime],
          ["Source", [input.utmSource, input.utmMedium, input.utmCampaign].filter(Boolean).join(" / ")],
          ["Referrer", input.referrer],
          ["Landing page", input.landingPage],
          ["Plan", input.plan || "Not chosen"],
        ],
      }),
    ),
    renderEmail(
      createElement(DemoConfirmationEmail, {
        name: input.name,
        company: input.company,
        businessTime,
        localTime,
        durationMinutes: context.rules.slotMinutes,
        manageUrl: context.links.manageUrl(id),
      }),
    ),
  ]);
  return [
    { to: context.salesEmail, subject: `New Demo Request from ${input.company}`, replyTo: input.email, ...staff },
    {
      to: input.email,
      subject: `Your ${company.product} demo: ${localTime ?? businessTime}`,
      replyTo: context.salesEmail,
      calendar: { method: "REQUEST" as const, content: invite },
      ...requester,
    },
  ];
}

/**
 * Books a demo, as named steps: screen for spam, check the address was verified, check the slot
 * is bookable and the domain's cap, then take the slot with its emails and reminders in one
 * transaction. The slot is held by the database's unique index, never by a check-then-insert.
 */
export async function bookDemo(context: DemoContext, input: BookingInput): Promise<BookingOutcome> {
  const { db, clock, rules, verification, outbox, log } = context;
  const id = randomUUID();
  const requestedAt = clock.now();
  const slotAt = zonedInstant(input.date, input.time, rules.timeZone);
  const row = {
    id,
    name: input.name,
    company: input.company,
    email: input.email,
    phone: input.phone,
    slotDate: input.date,
    slotTime: input.time,
    slotAt,
    timeZone: input.timeZone,
    utmSource: input.utmSource,
    utmMedium: input.utmMedium,
    utmCampaign: input.utmCampaign,
    referrer: input.referrer,
    landingPage: input.landingPage,
    plan: input.plan,
    createdAt: requestedAt,
    updatedAt: requestedAt,
  };

  const verdict = await judgeSubmission(input, () => reachedStaffBefore(db, demoRequests, input.email));
  if (verdict.kind === "spam") {
    await db.insert(demoRequests).values({ ...row, spamReason: verdict.reason });
    log.info({ demoRequest: id, spamReason: verdict.reason }, "demo request screened out as spam");
    return { kind: "screened", id };
  }
  const doubt = verdict.kind === "unsure" ? verdict.doubt : null;
  if (!(await verification.isVerified(input.email))) return { kind: "unverified" };
  if (!availableSlots({ date: input.date, now: requestedAt, rules }).includes(input.time)) {
    return { kind: "slot-unavailable" };
  }
  const booker = bookerOf(input.email);
  if (booker && (await liveBookingsOf(context, booker, requestedAt)) >= maxLiveBookingsPerDomain) {
    return { kind: booker.kind === "person" ? "address-full" : "domain-full" };
  }

  const [emails, reminders] = await Promise.all([
    bookingEmails(context, { id, input, slotAt, requestedAt, doubt }),
    reminderEmails(context, id, input, slotAt),
  ]);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(demoRequests).values({ ...row, spamDoubt: doubt });
      await verification.consume(tx, input.email);
      for (const email of emails) await outbox.enqueue(tx, email, { type: "demo_request", id });
      await queueReminders(context, tx, id, reminders);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "slot-taken" };
    if (error instanceof EmailNotVerifiedError) return { kind: "unverified" };
    throw error;
  }
  outbox.wake();
  return { kind: "booked", id };
}
