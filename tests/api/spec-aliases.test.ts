import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "../../common/plan";
import { insertFakeDemoRequests } from "../../scripts/fake-data";
import { routeAliases } from "../../server/modules/spec-aliases";
import { silverPlan as plan } from "./fixtures";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

/**
 * SPEC §7's staff addresses (and, for now, the back office's old ones) answer as the canonical
 * /api/admin/<area> routes they serve: the same staff check, the same answers. Every alias that
 * writes is also driven, with its audit row checked, by tests/api/write-routes.test.ts.
 */
describe.each(engines)("route aliases on %s", (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    token = await signIn(t.app);
    await insertFakeDemoRequests(t.database.db, 3);
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const staff = () => ({ "x-auth-token": token });

  it("are registered beside the route they serve, in its scope", () => {
    const table = t.app.routeTable();
    for (const alias of routeAliases) {
      const served = table.find((route) => route.method === alias.method && route.url === alias.serves);
      const registered = table.find((route) => route.method === alias.method && route.url === alias.url);
      expect(served, `${alias.method} ${alias.serves}`).toBeDefined();
      expect(registered?.staff, `${alias.method} ${alias.url}`).toBe(served?.staff);
      expect(registered?.schema, `${alias.method} ${alias.url}`).toBe(served?.schema);
    }
  });

  it("answer GET /api/schedule-demo and GET /api/admin (SPEC §7) as the canonical routes do", async () => {
    for (const [alias, canonical] of [
      ["/api/schedule-demo?limit=2", "/api/admin/demo-requests?limit=2"],
      ["/api/admin", "/api/admin/dashboard"],
    ] as const) {
      expect((await call("GET", alias)).statusCode, alias).toBe(401);
      const [old, now] = [
        await call("GET", alias, undefined, staff()),
        await call("GET", canonical, undefined, staff()),
      ];
      expect(old.statusCode, alias).toBe(200);
      expect(old.json(), alias).toEqual(now.json());
      expect(old.headers["x-total-count"], alias).toBe(now.headers["x-total-count"]);
    }
  });

  it("keep SPEC's plan writes: POST /api/plans, PUT and DELETE /api/plans/{id}, with the token", async () => {
    expect((await call("POST", "/api/plans", plan)).statusCode).toBe(401);
    const created = await call("POST", "/api/plans", plan, staff());
    expect(created.statusCode).toBe(201);
    const { _id } = created.json<Plan>();
    expect((await call("PUT", `/api/plans/${_id}`, { ...plan, price: "₹650" })).statusCode).toBe(401);
    expect((await call("PUT", `/api/plans/${_id}`, { ...plan, price: "₹650" }, staff())).json()).toMatchObject({
      price: "₹650",
    });
    expect((await call("GET", `/api/plans/${_id}`)).json()).toMatchObject({ price: "₹650" });
    expect((await call("DELETE", `/api/plans/${_id}`, undefined, staff())).json()).toEqual({ message: "Plan deleted" });
    expect((await call("GET", `/api/plans/${_id}`)).statusCode).toBe(404);
  });

  it("keep SPEC's changelog, blog, job-opening and demo-request addresses", async () => {
    const entry = { name: "Faster payroll", description: "Runs faster", version: "v9.9.9", date: "2026-11-20" };
    const created = await call("POST", "/api/v1/changelogs", entry, staff());
    expect(created.statusCode).toBe(201);
    const { _id } = created.json<{ _id: string }>();
    expect((await call("GET", "/api/v1/changelogs")).json().data).toContainEqual({ _id, ...entry });
    expect((await call("DELETE", `/api/v1/changelogs/${_id}`, undefined, staff())).statusCode).toBe(200);

    const job = { title: "Payroll Analyst", description: "Runs payroll.", location: "Kolkata", status: "open" };
    const opening = (await call("POST", "/api/job-openings", job, staff())).json<{ _id: string }>();
    expect((await call("GET", "/api/job-openings")).json()).toContainEqual(expect.objectContaining(job));
    expect((await call("DELETE", `/api/job-openings/${opening._id}`, undefined, staff())).statusCode).toBe(200);

    const post = { title: "Aliases", content: "<p>Still here.</p>", category: "Product Updates", author: "Ritika" };
    const made = await call("POST", "/api/blog", post, staff());
    expect(made.statusCode).toBe(201);
    expect((await call("DELETE", `/api/blog/${made.json()._id}`, undefined, staff())).statusCode).toBe(200);

    const [request] = (await call("GET", "/api/schedule-demo?limit=1", undefined, staff())).json<{ _id: string }[]>();
    expect((await call("DELETE", `/api/schedule-demo/${request?._id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/schedule-demo/${request?._id}`, undefined, staff())).json()).toEqual({
      message: "Demo request deleted",
    });
  });
});
