import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoVisitor } from "./demo-visitor";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

/**
 * The contract test's other half. openapi.test.ts checks each answer against the document, but
 * the document is generated from the same Zod schemas that already filter every answer, so a
 * field renamed or retyped in a schema changes both and stays green. These checks are written
 * by hand from SPEC (§3's fields, §7's calls) and DESIGN §3's error body, and from what the
 * running app does, not from any schema in the code: a client that reads SPEC's names and types
 * breaks, and so do these.
 */

/** A field's type as SPEC gives it; `[shape]` is a list of that; an object lists the fields clients read. */
type Shape = "string" | "number" | "boolean" | readonly [Shape] | { readonly [field: string]: Shape };

const plan = {
  _id: "string",
  name: "string",
  price: "string",
  priceDetails: "string",
  includedUsers: "number",
  additionalUser: "string",
  features: ["string"],
  tag: "string",
  popular: "boolean",
} as const;
const post = {
  _id: "string",
  title: "string",
  content: "string",
  category: "string",
  author: "string",
  date: "string",
  imageUrl: "string",
  readTime: "number",
  tags: ["string"],
  views: "number",
  likes: "number",
  authorBio: "string",
  authorImage: "string",
} as const;
const jobOpening = {
  _id: "string",
  title: "string",
  description: "string",
  location: "string",
  department: "string",
  status: "string",
  postedDate: "string",
} as const;
const changelogEntry = {
  _id: "string",
  name: "string",
  description: "string",
  version: "string",
  date: "string",
} as const;
const demoRequest = {
  _id: "string",
  name: "string",
  company: "string",
  email: "string",
  phone: "string",
  date: "string",
  time: "string",
  createdAt: "string",
} as const;
const dashboard = {
  userCount: "number",
  blogCount: "number",
  jobOpeningCount: "number",
  planCount: "number",
  scheduleDemoCount: "number",
  recentUsers: [{ username: "string" }],
  recentBlogPosts: [{ title: "string", date: "string" }],
  recentJobOpenings: [{ title: "string", location: "string" }],
  recentPlans: [{ name: "string", price: "string" }],
  recentScheduleDemos: [{ name: "string", date: "string", time: "string" }],
} as const;
const message = { message: "string" } as const;

/** Where a real answer differs from SPEC's shape: a field missing or of another type. Extra fields are allowed. */
function answerMismatches(value: unknown, shape: Shape, at: string): string[] {
  if (typeof shape === "string") return typeof value === shape ? [] : [`${at}: ${typeof value}, not ${shape}`];
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${at}: not a list`];
    return value.flatMap((item, index) => answerMismatches(item, shape[0], `${at}[${index}]`));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [`${at}: not an object`];
  return Object.entries(shape).flatMap(([field, fieldShape]) =>
    field in value
      ? answerMismatches((value as Record<string, unknown>)[field], fieldShape, `${at}.${field}`)
      : [`${at}.${field}: missing`],
  );
}

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
  [key: string]: unknown;
}

/** Follows a `#/…` reference inside the document. */
function resolve<T>(document: OpenApiDocument, value: unknown): T {
  let current: unknown = value;
  for (let hops = 0; hops < 10 && typeof current === "object" && current && "$ref" in current; hops++) {
    const parts = String((current as { $ref: string }).$ref)
      .replace(/^#\//, "")
      .split("/")
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
    current = parts.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
  }
  return current as T;
}

/** Where the document's schema of an answer differs from SPEC's shape: a field undeclared, optional, or of another type. */
function documentMismatches(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
  shape: Shape,
  at: string,
): string[] {
  const found = resolve<JsonSchema | undefined>(document, schema);
  if (!found) return [`${at}: no schema`];
  // One of several answers (sign-in: SPEC's token, or a two-factor challenge): SPEC's must be one of them.
  const choices = (found.anyOf ?? found.oneOf) as JsonSchema[] | undefined;
  if (choices) {
    const each = choices.map((choice) => documentMismatches(document, choice, shape, at));
    return each.some((problems) => problems.length === 0) ? [] : [`${at}: no choice matches`, ...each.flat()];
  }
  const types = [found.type].flat();
  const expected = typeof shape === "string" ? shape : Array.isArray(shape) ? "array" : "object";
  // JSON Schema's "integer" is a number as SPEC means it.
  const matches = types.length === 1 && (types[0] === expected || (expected === "number" && types[0] === "integer"));
  if (!matches) return [`${at}: documented as ${JSON.stringify(found.type)}, not ${expected}`];
  if (typeof shape === "string") return [];
  if (Array.isArray(shape)) return documentMismatches(document, found.items, shape[0], `${at}[]`);
  return Object.entries(shape).flatMap(([field, fieldShape]): string[] => {
    if (!found.properties?.[field]) return [`${at}.${field}: not documented`];
    return [
      ...(found.required?.includes(field) ? [] : [`${at}.${field}: documented as optional`]),
      ...documentMismatches(document, found.properties[field], fieldShape, `${at}.${field}`),
    ];
  });
}

/**
 * DESIGN §3: every API error is `{ "message": string, "errors"?: { field: message } }`, nothing
 * else. Checked by hand, so a change to the shared error schema cannot pass for the shape itself.
 */
function errorBodyMismatches(body: unknown, at: string): string[] {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return [`${at}: not an object`];
  const problems: string[] = [];
  const { message: text, errors, ...rest } = body as Record<string, unknown>;
  if (typeof text !== "string" || text.trim() === "") problems.push(`${at}.message: ${JSON.stringify(text)}`);
  if (errors !== undefined) {
    const fields =
      typeof errors === "object" && errors !== null && !Array.isArray(errors) ? Object.entries(errors) : [];
    if (fields.length === 0) problems.push(`${at}.errors: ${JSON.stringify(errors)}, not messages by field`);
    for (const [field, fieldMessage] of fields) {
      if (typeof fieldMessage !== "string" || fieldMessage === "")
        problems.push(`${at}.errors.${field}: not a message`);
    }
  }
  for (const key of Object.keys(rest)) problems.push(`${at}.${key}: not part of the error body`);
  return problems;
}

/** The document's error schema is that body: `message` a required string, `errors` optional messages by field, nothing more. */
function errorSchemaMismatches(document: OpenApiDocument, schema: JsonSchema | undefined, at: string): string[] {
  const found = resolve<JsonSchema | undefined>(document, schema);
  if (!found) return [`${at}: no schema`];
  const problems: string[] = [];
  if (found.type !== "object") problems.push(`${at}: type ${JSON.stringify(found.type)}`);
  if (JSON.stringify(found.required) !== JSON.stringify(["message"])) {
    problems.push(`${at}: requires ${JSON.stringify(found.required)}, not just message`);
  }
  if (
    Object.keys(found.properties ?? {})
      .sort()
      .join() !== "errors,message"
  ) {
    problems.push(`${at}: properties ${Object.keys(found.properties ?? {})}, not message and errors`);
  }
  if (resolve<JsonSchema>(document, found.properties?.message ?? {}).type !== "string") {
    problems.push(`${at}.message: not a string`);
  }
  const errors = resolve<JsonSchema>(document, found.properties?.errors ?? {});
  const byField = errors.additionalProperties as JsonSchema | undefined;
  if (errors.type !== "object" || resolve<JsonSchema>(document, byField ?? {}).type !== "string") {
    problems.push(`${at}.errors: ${JSON.stringify(errors)}, not messages by field`);
  }
  if (found.additionalProperties !== false) problems.push(`${at}: allows other properties`);
  return problems;
}

const openDay = "2026-06-02";
/** An id no row has: a documented route answers it with its own 404, not the unknown-address one. */
const absentId = "00000000-0000-4000-8000-000000000000";
/** SPEC §7's booking payload (and the form's time to fill, so it is not screened as spam). */
const bookingFor = (email: string) => ({
  name: "Anita Ghosh",
  company: "Hooghly Textiles",
  email,
  phone: "+91 98300 12345",
  date: openDay,
  time: "11:00",
  fillMs: 45_000,
});

describe.each(engines)("the API against SPEC, by hand, on %s", (engine) => {
  let t: TestApp;
  let token: string;
  let document: OpenApiDocument;
  let address = 0;
  const visitor = demoVisitor(() => t.app);

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app);
    document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  });
  afterAll(() => t.close());

  const call = (method: InjectOptions["method"], url: string, options: { payload?: object; staff?: boolean } = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: `192.0.2.${(address++ % 250) + 1}`,
      ...(options.staff ? { headers: { "x-auth-token": token } } : {}),
      ...(options.payload ? { payload: options.payload } : {}),
    });

  /** The answer's body matches SPEC's shape, and the document declares every one of those fields, required, with that type. */
  function expectSpecShape(response: LightMyRequestResponse, path: string, method: string, shape: Shape) {
    const status = String(response.statusCode);
    const key = `${method.toUpperCase()} ${path}`;
    expect(response.statusCode, `${key}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
    const body = response.json();
    if (Array.isArray(shape)) expect(body, `${key} lists something`).not.toHaveLength(0);
    expect(answerMismatches(body, shape, key)).toEqual([]);
    const documented = resolve<{ content?: Record<string, { schema?: JsonSchema }> } | undefined>(
      document,
      document.paths[path]?.[method]?.responses[status],
    );
    expect(documentMismatches(document, documented?.content?.["application/json"]?.schema, shape, key)).toEqual([]);
    return body;
  }

  it("answers SPEC §7's reads with SPEC §3's fields and types, and documents each of them so", async () => {
    expectSpecShape(await call("GET", "/api/plans"), "/api/plans", "get", [plan]);
    const [first] = expectSpecShape(await call("GET", "/api/blog"), "/api/blog", "get", [post]) as Array<{
      _id: string;
    }>;
    expectSpecShape(await call("GET", `/api/blog/${first?._id}`), "/api/blog/{id}", "get", post);
    expectSpecShape(await call("GET", "/api/job-openings"), "/api/job-openings", "get", [jobOpening]);
    expectSpecShape(await call("GET", "/api/v1/changelogs"), "/api/v1/changelogs", "get", { data: [changelogEntry] });
    expectSpecShape(
      await call("GET", `/api/schedule-demo/available-slots?date=${openDay}`),
      "/api/schedule-demo/available-slots",
      "get",
      { availableSlots: ["string"] },
    );
    expectSpecShape(await call("GET", "/api/admin", { staff: true }), "/api/admin", "get", dashboard);
  });

  it("answers SPEC §7's writes a client reads: sign-in, the code (never in the reply), verification and the booking", async () => {
    const login = await call("POST", "/api/auth/login", { payload: testAdmin });
    expectSpecShape(login, "/api/auth/login", "post", { token: "string", message: "string" });

    const email = "contract@hooghly.example";
    const sent = await call("POST", "/api/schedule-demo/send-verification-code", { payload: { email } });
    expectSpecShape(sent, "/api/schedule-demo/send-verification-code", "post", message);
    // SPEC's reply shows `code`; DESIGN §4 takes it out, and the document must not promise it either.
    expect(sent.json()).not.toHaveProperty("code");
    const sentSchema = resolve<JsonSchema>(
      document,
      resolve<{ content: Record<string, { schema: JsonSchema }> }>(
        document,
        document.paths["/api/schedule-demo/send-verification-code"]?.post?.responses["200"],
      ).content["application/json"]?.schema ?? {},
    );
    expect(Object.keys(sentSchema.properties ?? {})).not.toContain("code");

    const verified = await call("POST", "/api/schedule-demo/verify-code", {
      payload: { email, code: await visitor.latestCode(email) },
    });
    expectSpecShape(verified, "/api/schedule-demo/verify-code", "post", message);

    const booked = await call("POST", "/api/schedule-demo", { payload: bookingFor(email) });
    expect(booked.statusCode).toBe(201);
    expectSpecShape(booked, "/api/schedule-demo", "post", { message: "string", _id: "string" });
    const listed = expectSpecShape(
      await call("GET", "/api/schedule-demo", { staff: true }),
      "/api/schedule-demo",
      "get",
      [demoRequest],
    ) as Array<{ _id: string }>;
    expect(listed.map((request) => request._id)).toContain(booked.json()._id);
  });

  it("answers every kind of refusal with DESIGN's error body, as the document describes it", async () => {
    const refusals: Array<[string, LightMyRequestResponse, number]> = [
      ["fields missing", await call("POST", "/api/contact", { payload: {} }), 400],
      ["no session", await call("GET", "/api/admin"), 401],
      ["not verified", await call("POST", "/api/schedule-demo", { payload: bookingFor("x@unverified.example") }), 403],
      ["no such plan", await call("GET", `/api/plans/${absentId}`), 404],
      ["no such address", await call("GET", "/api/no-such-thing"), 404],
      ["too large", await call("POST", "/api/contact", { payload: { message: "x".repeat(200_000) } }), 413],
    ];
    for (const [what, response, status] of refusals) {
      expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(status);
      expect(errorBodyMismatches(response.json(), what)).toEqual([]);
    }
    expect(refusals[0]?.[1].json().errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });

    for (const [name, response] of Object.entries(
      (document.components as { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> })
        .responses,
    )) {
      expect(errorSchemaMismatches(document, response.content?.["application/json"]?.schema, name)).toEqual([]);
    }
  });

  it("documents only real routes, marks exactly those that need a session, and gives each of their 4xx the error body", async () => {
    const problems: string[] = [];
    const refusedForNoSession: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${path}`;
        const url = path.replaceAll("{id}", absentId);
        // Called as a stranger would: no session, an empty body.
        const response = await call(method.toUpperCase() as InjectOptions["method"], url, {
          ...(["post", "put", "patch"].includes(method) ? { payload: {} } : {}),
        });
        const body = response.headers["content-type"]?.toString().startsWith("application/json")
          ? response.json()
          : undefined;
        if (body?.message === `No route for ${method.toUpperCase()} ${url}`) problems.push(`${key}: no such route`);
        const markedStaff = JSON.stringify(operation.security ?? []).includes('"staffToken"');
        if (markedStaff && response.statusCode !== 401) {
          problems.push(`${key}: marked for staff, but answered ${response.statusCode} without a session`);
        }
        if (!markedStaff && response.statusCode === 401) problems.push(`${key}: needs a session, but is not marked`);
        if (response.statusCode === 401) refusedForNoSession.push(key);
        if (response.statusCode >= 400 && response.statusCode < 500) {
          problems.push(...errorBodyMismatches(body, `${key} (${response.statusCode})`));
          const documented = operation.responses[String(response.statusCode)] ?? operation.responses["4XX"];
          const content = resolve<{ content?: Record<string, { schema?: JsonSchema }> } | undefined>(
            document,
            documented,
          )?.content;
          problems.push(...errorSchemaMismatches(document, content?.["application/json"]?.schema, `${key} 4xx`));
        }
      }
    }
    expect(problems).toEqual([]);
    // What the loop went through: SPEC's staff calls among the routes refused without a session.
    expect(refusedForNoSession).toEqual(
      expect.arrayContaining(["POST /api/plans", "DELETE /api/blog/{id}", "GET /api/schedule-demo", "GET /api/admin"]),
    );
    expect(refusedForNoSession.length).toBeGreaterThan(40);
  });
});
