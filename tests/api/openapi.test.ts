import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFakeDemoRequests } from "../../scripts/fake-data";
import { newsletterSubscribers } from "../../server/db/schema";
import { docsContentSecurityPolicy, isApiRoute, staffSecurityScheme } from "../../server/http/openapi";
import type { RouteRecord } from "../../server/http/route-table";
import { routeAliases } from "../../server/modules/spec-aliases";
import { manageLinkIn } from "./demo-visitor";
import { uniqueStaffInputs } from "./fixtures";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

/** Registered routes under /api/ that the document leaves out, each with why. */
const undocumented: Record<string, string> = {
  "/api/*": "the JSON 404 for an address nobody registered",
  "/api/openapi.json": "the document itself",
};
const isDocsRoute = (url: string) => url === "/api/docs" || url.startsWith("/api/docs/");

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  description?: string;
  "x-spec-alias-of"?: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: Array<{ name: string }>;
  [key: string]: unknown;
}

/** Fastify's `:id` is OpenAPI's `{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const pointer = (...parts: string[]) =>
  `#/${parts.map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;

/** One call a route accepts: the address with its ids and query, the body, and the status it answers. */
interface Sample {
  url?: string;
  payload?: object;
  status: number;
}

let address = 0;
/** Each public write comes from its own address, so per-address limits stay out of the way. */
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`;
const openDay = "2026-06-02";

/**
 * A call per route, keyed by the canonical route (an alias is driven with its route's sample).
 * A new route needs one here, or the test below names it.
 */
function samples(t: TestApp, token: string): Record<string, () => Promise<Sample>> {
  const send = async (method: InjectOptions["method"], url: string, payload?: object, staff = true) => {
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      ...(staff ? { headers: { "x-auth-token": token } } : {}),
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const { unique, plan, post, job, entry } = uniqueStaffInputs();
  const enquiry = () => ({ name: "Meera", email: "meera@example.com", message: "A demo for our Dubai team" });
  const dataRightsRequest = () => ({ name: "Farah Qureshi", email: "farah@example.com", requestType: "access" });
  const newDataRightsRequest = async () => {
    await send("POST", "/api/data-rights-requests", dataRightsRequest(), false);
    return (await send("GET", "/api/admin/data-rights-requests?sort=receivedAt&order=desc&limit=1"))[0]._id as string;
  };
  const first = async (url: string) => ((await send("GET", url, undefined, false)) as Array<{ _id: string }>)[0]?._id;
  const newPlan = async () => (await send("POST", "/api/admin/plans", plan()))._id as string;
  const newPost = async () => (await send("POST", "/api/admin/blog", post()))._id as string;
  const newJob = async () => (await send("POST", "/api/admin/job-openings", job()))._id as string;
  const newEntry = async () => (await send("POST", "/api/admin/changelog", entry()))._id as string;
  const newDemoRequest = async () => {
    await insertFakeDemoRequests(t.database.db, 1);
    return (await send("GET", "/api/admin/demo-requests?sort=createdAt&order=desc&limit=1"))[0]._id as string;
  };
  const queuedEmail = async () => {
    await send("POST", "/api/contact", enquiry(), false);
    return (await send("GET", "/api/admin/outbox?sort=createdAt&order=desc&limit=1"))[0]._id as string;
  };
  const newUser = async () =>
    (await send("POST", "/api/admin/users", { username: `user${unique()}`, password: "a long enough password" }))
      ._id as string;
  /** The visitor reads the code from their email (queued in the outbox: no SMTP in tests). */
  const verifiedEmail = async () => {
    const email = `visitor${unique()}@hooghly.example`;
    await send("POST", "/api/schedule-demo/send-verification-code", { email }, false);
    const code = await latestEmail(email, "verification code").then((text) => text.match(/^\s*(\d{6})\s*$/m)?.[1]);
    await send("POST", "/api/schedule-demo/verify-code", { email, code }, false);
    return email;
  };
  const latestEmail = async (to: string, subject: string) => {
    const rows = await t.app.services.outbox.latest({ limit: 500 });
    const message = rows.find((row) => row.to === to && row.subject.includes(subject));
    if (!message) throw new Error(`no "${subject}" email to ${to}`);
    return message.text;
  };
  /** A booking, and the id and signature of its emailed "Manage your booking" link. */
  const bookedDemo = async () => {
    const email = await verifiedEmail();
    await send("POST", "/api/schedule-demo", booking(email), false);
    const { url, signature } = manageLinkIn(await latestEmail(email, "Your Aster HRMS demo"));
    return { id: url.pathname.split("/").at(-1), signature };
  };
  const newSubscriber = async () => {
    await send("POST", "/api/newsletter/subscribe", { email: `reader${unique()}@example.com` }, false);
    return (await send("GET", "/api/admin/subscribers?sort=createdAt&order=desc&limit=1"))[0]._id as string;
  };
  let slot = 0;
  const booking = (email: string) => ({
    name: "Anita Ghosh",
    company: `Hooghly Textiles ${unique()}`,
    email,
    phone: "+91 98300 12345",
    date: openDay,
    time: `${String(9 + Math.floor(slot / 2)).padStart(2, "0")}:${slot++ % 2 === 0 ? "00" : "30"}`,
    timeZone: "Asia/Kolkata",
    fillMs: 45_000,
  });

  return {
    "GET /healthz": async () => ({ status: 200 }),
    "GET /readyz": async () => ({ status: 200 }),
    "GET /api/status": async () => ({ status: 200 }),
    "GET /api/status/history": async () => ({ status: 200 }),

    "POST /api/auth/login": async () => ({ payload: testAdmin, status: 200 }),
    "POST /api/auth/logout": async () => ({ status: 200 }),
    "GET /api/auth/session": async () => ({ status: 200 }),
    "GET /api/auth/sessions": async () => ({ status: 200 }),
    "DELETE /api/auth/sessions/:id": async () => {
      await signIn(t.app);
      const sessions: Array<{ id: string; current: boolean }> = await send("GET", "/api/auth/sessions");
      return { url: `/api/auth/sessions/${sessions.find((session) => !session.current)?.id}`, status: 200 };
    },
    // Changes the password to itself: the sample must not end the test's session or change its login.
    "PUT /api/auth/password": async () => ({
      payload: { currentPassword: testAdmin.password, newPassword: testAdmin.password },
      status: 200,
    }),

    "GET /api/plans": async () => ({ status: 200 }),
    "GET /api/plans/:id": async () => ({ url: `/api/plans/${await first("/api/plans")}`, status: 200 }),
    "GET /api/admin/plans": async () => ({ url: "/api/admin/plans?sort=name&order=asc", status: 200 }),
    "GET /api/admin/plans/:id": async () => ({ url: `/api/admin/plans/${await newPlan()}`, status: 200 }),
    "POST /api/admin/plans": async () => ({ payload: plan(), status: 201 }),
    "PUT /api/admin/plans/:id": async () => ({
      url: `/api/admin/plans/${await newPlan()}`,
      payload: plan(),
      status: 200,
    }),
    "DELETE /api/admin/plans/:id": async () => ({ url: `/api/admin/plans/${await newPlan()}`, status: 200 }),

    "GET /api/blog": async () => ({ url: "/api/blog?category=Best%20Practices", status: 200 }),
    "GET /api/blog/categories": async () => ({ status: 200 }),
    "GET /api/blog/:id": async () => ({ url: `/api/blog/${await first("/api/blog")}`, status: 200 }),
    "GET /api/admin/blog": async () => ({ status: 200 }),
    "GET /api/admin/blog/:id": async () => ({ url: `/api/admin/blog/${await newPost()}`, status: 200 }),
    "POST /api/admin/blog": async () => ({ payload: post(), status: 201 }),
    "PUT /api/admin/blog/:id": async () => ({
      url: `/api/admin/blog/${await newPost()}`,
      payload: post(),
      status: 200,
    }),
    "DELETE /api/admin/blog/:id": async () => ({ url: `/api/admin/blog/${await newPost()}`, status: 200 }),

    "GET /api/job-openings": async () => ({ status: 200 }),
    "GET /api/job-openings/:id": async () => ({
      url: `/api/job-openings/${await first("/api/job-openings")}`,
      status: 200,
    }),
    "GET /api/admin/job-openings": async () => ({ status: 200 }),
    "GET /api/admin/job-openings/:id": async () => ({ url: `/api/admin/job-openings/${await newJob()}`, status: 200 }),
    "POST /api/admin/job-openings": async () => ({ payload: job(), status: 201 }),
    "PUT /api/admin/job-openings/:id": async () => ({
      url: `/api/admin/job-openings/${await newJob()}`,
      payload: job(),
      status: 200,
    }),
    "DELETE /api/admin/job-openings/:id": async () => ({
      url: `/api/admin/job-openings/${await newJob()}`,
      status: 200,
    }),

    "GET /api/v1/changelogs": async () => ({ status: 200 }),
    "GET /api/admin/changelog": async () => ({ status: 200 }),
    "POST /api/admin/changelog": async () => ({ payload: entry(), status: 201 }),
    "PUT /api/admin/changelog/:id": async () => ({
      url: `/api/admin/changelog/${await newEntry()}`,
      payload: entry(),
      status: 200,
    }),
    "DELETE /api/admin/changelog/:id": async () => ({ url: `/api/admin/changelog/${await newEntry()}`, status: 200 }),

    "GET /api/schedule-demo/available-slots": async () => ({
      url: `/api/schedule-demo/available-slots?date=${openDay}`,
      status: 200,
    }),
    "POST /api/schedule-demo/send-verification-code": async () => ({
      payload: { email: `visitor${unique()}@example.com` },
      status: 200,
    }),
    "POST /api/schedule-demo/verify-code": async () => {
      const email = `visitor${unique()}@example.com`;
      await send("POST", "/api/schedule-demo/send-verification-code", { email }, false);
      const code = (await latestEmail(email, "verification code")).match(/^\s*(\d{6})\s*$/m)?.[1];
      return { payload: { email, code }, status: 200 };
    },
    "POST /api/schedule-demo": async () => ({ payload: booking(await verifiedEmail()), status: 201 }),
    "POST /api/schedule-demo/:id/cancel": async () => {
      const { id, signature } = await bookedDemo();
      return { url: `/api/schedule-demo/${id}/cancel`, payload: { signature }, status: 200 };
    },
    "POST /api/schedule-demo/:id/reschedule": async () => {
      const { id, signature } = await bookedDemo();
      const { date, time } = booking("");
      return { url: `/api/schedule-demo/${id}/reschedule`, payload: { signature, date, time }, status: 200 };
    },
    "GET /api/admin/demo-requests": async () => ({ url: "/api/admin/demo-requests?status=new", status: 200 }),
    "GET /api/admin/demo-requests/export.csv": async () => ({ status: 200 }),
    "PATCH /api/admin/demo-requests/:id": async () => ({
      url: `/api/admin/demo-requests/${await newDemoRequest()}`,
      payload: { status: "cancelled", notes: "Called twice" },
      status: 200,
    }),
    "DELETE /api/admin/demo-requests/:id": async () => ({
      url: `/api/admin/demo-requests/${await newDemoRequest()}`,
      status: 200,
    }),

    "POST /api/contact": async () => ({ payload: enquiry(), status: 201 }),
    "GET /api/admin/enquiries": async () => ({ status: 200 }),
    "PATCH /api/admin/enquiries/:id": async () => {
      await send("POST", "/api/contact", enquiry(), false);
      const [latest] = await send("GET", "/api/admin/enquiries?sort=createdAt&order=desc&limit=1");
      return { url: `/api/admin/enquiries/${latest._id}`, payload: { handled: true }, status: 200 };
    },

    "POST /api/data-rights-requests": async () => ({ payload: dataRightsRequest(), status: 201 }),
    "GET /api/admin/data-rights-requests": async () => ({ status: 200 }),
    "GET /api/admin/data-rights-requests/:id": async () => ({
      url: `/api/admin/data-rights-requests/${await newDataRightsRequest()}`,
      status: 200,
    }),
    "PATCH /api/admin/data-rights-requests/:id": async () => ({
      url: `/api/admin/data-rights-requests/${await newDataRightsRequest()}`,
      payload: { status: "closed" },
      status: 200,
    }),

    "POST /api/assistant/ask": async () => ({ payload: { question: "How much does it cost?" }, status: 200 }),
    "POST /api/assistant/feedback": async () => {
      const question = "Which biometric devices work with Aster?";
      const { id } = await send("POST", "/api/assistant/ask", { question }, false);
      return { payload: { question, helpful: false, answerId: id }, status: 204 };
    },
    "POST /api/assistant/handoff": async () => ({
      payload: {
        name: "Meera Iyer",
        email: "meera@example.in",
        conversation: [{ from: "visitor", text: "Can someone call me about migrating 300 employees?" }],
      },
      status: 201,
    }),
    "GET /api/admin/assistant-questions": async () => ({ status: 200 }),

    "GET /api/admin/outbox": async () => ({ status: 200 }),
    "GET /api/admin/outbox/:id": async () => ({ url: `/api/admin/outbox/${await queuedEmail()}`, status: 200 }),
    "POST /api/admin/outbox/:id/retry": async () => ({
      url: `/api/admin/outbox/${await queuedEmail()}/retry`,
      status: 200,
    }),

    "GET /api/admin/users": async () => ({ status: 200 }),
    "POST /api/admin/users": async () => ({
      payload: { username: `user${unique()}`, password: "a long enough password" },
      status: 201,
    }),
    "DELETE /api/admin/users/:id": async () => ({ url: `/api/admin/users/${await newUser()}`, status: 200 }),

    "POST /api/newsletter/subscribe": async () => ({
      payload: { email: `reader${unique()}@example.com` },
      status: 200,
    }),
    "GET /api/admin/subscribers": async () => ({ url: "/api/admin/subscribers?status=pending", status: 200 }),
    "GET /api/admin/subscribers/export.csv": async () => ({ status: 200 }),
    "DELETE /api/admin/subscribers/:id": async () => ({
      url: `/api/admin/subscribers/${await newSubscriber()}`,
      status: 200,
    }),
    "GET /api/admin/blog/:id/newsletter": async () => ({
      url: `/api/admin/blog/${await newPost()}/newsletter`,
      status: 200,
    }),
    "POST /api/admin/blog/:id/newsletter/test": async () => ({
      url: `/api/admin/blog/${await newPost()}/newsletter/test`,
      payload: { to: "staff@example.com" },
      status: 202,
    }),
    "POST /api/admin/blog/:id/newsletter/send": async () => {
      // A subscriber who confirmed (the emailed link's step, taken here by writing the row).
      await t.database.db.insert(newsletterSubscribers).values({
        email: `confirmed${unique()}@example.com`,
        status: "subscribed",
        consentAskedAt: t.clock.now(),
        confirmedAt: t.clock.now(),
      });
      return { url: `/api/admin/blog/${await newPost()}/newsletter/send`, status: 201 };
    },

    "POST /api/analytics/cta": async () => ({ payload: { cta: "header-demo", path: "/pricing" }, status: 204 }),
    "GET /api/admin/analytics": async () => ({ url: "/api/admin/analytics?range=30d&device=mobile", status: 200 }),
    "GET /api/admin/analytics/export.csv": async () => ({
      url: "/api/admin/analytics/export.csv?range=7d",
      status: 200,
    }),

    "GET /api/admin/audit": async () => ({ status: 200 }),
    "GET /api/admin/audit/kinds": async () => ({ status: 200 }),
    "GET /api/admin/dashboard": async () => ({ status: 200 }),
  };
}

const canonicalOf = (route: RouteRecord) =>
  routeAliases.find((alias) => alias.method === route.method && alias.url === route.url)?.serves ?? route.url;

describe.each(engines)("the OpenAPI document on %s", (engine) => {
  let t: TestApp;
  let token: string;
  let document: OpenApiDocument;
  let apiRoutes: RouteRecord[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    token = await signIn(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
    apiRoutes = t.app
      .routeTable()
      .filter((route) => route.method !== "HEAD" && isApiRoute(route.url) && !undocumented[route.url]);
  });
  afterAll(() => t.close());

  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every registered API route, each with a summary and a tag", () => {
    const tagNames = new Set(document.tags.map((tag) => tag.name));
    expect(tagNames.size, "each tag is listed once").toBe(document.tags.length);
    const problems: string[] = [];
    for (const route of apiRoutes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const key = `${route.method} ${route.url}`;
      if (!operation) problems.push(`${key}: not in the document`);
      else {
        if (!operation.summary) problems.push(`${key}: no summary (schema.summary in its routes.ts)`);
        if (!operation.tags?.length) problems.push(`${key}: no tag (its module's \`tag\`, or schema.tags)`);
        for (const tag of operation.tags ?? [])
          if (!tagNames.has(tag)) problems.push(`${key}: tag "${tag}" is not described`);
      }
    }
    expect(problems).toEqual([]);
    // Nothing else: pages, files and the docs' own routes stay out.
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(apiRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());
    // Sanity: the routes the app registers are many, aliases and probes among them.
    expect(apiRoutes.length).toBeGreaterThan(70);
  });

  it("marks staff routes with the x-auth-token scheme, and only them", () => {
    expect(document.components).toMatchObject({
      securitySchemes: { [staffSecurityScheme]: { type: "apiKey", in: "header", name: "x-auth-token" } },
    });
    for (const route of apiRoutes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const security = route.staff ? [{ [staffSecurityScheme]: [] }] : undefined;
      expect(operation?.security, `${route.method} ${route.url}`).toEqual(security);
    }
  });

  it("marks SPEC's aliases with the route they serve", () => {
    for (const alias of routeAliases) {
      const operation = document.paths[openApiPath(alias.url)]?.[alias.method.toLowerCase()];
      expect(operation?.["x-spec-alias-of"], `${alias.method} ${alias.url}`).toBe(alias.serves);
      expect(operation?.description).toContain(`Alias of \`${alias.method} ${alias.serves}\``);
    }
    const canonical = document.paths["/api/admin/plans"]?.post;
    expect(canonical?.["x-spec-alias-of"]).toBeUndefined();
  });

  it("gives every operation the shared error shape for 4xx and 5xx answers", () => {
    expect(document.components).toMatchObject({
      schemas: { Error: { type: "object", required: ["message"] } },
    });
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.responses["4XX"]).toEqual({ $ref: "#/components/responses/ClientError" });
        expect(operation.responses["5XX"]).toEqual({ $ref: "#/components/responses/ServerError" });
      }
    }
  });

  it("answers every route's sample call as its documented response schema says", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, "openapi.json");
    const calls = samples(t, token);
    const missing: string[] = [];
    const driven = new Set<string>();
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const canonical = `${route.method} ${canonicalOf(route)}`;
      const sample = calls[canonical];
      if (!sample) {
        missing.push(`${key}: no sample call in samples()`);
        continue;
      }
      driven.add(canonical);
      const { url = route.url, payload, status } = await sample();
      const aliasUrl = url.replace(canonicalOf(route).split("/:")[0] ?? "", route.url.split("/:")[0] ?? "");
      const response: LightMyRequestResponse = await t.app.inject({
        method: route.method as InjectOptions["method"],
        url: route.url === canonicalOf(route) ? url : aliasUrl,
        remoteAddress: nextAddress(),
        ...(route.staff || route.url === "/api/auth/logout"
          ? { headers: { "x-auth-token": await tokenFor(route) } }
          : {}),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBe(status);

      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const documented = operation?.responses[String(status)];
      expect(documented, `${key}: status ${status} is not documented`).toBeDefined();
      const type = String(response.headers["content-type"] ?? "");
      if (!type.startsWith("application/json")) {
        // The one route that answers a file (CSV) documents no body schema: there is nothing to check.
        expect(documented?.content, `${key} answers ${type}`).toBeUndefined();
        continue;
      }
      const path = openApiPath(route.url);
      const method = route.method.toLowerCase();
      const schemaAt = `openapi.json${pointer("paths", path, method, "responses", String(status), "content", "application/json", "schema")}`;
      const validate = ajv.compile({ $ref: schemaAt });
      const valid = validate(response.json());
      expect(validate.errors ?? [], `${key} answered what its schema does not allow`).toEqual([]);
      expect(valid).toBe(true);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(calls).filter((key) => !driven.has(key))).toEqual([]);

    // The check can fail: a plan without its fields is not what GET /api/plans documents.
    const plansSchema = pointer(
      "paths",
      "/api/plans",
      "get",
      "responses",
      "200",
      "content",
      "application/json",
      "schema",
    );
    expect(ajv.compile({ $ref: `openapi.json${plansSchema}` })([{ name: 1 }])).toBe(false);
    // An error answer matches the shared error component.
    const notFound = await t.app.inject({ method: "GET", url: "/api/plans/00000000-0000-4000-8000-000000000000" });
    expect(notFound.statusCode).toBe(404);
    expect(ajv.compile({ $ref: `openapi.json${pointer("components", "schemas", "Error")}` })(notFound.json())).toBe(
      true,
    );
  }, 180_000);

  /** Staff routes use the test's session; sign-out gets a session of its own to end. */
  async function tokenFor(route: RouteRecord): Promise<string> {
    return route.url === "/api/auth/logout" ? signIn(t.app) : token;
  }

  it("serves the document built once, with an ETag, and the reference with its own CSP", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const again = await t.app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(first.headers["cache-control"]).toBe("public, max-age=300");

    const docs = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toMatch(/^text\/html/);
    expect(docs.headers["content-security-policy"]).toBe(docsContentSecurityPolicy);
    expect(docs.body).not.toMatch(/<script>[^<]/);
    const script = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["cache-control"]).toBe("public, max-age=86400");
    // Every other answer keeps its own policy: the API's allows nothing.
    const plans = await t.app.inject({ method: "GET", url: "/api/plans" });
    expect(plans.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(t.app.routeTable().some((route) => isDocsRoute(route.url))).toBe(true);
  });
});
