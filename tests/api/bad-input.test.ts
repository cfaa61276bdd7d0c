import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "../../common/plan";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

/** The Done-when list for hostile or broken input: each gets a 4xx JSON message and changes nothing. */
describe.each(engines)("bad input on %s", (engine) => {
  let t: TestApp;
  let token: string;
  let before: Plan[];
  const valid = { name: "Valid", price: "₹1" };

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app);
    before = (await t.app.inject({ method: "GET", url: "/api/plans" })).json<Plan[]>();
  });
  afterAll(() => t.close());

  const post = (payload: string | object, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/plans",
      headers: { "x-auth-token": token, "content-type": contentType },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  async function expectUnchanged() {
    expect((await t.app.inject({ method: "GET", url: "/api/plans" })).json()).toEqual(before);
  }

  it("rejects malformed JSON", async () => {
    const response = await post('{"name": "Broken",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await expectUnchanged();
  });

  it("names each field with a wrong type or missing value", async () => {
    const response = await post({ name: "", price: 12, includedUsers: "ten", features: "a,b", popular: "yes" });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBe("Some fields are not valid");
    expect(body.errors).toEqual({
      name: "Name is required",
      price: "Price must be text",
      includedUsers: "Included users must be a number",
      features: "Features must be a list of text",
      popular: "Popular must be true or false",
    });
    await expectUnchanged();
  });

  it("enforces limits: negative or fractional users, over-long text, too many features", async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...valid, includedUsers: -1 }, "includedUsers", "Included users cannot be negative"],
      [{ ...valid, includedUsers: 1.5 }, "includedUsers", "Included users must be a whole number"],
      [{ ...valid, name: "x".repeat(81) }, "name", "Name must be at most 80 characters"],
      [{ ...valid, features: Array.from({ length: 31 }, (_, i) => `f${i}`) }, "features", "At most 30 features"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    await expectUnchanged();
  });

  it("rejects a body that is not an object", async () => {
    for (const payload of ["[]", '"text"', "42", "null"]) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    await expectUnchanged();
  });

  it("refuses a 2 MB body with 413", async () => {
    const response = await post({ ...valid, tag: "x".repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large" });
    await expectUnchanged();
  });

  // JSON.parse alone never pollutes a prototype; the danger is code that later merges such an
  // object into another. Fastify refuses the body outright (onProtoPoisoning/onConstructorPoisoning:
  // "error"), so no handler ever sees one; with "ignore" or "remove" these would be created as plans.
  it("refuses bodies carrying __proto__ or constructor.prototype, before any handler sees them", async () => {
    for (const payload of [
      '{"name":"P","price":"1","__proto__":{"popular":true}}',
      '{"name":"P","price":"1","constructor":{"prototype":{"popular":true}}}',
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    await expectUnchanged();
  });

  it("refuses a body that is not JSON", async () => {
    const response = await post("name=Form", "application/x-www-form-urlencoded");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await expectUnchanged();
  });

  it("does not store unknown fields", async () => {
    const response = await post({ ...valid, isAdmin: true, createdAt: "1999-01-01", _id: "mine" });
    expect(response.statusCode).toBe(201);
    const plan = response.json<Plan & Record<string, unknown>>();
    expect(plan.isAdmin).toBeUndefined();
    expect(plan._id).not.toBe("mine");
    const stored = (await t.app.inject({ method: "GET", url: `/api/plans/${plan._id}` })).json();
    expect(Object.keys(stored).sort()).toEqual(
      ["_id", "additionalUser", "features", "includedUsers", "name", "popular", "price", "priceDetails", "tag"].sort(),
    );
    await t.app.inject({ method: "DELETE", url: `/api/admin/plans/${plan._id}`, headers: { "x-auth-token": token } });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No route for GET /api/nothing-here" });
  });
});
