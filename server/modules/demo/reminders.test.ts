import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoTestContext, demoTestContext } from "../../../tests/support/demo-context";
import { outbox as outboxTable } from "../../db/schema";
import { dropReminders, queueReminders, reminderEmails, reminderType } from "./reminders";

const guest = { name: "Anita Ghosh", email: "anita@hooghly.test", timeZone: "Europe/London" };
const id = "7b3a4c1e-2f6d-4e8a-9b0c-1d2e3f4a5b6c";

describe("a demo's reminders, without HTTP", () => {
  let demo: DemoTestContext;
  beforeAll(async () => {
    demo = await demoTestContext();
  });
  afterAll(() => demo?.dispose());

  it("renders both reminders for a demo days away, in the guest's zone with India's in brackets", async () => {
    // The clock reads 2026-06-01T09:00Z; the demo is on Wednesday at 10:00 in Kolkata (04:30 UTC).
    const reminders = await reminderEmails(demo.context, id, guest, new Date("2026-06-03T04:30:00Z"));
    expect(reminders.map((reminder) => reminder.email.subject)).toEqual([
      "Reminder: your Aster HRMS demo starts in 24 hours",
      "Reminder: your Aster HRMS demo starts in 1 hour",
    ]);
    expect(reminders[0]?.email.text).toContain("Wednesday, June 3, 2026 at 5:30 AM British Summer Time");
    expect(reminders[0]?.email.text).toContain("(Wednesday, June 3, 2026 at 10:00 AM India Standard Time)");
  });

  it("leaves out a reminder whose moment has passed: three hours ahead gets only the one-hour one", async () => {
    const threeHoursAhead = new Date(demo.clock.now().getTime() + 3 * 3_600_000);
    const reminders = await reminderEmails(demo.context, id, guest, threeHoursAhead);
    expect(reminders.map((reminder) => reminder.sendAt.getTime())).toEqual([threeHoursAhead.getTime() - 3_600_000]);
    // And within the last hour, none.
    expect(await reminderEmails(demo.context, id, guest, new Date(demo.clock.now().getTime() + 59 * 60_000))).toEqual(
      [],
    );
  });

  it("takes back only a booking's reminders still queued, not one already handed to the mailer", async () => {
    const slotAt = new Date("2026-06-03T04:30:00Z");
    const reminders = await reminderEmails(demo.context, id, guest, slotAt);
    const otherBooking = "00000000-0000-4000-8000-000000000000";
    await demo.context.db.transaction(async (tx) => {
      await queueReminders(demo.context, tx, id, reminders);
      await queueReminders(demo.context, tx, otherBooking, reminders);
    });
    const ours = () =>
      demo.context.db.select().from(outboxTable).where(eq(outboxTable.relatedId, id)).orderBy(outboxTable.dueAt);
    const [first] = await ours();
    expect((await ours()).map((row) => row.relatedType)).toEqual([reminderType, reminderType]);
    await demo.context.db
      .update(outboxTable)
      .set({ status: "sent" })
      .where(eq(outboxTable.id, first?.id ?? ""));

    await dropReminders(demo.context.db, id);
    expect((await ours()).map((row) => row.status)).toEqual(["sent"]);
    const theirs = await demo.context.db.select().from(outboxTable).where(eq(outboxTable.relatedId, otherBooking));
    expect(theirs).toHaveLength(2);
  });
});
