import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, gte, isNotNull, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createElement } from "react";
import {
  addDays,
  businessTimeZone,
  calendarDateIn,
  formatInstant,
  weekdayOf,
  zonedInstant,
} from "../../../common/business-time";
import type { DemoListQuery, DemoRequest, demoRequestInputSchema, ManagedBooking } from "../../../common/demo";
import type { z } from "../../../common/zod";
import { company } from "../../../content/company";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { demoRequests, outbox as outboxTable } from "../../db/schema";
import { type Booker, bookerOf } from "../../public-email-domains";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";
import { reachedStaffBefore } from "../forms/sender-history";
import { judgeSubmission, possibleSpamNotice } from "../forms/spam";
import { mailDomain } from "../mail/mailer";
import type { Outbox, Writer } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { DemoCancelledEmail, DemoCancelledStaffEmail } from "../mail/templates/demo-cancelled";
import { DemoConfirmationEmail } from "../mail/templates/demo-confirmation";
import { DemoReminderEmail } from "../mail/templates/demo-reminder";
import { DemoRequestStaffEmail } from "../mail/templates/demo-request-staff";
import { DemoRescheduledEmail, DemoRescheduledStaffEmail } from "../mail/templates/demo-rescheduled";
import { demoInvite } from "./invite";
import { availableSlots, closedReason, closedReasonText, demoSlotRules, type SlotRules } from "./slots";
import { EmailNotVerifiedError, type VerificationService } from "./verification";

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

type DemoRow = typeof demoRequests.$inferSelect;
/** A booking as the route's schema has checked and normalised it. */
type BookingInput = z.output<typeof demoRequestInputSchema>;

const toDemoRequest = (row: DemoRow): DemoRequest => ({
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

const liveBooking = and(ne(demoRequests.status, "cancelled"), isNull(demoRequests.spamReason));

export type DemoRequestChanges = { status?: DemoRequest["status"]; notes?: string };

/** The Monday of a calendar date's week. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The table's filters: spam apart from real requests, a status, and a search over the contact fields. */
function filterOf(query: Pick<DemoListQuery, "status" | "q">) {
  const where =
    query.status === "spam"
      ? isNotNull(demoRequests.spamReason)
      : allOf(isNull(demoRequests.spamReason), query.status ? eq(demoRequests.status, query.status) : undefined);
  const search = searchAcross(
    [demoRequests.name, demoRequests.company, demoRequests.email, demoRequests.phone],
    query.q,
  );
  return { where, search };
}

const sortColumns = {
  createdAt: demoRequests.createdAt,
  name: demoRequests.name,
  company: demoRequests.company,
  email: demoRequests.email,
  phone: demoRequests.phone,
  date: demoRequests.slotAt,
  status: demoRequests.status,
} as const;

/**
 * Demo booking, as named steps (screen, check the slot, take it with its emails in one
 * transaction). The slot is held by the database's unique index, never by a check-then-insert.
 */
export function createDemoService({
  db,
  clock,
  config,
  log,
  outbox,
  verification,
  signingKey,
  audit,
}: {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  verification: VerificationService;
  signingKey: string;
  audit: AuditLog;
}) {
  const rules: SlotRules = { ...demoSlotRules, holidays: config.DEMO_HOLIDAYS };
  const writes = auditedWrites(audit, {
    table: demoRequests,
    entity: "demo_request",
    toResult: toDemoRequest,
    auditedFields: ["status", "notes"],
    // The person's name, email and phone go with the request: the log keeps only whose it was.
    removedFields: ["company"],
    isPublic: () => false,
    summary: {
      update: (row) => `Updated the demo request from ${row.company}`,
      delete: (row) => `Deleted the demo request from ${row.company}`,
    },
  });
  const salesEmail = config.SALES_EMAIL ?? company.salesEmail;
  const domain = mailDomain(config.MAIL_FROM);

  /**
   * Links in the guest's email are signed with a purpose: `cancel-demo` (the confirmations sent
   * before the manage page existed; they still cancel) and `manage-demo` (moves or cancels). A
   * cancel link's signature is not a manage link's, so an old link never gains the reschedule.
   */
  type LinkPurpose = "cancel-demo" | "manage-demo";
  const signatureOf = (purpose: LinkPurpose, id: string) =>
    createHmac("sha256", signingKey).update(`${purpose}:${id}`).digest("base64url");
  const signatureMatches = (purpose: LinkPurpose, id: string, signature: string) => {
    const expected = Buffer.from(signatureOf(purpose, id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  /** Either link may cancel. */
  const mayCancel = (id: string, signature: string) =>
    signatureMatches("manage-demo", id, signature) || signatureMatches("cancel-demo", id, signature);
  const manageUrl = (id: string) =>
    `${config.PUBLIC_URL}/schedule-demo/manage/${id}?signature=${encodeURIComponent(signatureOf("manage-demo", id))}`;

  /** A booking the emailed link may no longer change: its time has come, or staff marked it done. */
  const isClosed = (row: DemoRow) => row.status === "done" || row.slotAt.getTime() <= clock.now().getTime();

  /** Bookings still to come, not cancelled and not spam, by addresses at `domain`. */
  /** Demos still to come for a company's domain, or for one mailbox at a public provider. */
  async function liveBookingsOf(booker: Booker, now: Date): Promise<number> {
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

  async function bookedTimes(date: string): Promise<string[]> {
    const rows = await db
      .select({ time: demoRequests.slotTime })
      .from(demoRequests)
      .where(and(eq(demoRequests.slotDate, date), liveBooking));
    return rows.map((row) => row.time);
  }

  function times(slotAt: Date, visitorZone: string) {
    const businessTime = formatInstant(slotAt, businessTimeZone);
    const localTime = visitorZone === businessTimeZone ? null : formatInstant(slotAt, visitorZone);
    return { businessTime, localTime };
  }

  /** The calendar file for one booking; the same UID for the invitation, its updates and its cancellation. */
  const inviteFor = (
    id: string,
    attendee: { name: string; email: string },
    startsAt: Date,
    method: "REQUEST" | "CANCEL",
    sequence: number,
  ) =>
    demoInvite(
      {
        bookingId: id,
        domain,
        startsAt,
        durationMinutes: rules.slotMinutes,
        attendee,
        organizerEmail: salesEmail,
        sequence,
      },
      method,
    );

  /** The slot in the guest's own zone, with India's time in brackets when they differ (as the booking form shows it). */
  function guestTime(slotAt: Date, guestZone: string) {
    const { businessTime, localTime } = times(slotAt, guestZone);
    return localTime ? `${localTime} (${businessTime})` : businessTime;
  }

  /**
   * The reminders still ahead of a slot, rendered: one is left out when its moment has already
   * passed (a demo booked three hours ahead gets only the one-hour reminder).
   */
  async function reminderEmails(id: string, guest: { name: string; email: string; timeZone: string }, slotAt: Date) {
    const now = clock.now().getTime();
    const when = guestTime(slotAt, guest.timeZone);
    const due = demoReminders.filter((reminder) => slotAt.getTime() - reminder.beforeMs > now);
    return Promise.all(
      due.map(async (reminder) => ({
        sendAt: new Date(slotAt.getTime() - reminder.beforeMs),
        expiresAt: new Date(slotAt.getTime() - reminder.expiresBeforeMs),
        email: {
          to: guest.email,
          subject: `Reminder: your ${company.product} demo starts ${reminder.startsIn}`,
          replyTo: salesEmail,
          ...(await renderEmail(
            createElement(DemoReminderEmail, {
              name: guest.name,
              startsIn: reminder.startsIn,
              when,
              durationMinutes: rules.slotMinutes,
              manageUrl: manageUrl(id),
            }),
          )),
        },
      })),
    );
  }
  type Reminder = Awaited<ReturnType<typeof reminderEmails>>[number];

  async function queueReminders(writer: Writer, id: string, reminders: Reminder[]) {
    for (const { email, sendAt, expiresAt } of reminders) {
      await outbox.enqueue(writer, email, { type: reminderType, id }, { sendAt, expiresAt });
    }
  }

  /** Takes back a booking's reminders not yet handed to the mailer (a reschedule, a cancellation). */
  async function dropReminders(writer: Pick<Database, "delete">, id: string) {
    await writer
      .delete(outboxTable)
      .where(
        and(eq(outboxTable.relatedType, reminderType), eq(outboxTable.relatedId, id), eq(outboxTable.status, "queued")),
      );
  }

  async function bookingEmails(id: string, input: BookingInput, slotAt: Date, requestedAt: Date, doubt: string | null) {
    const { businessTime, localTime } = times(slotAt, input.timeZone);
    const invite = inviteFor(id, input, slotAt, "REQUEST", 0);
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
          durationMinutes: rules.slotMinutes,
          manageUrl: manageUrl(id),
        }),
      ),
    ]);
    return [
      { to: salesEmail, subject: `New Demo Request from ${input.company}`, replyTo: input.email, ...staff },
      {
        to: input.email,
        subject: `Your ${company.product} demo: ${localTime ?? businessTime}`,
        replyTo: salesEmail,
        calendar: { method: "REQUEST" as const, content: invite },
        ...requester,
      },
    ];
  }

  /** The back-office table: search, status filter, sort by any column, paging. */
  async function list(query: DemoListQuery): Promise<{ rows: DemoRequest[]; total: number }> {
    return listPageFor({
      db,
      table: demoRequests,
      ...filterOf(query),
      sortColumns,
      tieBreak: demoRequests.id,
      query,
      map: toDemoRequest,
    });
  }

  return {
    rules,

    /** The free times of a date, or why it has none. */
    async availableSlots(date: string): Promise<{ availableSlots: string[]; closed?: string }> {
      const now = clock.now();
      const reason = closedReason(date, now, rules);
      if (reason) return { availableSlots: [], closed: closedReasonText(reason, rules) };
      return { availableSlots: availableSlots({ date, now, rules, booked: await bookedTimes(date) }) };
    },

    async book(input: BookingInput): Promise<BookingOutcome> {
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
      if (booker && (await liveBookingsOf(booker, requestedAt)) >= maxLiveBookingsPerDomain) {
        return { kind: booker.kind === "person" ? "address-full" : "domain-full" };
      }

      const [emails, reminders] = await Promise.all([
        bookingEmails(id, input, slotAt, requestedAt, doubt),
        reminderEmails(id, input, slotAt),
      ]);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(demoRequests).values({ ...row, spamDoubt: doubt });
          await verification.consume(tx, input.email);
          for (const email of emails) await outbox.enqueue(tx, email, { type: "demo_request", id });
          await queueReminders(tx, id, reminders);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: "slot-taken" };
        if (error instanceof EmailNotVerifiedError) return { kind: "unverified" };
        throw error;
      }
      outbox.wake();
      return { kind: "booked", id };
    },

    /** What the cancel page shows; null when the link is not one we signed. */
    async findForCancellation(id: string, signature: string) {
      if (!mayCancel(id, signature)) return null;
      const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
      if (!row || row.spamReason) return null;
      return {
        name: row.name,
        company: row.company,
        cancelled: row.status === "cancelled",
        closed: isClosed(row),
        ...times(row.slotAt, row.timeZone),
      };
    },

    /**
     * What the manage page shows: the booking in the guest's zone and India's, and whether it can
     * still change. Null when the link is not one we signed (or the booking is gone).
     */
    async findForManaging(id: string, signature: string): Promise<ManagedBooking | null> {
      if (!signatureMatches("manage-demo", id, signature)) return null;
      const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
      if (!row || row.spamReason) return null;
      return {
        name: row.name,
        company: row.company,
        date: row.slotDate,
        time: row.slotTime,
        timeZone: row.timeZone,
        state: row.status === "cancelled" ? "cancelled" : isClosed(row) ? "closed" : "open",
        businessTime: formatInstant(row.slotAt, businessTimeZone),
        guestTime: formatInstant(row.slotAt, row.timeZone),
      };
    },

    /**
     * Moves a booking to another free slot in one statement: the UPDATE takes the new slot (the
     * unique index makes a concurrent taker lose) and frees the old one as it commits. In the same
     * transaction the SEQUENCE goes up, the guest gets the updated invitation, staff are told, and
     * the reminders are queued again for the new time.
     */
    async reschedule(id: string, signature: string, date: string, time: string): Promise<RescheduleOutcome> {
      if (!signatureMatches("manage-demo", id, signature)) return "not-found";
      const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
      if (!row || row.spamReason) return "not-found";
      if (row.status === "cancelled") return "cancelled";
      if (isClosed(row)) return "closed";
      if (row.slotDate === date && row.slotTime === time) return "same-slot";
      const now = clock.now();
      if (!availableSlots({ date, now, rules }).includes(time)) return "slot-unavailable";

      const slotAt = zonedInstant(date, time, rules.timeZone);
      const { businessTime, localTime } = times(slotAt, row.timeZone);
      const previousTime = guestTime(row.slotAt, row.timeZone);
      const [guestEmail, staffEmail, reminders] = await Promise.all([
        renderEmail(
          createElement(DemoRescheduledEmail, {
            name: row.name,
            businessTime,
            localTime,
            previousTime,
            manageUrl: manageUrl(id),
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
        reminderEmails(id, row, slotAt),
      ]);
      let moved: boolean;
      try {
        moved = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(demoRequests)
            .set({
              slotDate: date,
              slotTime: time,
              slotAt,
              sequence: sql`${demoRequests.sequence} + 1`,
              updatedAt: now,
            })
            // Only a booking the guest may still change, checked in the same statement: staff
            // closing it, or the guest cancelling it in another tab, a moment earlier wins.
            .where(
              and(
                eq(demoRequests.id, id),
                notInArray(demoRequests.status, ["cancelled", "done"]),
                gt(demoRequests.slotAt, now),
              ),
            )
            .returning({ sequence: demoRequests.sequence });
          if (!updated) return false;
          await outbox.enqueue(
            tx,
            {
              to: row.email,
              subject: `Rescheduled: your ${company.product} demo is now ${localTime ?? businessTime}`,
              replyTo: salesEmail,
              calendar: { method: "REQUEST", content: inviteFor(id, row, slotAt, "REQUEST", updated.sequence) },
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
          await queueReminders(tx, id, reminders);
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return "slot-taken";
        throw error;
      }
      if (!moved) return "closed";
      outbox.wake();
      return "rescheduled";
    },

    /** Frees the slot and tells both sides; the requester's calendar gets METHOD:CANCEL. */
    async cancel(id: string, signature: string): Promise<CancelOutcome> {
      if (!mayCancel(id, signature)) return "not-found";
      const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
      if (!row || row.spamReason) return "not-found";
      if (row.status === "cancelled") return "already-cancelled";
      if (isClosed(row)) return "closed";

      const { businessTime, localTime } = times(row.slotAt, row.timeZone);
      const [requester, staff] = await Promise.all([
        renderEmail(
          createElement(DemoCancelledEmail, {
            name: row.name,
            businessTime,
            localTime,
            bookAgainUrl: `${config.PUBLIC_URL}/schedule-demo`,
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
          // Only from a status the visitor may still cancel, in the same statement: staff closing it
          // a moment earlier wins.
          .where(
            and(
              eq(demoRequests.id, id),
              notInArray(demoRequests.status, ["cancelled", "done"]),
              gt(demoRequests.slotAt, at),
            ),
          )
          .returning({ sequence: demoRequests.sequence, slotAt: demoRequests.slotAt });
        if (!updated) return false;
        await dropReminders(tx, id);
        await outbox.enqueue(
          tx,
          {
            to: row.email,
            subject: `Cancelled: your ${company.product} demo`,
            // Higher than every REQUEST before it, so the calendar applies it (RFC 5546).
            calendar: { method: "CANCEL", content: inviteFor(id, row, updated.slotAt, "CANCEL", updated.sequence) },
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
    },

    list,

    /** Every row the table's filter matches, in its order, a page at a time (the CSV export). */
    async *exportRows(query: Omit<DemoListQuery, "page" | "limit">): AsyncGenerator<DemoRequest> {
      const pageSize = 1000;
      for (let page = 1; ; page++) {
        const { rows } = await list({ ...query, page, limit: pageSize });
        yield* rows;
        if (rows.length < pageSize) return;
      }
    },

    /** Staff follow-up on a request: its status (new → contacted → scheduled → done, or cancelled) and notes. */
    update(id: string, changes: DemoRequestChanges, actor: Actor): Promise<DemoRequest | null> {
      return writes.update(actor, id, async (current, tx) => {
        const at = clock.now();
        // A demo staff close no longer needs reminding of.
        if (changes.status === "cancelled" || changes.status === "done") await dropReminders(tx, id);
        return {
          ...changes,
          ...(changes.status === "cancelled" && current.status !== "cancelled" ? { cancelledAt: at } : {}),
          updatedAt: at,
        };
      });
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return (await writes.remove(actor, id)) !== null;
    },

    /** Demo requests per week (Monday first, in the business zone) for the last `weeks` weeks, oldest first. */
    async requestsPerWeek(weeks: number): Promise<Array<{ weekStart: string; count: number }>> {
      const thisWeek = mondayOf(calendarDateIn(clock.now(), rules.timeZone));
      const firstWeek = addDays(thisWeek, -7 * (weeks - 1));
      const since = zonedInstant(firstWeek, "00:00", rules.timeZone);
      const rows = await db
        .select({
          weekStart: sql<string>`to_char(date_trunc('week', ${demoRequests.createdAt} at time zone ${rules.timeZone}), 'YYYY-MM-DD')`,
          count: count(),
        })
        .from(demoRequests)
        .where(allOf(isNull(demoRequests.spamReason), gte(demoRequests.createdAt, since)))
        .groupBy(sql`1`);
      const counts = new Map(rows.map((row) => [row.weekStart, Number(row.count)]));
      return Array.from({ length: weeks }, (_, index) => {
        const weekStart = addDays(firstWeek, index * 7);
        return { weekStart, count: counts.get(weekStart) ?? 0 };
      });
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(demoRequests).where(isNull(demoRequests.spamReason));
      return row?.total ?? 0;
    },

    async recent(limit: number) {
      const rows = await db
        .select()
        .from(demoRequests)
        .where(isNull(demoRequests.spamReason))
        .orderBy(desc(demoRequests.createdAt))
        .limit(limit);
      return rows.map(toDemoRequest);
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
