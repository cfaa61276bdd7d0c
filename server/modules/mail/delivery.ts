import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { outbox } from "../../db/schema";
import type { Mailer } from "./mailer";
import type { OutboxContext, OutboxRow, SendCheck } from "./outbox-context";
import { markFailedAttempt } from "./retry-and-give-up";

/**
 * How long a claim holds without word from its worker: the messages of an instance killed
 * mid-round go to another after this. A round renews the lease of what it still holds every
 * `leaseRenewalMs`, so a slow send (the socket may wait 20 s) is never taken over while its
 * worker lives (ADR 049). Before the renewal the lease was 2 minutes, all of it waited on a kill.
 */
export const leaseMs = 30_000;
export const leaseRenewalMs = 10_000;
export const batchSize = 10;

/** The last error of a message that was not sent because its time had passed. */
export const expiredReason = "Not sent: it expired before it could go out (its moment had passed).";
const secretRemoved = "[The text of this message held a verification code and was removed once it was sent.]";

/** Registers the last-moment check for messages about records of `relatedType` (see SendCheck). */
export function addSendCheck(
  { sendChecks }: Pick<OutboxContext, "sendChecks">,
  relatedType: string,
  check: SendCheck,
): void {
  sendChecks.set(relatedType, check);
}

/**
 * Messages past their time (the server was down, or retries ran late) are never sent: they end
 * as expired with the reason, so staff see what did not go out and why, apart from failures.
 */
export async function expireOverdue({ db, log }: Pick<OutboxContext, "db" | "log">, at: Date): Promise<void> {
  const expired = await db
    .update(outbox)
    .set({ status: "expired", lockedUntil: null, lastError: expiredReason })
    .where(
      and(
        inArray(outbox.status, ["queued", "sending"]),
        lte(outbox.expiresAt, at),
        // A message another worker is sending right now is left to it.
        or(eq(outbox.status, "queued"), lte(outbox.lockedUntil, at)),
      ),
    )
    .returning({ id: outbox.id, messageId: outbox.messageId });
  if (expired.length > 0) log.info({ messages: expired.map((row) => row.messageId) }, "expired email not sent");
}

/**
 * Claims up to a batch of due messages (and ones whose worker died mid-send: its lease ran out),
 * counting the attempt. FOR UPDATE SKIP LOCKED: two instances claiming at once never get the
 * same message.
 */
export async function claimDue({ db }: Pick<OutboxContext, "db">, at: Date): Promise<OutboxRow[]> {
  const notExpired = or(isNull(outbox.expiresAt), gt(outbox.expiresAt, at));
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        or(
          and(eq(outbox.status, "queued"), lte(outbox.nextAttemptAt, at)),
          and(eq(outbox.status, "sending"), lte(outbox.lockedUntil, at)),
        ),
        notExpired,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: "sending",
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: new Date(at.getTime() + leaseMs),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Claimed messages a send check withdraws: marked skipped with its reason, never sent. */
export async function withdrawnAmong(
  { db, sendChecks }: Pick<OutboxContext, "db" | "sendChecks">,
  claimed: OutboxRow[],
): Promise<Set<string>> {
  const withdrawn = new Set<string>();
  for (const [type, check] of sendChecks) {
    const rows = claimed.filter((row) => row.relatedType === type && row.relatedId);
    if (rows.length === 0) continue;
    const { ids, reason } = await check(rows.map((row) => row.relatedId as string));
    const dropped = rows.filter((row) => ids.has(row.relatedId as string)).map((row) => row.id);
    if (dropped.length === 0) continue;
    await db
      .update(outbox)
      .set({ status: "skipped", lastError: reason, lockedUntil: null })
      .where(inArray(outbox.id, dropped));
    for (const id of dropped) withdrawn.add(id);
  }
  return withdrawn;
}

/**
 * Gives back claimed messages not sent yet, as if never claimed (the attempt uncounted), so the
 * next round sends them at once instead of after the lease. One withdrawn meanwhile stays so.
 */
export async function giveBack({ db }: Pick<OutboxContext, "db">, ids: string[]): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "queued", attempts: sql`${outbox.attempts} - 1`, lockedUntil: null })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, "sending")));
}

/**
 * Gives back every message a worker had claimed, at once, without waiting for its lease. Only
 * for a start on PGlite: the data directory's lock proves the process that claimed them is
 * gone (on PostgreSQL another instance may be sending them right now; there the lease runs out).
 */
export async function releaseAllClaims({ db }: Pick<OutboxContext, "db">): Promise<number> {
  const released = await db
    .update(outbox)
    .set({ status: "queued", lockedUntil: null })
    .where(eq(outbox.status, "sending"))
    .returning({ id: outbox.id });
  return released.length;
}

/**
 * Keeps a round's claim alive: every `everyMs` of real time, the messages it still holds get a
 * new lease from now. A timer, not a step between sends, so a send that hangs renews too. A
 * failed renewal is only logged: at worst another instance sends a message twice, with one
 * Message-ID that a receiver can drop (ADR 025).
 */
function renewLease(
  { db, clock, log }: Pick<OutboxContext, "db" | "clock" | "log">,
  held: () => string[],
  everyMs: number,
): { stop(): void } {
  const timer = setInterval(() => {
    const ids = held();
    if (ids.length === 0) return;
    db.update(outbox)
      .set({ lockedUntil: new Date(clock.now().getTime() + leaseMs) })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, "sending")))
      .then(
        () => {},
        (error: unknown) => log.warn({ err: error }, "outbox: renewing the lease of claimed messages failed"),
      );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Hands one stored message to the mail server, as it was queued. */
function handOver(mailer: Mailer, row: OutboxRow): Promise<void> {
  return mailer.send({
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    messageId: row.messageId,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    ...(row.headers ? { headers: row.headers } : {}),
    ...(row.icalMethod && row.icalContent
      ? { calendar: { method: row.icalMethod as "REQUEST" | "CANCEL", content: row.icalContent } }
      : {}),
  });
}

async function markSent({ db, clock }: Pick<OutboxContext, "db" | "clock">, row: OutboxRow): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: "sent",
      sentAt: clock.now(),
      lockedUntil: null,
      // A sent code has done its work: from now on it exists only as the HMAC it is checked against.
      ...(row.holdsSecret ? { html: secretRemoved, text: secretRemoved } : {}),
    })
    .where(eq(outbox.id, row.id));
}

/**
 * One round of the worker, as named steps: expire what is past its time, claim a batch, drop
 * what a send check withdraws, then send each and record its outcome. Returns how many were sent
 * and how many failed this round. When `stopping()` turns true (the server is shutting down), it
 * sends nothing more and gives back the messages it had claimed, so another instance, or this
 * one after its restart, sends them at once instead of after the lease.
 */
export async function deliverDue(
  context: Pick<OutboxContext, "db" | "clock" | "log" | "mailer" | "sendChecks">,
  { stopping = () => false, renewEveryMs = leaseRenewalMs }: { stopping?: () => boolean; renewEveryMs?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const { mailer, clock } = context;
  if (!mailer) return { sent: 0, failed: 0 };
  const at = clock.now();
  await expireOverdue(context, at);
  const claimed = await claimDue(context, at);
  const withdrawn = await withdrawnAmong(context, claimed);
  let sent = 0;
  let failed = 0;
  let next = 0;
  const lease = renewLease(context, () => claimed.slice(next).map((message) => message.id), renewEveryMs);
  try {
    for (const [index, row] of claimed.entries()) {
      next = index;
      if (withdrawn.has(row.id)) continue;
      if (stopping()) {
        await giveBack(
          context,
          claimed.slice(index).map((message) => message.id),
        );
        break;
      }
      try {
        await handOver(mailer, row);
        await markSent(context, row);
        sent += 1;
      } catch (error) {
        await markFailedAttempt(context, row, error);
        failed += 1;
      }
    }
  } finally {
    lease.stop();
  }
  return { sent, failed };
}
