import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docsContentSecurityPolicy, isApiRoute, staffSecurityScheme } from "../../server/http/openapi";
import type { RouteRecord } from "../../server/http/route-table";
import { routeAliases } from "../../server/modules/spec-aliases";
import { apiSamplesFor, nextAddress, openApiPath, type SampleDrive, sampleUrl } from "../support/api-samples";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

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

const pointer = (...parts: string[]) =>
  `#/${parts.map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;

/**
 * Routes outside the modules, driven here: the health probes (server/http/). Every module's route
 * has its sample in server/modules/<module>/api-samples.ts (an alias is driven with its route's).
 */
const probeSamples: Record<string, SampleDrive> = {
  "GET /healthz": async () => ({ status: 200 }),
  "GET /readyz": async () => ({ status: 200 }),
};

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
    const samples = apiSamplesFor(t, token, document);
    const problems: string[] = [];
    const driven = new Set<string>();
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const sample = samples.of(route);
      const drive = probeSamples[sample.key] ?? sample.drive;
      if (!drive) {
        problems.push(`${key}: no sample call in ${sample.file}`);
        continue;
      }
      driven.add(sample.key);
      const call = await drive();
      if (call.row && (!route.staff || route.method === "GET"))
        problems.push(`${key}: its sample expects an audit row, but only staff writes leave one`);
      const response: LightMyRequestResponse = await t.app.inject({
        method: route.method as InjectOptions["method"],
        url: sampleUrl(route.url, call),
        remoteAddress: nextAddress(),
        // Staff routes get the test's session; a public route that reads one gets its sample's own.
        headers: { ...call.headers, ...(route.staff || call.token ? { "x-auth-token": call.token ?? token } : {}) },
        ...(call.payload ? { payload: call.payload } : {}),
      });
      await call.restore?.();
      const { status } = call;
      expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBe(status);

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
    expect(problems).toEqual([]);
    // Each sample with a call names a documented route (a page's form post, a public write with no call, is
    // outside the document: the write-routes test checks it exists).
    const stale = samples.unused(driven, (sample) => sample.drive);
    expect(stale, "samples of no route in the API document").toEqual([]);
    expect(Object.keys(probeSamples).filter((route) => !driven.has(route))).toEqual([]);

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
