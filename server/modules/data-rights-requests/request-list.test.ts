import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminDataRightsRequestListQuerySchema,
  dataRightsRequestInputSchema,
} from "../../../common/data-rights-request";
import { referenceOf } from "../../../common/reference";
import { type FormsTestContext, formsTestContext } from "../../../tests/support/forms-context";
import { auditLog } from "../../db/schema";
import { createDataRightsRequestContext, type DataRightsRequestContext } from "./context";
import { findDataRightsRequest, listDataRightsRequests, staffWrites } from "./request-list";
import { submitDataRightsRequest } from "./submit-request";

const day = 24 * 60 * 60_000;
const query = (fields: Record<string, string> = {}) => adminDataRightsRequestListQuerySchema.parse(fields);
const submit = (context: DataRightsRequestContext, name: string, fields: { website?: string } = {}) =>
  submitDataRightsRequest(
    context,
    dataRightsRequestInputSchema.parse({
      name,
      email: `${name.toLowerCase()}@example.test`,
      requestType: "access",
      fillMs: 30_000,
      ...fields,
    }),
  );

describe("the back office's data-rights requests, without HTTP", () => {
  let forms: FormsTestContext;
  let context: DataRightsRequestContext;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    forms = await formsTestContext();
    context = createDataRightsRequestContext(forms);
    // Received on June 1, 10 and 20 (due July 1, 10 and 20), and one spam.
    ids.Asha = (await submit(context, "Asha")).id;
    await forms.clock.advance(9 * day);
    ids.Bala = (await submit(context, "Bala")).id;
    await forms.clock.advance(10 * day);
    ids.Chitra = (await submit(context, "Chitra")).id;
    ids.Bot = (await submit(context, "Bot", { website: "x" })).id;
  });
  afterAll(() => forms?.dispose());

  it("opens on the open requests, soonest deadline first, with spam kept apart", async () => {
    const page = await listDataRightsRequests(context, query());
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.name)).toEqual(["Asha", "Bala", "Chitra"]);
    const spam = await listDataRightsRequests(context, query({ spam: "true" }));
    expect(spam.rows.map((row) => row._id)).toEqual([ids.Bot]);
  });

  it("finds a request by the reference its requester quotes", async () => {
    const page = await listDataRightsRequests(context, query({ q: referenceOf("dataRightsRequest", ids.Bala ?? "") }));
    expect(page.rows.map((row) => row.name)).toEqual(["Bala"]);
  });

  it("says where each request stands against its deadline today", async () => {
    // Today is June 20: Asha's is due July 1, Chitra's July 20.
    expect((await findDataRightsRequest(context, ids.Asha ?? ""))?.deadline).toBe("on track");
    await forms.clock.advance(5 * day);
    expect((await findDataRightsRequest(context, ids.Asha ?? ""))?.deadline).toBe("due soon");
    expect((await findDataRightsRequest(context, ids.Chitra ?? ""))?.deadline).toBe("on track");
    await forms.clock.advance(7 * day);
    expect((await findDataRightsRequest(context, ids.Asha ?? ""))?.deadline).toBe("overdue");
    expect(await findDataRightsRequest(context, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("closes a request once, keeping when it was first closed, reopens it, and audits each change", async () => {
    const { setStatus } = staffWrites(context);
    const id = ids.Bala ?? "";
    const closed = await setStatus(id, "closed", forms.staff);
    expect(closed).toMatchObject({ status: "closed", deadline: "closed" });
    const firstClosedAt = closed?.closedAt;
    await forms.clock.advance(day);
    expect((await setStatus(id, "closed", forms.staff))?.closedAt).toBe(firstClosedAt);
    expect((await listDataRightsRequests(context, query({ status: "closed" }))).rows.map((row) => row._id)).toEqual([
      id,
    ]);

    expect(await setStatus(id, "open", forms.staff)).toMatchObject({ status: "open", closedAt: null });
    const audited = await forms.db
      .select({ summary: auditLog.summary, actor: auditLog.actorName })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "data_rights_request"), eq(auditLog.entityId, id)));
    const reference = referenceOf("dataRightsRequest", id);
    expect(audited.map((row) => row.summary)).toEqual(
      expect.arrayContaining([
        `Closed the data-rights request ${reference} from Bala`,
        `Reopened the data-rights request ${reference} from Bala`,
      ]),
    );
    expect(audited.every((row) => row.actor === "alice")).toBe(true);
    expect(await setStatus("00000000-0000-4000-8000-000000000000", "closed", forms.staff)).toBeNull();
  });
});
