import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedInstant } from "../../../common/business-time";
import { demoListQuerySchema } from "../../../common/demo";
import { type DemoTestContext, demoTestContext } from "../../../tests/support/demo-context";
import { adminUsers, auditLog, demoRequests, outbox as outboxTable } from "../../db/schema";
import type { Actor } from "../audit/service";
import { queueReminders, reminderEmails } from "./reminders";
import {
  countDemoRequests,
  exportDemoRequests,
  listDemoRequests,
  recentDemoRequests,
  requestsPerWeek,
  staffWrites,
} from "./staff-list";

/** A request as the table holds it, written straight in: the list's own input, many at once. */
function requestRow(fields: { company: string; email: string; createdAt: string; spamReason?: string; slot?: number }) {
  const slot = fields.slot ?? 0;
  const time = `${String(9 + (Math.floor(slot / 2) % 9)).padStart(2, "0")}:${slot % 2 ? "30" : "00"}`;
  const date = `2026-07-${String(1 + Math.floor(slot / 18)).padStart(2, "0")}`;
  return {
    id: randomUUID(),
    name: "Anita Ghosh",
    company: fields.company,
    email: fields.email,
    phone: "+91 98300 12345",
    slotDate: date,
    slotTime: time,
    slotAt: zonedInstant(date, time, "Asia/Kolkata"),
    timeZone: "Asia/Kolkata",
    createdAt: new Date(fields.createdAt),
    updatedAt: new Date(fields.createdAt),
    spamReason: fields.spamReason ?? null,
  };
}

describe("the back office's demo requests, without HTTP", () => {
  let demo: DemoTestContext;
  let staff: Actor;

  beforeAll(async () => {
    demo = await demoTestContext();
    // Every test database starts with the admin alice (tests/support/test-database.ts).
    const [user] = await demo.context.db.select().from(adminUsers).where(eq(adminUsers.username, "alice"));
    staff = { id: user?.id ?? "", username: "alice" };
    await demo.context.db.insert(demoRequests).values([
      requestRow({ company: "Hooghly Textiles", email: "a@hooghly.test", createdAt: "2026-05-04T06:00:00Z", slot: 0 }),
      requestRow({ company: "Kaveri Foods", email: "b@kaveri.test", createdAt: "2026-05-20T06:00:00Z", slot: 1 }),
      requestRow({ company: "Godavari Steel", email: "c@godavari.test", createdAt: "2026-05-31T20:00:00Z", slot: 2 }),
      requestRow({
        company: "Spam Co",
        email: "bot@spam.test",
        createdAt: "2026-05-31T06:00:00Z",
        spamReason: "honeypot field filled",
        slot: 2,
      }),
    ]);
  });
  afterAll(() => demo?.dispose());

  const query = demoListQuerySchema.parse({ sort: "createdAt", order: "desc" });

  it("lists real requests apart from spam, searches the contact fields, and counts them", async () => {
    const all = await listDemoRequests(demo.context, query);
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.company)).toEqual(["Godavari Steel", "Kaveri Foods", "Hooghly Textiles"]);
    const spam = await listDemoRequests(demo.context, { ...query, status: "spam" });
    expect(spam.rows.map((row) => [row.company, row.spamReason])).toEqual([["Spam Co", "honeypot field filled"]]);
    expect((await listDemoRequests(demo.context, { ...query, q: "kaveri" })).rows.map((row) => row.email)).toEqual([
      "b@kaveri.test",
    ]);
    expect(await countDemoRequests(demo.context)).toBe(3);
    expect((await recentDemoRequests(demo.context, 2)).map((row) => row.company)).toEqual([
      "Godavari Steel",
      "Kaveri Foods",
    ]);
  });

  it("counts requests per week, Monday first in India's time, oldest first, with empty weeks as zero", async () => {
    // 2026-05-31T20:00Z is already Monday 1 June in Kolkata; 2026-05-04 is a Monday.
    expect(await requestsPerWeek(demo.context, 5)).toEqual([
      { weekStart: "2026-05-04", count: 1 },
      { weekStart: "2026-05-11", count: 0 },
      { weekStart: "2026-05-18", count: 1 },
      { weekStart: "2026-05-25", count: 0 },
      { weekStart: "2026-06-01", count: 1 },
    ]);
  });

  it("exports every matching row a page at a time, past the first thousand", async () => {
    const many = Array.from({ length: 1_001 }, (_, index) =>
      requestRow({
        company: `Bulk ${index}`,
        email: `bulk${index}@bulk.test`,
        createdAt: "2026-04-01T06:00:00Z",
        slot: 100 + index,
      }),
    );
    await demo.context.db.insert(demoRequests).values(many);
    const exported: string[] = [];
    for await (const row of exportDemoRequests(demo.context, { sort: "createdAt", order: "asc", q: "bulk.test" })) {
      exported.push(row.email);
    }
    expect(exported).toHaveLength(1_001);
    expect(new Set(exported).size).toBe(1_001);
    await demo.context.db.delete(demoRequests).where(eq(demoRequests.createdAt, new Date("2026-04-01T06:00:00Z")));
  });

  it("records staff's follow-up in the audit log, and closing a demo takes back its reminders", async () => {
    const [row] = await demo.context.db.select().from(demoRequests).where(eq(demoRequests.email, "a@hooghly.test"));
    const id = row?.id ?? "";
    const reminders = await reminderEmails(
      demo.context,
      id,
      row ?? { name: "", email: "", timeZone: "UTC" },
      row?.slotAt ?? new Date(),
    );
    await demo.context.db.transaction((tx) => queueReminders(demo.context, tx, id, reminders));
    const { update, remove } = staffWrites(demo.context);

    expect(await update(id, { status: "contacted", notes: "Called back" }, staff)).toMatchObject({
      status: "contacted",
      notes: "Called back",
    });
    expect(await demo.context.db.select().from(outboxTable).where(eq(outboxTable.relatedId, id))).toHaveLength(2);
    expect(await update(id, { status: "demo_held" }, staff)).toMatchObject({ status: "demo_held" });
    expect(await demo.context.db.select().from(outboxTable).where(eq(outboxTable.relatedId, id))).toEqual([]);

    expect(await remove(id, staff)).toBe(true);
    expect(await remove(id, staff)).toBe(false);
    const audit = await demo.context.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
    expect(audit.map((entry) => [entry.action, entry.summary])).toEqual([
      ["update", "Updated the demo request from Hooghly Textiles"],
      ["update", "Updated the demo request from Hooghly Textiles"],
      ["delete", "Deleted the demo request from Hooghly Textiles"],
    ]);
  });
});
