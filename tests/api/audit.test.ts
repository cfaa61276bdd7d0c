import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../common/audit";
import type { Plan } from "../../common/plan";
import { insertFakeDemoRequests } from "../../scripts/fake-data";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

const plan = {
  name: "Silver",
  price: "₹600",
  priceDetails: "per month",
  includedUsers: 25,
  additionalUser: "₹15 per additional user / month",
  features: ["Attendance", "Leave"],
  tag: "For small offices",
  popular: false,
};

/**
 * The audit log is the back office's memory (issue 9 §9): every write leaves a row saying who
 * changed which record and how, and a write that fails leaves neither the change nor the row,
 * because both are written in one transaction.
 */
describe.each(engines)("audit log on %s", (engine) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    t.clock.set("2026-11-20T09:00:00Z");
    token = await signIn(t.app);
  });
  afterEach(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object, as = token) =>
    t.app.inject({ method, url, headers: { "x-auth-token": as }, ...(payload ? { payload } : {}) });

  async function auditRows(filter = ""): Promise<AuditEntry[]> {
    const response = await call("GET", `/api/admin/audit?limit=200${filter}`);
    expect(response.statusCode).toBe(200);
    return response.json<AuditEntry[]>();
  }

  /** Does one write and returns the audit rows it added (the log is newest first). */
  async function rowsAddedBy(write: () => Promise<{ statusCode: number }>, expectedStatus: number) {
    const before = (await auditRows()).length;
    // Rows are listed newest first; a tick apart, the new ones are the first few.
    t.clock.advance(1000);
    const response = await write();
    expect(response.statusCode).toBe(expectedStatus);
    const after = await auditRows();
    return after.slice(0, after.length - before);
  }

  it("is readable only when signed in, and filterable by entity, action and actor", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/audit" })).statusCode).toBe(401);
    const created = (await call("POST", "/api/plans", plan)).json<Plan>();
    // A tick between writes, so "newest first" has one answer.
    t.clock.advance(1000);
    await call("PUT", `/api/plans/${created._id}`, { ...plan, price: "₹650" });
    t.clock.advance(1000);
    await call("POST", "/api/v1/changelogs", {
      name: "Faster payroll",
      description: "Runs in half the time",
      version: "v9.9.9",
      date: "2026-11-20",
    });

    expect((await auditRows("&entity=plan")).map((row) => row.action)).toEqual(["update", "create"]);
    expect((await auditRows("&entity=plan&action=update")).map((row) => row.entityId)).toEqual([created._id]);
    expect((await auditRows(`&actor=${testAdmin.username}`)).length).toBe(3);
    expect(await auditRows("&actor=nobody")).toEqual([]);
    expect((await call("GET", "/api/admin/audit?sort=nonsense")).statusCode).toBe(400);
  });

  it("records every kind of back-office write: who, what, which record, and what changed", async () => {
    const rowOf = async (write: () => Promise<{ statusCode: number }>, status: number) => {
      const added = await rowsAddedBy(write, status);
      expect(added).toHaveLength(1);
      const [row] = added;
      expect(row?.actor).toBe(testAdmin.username);
      return row as AuditEntry;
    };

    // Plans: create, update (only the changed field is in before/after), delete.
    let planId = "";
    const planCreated = await rowOf(async () => {
      const response = await call("POST", "/api/plans", plan);
      planId = response.json<Plan>()._id;
      return response;
    }, 201);
    expect(planCreated).toMatchObject({ action: "create", entity: "plan", entityId: planId });
    expect(planCreated.after).toMatchObject({ name: "Silver", price: "₹600" });
    const planUpdated = await rowOf(() => call("PUT", `/api/plans/${planId}`, { ...plan, price: "₹650" }), 200);
    expect(planUpdated).toMatchObject({ action: "update", before: { price: "₹600" }, after: { price: "₹650" } });
    expect(await rowOf(() => call("DELETE", `/api/plans/${planId}`), 200)).toMatchObject({
      action: "delete",
      entityId: planId,
      before: expect.objectContaining({ name: "Silver" }),
    });

    // Blog posts.
    let postId = "";
    const post = {
      title: "Shift Rosters That Survive Monsoon Season",
      content: "<p>Rosters need slack.</p>",
      category: "Best Practices",
      author: "Ritika Banerjee",
      tags: ["Rosters"],
    };
    await rowOf(async () => {
      const response = await call("POST", "/api/blog", post);
      postId = response.json<{ _id: string }>()._id;
      return response;
    }, 201);
    expect(
      (await rowOf(() => call("PUT", `/api/blog/${postId}`, { ...post, author: "Meera Iyer" }), 200)).after,
    ).toEqual({ author: "Meera Iyer" });
    await rowOf(() => call("DELETE", `/api/blog/${postId}`), 200);

    // Job openings.
    let jobId = "";
    const job = { title: "Payroll Analyst", description: "Runs payroll.", location: "Kolkata", status: "open" };
    await rowOf(async () => {
      const response = await call("POST", "/api/job-openings", job);
      jobId = response.json<{ _id: string }>()._id;
      return response;
    }, 201);
    await rowOf(() => call("PUT", `/api/job-openings/${jobId}`, { ...job, location: "Pune" }), 200);
    await rowOf(() => call("DELETE", `/api/job-openings/${jobId}`), 200);

    // Changelog entries.
    let entryId = "";
    const entry = { name: "Faster payroll", description: "Runs faster", version: "v9.9.9", date: "2026-11-20" };
    await rowOf(async () => {
      const response = await call("POST", "/api/v1/changelogs", entry);
      entryId = response.json<{ _id: string }>()._id;
      return response;
    }, 201);
    await rowOf(() => call("PUT", `/api/v1/changelogs/${entryId}`, { ...entry, version: "v9.9.10" }), 200);
    await rowOf(() => call("DELETE", `/api/v1/changelogs/${entryId}`), 200);

    // Demo requests: status and notes, then deletion.
    await insertFakeDemoRequests(t.database.db, 1);
    const [demo] = (await call("GET", "/api/schedule-demo")).json<Array<{ _id: string; status: string }>>();
    const demoId = demo?._id ?? "";
    const next = demo?.status === "done" ? "contacted" : "done";
    expect(
      await rowOf(() => call("PATCH", `/api/schedule-demo/${demoId}`, { status: next, notes: "Called twice" }), 200),
    ).toMatchObject({ entity: "demo_request", entityId: demoId, after: { status: next, notes: "Called twice" } });
    await rowOf(() => call("DELETE", `/api/schedule-demo/${demoId}`), 200);

    // Contact enquiries: the handled flag (the public submission itself is not a staff action).
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: { name: "Meera", email: "meera@example.com", message: "Demo for our Dubai team" },
        })
      ).statusCode,
    ).toBe(201);
    const [enquiry] = (await call("GET", "/api/admin/enquiries")).json<Array<{ _id: string }>>();
    expect(
      await rowOf(() => call("PATCH", `/api/admin/enquiries/${enquiry?._id}`, { handled: true }), 200),
    ).toMatchObject({ entity: "contact_enquiry", entityId: enquiry?._id });

    // Admin accounts and sessions.
    let userId = "";
    await rowOf(async () => {
      const response = await call("POST", "/api/users", { username: "bob", password: "bob's long password" });
      userId = response.json<{ _id: string }>()._id;
      return response;
    }, 201);
    await rowOf(() => call("DELETE", `/api/users/${userId}`), 200);
    const otherToken = await signIn(t.app);
    const sessions = (await call("GET", "/api/auth/sessions")).json<Array<{ id: string; current: boolean }>>();
    const other = sessions.find((session) => !session.current);
    expect(await rowOf(() => call("DELETE", `/api/auth/sessions/${other?.id}`), 200)).toMatchObject({
      entity: "session",
      action: "delete",
    });
    expect((await call("GET", "/api/auth/session", undefined, otherToken)).statusCode).toBe(401);
    const passwordRow = await rowOf(
      () =>
        call("PUT", "/api/auth/password", {
          currentPassword: testAdmin.password,
          newPassword: "a brand new long password",
        }),
      200,
    );
    expect(passwordRow).toMatchObject({ action: "password-change", entity: "user" });
    // The log says a password changed, never what it was or became.
    expect(JSON.stringify(await auditRows())).not.toMatch(/argon2|brand new|bob's long/);
  });

  it("keeps neither the change nor a row when a write is refused", async () => {
    const created = (await call("POST", "/api/plans", plan)).json<Plan>();
    const refused = [
      // Invalid input, a taken name, a record that does not exist, a removal the server refuses.
      () => call("POST", "/api/plans", { ...plan, price: "" }),
      () => call("POST", "/api/users", { username: testAdmin.username, password: "another long password" }),
      () => call("PUT", "/api/plans/00000000-0000-4000-8000-000000000000", plan),
      () => call("DELETE", "/api/job-openings/00000000-0000-4000-8000-000000000000"),
      () =>
        call("PUT", "/api/auth/password", { currentPassword: "wrong password", newPassword: "a new long password" }),
    ];
    const statuses = [400, 409, 404, 404, 400];
    for (const [index, write] of refused.entries()) {
      const status = statuses[index] ?? 0;
      expect(await rowsAddedBy(write, status)).toEqual([]);
    }
    const me = (await call("GET", "/api/users")).json<Array<{ _id: string; current: boolean }>>();
    const self = me.find((user) => user.current);
    expect(await rowsAddedBy(() => call("DELETE", `/api/users/${self?._id}`), 409)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/plans/${created._id}` })).json()).toMatchObject(plan);
  });

  it("rolls the change back when its audit row cannot be written", async () => {
    const created = (await call("POST", "/api/plans", plan)).json<Plan>();
    const rowsBefore = await auditRows();
    // Make the audit insert fail inside the transaction, after the change itself has run.
    await t.database.db.execute(
      sql`alter table audit_log add constraint refuse_plan_rows check (entity <> 'plan') not valid`,
    );

    const update = await call("PUT", `/api/plans/${created._id}`, { ...plan, price: "₹999" });
    const insert = await call("POST", "/api/plans", { ...plan, name: "Bronze" });
    const removal = await call("DELETE", `/api/plans/${created._id}`);
    for (const response of [update, insert, removal]) {
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(response.body).not.toMatch(/refuse_plan_rows|audit_log|at .*\.ts:/);
    }

    await t.database.db.execute(sql`alter table audit_log drop constraint refuse_plan_rows`);
    const plans = (await t.app.inject({ method: "GET", url: "/api/plans" })).json<Plan[]>();
    expect(plans.map((one) => one.name)).toEqual(["Basic", "Gold", "Platinum", "Silver"]);
    expect(plans.find((one) => one._id === created._id)?.price).toBe("₹600");
    expect(await auditRows()).toEqual(rowsBefore);
  });

  it("answers a write only once what listens for its commit is done", async () => {
    // The page cache listens there and tells the other instances, so a visitor's next page from
    // any of them shows the change (tests/api/proxy.test.ts).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heard = false;
    const stopListening = t.app.services.audit.onCommitted(async () => {
      heard = true;
      await held;
    });
    let answered = false;
    const answer = call("POST", "/api/plans", plan).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => heard).toBe(true);
    expect(answered).toBe(false);
    release();
    expect((await answer).statusCode).toBe(201);
    stopListening();
  });
});
