import { once } from "node:events";
import rateLimit from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { emailLimitKey } from "../../common/email-address";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/client";
import { companyLimitKey } from "../public-email-domains";
import { clientKey } from "./client-key";
import { HttpError } from "./errors";
import { asPluginStore, type Counter, createDatabaseCounter, createMemoryCounters } from "./rate-limit-stores";

/**
 * Every request limit in one table (the README copies it). A policy counts hits per key in a
 * fixed window; over `max`, the request gets 429 with Retry-After and the policy's message.
 * RATE_LIMIT_SCALE multiplies every `max` (0 turns them all off).
 */
interface RateLimitPolicy {
  /** What is limited and per what, for the README. */
  description: string;
  max: number;
  windowMs: number;
  /** What is counted; undefined means this request is not limited by the policy. */
  key(request: FastifyRequest): string | undefined;
  /** Shown to the client; `{wait}` becomes "3 minutes" or "40 seconds". */
  message: string;
}

const minute = 60_000;
const hour = 60 * minute;
/** The client's address, an IPv6 client's /64 (server/http/client-key.ts). */
const byAddress = (request: FastifyRequest) => clientKey(request.ip);
const emailInBody = (request: FastifyRequest) => (request.body as { email?: unknown } | undefined)?.email;
/** Only a valid address is a key (common/email-address.ts); anything else fails validation right after. */
const byEmailInBody = (request: FastifyRequest) => emailLimitKey(emailInBody(request));
/** The address's company: its domain, or the mailbox itself at a public provider (server/public-email-domains.ts). */
const byCompanyOfEmailInBody = (request: FastifyRequest) => companyLimitKey(emailInBody(request));

export const rateLimitPolicies = {
  publicForm: {
    description: "Contact, demo-request, data-rights and Live Support submissions, per client address",
    max: 10,
    windowMs: 10 * minute,
    key: byAddress,
    message: "You have sent several requests in a short time. Please try again in {wait}.",
  },
  assistant: {
    description:
      "Questions to the site's assistant and answers marked helpful or not, per client address (a chat asks more often than a form is sent)",
    max: 60,
    windowMs: 10 * minute,
    key: byAddress,
    message: "You have asked a lot of questions in a short time. Please try again in {wait}.",
  },
  ctaBeacon: {
    description: "Clicks on calls to action counted by the analytics beacon, per client address",
    max: 120,
    windowMs: 10 * minute,
    key: byAddress,
    message: "Too many clicks counted from your network. Please try again in {wait}.",
  },
  signIn: {
    description:
      "Sign-in requests, per client address (and 5 attempts per username from one address in 15 minutes; ADR 002)",
    max: 20,
    windowMs: 15 * minute,
    key: byAddress,
    message: "Too many sign-in attempts from your network. Please try again in {wait}.",
  },
  passkeyOptions: {
    description:
      "Passkey sign-in challenges, per client address (the sign-in page asks for one as it opens, for the browser's autofill)",
    max: 120,
    windowMs: 15 * minute,
    key: byAddress,
    message: "Too many sign-in attempts from your network. Please try again in {wait}.",
  },
  codeSendPerEmail: {
    description: "Verification codes sent, per email address",
    max: 3,
    windowMs: hour,
    key: byEmailInBody,
    message: "Too many codes were requested for this email address. Please try again in {wait}.",
  },
  codeSendPerAddress: {
    description: "Verification codes sent, per client address",
    max: 10,
    windowMs: hour,
    key: byAddress,
    message: "Too many codes were requested from your network. Please try again in {wait}.",
  },
  codeSendPerDomain: {
    description:
      "Verification codes sent, per email domain (a catch-all domain is one domain; at a public provider such as Gmail, per mailbox)",
    max: 100,
    windowMs: hour,
    key: byCompanyOfEmailInBody,
    message: "Too many codes were requested for addresses at this domain. Please try again in {wait}.",
  },
  codeCheck: {
    description: "Verification codes checked, per client address (each code also allows 5 wrong tries)",
    max: 30,
    windowMs: 10 * minute,
    key: byAddress,
    message: "Too many codes were checked from your network. Please try again in {wait}.",
  },
  newsletter: {
    description: "Newsletter sign-ups, per client address",
    max: 10,
    windowMs: hour,
    key: byAddress,
    message: "You have sent several sign-ups in a short time. Please try again in {wait}.",
  },
  newsletterMailSoon: {
    description:
      "Newsletter confirmation emails, per email address (past the limit the sign-up answers the same and sends nothing)",
    max: 1,
    windowMs: 10 * minute,
    key: byEmailInBody,
    message: "A confirmation email was sent to this address a moment ago.",
  },
  newsletterMailDaily: {
    description: "Newsletter confirmation emails, per email address in a day (answered the same way)",
    max: 3,
    windowMs: 24 * hour,
    key: byEmailInBody,
    message: "Several confirmation emails were sent to this address today.",
  },
  passwordReset: {
    description: "Password-reset requests, per client address",
    max: 10,
    windowMs: hour,
    key: byAddress,
    message: "You have asked for several password resets in a short time. Please try again in {wait}.",
  },
  passwordResetMail: {
    description:
      "Password-reset emails, per email address (past the limit the request answers the same and sends nothing)",
    max: 3,
    windowMs: hour,
    key: byEmailInBody,
    message: "Several reset emails were sent to this address in the last hour.",
  },
  notFound: {
    description: "Requests answered 404 (pages and API), per client address: scanners stop early",
    max: 120,
    windowMs: minute,
    key: byAddress,
    message: "Too many requests for pages that do not exist. Please try again in {wait}.",
  },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof rateLimitPolicies;

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

export interface RateLimits {
  /**
   * A hook that applies the named policies in order; the first one exceeded answers 429. Use it
   * as `onRequest` for per-address policies (counted before the body is read) and as
   * `preValidation` for those keyed by the body (after parsing, before validation).
   */
  enforce(...names: RateLimitPolicyName[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts a hit without answering, for the page handler (a page that turned out to be a 404). */
  hit(name: RateLimitPolicyName, request: FastifyRequest): Promise<{ exceeded: boolean; retryAfter: number }>;
  purgeExpired(): Promise<number>;
  /** Requests refused (429) by each policy since this instance started, for the metrics. */
  refusals(): Readonly<Partial<Record<RateLimitPolicyName, number>>>;
}

declare module "fastify" {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

function chooseStore(
  config: Config,
  database: DatabaseHandle,
  clock: Clock,
  log: FastifyBaseLogger,
): { counter?: Counter; redis?: Redis; kind: string } {
  if (config.REDIS_URL) {
    // Fail fast instead of queueing: a limiter that waits on a dead Redis would hold every request.
    const redis = new Redis(config.REDIS_URL, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    return { redis, kind: "redis" };
  }
  if (database.kind === "postgres") return { counter: createDatabaseCounter(database.db, clock), kind: "postgres" };
  let warnedAt = Number.NEGATIVE_INFINITY;
  const onFull = (policy: string) => {
    // Once a minute at most: the flood that fills a store would otherwise flood the log too.
    if (clock.now().getTime() - warnedAt < minute) return;
    warnedAt = clock.now().getTime();
    log.warn(
      { policy },
      "rate limits: every counter of a policy is in use; new clients are refused until windows close",
    );
  };
  return { counter: createMemoryCounters(clock, { onFull }), kind: "memory" };
}

/** Registers @fastify/rate-limit with the shared store and decorates the app with `rateLimits`. */
export async function registerRateLimits(
  app: FastifyInstance,
  { config, database, clock, log }: { config: Config; database: DatabaseHandle; clock: Clock; log: FastifyBaseLogger },
): Promise<void> {
  const scale = config.RATE_LIMIT_SCALE;
  if (scale === 0) {
    log.warn("RATE_LIMIT_SCALE=0: every request limit is off. Use this for load tests only.");
    app.decorate("rateLimits", {
      enforce: () => async () => {},
      hit: async () => ({ exceeded: false, retryAfter: 0 }),
      purgeExpired: async () => 0,
      refusals: () => ({}),
    } satisfies RateLimits);
    return;
  }

  const store = chooseStore(config, database, clock, log);
  if (store.redis) {
    const redis = store.redis;
    redis.on("error", (error) => log.warn({ err: error }, "rate limits: Redis is not answering"));
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
    // Without an offline queue, commands sent before the connection is up fail (and are let
    // through); wait for it here so limits hold from the first request.
    const connected = await Promise.race([
      once(redis, "ready").then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, 3000, false).unref()),
    ]);
    if (!connected) log.warn("rate limits: Redis did not answer at start; requests pass unlimited until it does");
  }
  await app.register(rateLimit, {
    global: false,
    ...(store.redis ? { redis: store.redis, nameSpace: "aster-rate-limit:", skipOnError: true } : {}),
    ...(store.counter ? { store: asPluginStore(store.counter) } : {}),
  });

  const limiters = new Map<RateLimitPolicyName, Limiter>();
  for (const [name, policy] of Object.entries(rateLimitPolicies) as [RateLimitPolicyName, RateLimitPolicy][]) {
    limiters.set(
      name,
      app.createRateLimit({
        max: Math.max(1, Math.round(policy.max * scale)),
        timeWindow: policy.windowMs,
        keyGenerator: (request) => `${name}:${policy.key(request)}`,
      }),
    );
  }
  async function hit(name: RateLimitPolicyName, request: FastifyRequest) {
    if (rateLimitPolicies[name].key(request) === undefined) return { exceeded: false, retryAfter: 0 };
    const result = await (limiters.get(name) as Limiter)(request);
    if (result.isAllowed || !result.isExceeded) return { exceeded: false, retryAfter: 0 };
    return { exceeded: true, retryAfter: Math.max(1, result.ttlInSeconds) };
  }

  const refused: Partial<Record<RateLimitPolicyName, number>> = {};
  app.decorate("rateLimits", {
    enforce(...names) {
      return async (request, reply) => {
        for (const name of names) {
          const verdict = await hit(name, request);
          if (!verdict.exceeded) continue;
          refused[name] = (refused[name] ?? 0) + 1;
          reply.header("retry-after", String(verdict.retryAfter));
          throw new HttpError(429, rateLimitMessage(name, verdict.retryAfter));
        }
      };
    },
    hit,
    purgeExpired: () => store.counter?.purgeExpired() ?? Promise.resolve(0),
    refusals: () => refused,
  } satisfies RateLimits);
}

/** The 429 text for a policy, for pages that answer a blocked client themselves. */
export function rateLimitMessage(name: RateLimitPolicyName, retryAfterSeconds: number): string {
  return rateLimitPolicies[name].message.replace("{wait}", waitText(retryAfterSeconds));
}
