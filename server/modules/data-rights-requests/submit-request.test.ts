import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataRightsRequestInputSchema } from "../../../common/data-rights-request";
import { referenceOf } from "../../../common/reference";
import { type FormsTestContext, formsTestContext } from "../../../tests/support/forms-context";
import { dataRightsRequests } from "../../db/schema";
import { createDataRightsRequestContext, type DataRightsRequestContext } from "./context";
import { submitDataRightsRequest } from "./submit-request";

// The test clock starts on Monday 2026-06-01, 14:30 in Kolkata (tests/support/test-database.ts).
const request = (fields: { email: string; website?: string; fillMs?: number; details?: string }) =>
  dataRightsRequestInputSchema.parse({
    name: "Meera Iyer",
    requestType: "deletion",
    details: "Please delete everything you hold about me.",
    fillMs: 30_000,
    ...fields,
  });

describe("submitting a data-rights request, without HTTP", () => {
  let forms: FormsTestContext;
  let context: DataRightsRequestContext;
  beforeAll(async () => {
    forms = await formsTestContext({ PRIVACY_EMAIL: "privacy@aster.test" });
    context = createDataRightsRequestContext(forms);
  });
  afterAll(() => forms?.dispose());

  it("stores it due a month after it arrived, and queues the privacy team's notice and the requester's acknowledgement", async () => {
    const outcome = await submitDataRightsRequest(context, request({ email: "meera@example.test" }));
    expect(outcome).toEqual({ id: expect.any(String), screened: false });
    const reference = referenceOf("dataRightsRequest", outcome.id);

    const [row] = await forms.db.select().from(dataRightsRequests).where(eq(dataRightsRequests.id, outcome.id));
    expect(row).toMatchObject({ requestType: "deletion", dueOn: "2026-07-01", spamReason: null, spamDoubt: null });

    const [notice] = await forms.mailTo("privacy@aster.test");
    expect(notice?.subject).toBe(`New data-rights request ${reference}: Delete my data`);
    expect(notice?.replyTo).toBe("meera@example.test");
    expect(notice?.text).toContain("July 1, 2026");

    const [acknowledgement] = await forms.mailTo("meera@example.test");
    expect(acknowledgement?.subject).toBe(`We received your data-rights request (${reference})`);
    // Replies reach the privacy team, never sales.
    expect(acknowledgement?.replyTo).toBe("privacy@aster.test");
    expect(acknowledgement?.text).toContain("We will answer by July 1, 2026 at the latest");
  });

  it("keeps a filled honeypot as spam with its reason, and sends nothing", async () => {
    const outcome = await submitDataRightsRequest(
      context,
      request({ email: "bot@example.test", website: "http://spam.test" }),
    );
    expect(outcome).toEqual({ id: expect.any(String), screened: true });
    const [row] = await forms.db.select().from(dataRightsRequests).where(eq(dataRightsRequests.id, outcome.id));
    expect(row?.spamReason).toBe("honeypot field filled");
    expect(await forms.mailTo("bot@example.test")).toEqual([]);
  });

  it("delivers a request sent within seconds, marked possibly spam for the privacy team to judge", async () => {
    const outcome = await submitDataRightsRequest(context, request({ email: "quick@example.test", fillMs: 800 }));
    expect(outcome.screened).toBe(false);
    const [row] = await forms.db.select().from(dataRightsRequests).where(eq(dataRightsRequests.id, outcome.id));
    expect(row?.spamDoubt).toBe("sent 800 ms after the form appeared");
    const notices = await forms.mailTo("privacy@aster.test");
    const notice = notices.find((email) => email.relatedId === outcome.id);
    expect(notice?.text).toContain("Possibly spam (sent 800 ms after the form appeared)");
    expect(await forms.mailTo("quick@example.test")).toHaveLength(1);
  });
});
