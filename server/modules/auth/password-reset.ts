import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type PasswordResetComplete,
  passwordResetValidMinutes,
  unusableResetMessage,
} from "../../../common/password-reset";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { adminUsers, sessions } from "../../db/schema";
import type { RequestOrigin } from "../../http/request-origin";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { PasswordResetEmail } from "./emails/password-reset";
import { requireStrongPassword } from "./password-strength";
import { hashPassword } from "./passwords";
import { hashToken, newToken, type SessionStore } from "./sessions";
import { passwordResets } from "./tables";

export interface PasswordResetContext {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  outbox: Outbox;
  sessions: SessionStore;
  /** Whether the account has a second factor: then the reset does not sign in, the person signs in with both. */
  hasSecondFactor: (userId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** A link that is unknown, expired or used: all get one answer. */
export class UnusableResetError extends Error {
  constructor() {
    super(unusableResetMessage);
    this.name = "UnusableResetError";
  }
}

const validMs = passwordResetValidMinutes * 60 * 1000;

/** The page that uses it; the token is in the #fragment, which browsers never send (as invitations, ADR 042). */
const resetLink = (publicUrl: string, token: string) => `${publicUrl}/admin/reset-password#${token}`;

/**
 * Emails a reset link to the active account that uses `email`, if there is one. The route answers
 * before this runs, the same for every address, so neither its words nor its time say whether an
 * account uses the address; a failure here is logged, and the person can ask again.
 */
export async function sendPasswordReset(context: PasswordResetContext, email: string): Promise<void> {
  const { db, clock, outbox, publicUrl } = context;
  const [account] = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(and(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`, isNull(adminUsers.deactivatedAt)));
  if (!account?.email) return;
  const { token, tokenHash } = newToken();
  const at = clock.now();
  const content = await renderEmail(
    PasswordResetEmail({ resetUrl: resetLink(publicUrl, token), validMinutes: passwordResetValidMinutes }),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: account.id, tokenHash, createdAt: at, expiresAt: new Date(at.getTime() + validMs) });
    await outbox.enqueue(
      tx,
      {
        to: account.email ?? email,
        subject: "Reset your Aster HRMS back-office password",
        ...content,
        holdsSecret: true,
      },
      { type: "user", id: account.id },
    );
  });
  outbox.wake();
}

/** The reset a token opens, while it can be used, with its account. */
const usable = (context: PasswordResetContext, token: string) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, context.clock.now()),
    isNull(adminUsers.deactivatedAt),
  );

/**
 * Sets the new password (it must be strong: WeakPasswordError), closes every reset of the
 * account and ends every session it had, in one transaction, then signs them in afresh.
 * Answers the new session's token; null for an account with two-factor sign-in, whose second
 * factor an emailed link does not prove: they sign in with the new password and their code.
 */
export async function completePasswordReset(
  context: PasswordResetContext,
  { token, password }: PasswordResetComplete,
  origin: RequestOrigin,
): Promise<string | null> {
  const { db, audit, clock } = context;
  const [found] = await db
    .select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email, name: adminUsers.name })
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.userId))
    .where(usable(context, token));
  if (!found) throw new UnusableResetError();
  await requireStrongPassword(password, [found.username, found.email ?? "", found.name ?? ""], {
    field: "password",
    label: "New password",
  });
  const passwordHash = await hashPassword(password);
  await audit.write(found, async (tx) => {
    const [reset] = await tx
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.userId))
      .where(usable(context, token))
      .for("update", { of: passwordResets });
    if (!reset) throw new UnusableResetError();
    const at = clock.now();
    await tx.update(adminUsers).set({ passwordHash, updatedAt: at }).where(eq(adminUsers.id, found.id));
    await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.userId, found.id), isNull(passwordResets.usedAt)));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, found.id)).returning({ id: sessions.id });
    return {
      result: undefined,
      record: {
        action: "password-reset",
        entity: "user",
        entityId: found.id,
        publicContent: false,
        summary: `Reset own password by email; ${ended.length} session${ended.length === 1 ? "" : "s"} signed out`,
      },
    };
  });
  if (await context.hasSecondFactor(found.id)) return null;
  return (await context.sessions.create(found.id, origin)).token;
}

/** Sends a reset after the answer has gone; a failure is logged (the person can ask again). */
export function sendPasswordResetLater(context: PasswordResetContext, email: string): void {
  setImmediate(() => {
    sendPasswordReset(context, email).catch((error: unknown) =>
      context.log.error({ err: error }, "password reset: the email could not be queued"),
    );
  });
}
