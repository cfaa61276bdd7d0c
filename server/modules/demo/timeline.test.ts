import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRequestInputSchema } from "../../../common/demo";
import { type DemoTestContext, demoTestContext } from "../../../tests/support/demo-context";
import { bookDemo } from "./booking";
import { cancelDemo, rescheduleDemo } from "./reschedule-and-cancel";
import { staffWrites } from "./staff-list";
import { demoTimeline } from "./timeline";

// The test clock starts on Monday 2026-06-01, 14:30 in Kolkata (tests/support/test-database.ts).
const minute = 60_000;

describe("a demo request's timeline, without HTTP", () => {
  let demo: DemoTestContext;
  beforeAll(async () => {
    demo = await demoTestContext({ SALES_EMAIL: "sales@aster.test", PUBLIC_URL: "https://aster.test" });
  });
  afterAll(() => demo?.dispose());

  it("tells, in order and by whom: the booking, its emails, staff's status and notes, the guest's reschedule and cancellation", async () => {
    const email = "timeline@hooghly.test";
    await demo.verify(email);
    const booked = await bookDemo(
      demo.context,
      demoRequestInputSchema.parse({
        name: "Anita Ghosh",
        company: "Hooghly Textiles",
        phone: "+91 98300 12345",
        fillMs: 45_000,
        email,
        date: "2026-06-03",
        time: "10:00",
      }),
    );
    if (booked.kind !== "booked") throw new Error(`booking: ${booked.kind}`);
    const { id } = booked;

    await demo.clock.advance(10 * minute);
    const staff = staffWrites(demo.context);
    const priya = { id: null, username: "priya.sales" };
    await staff.update(id, { status: "contacted" }, priya);
    await demo.clock.advance(minute);
    await staff.update(id, { notes: "Wants payroll for 120 staff in two states." }, priya);
    await demo.clock.advance(minute);
    const signature = demo.context.links.signatureOf("manage-demo", id);
    expect(await rescheduleDemo(demo.context, { id, signature, date: "2026-06-04", time: "15:00" })).toBe(
      "rescheduled",
    );
    await demo.clock.advance(minute);
    expect(await cancelDemo(demo.context, { id, signature })).toBe("cancelled");

    const timeline = await demoTimeline(demo.context, id);
    const lines = (timeline ?? []).map((entry) => [entry.kind, entry.text, entry.actor]);
    expect(lines[0]).toEqual(["booked", "Booked by the visitor", null]);
    expect(lines).toContainEqual(["status", "Status: New → Contacted", "priya.sales"]);
    expect(lines).toContainEqual(["notes", "Notes changed", "priya.sales"]);
    expect(timeline?.find((entry) => entry.kind === "notes")?.detail).toBe(
      "Wants payroll for 120 staff in two states.",
    );
    expect(lines).toContainEqual(["cancelled", "Cancelled by the visitor", null]);
    // Every email about it, the reminders and the reschedule's included, with its outcome (no mailer: queued).
    const emails = lines.filter(([kind]) => kind === "email").map(([, text]) => text);
    expect(emails).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Email queued: Your Aster HRMS demo/),
        expect.stringMatching(/^Email queued: Rescheduled: your Aster HRMS demo is now/),
        expect.stringMatching(/^Email queued: Cancelled: your Aster HRMS demo/),
      ]),
    );
    // Oldest first.
    const times = (timeline ?? []).map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
    expect(lines.findIndex(([kind]) => kind === "status")).toBeLessThan(lines.findIndex(([kind]) => kind === "notes"));
    expect(lines.at(-1)?.[0]).not.toBe("booked");

    expect(await demoTimeline(demo.context, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
