import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import { createElement } from "react";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { emailVerifications } from "../../db/schema";
import type { Outbox, Writer } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { VerificationCodeEmail } from "./emails/verification-code";

/** DESIGN §4 "Email verification code". */
export const codeLifetimeMs = 10 * 60 * 1000;
export const resendCooldownMs = 60 * 1000;
export const maxWrongTries = 5;
export const verifiedForMs = 30 * 60 * 1000;
export const verificationSubject = "Your Aster HRMS verification code";

export type VerifyOutcome = "verified" | "wrong" | "expired" | "voided" | "no-code";

export class EmailNotVerifiedError extends Error {
  constructor() {
    super("The email address is not verified");
    this.name = "EmailNotVerifiedError";
  }
}

/**
 * Proves a visitor can read the inbox of the work email they give. Codes are 6 digits from a
 * secure generator, stored only as an HMAC keyed with the server's secret, one live code per
 * address. A success is remembered on the server for 30 minutes, for one booking.
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
  const hashOf = (email: string, code: string) =>
    createHmac("sha256", signingKey).update(`verification:${email}:${code}`).digest("hex");

  return {
    /**
     * Sends a fresh code, unless one went to this address in the last minute (then the earlier
     * code stays valid and nothing is sent). The caller answers the same either way, so the
     * reply never tells whether mail went out.
     */
    async sendCode(email: string): Promise<{ sent: boolean }> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const at = clock.now();
      const message = await renderEmail(
        createElement(VerificationCodeEmail, { code, validMinutes: codeLifetimeMs / 60_000 }),
      );
      const cooldownStart = new Date(at.getTime() - resendCooldownMs).toISOString();
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(emailVerifications)
          .values({
            email,
            codeHash: hashOf(email, code),
            expiresAt: new Date(at.getTime() + codeLifetimeMs),
            attempts: 0,
            sentAt: at,
            verifiedUntil: null,
          })
          .onConflictDoUpdate({
            target: emailVerifications.email,
            set: {
              codeHash: hashOf(email, code),
              expiresAt: new Date(at.getTime() + codeLifetimeMs),
              attempts: 0,
              sentAt: at,
              verifiedUntil: null,
            },
            // The cooldown, decided by the same statement that writes: parallel requests cannot both pass.
            setWhere: sql`${emailVerifications.sentAt} <= ${cooldownStart}::timestamptz`,
          })
          .returning({ email: emailVerifications.email });
        if (!row) return false;
        // The code is in the body only: subjects are shown in inbox lists, notifications and the outbox table.
        await outbox.enqueue(tx, { to: email, subject: verificationSubject, holdsSecret: true, ...message });
        return true;
      });
      if (sent) outbox.wake();
      return { sent };
    },

    /** Counts the try before comparing, like sign-in: the fifth wrong try voids the code. */
    async verify(email: string, code: string): Promise<VerifyOutcome> {
      const at = clock.now();
      const [row] = await db
        .update(emailVerifications)
        .set({ attempts: sql`${emailVerifications.attempts} + 1` })
        .where(and(eq(emailVerifications.email, email), isNotNull(emailVerifications.codeHash)))
        .returning();
      if (!row?.codeHash) return "no-code";
      if (row.expiresAt <= at) return "expired";
      if (row.attempts > maxWrongTries) return "voided";
      const expected = Buffer.from(row.codeHash, "hex");
      const given = Buffer.from(hashOf(email, code), "hex");
      if (timingSafeEqual(expected, given)) {
        await db
          .update(emailVerifications)
          .set({ codeHash: null, verifiedUntil: new Date(at.getTime() + verifiedForMs) })
          .where(eq(emailVerifications.email, email));
        return "verified";
      }
      if (row.attempts >= maxWrongTries) {
        await db.update(emailVerifications).set({ codeHash: null }).where(eq(emailVerifications.email, email));
        return "voided";
      }
      return "wrong";
    },

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
