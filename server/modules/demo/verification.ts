import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { emailVerifications } from "../../db/schema";
import type { Outbox, Writer } from "../mail/outbox";
import { checkCode, codeHasher, sendCode, type VerificationContext } from "./verification-codes";

export {
  codeLifetimeMs,
  maxWrongTries,
  resendCooldownMs,
  type VerifyOutcome,
  verificationSubject,
  verifiedForMs,
} from "./verification-codes";

export class EmailNotVerifiedError extends Error {
  constructor() {
    super("The email address is not verified");
    this.name = "EmailNotVerifiedError";
  }
}

/**
 * Proves a visitor can read the inbox of the work email they give. Codes are 6 digits from a
 * secure generator, stored only as an HMAC keyed with the server's secret, one live code per
 * address. A success is remembered on the server for 30 minutes, for one booking. Sending and
 * checking a code are steps of their own (verification-codes.ts).
 */
export function createVerificationService({
  db,
  clock,
  outbox,
  signingKey,
}: {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  signingKey: string;
}) {
  const context: VerificationContext = { db, clock, outbox, hashOf: codeHasher(signingKey) };

  return {
    sendCode: (email: string) => sendCode(context, email),
    verify: (email: string, code: string) => checkCode(context, { email, code }),

    async isVerified(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: emailVerifications.email })
        .from(emailVerifications)
        .where(and(eq(emailVerifications.email, email), gt(emailVerifications.verifiedUntil, clock.now())));
      return Boolean(row);
    },

    /**
     * Uses up a verification inside the caller's transaction (one verification, one booking).
     * Checked and cleared in one statement, so two bookings cannot share it.
     */
    async consume(writer: Writer & Pick<Database, "update">, email: string): Promise<void> {
      const used = await writer
        .update(emailVerifications)
        .set({ verifiedUntil: null })
        .where(and(eq(emailVerifications.email, email), gt(emailVerifications.verifiedUntil, clock.now())))
        .returning({ email: emailVerifications.email });
      if (used.length === 0) throw new EmailNotVerifiedError();
    },

    /** Housekeeping: rows with no live code and no live verification. */
    async purgeExpired(): Promise<number> {
      const at = clock.now();
      const purged = await db
        .delete(emailVerifications)
        .where(
          and(
            lt(emailVerifications.expiresAt, at),
            sql`(${emailVerifications.verifiedUntil} is null or ${emailVerifications.verifiedUntil} < ${at.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ email: emailVerifications.email });
      return purged.length;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
