import { createPrivateKey } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";
import { passwordMinLength } from "../common/users";
import { privacyEmail } from "../content/data-rights";

/**
 * Environment, parsed once at start (DESIGN §2 "Configuration"). Every bad value is named in
 * one message so the operator fixes them all in one go; nothing downstream reads process.env.
 */

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const absoluteUrl = (protocols: readonly string[], example: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL such as ${example}`);

/** proxy-addr's names for private ranges: still a fixed list of addresses, not "everyone". */
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may speak for the client in X-Forwarded-For: a hop count or a list of
 * addresses/CIDRs. "true" (trust everyone) is refused: then Fastify would take the left-most
 * address, which the client writes itself, and every per-address limit could be dodged.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim();
  if (text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === "true") {
    context.addIssue({
      code: "custom",
      message:
        "must be a hop count (e.g. 1) or a list of proxy addresses; true would trust any X-Forwarded-For a client sends",
    });
    return z.NEVER;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    context.addIssue({
      code: "custom",
      message: `must be a hop count or a comma-separated list of addresses or CIDRs (not valid: ${invalid.join(", ")})`,
    });
    return z.NEVER;
  }
  return entries;
});

/** India's fixed-date national holidays (Republic Day, Independence Day, Gandhi Jayanti) and Christmas. */
const defaultHolidays = "01-26,08-15,10-02,12-25";

/** Closed days for demo bookings: "YYYY-MM-DD" for one date, "MM-DD" for every year. */
const holidayList = z.string().transform((value, context) => {
  const days = value
    .split(",")
    .map((day) => day.trim())
    .filter(Boolean);
  const invalid = days.filter((day) => !/^(\d{4}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(day));
  if (invalid.length > 0) {
    context.addIssue({
      code: "custom",
      message: `must be dates like 2026-11-09 or 08-15 (not valid: ${invalid.join(", ")})`,
    });
    return z.NEVER;
  }
  return days;
});

const rateLimitScale = z.coerce
  .number({ error: "must be a number" })
  .min(0, "must be 0 (limits off) or more")
  .max(10_000, "must be at most 10000");

const environmentSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["development", "production", "test"]).default("production")),
  PORT: z.preprocess(emptyAsUndefined, port.default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, absoluteUrl(["http:", "https:"], "https://www.example.com").optional()),
  /**
   * Where the product's customers sign in to their workspace. This site's sign-in is for its own
   * staff; SPEC's header "Login" leads there, so that page names this address first.
   */
  CUSTOMER_SIGN_IN_URL: z.preprocess(
    emptyAsUndefined,
    absoluteUrl(["https:", "http:"], "https://app.example.com/login").default("https://app.asterhrms.com/login"),
  ),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    absoluteUrl(["postgres:", "postgresql:"], "postgres://user:pass@host:5432/db").optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().trim().min(3, "must be at least 3 characters").optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(passwordMinLength, `must be at least ${passwordMinLength} characters`).optional(),
  ),
  SMTP_URL: z.preprocess(emptyAsUndefined, absoluteUrl(["smtp:", "smtps:"], "smtp://user:pass@host:587").optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Aster HRMS <no-reply@localhost>")),
  /**
   * DKIM signing of every message (docs/operations.md gives the DNS records): the signing domain,
   * the selector its public key is published under, and the PEM private key. A key in one line
   * may write its line breaks as "\n". All three or none; none sends unsigned.
   */
  MAIL_DKIM_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, "must be a domain name")
      .optional(),
  ),
  MAIL_DKIM_SELECTOR: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9]([a-z0-9._-]{0,61}[a-z0-9])?$/i, "must be a DNS label such as aster2026")
      .optional(),
  ),
  MAIL_DKIM_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) => value.replaceAll("\\n", "\n"))
      .refine(isPrivateKey, "must be a PEM private key (RSA or Ed25519)")
      .optional(),
  ),
  SALES_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an email address").optional()),
  /** Where data-rights requests go (ADR 035): the privacy team, never the sales inbox. */
  PRIVACY_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an email address").default(privacyEmail)),
  /** The mailto half of the newsletter's List-Unsubscribe (ADR 024); unset: SALES_EMAIL, else the company's sales address. */
  NEWSLETTER_UNSUBSCRIBE_MAILBOX: z.preprocess(emptyAsUndefined, z.email("must be an email address").optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxy.default(false)),
  REDIS_URL: z.preprocess(emptyAsUndefined, absoluteUrl(["redis:", "rediss:"], "redis://127.0.0.1:6379").optional()),
  RATE_LIMIT_SCALE: z.preprocess(emptyAsUndefined, rateLimitScale.default(1)),
  SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  DEMO_HOLIDAYS: z.preprocess(emptyAsUndefined, holidayList.prefault(defaultHolidays)),
  PAGE_CACHE: z.preprocess(emptyAsUndefined, z.enum(["on", "off"], { error: "must be on or off" }).default("on")),
  /** Count page views and events (ADR 028); false: nothing is counted or stored. */
  ANALYTICS_ENABLED: z.preprocess(
    emptyAsUndefined,
    z
      .enum(["true", "false"], { error: "must be true or false" })
      .default("true")
      .transform((value) => value === "true"),
  ),
  /** Prometheus metrics at /metrics on a port of their own; unset: not served. */
  METRICS_PORT: z.preprocess(emptyAsUndefined, port.optional()),
  METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default("127.0.0.1")),
  /** How long a SIGTERM waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0).max(600_000).default(10_000),
  ),
  /** How fast a newsletter goes out: messages per minute, spaced evenly (ADR 025). */
  NEWSLETTER_RATE_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(100_000).default(600),
  ),
  /** Days raw analytics rows are kept; the daily rollups made from them stay (ADR 029). */
  ANALYTICS_RETENTION_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(2).max(3650).default(90),
  ),
  /**
   * Where ffmpeg and ffprobe are (Debian's package): a video's size, length and poster frame are
   * read with them. Unset or missing there: videos are still stored, and staff upload a poster.
   */
  MEDIA_VIDEO_TOOLS: z.preprocess(emptyAsUndefined, z.string().default("/usr/bin")),
  PAGE_CACHE_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(4096).default(64),
  ),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config extends Omit<Environment, "PUBLIC_URL"> {
  /** Canonical origin without a trailing slash, e.g. "https://www.asterhrms.com". */
  PUBLIC_URL: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Checked apart from the schema so it is reported even when other values are also wrong. */
function adminPairProblem(env: Record<string, string | undefined>): string | null {
  const hasUsername = Boolean(env.ADMIN_USERNAME);
  if (hasUsername === Boolean(env.ADMIN_PASSWORD)) return null;
  const missing = hasUsername ? "ADMIN_PASSWORD" : "ADMIN_USERNAME";
  return `${missing} must be set together with the other of ADMIN_USERNAME and ADMIN_PASSWORD`;
}

const dkimNames = ["MAIL_DKIM_DOMAIN", "MAIL_DKIM_SELECTOR", "MAIL_DKIM_PRIVATE_KEY"] as const;

/** DKIM needs its three values: one or two alone would send unsigned mail while looking configured. */
function dkimSetProblem(env: Record<string, string | undefined>): string | null {
  const missing = dkimNames.filter((name) => !env[name]);
  if (missing.length === 0 || missing.length === dkimNames.length) return null;
  return `${missing.join(" and ")} must be set together with ${dkimNames.filter((name) => env[name]).join(" and ")} (DKIM signing)`;
}

/** Whether `pem` is a private key Node can sign with. */
function isPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).type === "private";
  } catch {
    return false;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        // Secrets are never echoed back into logs.
        const shown = name in env && !/PASSWORD|URL|SECRET|KEY/.test(name) ? ` (got "${env[name]}")` : "";
        return `${name} ${issue.message}${shown}`;
      });
  for (const problem of [adminPairProblem(env), dkimSetProblem(env)]) if (problem) problems.push(problem);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return { ...values, PUBLIC_URL: publicUrl, isProduction: values.NODE_ENV === "production" };
}
