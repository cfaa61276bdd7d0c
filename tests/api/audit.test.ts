import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AuditEntry, AuditKind } from "../../common/audit";
import type { Plan } from "../../common/plan";
import { silverPlan as plan } from "./fixtures";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

/**
 * The audit log is the back office's memory (ADR 009): every write leaves a row saying who
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
    const created = (await call("POST", "/api/admin/plans", plan)).json<Plan>();
    // A tick between writes, so "newest first" has one answer.
    t.clock.advance(1000);
    await call("PUT", `/api/admin/plans/${created._id}`, { ...plan, price: "₹650" });
    t.clock.advance(1000);
    await call("POST", "/api/admin/changelog", {
      name: "Faster payroll",
      description: "Runs in half the time",
      version: "v9.9.9",
      date: "2026-11-20",
    });

    expect((await auditRows("&entity=plan")).map((row) => row.action)).toEqual(["update", "create"]);
    expect((await auditRows("&entity=plan&action=update")).map((row) => row.entityId)).toEqual([created._id]);
    // The three changes, and the sign-in that made them.
    expect((await auditRows(`&actor=${testAdmin.username}`)).length).toBe(4);
    expect(await auditRows("&actor=nobody")).toEqual([]);
    expect((await call("GET", "/api/admin/audit?sort=nonsense")).statusCode).toBe(400);
  });

  it("keeps neither the change nor a row when a write is refused", async () => {
    const created = (await call("POST", "/api/admin/plans", plan)).json<Plan>();
    const refused = [
      // Invalid input, a taken name, a record that does not exist, a removal the server refuses.
      () => call("POST", "/api/admin/plans", { ...plan, price: "" }),
      () =>
        call("POST", "/api/admin/users", {
          username: testAdmin.username,
          password: "another long password",
          role: "admin",
        }),
      () => call("PUT", "/api/admin/plans/00000000-0000-4000-8000-000000000000", plan),
      () => call("DELETE", "/api/admin/job-openings/00000000-0000-4000-8000-000000000000"),
      () =>
        call("PUT", "/api/auth/password", { currentPassword: "wrong password", newPassword: "a new long password" }),
    ];
    const statuses = [400, 409, 404, 404, 400];
    for (const [index, write] of refused.entries()) {
      const status = statuses[index] ?? 0;
      expect(await rowsAddedBy(write, status)).toEqual([]);
    }
    const me = (await call("GET", "/api/admin/users")).json<Array<{ _id: string; current: boolean }>>();
    const self = me.find((user) => user.current);
    expect(await rowsAddedBy(() => call("DELETE", `/api/admin/users/${self?._id}`), 409)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/plans/${created._id}` })).json()).toMatchObject(plan);
  });

  it("names each kind of record once, as its module's manifest declares it, for staff only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/audit/kinds" })).statusCode).toBe(401);
    const kinds = (await call("GET", "/api/admin/audit/kinds")).json<AuditKind[]>();
    const names = kinds.map((kind) => kind.name);
    expect(new Set(names).size, "two modules declare the same name").toBe(names.length);
    expect(kinds).toContainEqual({ name: "blog_post", label: "Blog post", page: "/admin/blog/:id" });
    expect(kinds).toContainEqual({
      name: "newsletter_subscriber",
      label: "Newsletter subscriber",
      page: "/admin/subscribers",
    });
    // Every row the log holds names a declared kind (the plan and changelog writes above).
    const logged = (await auditRows()).map((row) => row.entity);
    expect(logged.filter((entity) => !names.includes(entity))).toEqual([]);
  });

  it("rolls the change back when its audit row cannot be written", async () => {
    const created = (await call("POST", "/api/admin/plans", plan)).json<Plan>();
    const rowsBefore = await auditRows();
    // Make the audit insert fail inside the transaction, after the change itself has run.
    await t.database.db.execute(
      sql`alter table audit_log add constraint refuse_plan_rows check (entity <> 'plan') not valid`,
    );

    const update = await call("PUT", `/api/admin/plans/${created._id}`, { ...plan, price: "₹999" });
    const insert = await call("POST", "/api/admin/plans", { ...plan, name: "Bronze" });
    const removal = await call("DELETE", `/api/admin/plans/${created._id}`);
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
    const answer = call("POST", "/api/admin/plans", plan).then((response) => {
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
