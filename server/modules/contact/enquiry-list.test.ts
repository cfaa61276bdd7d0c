import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEnquiryListQuerySchema, contactEnquiryInputSchema } from "../../../common/contact";
import { referenceOf } from "../../../common/reference";
import { type FormsTestContext, formsTestContext } from "../../../tests/support/forms-context";
import { auditLog, contactEnquiries } from "../../db/schema";
import { createDataRightsRequestService } from "../data-rights-requests/service";
import { type ContactContext, createContactContext } from "./context";
import { listEnquiries, staffWrites } from "./enquiry-list";
import { submitEnquiry } from "./submit-enquiry";

const query = (fields: Record<string, string> = {}) => adminEnquiryListQuerySchema.parse(fields);

describe("the back office's enquiries, without HTTP", () => {
  let forms: FormsTestContext;
  let context: ContactContext;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    forms = await formsTestContext();
    context = createContactContext({ ...forms, dataRightsRequests: createDataRightsRequestService(forms) });
    const submit = async (name: string, fields: Record<string, string> = {}) => {
      const input = { name, email: `${name.toLowerCase()}@example.test`, message: "Hello", fillMs: 30_000, ...fields };
      ids[name] = (await submitEnquiry(context, contactEnquiryInputSchema.parse(input))).id;
      await forms.clock.advance(60_000);
    };
    await submit("Asha", { topic: "sales", company: "Hooghly Textiles" });
    await submit("Bala", { topic: "support" });
    await submit("Chitra", { topic: "sales", message: "Pricing for Kaveri Foods?" });
    await submit("Bot", { website: "http://spam.test" });
  });
  afterAll(() => forms?.dispose());

  it("lists the newest first, with spam kept apart", async () => {
    const page = await listEnquiries(context, query());
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.name)).toEqual(["Chitra", "Bala", "Asha"]);
    expect(page.rows[0]?.reference).toBe(referenceOf("enquiry", ids.Chitra ?? ""));
    expect((await listEnquiries(context, query({ spam: "true" }))).rows.map((row) => row.name)).toEqual(["Bot"]);
  });

  it("filters by topic, and searches the company, the message and the reference", async () => {
    expect((await listEnquiries(context, query({ topic: "sales" }))).rows.map((row) => row.name)).toEqual([
      "Chitra",
      "Asha",
    ]);
    expect((await listEnquiries(context, query({ q: "hooghly" }))).rows.map((row) => row.name)).toEqual(["Asha"]);
    expect((await listEnquiries(context, query({ q: "kaveri" }))).rows.map((row) => row.name)).toEqual(["Chitra"]);
    const byReference = await listEnquiries(context, query({ q: referenceOf("enquiry", ids.Bala ?? "") }));
    expect(byReference.rows.map((row) => row.name)).toEqual(["Bala"]);
  });

  it("marks an enquiry handled and back, keeps when it was handled, and audits each change", async () => {
    const { setHandled } = staffWrites(context);
    const id = ids.Bala ?? "";
    expect(await setHandled(id, true, forms.staff)).toMatchObject({ handled: true });
    const [row] = await forms.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
    expect(row?.handledAt).toEqual(forms.clock.now());
    expect((await listEnquiries(context, query({ handled: "true" }))).rows.map((entry) => entry.name)).toEqual([
      "Bala",
    ]);
    expect((await listEnquiries(context, query({ handled: "false" }))).total).toBe(2);

    expect(await setHandled(id, false, forms.staff)).toMatchObject({ handled: false });
    const audited = await forms.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "contact_enquiry"), eq(auditLog.entityId, id)));
    expect(audited.map((entry) => entry.summary).sort()).toEqual([
      "Marked the enquiry from Bala as handled",
      "Marked the enquiry from Bala as not handled",
    ]);
    expect(await setHandled("00000000-0000-4000-8000-000000000000", true, forms.staff)).toBeNull();
  });
});
