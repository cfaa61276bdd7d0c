import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { createElement } from "react";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { emailVerifications } from "../../db/schema";
import type { Outbox } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { VerificationCodeEmail } from "./emails/verification-code";

/** DESIGN §4 "Email verification code". */
export const codeLifetimeMs = 10 * 60 * 1000;
export const resendCooldownMs = 60 * 1000;
export const maxWrongTries = 5;
export const verifiedForMs = 30 * 60 * 1000;
export const verificationSubject = "Your Aster HRMS verification code";

export type VerifyOutcome = "verified" | "wrong" | "expired" | "voided" | "no-code";

/** What sending and checking a code work with (verification.ts builds it). */
export interface VerificationContext {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  /** A code as it is stored: an HMAC keyed with the server's secret, never the code itself. */
  hashOf(email: string, code: string): string;
}

export const codeHasher =
  (signingKey: string) =>
  (email: string, code: string): string =>
    createHmac("sha256", signingKey).update(`verification:${email}:${code}`).digest("hex");

/**
 * Sends a fresh code, unless one went to this address in the last minute (then the earlier
 * code stays valid and nothing is sent). The caller answers the same either way, so the
 * reply never tells whether mail went out.
 */
export async function sendCode(
  { db, clock, outbox, hashOf }: VerificationContext,
  email: string,
): Promise<{ sent: boolean }> {
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
}

/**
 * Checks a code. Counts the try before comparing, like sign-in: the fifth wrong try voids the
 * code. A right one is used up and leaves the address verified for `verifiedForMs`.
 */
export async function checkCode(
  { db, clock, hashOf }: Pick<VerificationContext, "db" | "clock" | "hashOf">,
  { email, code }: { email: string; code: string },
): Promise<VerifyOutcome> {
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
}
