import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEnquiryInputSchema } from "../../../common/contact";
import { referenceOf } from "../../../common/reference";
import { type FormsTestContext, formsTestContext } from "../../../tests/support/forms-context";
import { contactEnquiries, dataRightsRequests } from "../../db/schema";
import { createDataRightsRequestService } from "../data-rights-requests/service";
import { type ContactContext, createContactContext } from "./context";
import { submitEnquiry } from "./submit-enquiry";

const enquiry = (fields: Record<string, unknown>) =>
  contactEnquiryInputSchema.parse({
    name: "Anita Ghosh",
    email: "anita@hooghly.test",
    message: "Does Aster run payroll for 400 people in three states?",
    fillMs: 30_000,
    ...fields,
  });

describe("submitting a contact enquiry, without HTTP", () => {
  let forms: FormsTestContext;
  let context: ContactContext;
  beforeAll(async () => {
    forms = await formsTestContext({ SALES_EMAIL: "sales@aster.test", PRIVACY_EMAIL: "privacy@aster.test" });
    context = createContactContext({ ...forms, dataRightsRequests: createDataRightsRequestService(forms) });
  });
  afterAll(() => forms?.dispose());

  const storedEnquiry = async (id: string) =>
    (await forms.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id)))[0];

  it("stores it and queues staff a notice whose subject names the topic and company, replying to the sender", async () => {
    const outcome = await submitEnquiry(context, enquiry({ company: "Hooghly Textiles", topic: "sales" }));
    expect(outcome).toEqual({ id: expect.any(String), screened: false });
    expect(await storedEnquiry(outcome.id)).toMatchObject({ topic: "sales", company: "Hooghly Textiles" });

    const [notice] = await forms.mailTo("sales@aster.test");
    expect(notice?.subject).toBe("New sales enquiry from Anita Ghosh (Hooghly Textiles)");
    expect(notice?.replyTo).toBe("anita@hooghly.test");
    expect(notice?.text).toContain(referenceOf("enquiry", outcome.id));
    // No acknowledgement was asked for: the sender is sent nothing.
    expect(await forms.mailTo("anita@hooghly.test")).toEqual([]);
  });

  it("sends the acknowledgement when asked, with the reference staff then see in their subject", async () => {
    const outcome = await submitEnquiry(context, enquiry({ email: "ravi@godavari.test", topic: "support" }), {
      acknowledgement: { title: "We received your message", nextSteps: "We reply within a day.", footer: "Why." },
    });
    const reference = referenceOf("enquiry", outcome.id);
    const [acknowledgement] = await forms.mailTo("ravi@godavari.test");
    expect(acknowledgement?.subject).toBe(`We received your message (${reference})`);
    expect(acknowledgement?.replyTo).toBe("sales@aster.test");
    expect(acknowledgement?.text).toContain("We reply within a day.");
    const notice = (await forms.mailTo("sales@aster.test")).find((email) => email.relatedId === outcome.id);
    expect(notice?.subject).toBe(`New support request from Anita Ghosh [${reference}]`);
  });

  it("keeps a filled honeypot as spam with its reason, and sends nothing", async () => {
    const before = (await forms.mailTo("sales@aster.test")).length;
    const outcome = await submitEnquiry(context, enquiry({ email: "bot@spam.test", website: "http://spam.test" }));
    expect(outcome.screened).toBe(true);
    expect((await storedEnquiry(outcome.id))?.spamReason).toBe("honeypot field filled");
    expect(await forms.mailTo("sales@aster.test")).toHaveLength(before);
  });

  it("delivers a message full of links, marked possibly spam in the subject for staff to judge", async () => {
    const outcome = await submitEnquiry(
      context,
      enquiry({ email: "links@example.test", message: "See https://a.test and https://b.test and www.c.test" }),
    );
    expect(outcome.screened).toBe(false);
    expect((await storedEnquiry(outcome.id))?.spamDoubt).toBe("3 links in the message");
    const notice = (await forms.mailTo("sales@aster.test")).find((email) => email.relatedId === outcome.id);
    expect(notice?.subject).toBe("Possibly spam: New enquiry from Anita Ghosh");
  });

  it("sends a privacy request to the data-rights module, with the form's company and phone in its details", async () => {
    const outcome = await submitEnquiry(
      context,
      enquiry({ email: "meera@example.test", topic: "privacy request", company: "Kaveri Foods", phone: "+91 44 1234" }),
    );
    expect(await storedEnquiry(outcome.id)).toBeUndefined();
    const [request] = await forms.db.select().from(dataRightsRequests).where(eq(dataRightsRequests.id, outcome.id));
    expect(request).toMatchObject({ requestType: "unspecified", email: "meera@example.test" });
    expect(request?.details).toBe(
      "Does Aster run payroll for 400 people in three states?\n\nCompany: Kaveri Foods\n\nPhone: +91 44 1234",
    );
    const [notice] = await forms.mailTo("privacy@aster.test");
    expect(notice?.subject).toBe(
      `New data-rights request ${referenceOf("dataRightsRequest", outcome.id)}: Not stated (sent from the contact form)`,
    );
  });
});
