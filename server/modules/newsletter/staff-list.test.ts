import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSubscriberListQuerySchema } from "../../../common/newsletter";
import { type NewsletterTestContext, newsletterTestContext } from "../../../tests/support/newsletter-context";
import { auditLog, newsletterSubscribers } from "../../db/schema";
import { confirmedCount, exportSubscribers, listSubscribers, subscriberRemoval } from "./staff-list";

const query = (fields: Record<string, unknown> = {}) => adminSubscriberListQuerySchema.parse(fields);

describe("the back office's subscribers, without HTTP", () => {
  let list: NewsletterTestContext;
  beforeAll(async () => {
    list = await newsletterTestContext();
    const at = list.clock.now();
    const row = (email: string, status: "pending" | "subscribed" | "unsubscribed") => ({
      email,
      status,
      consentAskedAt: at,
      confirmedAt: status === "pending" ? null : at,
    });
    await list.db
      .insert(newsletterSubscribers)
      .values([
        row("anita@hooghly.test", "subscribed"),
        row("ravi@hooghly.test", "subscribed"),
        row("meera@godavari.test", "pending"),
        row("kiran@tapti.test", "unsubscribed"),
        ...Array.from({ length: 1001 }, (_, index) => row(`reader${index}@bulk.test`, "subscribed")),
      ]);
  });
  afterAll(() => list?.dispose());

  it("filters by status and searches the address, with the total", async () => {
    const hooghly = await listSubscribers(list.context, query({ q: "hooghly", sort: "email", order: "asc" }));
    expect(hooghly).toMatchObject({
      total: 2,
      rows: [{ email: "anita@hooghly.test" }, { email: "ravi@hooghly.test" }],
    });
    const pending = await listSubscribers(list.context, query({ status: "pending" }));
    expect(pending.rows.map((row) => [row.email, row.confirmedAt])).toEqual([["meera@godavari.test", null]]);
  });

  it("exports every row the filter matches, past the first thousand", async () => {
    const exported: string[] = [];
    for await (const subscriber of exportSubscribers(list.context, { ...query({ status: "subscribed" }) })) {
      exported.push(subscriber.email);
    }
    expect(exported).toHaveLength(1003);
    expect(new Set(exported).size).toBe(1003);
  });

  it("counts only confirmed subscribers: who a newsletter would go to", async () => {
    expect(await confirmedCount(list.context)).toBe(1003);
  });

  it("removes a subscriber, audited without the address (personal data); false for one not there", async () => {
    const remove = subscriberRemoval(list.context);
    const [kiran] = await list.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "kiran@tapti.test"));
    expect(await remove(kiran?.id ?? "", list.staff)).toBe(true);
    expect(
      await list.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, kiran?.id ?? "")),
    ).toEqual([]);
    const [audit] = await list.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, kiran?.id ?? ""));
    expect(audit).toMatchObject({
      action: "delete",
      entity: "newsletter_subscriber",
      actorName: "alice",
      summary: "Removed a newsletter subscriber (unsubscribed)",
    });
    expect(JSON.stringify(audit)).not.toContain("kiran@tapti.test");
    expect(await remove(kiran?.id ?? "", list.staff)).toBe(false);
  });
});
