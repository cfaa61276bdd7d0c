import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "../../common/plan";
import { silverPlan as newPlan } from "./fixtures";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

describe.each(engines)("plans API on %s", (engine) => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ "x-auth-token": token });

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app);
  });
  afterAll(() => t.close());

  it("lists the seeded plans publicly, in SPEC's shape and order", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/plans" });
    expect(response.statusCode).toBe(200);
    const plans = response.json<Plan[]>();
    expect(plans.map((plan) => plan.name)).toEqual(["Basic", "Gold", "Platinum"]);
    const basic = plans[0];
    expect(basic).toEqual({
      _id: expect.any(String),
      name: "Basic",
      price: "₹50",
      priceDetails: "per month",
      includedUsers: 10,
      additionalUser: expect.any(String),
      features: expect.any(Array),
      tag: "This is a free plan",
      popular: false,
    });
    expect(plans[2]).toMatchObject({ price: "₹14,400", priceDetails: "per year", tag: "Most valued plan" });
  });

  it("refuses writes without a valid token", async () => {
    for (const headers of [{}, { "x-auth-token": "not-a-real-token" }]) {
      const response = await t.app.inject({ method: "POST", url: "/api/admin/plans", payload: newPlan, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const someId = (await t.app.inject({ method: "GET", url: "/api/plans" })).json<Plan[]>()[0]?._id;
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/admin/plans/${someId}`, payload: newPlan })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/plans/${someId}` })).statusCode).toBe(401);
    const names = (await t.app.inject({ method: "GET", url: "/api/plans" })).json<Plan[]>().map((plan) => plan.name);
    expect(names).toEqual(["Basic", "Gold", "Platinum"]);
  });

  it("creates, reads, updates and deletes a plan with a token", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/admin/plans", payload: newPlan, headers: auth() });
    expect(created.statusCode).toBe(201);
    const plan = created.json<Plan>();
    expect(plan).toEqual({ ...newPlan, _id: expect.any(String) });

    const listed = (await t.app.inject({ method: "GET", url: "/api/plans" })).json<Plan[]>();
    expect(listed.at(-1)).toEqual(plan);
    expect((await t.app.inject({ method: "GET", url: `/api/plans/${plan._id}` })).json()).toEqual(plan);

    const changed = { ...newPlan, price: "₹650", features: ["Attendance", "Leave", "Payroll"], popular: true };
    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/admin/plans/${plan._id}`,
      payload: changed,
      headers: auth(),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...changed, _id: plan._id });

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/admin/plans/${plan._id}`, headers: auth() });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/plans/${plan._id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/admin/plans/${plan._id}`, headers: auth() })).statusCode,
    ).toBe(404);
  });

  it("applies SPEC's defaults for a new plan: no users included, not popular", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/plans",
      payload: { name: "Minimal", price: "₹1" },
      headers: auth(),
    });
    expect(response.statusCode).toBe(201);
    const plan = response.json<Plan>();
    expect(plan).toMatchObject({ includedUsers: 0, popular: false, features: [], tag: "", priceDetails: "" });
    await t.app.inject({ method: "DELETE", url: `/api/admin/plans/${plan._id}`, headers: auth() });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await t.app.inject({
      method: "PUT",
      url: `/api/admin/plans/${unknown}`,
      payload: newPlan,
      headers: auth(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Plan not found" });

    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url: "/api/plans/not-an-id",
        headers: auth(),
        ...(method === "PUT" ? { payload: newPlan } : {}),
      });
      expect(response.statusCode, method).toBe(400);
      expect(response.json().message).toBe("That is not a valid plan id");
    }
  });
});
