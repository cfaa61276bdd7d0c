import { readFileSync } from "node:fs";
import { join } from "node:path";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../common/errors";
import { authHeader } from "../../common/http";
import { z } from "../../common/zod";
import type { Config } from "../config";
import { routeAliases } from "../modules/spec-aliases";
import { projectRoot } from "../paths";

/**
 * The API described from its own route schemas (ADR 027): @fastify/swagger collects every route
 * as it is registered, the Zod type provider's transform turns each route's Zod schemas into
 * JSON Schema, and the document is built once when the app is ready. Served at
 * GET /api/openapi.json; Swagger UI reads it at /api/docs.
 */

export const openApiPath = "/api/openapi.json";
export const docsPath = "/api/docs";

/** The security scheme staff routes carry: the session token from POST /api/auth/login (ADR 022). */
export const staffSecurityScheme = "staffToken";

/** An area of the API, as the reference groups its routes. Each module names its own. */
export interface ApiTag {
  name: string;
  description: string;
}

/** Routes outside /api/ that are still part of the API: the health probes. */
export const operationsTag: ApiTag = {
  name: "Operations",
  description: "Health probes for load balancers and orchestrators: liveness and readiness.",
};
const operationsRoutes = new Set(["/healthz", "/readyz"]);

/** Which registered routes the document lists: the JSON API and the probes, not pages or files. */
export function isApiRoute(url: string): boolean {
  if (operationsRoutes.has(url)) return true;
  return url.startsWith("/api/") && url !== "/api/*" && url !== openApiPath && !url.startsWith(docsPath);
}

/**
 * Gives every route a module registers its module's tag (unless the route names its own), so the
 * reference groups a new module's routes without anyone listing them. Goes on the module's scope.
 */
export function tagRoutes(scope: FastifyInstance, tag: ApiTag | undefined): void {
  if (!tag) return;
  scope.addHook("onRoute", (route) => {
    const schema = (route.schema ?? {}) as { tags?: string[] };
    if (!schema.tags) route.schema = { ...schema, tags: [tag.name] } as RouteOptions["schema"];
  });
}

const errorResponses = {
  ClientError: {
    description:
      "The request was refused: bad input (400, with a message per field in `errors`), no valid session (401), not allowed (403), not found (404), a conflict (409), too large (413) or too many requests (429).",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  },
  ServerError: {
    description: "Something failed on the server (500), or the database is away (503).",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  },
};

const methods = ["get", "put", "post", "delete", "patch"] as const;

interface Operation {
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Every operation answers errors in the shared shape (DESIGN §3): added once here, for all of them. */
function withErrorResponses(paths: Record<string, Record<string, Operation>>): void {
  for (const pathItem of Object.values(paths)) {
    for (const method of methods) {
      const operation = pathItem[method];
      if (!operation) continue;
      operation.responses = {
        ...operation.responses,
        "4XX": { $ref: "#/components/responses/ClientError" },
        "5XX": { $ref: "#/components/responses/ServerError" },
      };
    }
  }
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { version: string }).version;
}

/** Routes that serve `/api/docs` itself: what the browser may load there, and nothing else. */
export const docsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI (React) renders style="" attributes; no inline script is allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Follows the visitor's colour scheme (Swagger UI's dark styles apply under `html.dark-mode`), and
 * fills two gaps axe finds in Swagger UI's markup. A file of its own (served from our origin), so
 * the page needs no inline script.
 */
const docsScript = `(function () {
  var query = window.matchMedia("(prefers-color-scheme: dark)");
  function apply() { document.documentElement.classList.toggle("dark-mode", query.matches); }
  apply();
  query.addEventListener("change", apply);
  // What Swagger UI leaves out for assistive technology: landmarks around the parts outside its
  // main one, a name for its server list, and area headings one level below the page's title.
  function label(selector, attributes) {
    document.querySelectorAll(selector).forEach(function (element) {
      for (var name in attributes) if (element.getAttribute(name) !== attributes[name]) element.setAttribute(name, attributes[name]);
    });
  }
  new MutationObserver(function () {
    label(".information-container", { role: "banner" });
    label(".schemes-server-container", { role: "region", "aria-label": "Server and authorization" });
    label("#servers", { "aria-label": "Server" });
    label("h3.opblock-tag, section.models > h4", { "aria-level": "2" });
    label(".opblock h4", { "aria-level": "3" });
    label(".opblock h5", { "aria-level": "4" });
  }).observe(document.getElementById("swagger-ui"), { childList: true, subtree: true });
})();
`;

/**
 * Overrides for the reference: a visible keyboard focus, no animation when asked for none, and
 * darker versions of Swagger UI's light-theme colours that axe finds below 4.5:1 with white text.
 */
const docsCss = `:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; } }
.swagger-ui .info .title small { background: #5b6270; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
html:not(.dark-mode) .swagger-ui .info a.link, html:not(.dark-mode) .swagger-ui .info .url { color: #1d5fb4; }
html:not(.dark-mode) .swagger-ui .btn.authorize { color: #1b7a4f; border-color: #1b7a4f; }
html:not(.dark-mode) .swagger-ui .btn.authorize svg { fill: #1b7a4f; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f6fb5; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #187a4c; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5500; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #12766a; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c02929; }
`;

/**
 * Registers the document and the reference. Must run before any route is registered (the swagger
 * plugin collects routes as they come), with `isStaff` answering from the route table.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { config, isStaff, tags }: { config: Config; isStaff: (method: string, url: string) => boolean; tags: ApiTag[] },
): Promise<void> {
  const aliasOf = new Map(routeAliases.map((alias) => [`${alias.method} ${alias.url}`, alias.serves]));
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Aster HRMS API",
        version: packageVersion(),
        description: [
          "The JSON API behind the Aster HRMS site and its back office, generated from the routes' own schemas.",
          "",
          `Public routes need nothing. Staff routes (marked with a lock) need a session token in the \`${authHeader}\` header: sign in with \`POST /api/auth/login\` and send the \`token\` it answers. Every error answers \`{ "message", "errors"? }\`.`,
          "",
          "Lists answer the rows of one page as the body and the number of matching rows in the `X-Total-Count` header.",
          "",
          `This document: \`GET ${openApiPath}\`.`,
        ].join("\n"),
      },
      servers: [{ url: config.PUBLIC_URL }],
      tags: [...tags, operationsTag],
      components: {
        securitySchemes: {
          [staffSecurityScheme]: {
            type: "apiKey",
            in: "header",
            name: authHeader,
            description: "The token `POST /api/auth/login` answers. Sessions end after a time or on sign-out.",
          },
        },
        schemas: { Error: z.toJSONSchema(errorBodySchema, { target: "draft-2020-12" }) as object },
      },
    },
    transform(input) {
      const { schema, url, route } = input;
      if (!isApiRoute(url)) return { schema: { ...schema, hide: true }, url };
      const transformed = jsonSchemaTransform(input);
      const method = [route.method].flat()[0] ?? "GET";
      const extra: Record<string, unknown> = {};
      if (operationsRoutes.has(url)) extra.tags = [operationsTag.name];
      if (isStaff(method, url)) extra.security = [{ [staffSecurityScheme]: [] }];
      const serves = aliasOf.get(`${method} ${url}`);
      if (serves) {
        const own = (schema as { description?: string } | undefined)?.description;
        extra.description = `Alias of \`${method} ${serves}\`, kept at the address SPEC §7 gives: it answers exactly as that route does.${own ? `\n\n${own}` : ""}`;
        extra["x-spec-alias-of"] = serves;
      }
      return { ...transformed, schema: { ...transformed.schema, ...extra } };
    },
    transformObject(input) {
      if (!("openapiObject" in input)) throw new Error("OpenAPI 2.0 is not supported");
      const document = input.openapiObject;
      withErrorResponses(document.paths as Record<string, Record<string, Operation>>);
      document.components = { ...document.components, responses: errorResponses };
      return document;
    },
  });
}

/**
 * GET /api/openapi.json and the reference at /api/docs. Registered after compression and the
 * other answer hooks, so the reference's files are compressed and checked like any answer.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  // Built once, when every route is registered: the same bytes for every request.
  let body = "";
  app.addHook("onReady", async () => {
    body = JSON.stringify(app.swagger());
    // Swagger UI's /api/docs/yaml answers from the plugin's cache: filled here, not on a request.
    app.swagger({ yaml: true });
  });
  app.get(openApiPath, { schema: { hide: true }, config: { pageCache: { reads: [] } } }, async (_request, reply) =>
    reply
      .type("application/json; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .header("access-control-allow-origin", "*")
      .send(body),
  );

  await app.register(async (docs) => {
    docs.addHook("onSend", async (request, reply, payload) => {
      reply.header("content-security-policy", docsContentSecurityPolicy);
      // Swagger UI's files change only with a deploy (the package's version).
      if (request.url.startsWith(`${docsPath}/static/`)) reply.header("cache-control", "public, max-age=86400");
      return payload;
    });
    await docs.register(swaggerUi, {
      routePrefix: docsPath,
      uiConfig: {
        // No top bar (its logo has no text and its address field no label): the page is the reference alone.
        layout: "BaseLayout",
        // Deep links put a link inside each operation's toggle button (axe: nested-interactive).
        deepLinking: false,
        docExpansion: "list",
        defaultModelsExpandDepth: 0,
        tryItOutEnabled: false,
      },
      // Swagger UI would otherwise send the document to validator.swagger.io for its badge.
      validatorUrl: false,
      theme: {
        title: "Aster HRMS API reference",
        js: [{ filename: "aster.js", content: docsScript }],
        css: [{ filename: "aster.css", content: docsCss }],
      },
    });
  });
}
