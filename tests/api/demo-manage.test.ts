import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { formatInstant } from "../../common/business-time";
import type { BookingConfirmation } from "../../common/demo";
import { demoMessages } from "../../common/demo-rules";
import { demoRequests, outbox } from "../../server/db/schema";
import { ensureServerSecret } from "../../server/db/secrets";
import { expiredReason } from "../../server/modules/mail/outbox";
import { type MailSink, startMailSink } from "../support/mail-sink";
import { calendarOf, demoVisitor, manageLinkIn } from "./demo-visitor";
import { createTestApp, engines, signIn, type TestApp, type TestAppOptions } from "./test-app";

/**
 * The "Manage your booking" link moves or cancels a demo, and the guest
 * is reminded 24 hours and 1 hour before it (ADR 026). The test clock starts on Monday 1 June
 * 2026, 14:30 in Kolkata (09:00 UTC).
 */
const hour = 3_600_000;
const minute = 60_000;
const tuesday = "2026-06-02";
const wednesday = "2026-06-03";
const thursday = "2026-06-04";
/** Wednesday 10:00 in Kolkata. */
const wednesdayTen = new Date("2026-06-03T04:30:00Z");

describe.each(engines)("managing a booked demo on %s", (engine) => {
  let t: TestApp;
  let sink: MailSink | undefined;
  afterEach(async () => {
    await t?.close();
    await sink?.close();
    sink = undefined;
  });
  const start = async ({ mail = false, ...options }: TestAppOptions & { mail?: boolean } = {}) => {
    if (mail) sink = await startMailSink();
    t = await createTestApp(engine, {
      seed: false,
      ...options,
      env: {
        RATE_LIMIT_SCALE: "0",
        SALES_EMAIL: "sales@aster.example",
        ...(sink ? { SMTP_URL: sink.url } : {}),
        ...options.env,
      },
    });
    return t;
  };
  const visitor = demoVisitor(() => t.app);
  const { post, book } = visitor;
  const slots = async (date: string) =>
    (await t.app.inject({ method: "GET", url: `/api/schedule-demo/available-slots?date=${date}` })).json<{
      availableSlots: string[];
    }>().availableSlots;
  const reschedule = (id: string, body: object) => post(`/api/schedule-demo/${id}/reschedule`, body);
  const reminderRows = (id: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.relatedType, "demo_reminder"), eq(outbox.relatedId, id)));
  /** Sends what is due now, then the reminders that reached the mail server, in order. */
  const deliverAndReadReminders = async () => {
    await t.app.services.outbox.deliverDue();
    return (sink?.messages ?? []).filter((message) => message.subject?.startsWith("Reminder:"));
  };
  const staffPatch = async (id: string, payload: object) => {
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/demo-requests/${id}`,
      headers: { "x-auth-token": await signIn(t.app) },
      payload,
    });
    expect(response.statusCode).toBe(200);
  };

  describe("the booking's confirmation", () => {
    it("gives the time in both zones, the manage link, and a calendar file holding the emailed invitation's event; a forged signature or a cancelled demo gets none", async () => {
      await start({ mail: true });
      const email = "calendar@example.com";
      await visitor.verifyEmail(email);
      const booked = await post("/api/schedule-demo", {
        name: "Anita Ghosh",
        company: "Hooghly Textiles",
        phone: "+91 98300 12345",
        email,
        date: wednesday,
        time: "10:00",
        timeZone: "Europe/London",
        fillMs: 45_000,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const { _id: id, booking } = booked.json<BookingConfirmation>();
      expect(booking).toMatchObject({
        businessTime: formatInstant(wednesdayTen, "Asia/Kolkata"),
        guestTime: formatInstant(wednesdayTen, "Europe/London"),
        timeZone: "Europe/London",
      });

      await t.app.services.outbox.deliverDue();
      const invitation = sink?.messages.find((message) => message.subject?.startsWith("Your Aster HRMS demo"));
      if (!invitation) throw new Error("the invitation was sent");
      const emailed = calendarOf(invitation);
      const { signature } = manageLinkIn(invitation.text ?? "");
      expect(booking.manageUrl).toBe(`/schedule-demo/manage/${id}?signature=${encodeURIComponent(signature)}`);

      const file = await t.app.inject({ method: "GET", url: booking.calendarUrl });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(file.headers["content-disposition"]).toBe('attachment; filename="aster-hrms-demo.ics"');
      expect(file.headers["cache-control"]).toBe("no-store");
      const downloaded = file.body.replace(/\r\n[ \t]/g, "");
      for (const property of ["UID", "SEQUENCE", "DTSTART", "DURATION", "DTEND", "SUMMARY"]) {
        const line = new RegExp(`^${property}[:;].*$`, "m");
        expect(downloaded.match(line)?.[0], property).toBe(emailed.match(line)?.[0]);
      }
      expect(downloaded).toMatch(/^UID:/m);

      const forged = await t.app.inject({
        method: "GET",
        url: `/api/schedule-demo/${id}/calendar.ics?signature=${"A".repeat(43)}`,
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toEqual({ message: demoMessages.manageLinkInvalid });

      expect((await post(`/api/schedule-demo/${id}/cancel`, { signature })).statusCode).toBe(200);
      const cancelled = await t.app.inject({ method: "GET", url: booking.calendarUrl });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toEqual({ message: demoMessages.manageCancelled });
    });
  });

  describe("the manage link", () => {
    it("is refused when not signed by us, once the slot has passed, and once staff closed the request", async () => {
      await start();
      const done = await book({ email: "done@example.com", date: tuesday, time: "10:00" });
      const late = await book({ email: "late@example.com", date: tuesday, time: "10:30" });
      const closedByStaff = await book({ email: "staff@example.com", date: tuesday, time: "11:00" });
      const move = { date: wednesday, time: "12:00" };

      const forged = await reschedule(done.id, { signature: "x".repeat(43), ...move });
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toEqual({ message: demoMessages.manageLinkInvalid });
      expect(await t.app.services.demo.findForManaging(done.id, "x".repeat(43))).toBeNull();
      // The link of the confirmations sent before the manage page: it still cancels, and only cancels.
      const key = await ensureServerSecret(t.database.db, "signing-key");
      const oldCancel = createHmac("sha256", key).update(`cancel-demo:${done.id}`).digest("base64url");
      expect((await reschedule(done.id, { signature: oldCancel, ...move })).statusCode).toBe(404);
      expect(await t.app.services.demo.findForManaging(done.id, oldCancel)).toBeNull();

      expect((await t.app.services.demo.findForManaging(done.id, done.signature))?.state).toBe("open");
      await staffPatch(done.id, { status: "demo_held" });
      expect((await t.app.services.demo.findForManaging(done.id, done.signature))?.state).toBe("closed");
      const afterDone = await reschedule(done.id, { signature: done.signature, ...move });
      expect(afterDone.statusCode).toBe(409);
      expect(afterDone.json()).toEqual({ message: demoMessages.manageClosed });
      expect((await post(`/api/schedule-demo/${done.id}/cancel`, { signature: done.signature })).statusCode).toBe(409);

      await staffPatch(closedByStaff.id, { status: "cancelled" });
      const afterStaffCancel = await reschedule(closedByStaff.id, { signature: closedByStaff.signature, ...move });
      expect(afterStaffCancel.statusCode).toBe(409);
      expect(afterStaffCancel.json()).toEqual({ message: demoMessages.manageCancelled });

      await t.clock.advance(20 * hour); // Tuesday 10:30 in Kolkata: the 10:30 demo has begun.
      expect((await t.app.services.demo.findForManaging(late.id, late.signature))?.state).toBe("closed");
      const afterSlot = await reschedule(late.id, { signature: late.signature, ...move });
      expect(afterSlot.statusCode).toBe(409);
      expect(afterSlot.json()).toEqual({ message: demoMessages.manageClosed });

      const rows = await t.database.db.select().from(demoRequests);
      expect(rows.map((row) => [row.email, row.slotDate, row.slotTime]).sort()).toEqual([
        ["done@example.com", tuesday, "10:00"],
        ["late@example.com", tuesday, "10:30"],
        ["staff@example.com", tuesday, "11:00"],
      ]);
    });

    it("still lets an old cancel link cancel", async () => {
      await start();
      const booking = await book({ email: "old@example.com", date: tuesday, time: "10:00" });
      const key = await ensureServerSecret(t.database.db, "signing-key");
      const oldCancel = createHmac("sha256", key).update(`cancel-demo:${booking.id}`).digest("base64url");
      const cancelled = await post(`/api/schedule-demo/${booking.id}/cancel`, { signature: oldCancel });
      expect(cancelled.json()).toEqual({ message: "Your demo is cancelled. We have emailed you a confirmation." });
    });
  });

  describe("reschedule", () => {
    it("moves the booking, frees the old slot, sends an updated invite with the same UID and a higher SEQUENCE, and tells staff", async () => {
      await start({ mail: true });
      const booking = await book({
        email: "maria@example.com",
        name: "Maria Lopez",
        date: tuesday,
        time: "10:00",
        timeZone: "America/Los_Angeles",
      });
      await t.app.services.outbox.deliverDue();
      const first = await sink?.waitFor((message) => message.subject?.startsWith("Your Aster HRMS demo") ?? false);
      const firstIcs = calendarOf(first as NonNullable<typeof first>);
      expect(firstIcs).toContain("SEQUENCE:0");
      expect(first?.text).toContain("Manage your booking");
      expect(first?.text).not.toContain("/schedule-demo/cancel/");

      // Checked like a booking: a time, a real date, a bookable slot, a different one.
      const missing = await reschedule(booking.id, { signature: booking.signature, date: "", time: "" });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ date: demoMessages.dateRequired, time: demoMessages.timeRequired });
      const same = await reschedule(booking.id, { signature: booking.signature, date: tuesday, time: "10:00" });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ message: demoMessages.sameSlot, errors: { time: demoMessages.sameSlot } });
      for (const [date, time] of [
        ["2026-06-06", "10:00"], // a Saturday
        [tuesday, "20:00"], // after hours
        ["2026-05-29", "10:00"], // the past
      ]) {
        const refused = await reschedule(booking.id, { signature: booking.signature, date, time });
        expect(refused.statusCode, `${date} ${time}`).toBe(400);
      }

      const moved = await reschedule(booking.id, { signature: booking.signature, date: wednesday, time: "15:00" });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({
        message: demoMessages.rescheduled,
        booking: expect.objectContaining({
          date: wednesday,
          time: "15:00",
          state: "open",
          businessTime: "Wednesday, June 3, 2026 at 3:00 PM India Standard Time",
          guestTime: "Wednesday, June 3, 2026 at 2:30 AM Pacific Daylight Time",
        }),
      });
      expect(await slots(tuesday)).toContain("10:00");
      expect(await slots(wednesday)).not.toContain("15:00");
      const [row] = await t.database.db.select().from(demoRequests).where(eq(demoRequests.id, booking.id));
      expect(row).toMatchObject({ slotDate: wednesday, slotTime: "15:00", sequence: 1 });

      await t.app.services.outbox.deliverDue();
      const update = await sink?.waitFor((message) => message.subject?.startsWith("Rescheduled:") ?? false);
      expect(update?.subject).toBe(
        "Rescheduled: your Aster HRMS demo is now Wednesday, June 3, 2026 at 2:30 AM Pacific Daylight Time",
      );
      expect(update?.text).toContain("Wednesday, June 3, 2026 at 3:00 PM India Standard Time");
      expect(update?.text).toContain("Manage your booking");
      const ics = calendarOf(update as NonNullable<typeof update>);
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toContain(`UID:demo-${booking.id}@localhost`);
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain("DTSTART:20260603T093000Z");
      const staff = await sink?.waitFor((message) => message.subject === "Demo rescheduled: Hooghly Textiles");
      expect(staff?.to && "text" in staff.to ? staff.to.text : "").toBe("sales@aster.example");
      expect(staff?.text).toContain("Wednesday, June 3, 2026 at 3:00 PM India Standard Time");
      expect(staff?.text).toContain("Tuesday, June 2, 2026 at 10:00 AM India Standard Time");

      // Cancel: METHOD:CANCEL, the same UID, a SEQUENCE above the last REQUEST's; staff told.
      const cancelled = await post(`/api/schedule-demo/${booking.id}/cancel`, { signature: booking.signature });
      expect(cancelled.statusCode).toBe(200);
      await t.app.services.outbox.deliverDue();
      const withdrawal = await sink?.waitFor((message) => message.subject === "Cancelled: your Aster HRMS demo");
      const cancelIcs = calendarOf(withdrawal as NonNullable<typeof withdrawal>);
      expect(cancelIcs).toContain("METHOD:CANCEL");
      expect(cancelIcs).toContain(`UID:demo-${booking.id}@localhost`);
      expect(cancelIcs).toContain("SEQUENCE:2");
      expect(cancelIcs).toContain("DTSTART:20260603T093000Z");
      await sink?.waitFor((message) => message.subject === "Demo cancelled: Hooghly Textiles");
      const afterCancel = await reschedule(booking.id, { signature: booking.signature, date: thursday, time: "10:00" });
      expect(afterCancel.statusCode).toBe(409);
      expect(afterCancel.json()).toEqual({ message: demoMessages.manageCancelled });
    });

    it("has one winner when 20 guests race for the same new slot: the others get SPEC's 409 and keep their own", async () => {
      await start();
      const times = (await slots(tuesday)).slice(0, 18);
      const bookings = [];
      for (const [index, time] of times.entries()) {
        bookings.push(await book({ email: `guest${index}@company${index}.example`, date: tuesday, time }));
      }
      for (const [index, time] of [
        [18, "09:00"],
        [19, "09:30"],
      ] as const) {
        bookings.push(await book({ email: `guest${index}@company${index}.example`, date: wednesday, time }));
      }
      expect(bookings).toHaveLength(20);
      const answers = await Promise.all(
        bookings.map((booking) =>
          reschedule(booking.id, { signature: booking.signature, date: wednesday, time: "15:00" }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(19);
      for (const answer of answers.filter((answer) => answer.statusCode === 409)) {
        expect(answer.json()).toEqual({ message: demoMessages.slotTaken, errors: { time: demoMessages.slotTaken } });
      }
      const rows = await t.database.db.select().from(demoRequests).where(eq(demoRequests.slotDate, wednesday));
      expect(rows.filter((row) => row.slotTime === "15:00")).toHaveLength(1);
      const winner = rows.find((row) => row.slotTime === "15:00");
      expect(winner?.sequence).toBe(1);
      // Only the winner was told, and only its old slot came free.
      const updates = (await t.database.db.select().from(outbox)).filter((row) =>
        row.subject.startsWith("Rescheduled:"),
      );
      expect(updates.map((row) => row.relatedId)).toEqual([winner?.id]);
      const losers = await t.database.db.select().from(demoRequests);
      expect(losers.filter((row) => row.sequence === 0)).toHaveLength(19);
    });
  });

  describe("reminders", () => {
    it("arrive 24 hours and 1 hour before the demo, in the guest's time zone, not before, and never twice", async () => {
      await start({ mail: true });
      const booking = await book({
        email: "nina@example.com",
        name: "Nina Berg",
        date: wednesday,
        time: "10:00",
        timeZone: "America/New_York",
      });
      expect((await reminderRows(booking.id)).map((row) => row.nextAttemptAt.toISOString()).sort()).toEqual([
        "2026-06-02T04:30:00.000Z",
        "2026-06-03T03:30:00.000Z",
      ]);

      t.clock.set(new Date(wednesdayTen.getTime() - 24 * hour - minute));
      expect(await deliverAndReadReminders()).toHaveLength(0);
      t.clock.set(new Date(wednesdayTen.getTime() - 24 * hour));
      const [dayBefore] = await deliverAndReadReminders();
      expect(dayBefore?.subject).toBe("Reminder: your Aster HRMS demo starts in 24 hours");
      // The guest's own time, India's in brackets, and the link to change it.
      expect(dayBefore?.text).toContain(
        "Wednesday, June 3, 2026 at 12:30 AM Eastern Daylight Time (Wednesday, June 3, 2026 at 10:00 AM India Standard Time)",
      );
      expect(dayBefore?.text).toMatch(/\/schedule-demo\/manage\/[0-9a-f-]+\?signature=/);
      expect(dayBefore?.html).toContain("Manage your booking");

      t.clock.set(new Date(wednesdayTen.getTime() - hour - minute));
      expect(await deliverAndReadReminders()).toHaveLength(1);
      t.clock.set(new Date(wednesdayTen.getTime() - hour));
      const reminders = await deliverAndReadReminders();
      expect(reminders.map((message) => message.subject)).toEqual([
        "Reminder: your Aster HRMS demo starts in 24 hours",
        "Reminder: your Aster HRMS demo starts in 1 hour",
      ]);
      t.clock.set(new Date(wednesdayTen.getTime() + hour));
      expect(await deliverAndReadReminders()).toHaveLength(2);
      expect((await reminderRows(booking.id)).every((row) => row.status === "sent")).toBe(true);
    });

    it("are left out when their moment has passed at booking: a demo 3 hours ahead gets only the 1-hour one", async () => {
      await start();
      const booking = await book({ email: "soon@example.com", date: "2026-06-01", time: "17:30" });
      const rows = await reminderRows(booking.id);
      expect(rows.map((row) => [row.subject, row.nextAttemptAt.toISOString()])).toEqual([
        ["Reminder: your Aster HRMS demo starts in 1 hour", "2026-06-01T11:00:00.000Z"],
      ]);
    });

    it("move with a reschedule, and disappear on a cancel or when staff cancel the request", async () => {
      await start({ mail: true });
      const booking = await book({ email: "mover@example.com", date: wednesday, time: "10:00" });
      expect(await reminderRows(booking.id)).toHaveLength(2);
      const moved = await reschedule(booking.id, { signature: booking.signature, date: thursday, time: "11:00" });
      expect(moved.statusCode).toBe(200);
      const thursdayEleven = new Date("2026-06-04T05:30:00Z");
      expect((await reminderRows(booking.id)).map((row) => row.nextAttemptAt.toISOString()).sort()).toEqual([
        new Date(thursdayEleven.getTime() - 24 * hour).toISOString(),
        new Date(thursdayEleven.getTime() - hour).toISOString(),
      ]);
      // The old times pass without a reminder; the new ones bring it, with the new time.
      t.clock.set(new Date(wednesdayTen.getTime() - 24 * hour));
      expect(await deliverAndReadReminders()).toHaveLength(0);
      t.clock.set(new Date(thursdayEleven.getTime() - 24 * hour));
      const [moving] = await deliverAndReadReminders();
      expect(moving?.text).toContain("Thursday, June 4, 2026 at 11:00 AM India Standard Time");

      const cancelled = await post(`/api/schedule-demo/${booking.id}/cancel`, { signature: booking.signature });
      expect(cancelled.statusCode).toBe(200);
      expect((await reminderRows(booking.id)).map((row) => row.status)).toEqual(["sent"]);
      t.clock.set(new Date(thursdayEleven.getTime() - hour));
      expect(await deliverAndReadReminders()).toHaveLength(1);

      const staffCancelled = await book({ email: "dropped@example.com", date: "2026-06-08", time: "10:00" });
      expect(await reminderRows(staffCancelled.id)).toHaveLength(2);
      await staffPatch(staffCancelled.id, { status: "cancelled" });
      expect(await reminderRows(staffCancelled.id)).toEqual([]);
    });

    it("after downtime, go out only while they still make sense, and each at most once", async () => {
      await start({ mail: true });
      const missed = await book({ email: "missed@example.com", date: wednesday, time: "10:00" });
      const halfway = await book({ email: "halfway@example.com", date: wednesday, time: "11:00" });
      await t.app.services.outbox.deliverDue();
      const beforeDowntime = sink?.messages.length ?? 0;

      // The server was down from Monday until 10:30 on Wednesday: 10:00's demo has begun, 11:00's is
      // half an hour off. Its 1-hour reminder still makes sense; the 24-hour ones no longer do.
      t.clock.set(new Date("2026-06-03T05:00:00Z"));
      const rounds = await Promise.all([t.app.services.outbox.deliverDue(), t.app.services.outbox.deliverDue()]);
      expect(rounds.reduce((total, round) => total + round.sent, 0)).toBe(1);
      const arrived = sink?.messages.slice(beforeDowntime) ?? [];
      expect(
        arrived.map((message) => [message.to && "text" in message.to ? message.to.text : "", message.subject]),
      ).toEqual([["halfway@example.com", "Reminder: your Aster HRMS demo starts in 1 hour"]]);
      const missedRows = await reminderRows(missed.id);
      expect(missedRows.map((row) => [row.status, row.lastError])).toEqual([
        ["expired", expiredReason],
        ["expired", expiredReason],
      ]);
      expect((await reminderRows(halfway.id)).map((row) => row.status).sort()).toEqual(["expired", "sent"]);

      // Staff's Retry of an expired reminder does not send it late either.
      const [expired] = missedRows;
      await t.app.inject({
        method: "POST",
        url: `/api/admin/outbox/${expired?.id}/retry`,
        headers: { "x-auth-token": await signIn(t.app) },
      });
      await t.clock.advance(hour);
      expect((await t.app.services.outbox.deliverDue()).sent).toBe(0);
      expect(sink?.messages.length).toBe(beforeDowntime + 1);
    });
  });
});
