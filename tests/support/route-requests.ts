import fc, { type Arbitrary } from "fast-check";
import type { RouteRecord } from "../../server/http/route-table";
import { almostValidFor, hostileFor, hostileStrings, hostileValue, isZodSchema, validFor } from "./schema-arbitraries";

/**
 * Requests generated from a route's own Zod schemas (valid, almost valid, hostile), as the
 * hostile-input suite sends them through `inject` and `npm run bench:hostile` over HTTP.
 */

/**
 * "each field" is not random: every field of the body and the query, in turn, gets every long
 * hostile string while the rest stays valid. Random picks reach a given field with a given string
 * too rarely to be sure a pattern run on that field is tried with the input that makes it slow.
 */
export const modes = ["valid", "almost valid", "hostile", "each field"] as const;
export type Mode = (typeof modes)[number];

export type RouteInput = { params: unknown; query: unknown; body: unknown };

export interface GeneratedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The JSON body, for methods that carry one. */
  payload?: string;
}

const schemaOf = (route: RouteRecord, part: "body" | "querystring" | "params") => {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  return isZodSchema(schema) ? schema : undefined;
};

function arbitraryFor(schema: ReturnType<typeof schemaOf>, mode: Mode): Arbitrary<unknown> {
  if (!schema) return mode === "valid" ? fc.constant(undefined) : hostileValue;
  if (mode === "valid") return validFor(schema);
  if (mode === "almost valid") return almostValidFor(schema);
  return hostileFor(schema);
}

/** The hostile strings long enough to make a pattern backtrack (the short ones probe other things). */
const longHostileStrings = hostileStrings.filter((value) => value.length >= 1_000);

/** One valid input per field and long hostile string, with that field set to that string. */
function eachFieldInputs(route: RouteRecord, seed: number): RouteInput[] {
  const [valid] = sampleInputs(route, "valid", 1, seed);
  if (!valid) return [];
  const inputs: RouteInput[] = [];
  for (const part of ["body", "query"] as const) {
    const schema = schemaOf(route, part === "query" ? "querystring" : "body");
    const shape = schema?._zod.def.type === "object" ? (schema._zod.def.shape ?? {}) : {};
    for (const key of Object.keys(shape)) {
      for (const hostile of longHostileStrings) {
        const base = (typeof valid[part] === "object" && valid[part] !== null ? valid[part] : {}) as Record<
          string,
          unknown
        >;
        inputs.push({ ...valid, [part]: { ...base, [key]: hostile } });
      }
    }
  }
  return inputs;
}

/**
 * `count` inputs for the route's params, query and body, the same for the same seed ("each
 * field": every field with every long hostile string, however many that is).
 */
export function sampleInputs(route: RouteRecord, mode: Mode, count: number, seed: number): RouteInput[] {
  if (mode === "each field") return eachFieldInputs(route, seed);
  return fc.sample(
    fc.record({
      params: arbitraryFor(schemaOf(route, "params"), mode),
      query: arbitraryFor(schemaOf(route, "querystring"), mode),
      body: arbitraryFor(schemaOf(route, "body"), mode),
    }),
    { numRuns: count, seed },
  ) as RouteInput[];
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
/** A lone surrogate has no UTF-8 form: a URL carries U+FFFD for it, as browsers send it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const urlPart = (value: unknown) => encodeURIComponent(asText(value).replace(loneSurrogate, "\ufffd"));

/** The route's URL with its `:params` filled from a generated params object. */
function pathWith(url: string, params: unknown): string {
  const values = (typeof params === "object" && params !== null ? params : {}) as Record<string, unknown>;
  return url.replace(/:(\w+)/g, (_, name: string) => urlPart(values[name] ?? params ?? "x"));
}

function queryWith(query: unknown): string {
  if (typeof query !== "object" || query === null || Array.isArray(query))
    return query === undefined ? "" : `?${urlPart(query)}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, asText(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The request for one input: signed in with `token` when given. Signing out with the caller's own
 * token would end its session, so a sign-out is sent with someone else's (a token that is not one).
 */
export function requestFor(route: RouteRecord, input: RouteInput, token?: string): GeneratedRequest {
  const hasBody = !["GET", "HEAD", "DELETE", "OPTIONS"].includes(route.method);
  const auth = token === undefined ? undefined : route.url === "/api/auth/logout" ? "not-a-session" : token;
  return {
    method: route.method,
    url: `${pathWith(route.url, input.params)}${queryWith(input.query)}`,
    headers: {
      ...(auth ? { "x-auth-token": auth } : {}),
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(input.body ?? null) } : {}),
  };
}

/** Every route a client can address: not the pages' catch-all. */
export const addressableRoutes = (routes: readonly RouteRecord[]) =>
  routes.filter((route) => route.url !== "*" && route.url !== "/*");
