import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRequestInputSchema } from "../../../common/demo";
import { type DemoTestContext, demoTestContext } from "../../../tests/support/demo-context";
import { outbox as outboxTable } from "../../db/schema";
import { bookDemo, freeSlots } from "./booking";
import { reminderType } from "./reminders";
import { cancelDemo, findForCancellation, findForManaging, rescheduleDemo } from "./reschedule-and-cancel";

// The test clock starts on Monday 2026-06-01, 14:30 in Kolkata.
const wednesday = "2026-06-03";
const thursday = "2026-06-04";

describe("a guest moving or cancelling their demo, without HTTP", () => {
  let demo: DemoTestContext;
  beforeAll(async () => {
    demo = await demoTestContext({ SALES_EMAIL: "sales@aster.test" });
  });
  afterAll(() => demo?.dispose());

  /** Books a slot and answers the id and signature of the "Manage your booking" link the guest was sent. */
  async function booked(email: string, date: string, time: string) {
    await demo.verify(email);
    const input = demoRequestInputSchema.parse({
      company: "Hooghly Textiles",
      phone: "+91 98300 12345",
      email,
      date,
      time,
    });
    const outcome = await bookDemo(demo.context, { ...input, name: "Anita Ghosh", timeZone: "Asia/Dubai" });
    if (outcome.kind !== "booked") throw new Error(`booking ${email}: ${outcome.kind}`);
    const { text } = await demo.latestEmail(email, "Your Aster HRMS demo");
    const link = new URL(text.match(/https?:\/\/\S+\/schedule-demo\/manage\/\S+/)?.[0] ?? "http://missing/");
    return { id: outcome.id, signature: link.searchParams.get("signature") ?? "" };
  }

  const remindersOf = async (id: string) =>
    (
      await demo.context.db
        .select({ dueAt: outboxTable.dueAt })
        .from(outboxTable)
        .where(
          and(
            eq(outboxTable.relatedId, id),
            eq(outboxTable.relatedType, reminderType),
            eq(outboxTable.status, "queued"),
          ),
        )
        .orderBy(outboxTable.dueAt)
    ).map((row) => row.dueAt.toISOString());

  it("shows the booking to its link only, in the guest's zone and India's", async () => {
    const { id, signature } = await booked("view@hooghly.test", wednesday, "10:00");
    expect(await findForManaging(demo.context, id, signature)).toEqual({
      name: "Anita Ghosh",
      company: "Hooghly Textiles",
      date: wednesday,
      time: "10:00",
      timeZone: "Asia/Dubai",
      state: "open",
      businessTime: "Wednesday, June 3, 2026 at 10:00 AM India Standard Time",
      guestTime: "Wednesday, June 3, 2026 at 8:30 AM Gulf Standard Time",
    });
    expect(await findForManaging(demo.context, id, `${signature}x`)).toBeNull();
    expect(await findForCancellation(demo.context, id, "forged")).toBeNull();
  });

  it("moves a booking: the old slot frees, the new one is taken, the invitation's SEQUENCE goes up, the reminders follow", async () => {
    const { id, signature } = await booked("move@hooghly.test", wednesday, "11:00");
    expect(await rescheduleDemo(demo.context, { id, signature, date: thursday, time: "15:00" })).toBe("rescheduled");

    expect((await freeSlots(demo.context, wednesday)).availableSlots).toContain("11:00");
    expect((await freeSlots(demo.context, thursday)).availableSlots).not.toContain("15:00");
    const moved = await demo.latestEmail("move@hooghly.test", "Rescheduled: your Aster HRMS demo is now");
    expect(moved.icalMethod).toBe("REQUEST");
    expect(moved.icalContent).toContain("SEQUENCE:1");
    await demo.latestEmail("sales@aster.test", "Demo rescheduled: Hooghly Textiles");
    // 15:00 in Kolkata on Thursday is 09:30 UTC.
    expect(await remindersOf(id)).toEqual(["2026-06-03T09:30:00.000Z", "2026-06-04T08:30:00.000Z"]);
  });

  it("refuses the same slot, a slot another guest holds, and an unbookable time", async () => {
    const { id, signature } = await booked("refused@hooghly.test", wednesday, "12:00");
    await booked("holder@kaveri.test", wednesday, "12:30");
    expect(await rescheduleDemo(demo.context, { id, signature, date: wednesday, time: "12:00" })).toBe("same-slot");
    expect(await rescheduleDemo(demo.context, { id, signature, date: wednesday, time: "12:30" })).toBe("slot-taken");
    expect(await rescheduleDemo(demo.context, { id, signature, date: "2026-06-06", time: "12:00" })).toBe(
      "slot-unavailable",
    );
    expect((await findForManaging(demo.context, id, signature))?.time).toBe("12:00");
  });

  it("cancels: the slot frees, the calendar gets CANCEL with a higher SEQUENCE, the reminders are taken back", async () => {
    const { id, signature } = await booked("cancel@hooghly.test", wednesday, "13:00");
    expect(await cancelDemo(demo.context, { id, signature })).toBe("cancelled");

    expect((await freeSlots(demo.context, wednesday)).availableSlots).toContain("13:00");
    const cancelled = await demo.latestEmail("cancel@hooghly.test", "Cancelled: your Aster HRMS demo");
    expect(cancelled.icalMethod).toBe("CANCEL");
    expect(cancelled.icalContent).toContain("SEQUENCE:1");
    expect(await remindersOf(id)).toEqual([]);
    expect(await cancelDemo(demo.context, { id, signature })).toBe("already-cancelled");
    expect(await rescheduleDemo(demo.context, { id, signature, date: thursday, time: "10:00" })).toBe("cancelled");
    expect((await findForManaging(demo.context, id, signature))?.state).toBe("cancelled");
  });

  it("closes the link once the demo's time has come", async () => {
    const { id, signature } = await booked("closed@hooghly.test", "2026-06-01", "17:00");
    await demo.clock.advance(3 * 3_600_000); // 17:30 in Kolkata: the demo has begun.
    try {
      expect(await cancelDemo(demo.context, { id, signature })).toBe("closed");
      expect(await rescheduleDemo(demo.context, { id, signature, date: thursday, time: "11:00" })).toBe("closed");
      expect((await findForCancellation(demo.context, id, signature))?.closed).toBe(true);
    } finally {
      demo.clock.set("2026-06-01T09:00:00Z");
    }
  });
});
