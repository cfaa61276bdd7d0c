import fc, { type Arbitrary } from "fast-check";

/**
 * fast-check arbitraries read off the routes' own Zod schemas (the contracts in common/), for the
 * hostile-input suite: values that should pass, values one step off, and values meant to hurt.
 * It walks Zod 4's definitions (`schema._zod.def`) for the kinds our contracts use; anything else
 * gets any JSON value. Field names help where a schema checks with a function Zod cannot describe
 * (an email, a calendar date, a time zone).
 */

type Def = {
  type: string;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
  format?: string;
  coerce?: boolean;
  entries?: Record<string, string | number>;
  values?: unknown[];
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  options?: ZodLike[];
};
export type ZodLike = { _zod: { def: Def } };

export const isZodSchema = (value: unknown): value is ZodLike =>
  typeof value === "object" && value !== null && "_zod" in value;

const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Values that take time or break naive code: long runs of one character, controls, odd Unicode. */
export const hostileStrings: readonly string[] = [
  `a@${".".repeat(7_000)} x`,
  `${"a".repeat(7_000)}@example.com`,
  "<".repeat(7_000),
  `<a ${"<".repeat(3_000)}`,
  "-".repeat(7_000),
  "%".repeat(3_000),
  "\\".repeat(3_000),
  " ".repeat(7_000),
  "a,victim@x.com",
  "x<victim@x.com>",
  "(c)victim@x.com",
  "\u0000",
  "\ud800",
  "\u202eevil",
  "\u200b".repeat(500),
  "👩‍👩‍👧‍👦".repeat(300),
  "__proto__",
  "constructor",
  "' OR 1=1 --",
  "../../../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as literal text
  "${7*7}{{7*7}}",
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
  'x";PARTSTAT=ACCEPTED;X="',
  '=HYPERLINK("https://evil.example")',
  "1e308",
  "-0",
];

/** Any JSON value, including the awkward ones, for a field whose type the schema does not state. */
const anyJson: Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** A value deep enough to hurt a recursive parser or validator (JSON of a few kilobytes). */
function deeplyNested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.1,
    [],
    {},
    deeplyNested(1_500),
    Array.from({ length: 2_000 }, (_, index) => index),
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
);

/** Field names whose rules are functions Zod cannot describe: a valid-looking value for each. */
const byFieldName: Record<string, Arbitrary<unknown>> = {
  email: fc.emailAddress(),
  date: fc
    .date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  timeZone: fc.constantFrom("Asia/Kolkata", "Asia/Dubai", "Europe/London", "America/New_York", "Mars/Olympus"),
  phone: fc.stringMatching(/^\+?[0-9 ]{7,20}$/),
  publishAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
};

/** A value the schema should accept (refinements aside). */
export function validFor(schema: ZodLike, field = ""): Arbitrary<unknown> {
  const def = schema._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
      return fc.option(validFor(def.innerType as ZodLike, field), { nil: undefined });
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return validFor(def.innerType as ZodLike, field);
    case "pipe":
      return validFor(def.in as ZodLike, field);
    case "object": {
      const shape = def.shape ?? {};
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, validFor(value, key)])), {
        requiredKeys: Object.keys(shape).filter(
          (key) => !["optional", "default"].includes(shape[key]?._zod.def.type ?? ""),
        ),
      });
    }
    case "string":
      return validString(def, field);
    case "number": {
      const checks = checksOf(def);
      const integer = checks.some((check) => check.format === "safeint" || check.format === "int32");
      const min = checks.find((check) => check.check === "greater_than")?.value as number | undefined;
      const max = checks.find((check) => check.check === "less_than")?.value as number | undefined;
      const number = integer
        ? fc.integer({ min: min ?? -1_000_000, max: max ?? 1_000_000 })
        : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
      // A query string carries text: a coerced number arrives as its digits.
      return def.coerce ? number.map(String) : number;
    }
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? { none: "none" }));
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "array": {
      const checks = checksOf(def);
      const maxLength = (checks.find((check) => check.check === "max_length")?.maximum as number | undefined) ?? 10;
      return fc.array(validFor(def.element as ZodLike, field), { maxLength: Math.min(maxLength, 20) });
    }
    case "union":
      return fc.oneof(...(def.options ?? []).map((option) => validFor(option, field)));
    default:
      return byFieldName[field] ?? anyJson;
  }
}

function validString(def: Def, field: string): Arbitrary<unknown> {
  if (def.format === "uuid") return fc.uuid();
  if (def.format === "email") return fc.emailAddress();
  const checks = checksOf(def);
  const pattern = checks.find((check) => check.format === "regex")?.pattern as RegExp | undefined;
  if (pattern) return fc.stringMatching(pattern, { maxLength: 200 });
  if (byFieldName[field]) return byFieldName[field];
  const minLength = (checks.find((check) => check.check === "min_length")?.minimum as number | undefined) ?? 0;
  const maxLength = (checks.find((check) => check.check === "max_length")?.maximum as number | undefined) ?? 200;
  return fc.string({ unit: "grapheme", minLength, maxLength: Math.min(maxLength, Math.max(minLength, 200)) });
}

/** A valid value with one thing wrong: a field dropped, of another type, one character too long, or hostile. */
export function almostValidFor(schema: ZodLike): Arbitrary<unknown> {
  const shape = schema._zod.def.type === "object" ? (schema._zod.def.shape ?? {}) : undefined;
  const keys = shape ? Object.keys(shape) : [];
  if (!shape || keys.length === 0) return fc.oneof(validFor(schema), hostileValue);
  return fc
    .tuple(validFor(schema), fc.constantFrom(...keys), fc.nat({ max: 4 }), hostileValue)
    .map(([value, key, how, hostile]) => {
      const record = { ...(value as Record<string, unknown>) };
      const current = record[key];
      if (how === 0) delete record[key];
      else if (how === 1) record[key] = typeof current === "string" ? 12345 : "not the right type";
      else if (how === 2) record[key] = typeof current === "string" ? `${current}${"x".repeat(300)}` : -1;
      else if (how === 3) record[key] = hostile;
      else record[`unexpected_${key}`] = hostile;
      return record;
    });
}

/** A whole value meant to hurt: every field hostile, or not an object at all. */
export function hostileFor(schema: ZodLike): Arbitrary<unknown> {
  const shape = schema._zod.def.type === "object" ? (schema._zod.def.shape ?? {}) : undefined;
  if (!shape) return hostileValue;
  return fc.oneof(fc.record(Object.fromEntries(Object.keys(shape).map((key) => [key, hostileValue]))), hostileValue);
}
