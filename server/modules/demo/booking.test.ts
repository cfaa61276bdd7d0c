import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRequestInputSchema } from "../../../common/demo";
import { type DemoTestContext, demoTestContext } from "../../../tests/support/demo-context";
import { bookDemo, freeSlots, maxLiveBookingsPerDomain } from "./booking";

// The test clock starts on Monday 2026-06-01, 14:30 in Kolkata (tests/support/test-database.ts).
const tuesday = "2026-06-02";
const wednesday = "2026-06-03";
const friday = "2026-06-05";

const booking = (fields: { email: string; date: string; time: string; website?: string; fillMs?: number }) =>
  demoRequestInputSchema.parse({
    name: "Anita Ghosh",
    company: "Hooghly Textiles",
    phone: "+91 98300 12345",
    fillMs: 45_000,
    ...fields,
  });

describe("booking a demo, without HTTP", () => {
  let demo: DemoTestContext;
  beforeAll(async () => {
    demo = await demoTestContext({ SALES_EMAIL: "sales@aster.test", PUBLIC_URL: "https://aster.test" });
  });
  afterAll(() => demo?.dispose());

  it("takes the slot, and queues the request to sales, the guest's invitation and both reminders in one go", async () => {
    await demo.verify("anita@hooghly.test");
    const outcome = await bookDemo(demo.context, booking({ email: "anita@hooghly.test", date: friday, time: "10:00" }));
    expect(outcome).toEqual({ kind: "booked", id: expect.any(String) });

    expect((await freeSlots(demo.context, friday)).availableSlots).not.toContain("10:00");
    const staff = await demo.latestEmail("sales@aster.test", "New Demo Request from Hooghly Textiles");
    expect(staff.replyTo).toBe("anita@hooghly.test");
    const confirmation = await demo.latestEmail(
      "anita@hooghly.test",
      "Your Aster HRMS demo: Friday, June 5, 2026 at 10:00 AM India Standard Time",
    );
    expect(confirmation.icalMethod).toBe("REQUEST");
    expect(confirmation.icalContent).toContain("SEQUENCE:0");
    expect(confirmation.text).toContain(
      `https://aster.test/schedule-demo/manage/${outcome.kind === "booked" && outcome.id}`,
    );

    // 10:00 in Kolkata is 04:30 UTC: reminders 24 hours and 1 hour before it, each stale when the next is due.
    const reminders = (await demo.queued())
      .filter((row) => row.subject.startsWith("Reminder:"))
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    expect(reminders.map((row) => [row.subject, row.dueAt.toISOString(), row.expiresAt?.toISOString()])).toEqual([
      ["Reminder: your Aster HRMS demo starts in 24 hours", "2026-06-04T04:30:00.000Z", "2026-06-05T03:30:00.000Z"],
      ["Reminder: your Aster HRMS demo starts in 1 hour", "2026-06-05T03:30:00.000Z", "2026-06-05T04:30:00.000Z"],
    ]);
  });

  it("refuses an address that was not verified, and the slot stays free", async () => {
    const outcome = await bookDemo(demo.context, booking({ email: "ravi@hooghly.test", date: tuesday, time: "11:00" }));
    expect(outcome).toEqual({ kind: "unverified" });
    expect((await freeSlots(demo.context, tuesday)).availableSlots).toContain("11:00");
  });

  it("lets the database's unique index refuse a slot already taken, and keeps the loser's verification", async () => {
    await demo.verify("first@kaveri.test");
    await demo.verify("second@godavari.test");
    const slot = { date: tuesday, time: "12:00" };
    expect(await bookDemo(demo.context, booking({ email: "first@kaveri.test", ...slot }))).toMatchObject({
      kind: "booked",
    });
    expect(await bookDemo(demo.context, booking({ email: "second@godavari.test", ...slot }))).toEqual({
      kind: "slot-taken",
    });
    // The failed transaction consumed nothing: the same address books the next slot.
    expect(
      await bookDemo(demo.context, booking({ email: "second@godavari.test", date: tuesday, time: "12:30" })),
    ).toMatchObject({ kind: "booked" });
  });

  it("stores a filled honeypot as spam: answered like a booking, no slot taken, nothing sent", async () => {
    const before = (await demo.queued()).length;
    const outcome = await bookDemo(
      demo.context,
      booking({ email: "bot@spam.test", date: tuesday, time: "13:00", website: "https://spam.test" }),
    );
    expect(outcome).toEqual({ kind: "screened", id: expect.any(String) });
    expect((await freeSlots(demo.context, tuesday)).availableSlots).toContain("13:00");
    expect((await demo.queued()).length).toBe(before);
  });

  it("refuses a time that is not a bookable slot: within the two hours' notice, or outside hours", async () => {
    await demo.verify("late@narmada.test");
    // Now is 14:30 on Monday: with 120 minutes' notice, 16:30 is today's first slot.
    expect(
      await bookDemo(demo.context, booking({ email: "late@narmada.test", date: "2026-06-01", time: "16:00" })),
    ).toEqual({
      kind: "slot-unavailable",
    });
    expect(await bookDemo(demo.context, booking({ email: "late@narmada.test", date: tuesday, time: "18:00" }))).toEqual(
      {
        kind: "slot-unavailable",
      },
    );
    expect(
      await bookDemo(demo.context, booking({ email: "late@narmada.test", date: "2026-06-01", time: "16:30" })),
    ).toMatchObject({ kind: "booked" });
  });

  it(`lets one company's domain hold ${maxLiveBookingsPerDomain} demos to come, and one Gmail mailbox as many`, async () => {
    for (let index = 0; index < maxLiveBookingsPerDomain; index++) {
      const email = `person${index}@tapti.test`;
      await demo.verify(email);
      expect(await bookDemo(demo.context, booking({ email, date: wednesday, time: `${10 + index}:00` }))).toMatchObject(
        { kind: "booked" },
      );
    }
    await demo.verify("sixth@tapti.test");
    expect(
      await bookDemo(demo.context, booking({ email: "sixth@tapti.test", date: wednesday, time: "16:00" })),
    ).toEqual({
      kind: "domain-full",
    });

    // Gmail ignores dots and +tags: these are all one mailbox.
    const oneMailbox = [
      "meerarao@gmail.com",
      "meera.rao@gmail.com",
      "meerarao+demo@gmail.com",
      "meera.rao+hr@gmail.com",
      "mee.rarao@gmail.com",
    ];
    for (const [index, email] of oneMailbox.entries()) {
      await demo.verify(email);
      expect(
        await bookDemo(demo.context, booking({ email, date: "2026-06-04", time: `${10 + index}:00` })),
      ).toMatchObject({ kind: "booked" });
    }
    await demo.verify("m.e.e.r.a.rao@gmail.com");
    expect(
      await bookDemo(demo.context, booking({ email: "m.e.e.r.a.rao@gmail.com", date: "2026-06-04", time: "16:00" })),
    ).toEqual({ kind: "address-full" });
    // Another person at the same provider is not "your company".
    await demo.verify("kiran@gmail.com");
    expect(
      await bookDemo(demo.context, booking({ email: "kiran@gmail.com", date: "2026-06-04", time: "16:00" })),
    ).toMatchObject({ kind: "booked" });
  });
});
