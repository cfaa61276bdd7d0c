import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, min, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OutboxListQuery, OutboxMessage, OutboxMessageDetail } from "../../../common/outbox";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { outbox } from "../../db/schema";
import type { Actor, AuditLog } from "../audit/service";
import { type Mailer, mailDomain, type OutgoingEmail } from "./mailer";

/** A transaction or the database itself: enqueue() joins whatever the caller is writing in. */
export type Writer = Pick<Database, "insert">;

/** After this many failed attempts a message is marked failed (its last error kept) and no longer retried. */
export const maxAttempts = 8;
/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down for a while is not hammered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}
/** How long a worker may hold a claimed message before another may take it over (it crashed). */
const leaseMs = 2 * 60 * 1000;
export const batchSize = 10;

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Asked just before messages about records of one `relatedType` go out: answers the related ids
 * whose message must not go any more (a newsletter to someone who has unsubscribed since it was
 * queued), with the reason kept on the message.
 */
export type SendCheck = (relatedIds: string[]) => Promise<{ ids: Set<string>; reason: string }>;

/** What staff see, and what is kept after sending, of a message that carries a verification code. */
export const secretHidden = "This message carries a verification code, so its text is not shown.";
/** The last error of a message that was not sent because its time had passed. */
export const expiredReason = "Not sent: it expired before it could go out (its moment had passed).";
const secretRemoved = "[The text of this message held a verification code and was removed once it was sent.]";

/**
 * An SMTP 5xx reply (a mailbox that does not exist, a message refused by policy) will be the
 * same on every retry: the message fails at once, so staff see it in the outbox and can act
 * (fix the address, then Retry) instead of waiting hours for eight identical refusals.
 */
function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  relatedType: row.relatedType,
  relatedId: row.relatedId,
});

const listSortColumns = {
  createdAt: outbox.createdAt,
  status: outbox.status,
  to: outbox.to,
  subject: outbox.subject,
  attempts: outbox.attempts,
} as const;

/**
 * Email that must not be lost (DESIGN §2): written in the caller's transaction, sent later by
 * deliverDue(). Several instances may deliver at once: each claims rows with FOR UPDATE SKIP
 * LOCKED, so no message is handed to two of them.
 */
export function createOutbox({
  db,
  clock,
  config,
  log,
  mailer,
  audit,
}: {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer | null;
  audit: AuditLog;
}) {
  const domain = mailDomain(config.MAIL_FROM);
  const wakeListeners = new Set<() => void>();
  const sendChecks = new Map<string, SendCheck>();
  const wake = () => {
    for (const listener of wakeListeners) listener();
  };

  async function markSent(row: OutboxRow) {
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

  async function markFailedAttempt(row: OutboxRow, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = row.attempts >= maxAttempts || isPermanentRejection(error);
    await db
      .update(outbox)
      .set({
        status: gaveUp ? "failed" : "queued",
        lastError: message.slice(0, 1000),
        lockedUntil: null,
        nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(row.attempts)),
      })
      .where(eq(outbox.id, row.id));
    log.warn({ messageId: row.messageId, attempts: row.attempts, gaveUp, err: error }, "email not sent");
  }

  /** Claimed messages a send check withdraws: marked failed with its reason, never sent. */
  async function withdrawnAmong(claimed: OutboxRow[]): Promise<Set<string>> {
    const withdrawn = new Set<string>();
    for (const [type, check] of sendChecks) {
      const rows = claimed.filter((row) => row.relatedType === type && row.relatedId);
      if (rows.length === 0) continue;
      const { ids, reason } = await check(rows.map((row) => row.relatedId as string));
      const dropped = rows.filter((row) => ids.has(row.relatedId as string)).map((row) => row.id);
      if (dropped.length === 0) continue;
      await db
        .update(outbox)
        .set({ status: "failed", lastError: reason, lockedUntil: null })
        .where(inArray(outbox.id, dropped));
      for (const id of dropped) withdrawn.add(id);
    }
    return withdrawn;
  }

  return {
    /** Whether mail leaves the building at all (SMTP_URL set). */
    canSend: mailer !== null,

    /**
     * Stores a message to send; call it inside the transaction that writes what the message is
     * about. `sendAt` holds it back until then (a reminder, a newsletter paced to a rate); the
     * worker never sends a message before its time. `expiresAt`: after then the message is no
     * longer sent at all (a reminder whose moment passed while the server was down, ADR 026).
     */
    async enqueue(
      writer: Writer,
      email: OutgoingEmail,
      related?: { type: string; id: string },
      { sendAt, expiresAt }: { sendAt?: Date; expiresAt?: Date } = {},
    ): Promise<string> {
      const id = randomUUID();
      const messageId = `<${id}@${domain}>`;
      await writer.insert(outbox).values({
        id,
        messageId,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        replyTo: email.replyTo ?? null,
        holdsSecret: email.holdsSecret ?? false,
        icalMethod: email.calendar?.method ?? null,
        icalContent: email.calendar?.content ?? null,
        headers: email.headers ?? null,
        nextAttemptAt: sendAt ?? clock.now(),
        dueAt: sendAt ?? clock.now(),
        relatedType: related?.type ?? null,
        relatedId: related?.id ?? null,
        expiresAt: expiresAt ?? null,
      });
      if (config.NODE_ENV === "development") {
        // Development without a mail server: the message is readable here (codes included).
        log.info({ to: email.to, subject: email.subject }, `email queued:\n${email.text}`);
      }
      return messageId;
    },

    /** Registers the last-moment check for messages about records of `relatedType` (see SendCheck). */
    addSendCheck(relatedType: string, check: SendCheck): void {
      sendChecks.set(relatedType, check);
    },

    /**
     * Gives back every message a worker had claimed, at once, without waiting for its lease. Only
     * for a start on PGlite: the data directory's lock proves the process that claimed them is
     * gone (on PostgreSQL another instance may be sending them right now; there the lease runs out).
     */
    async releaseAllClaims(): Promise<number> {
      const released = await db
        .update(outbox)
        .set({ status: "queued", lockedUntil: null })
        .where(eq(outbox.status, "sending"))
        .returning({ id: outbox.id });
      return released.length;
    },

    /** Asks the worker to look now (after a commit that queued mail), instead of at its next tick. */
    wake,
    onWake(listener: () => void): () => void {
      wakeListeners.add(listener);
      return () => wakeListeners.delete(listener);
    },

    /**
     * Claims due messages (and ones whose worker died mid-send), sends them, and records each
     * outcome. Returns how many were sent and how many failed this round. When `stopping()` turns
     * true (the server is shutting down), it sends nothing more and gives back the messages it had
     * claimed, so another instance, or this one after its restart, sends them at once instead of
     * after the lease.
     */
    async deliverDue({ stopping = () => false }: { stopping?: () => boolean } = {}): Promise<{
      sent: number;
      failed: number;
    }> {
      if (!mailer) return { sent: 0, failed: 0 };
      const at = clock.now();
      // Messages past their time (the server was down, or retries ran late) are never sent: they
      // end as failed with the reason, so staff see what did not go out and why.
      const expired = await db
        .update(outbox)
        .set({ status: "failed", lockedUntil: null, lastError: expiredReason })
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
      const claimed = await db
        .update(outbox)
        .set({
          status: "sending",
          attempts: sql`${outbox.attempts} + 1`,
          lockedUntil: new Date(at.getTime() + leaseMs),
        })
        .where(inArray(outbox.id, due))
        .returning();

      const withdrawn = await withdrawnAmong(claimed);
      let sent = 0;
      let failed = 0;
      for (const [index, row] of claimed.entries()) {
        if (withdrawn.has(row.id)) continue;
        if (stopping()) {
          const unsent = claimed.slice(index).map((message) => message.id);
          await db
            .update(outbox)
            .set({ status: "queued", attempts: sql`${outbox.attempts} - 1`, lockedUntil: null })
            .where(and(inArray(outbox.id, unsent), eq(outbox.status, "sending")));
          break;
        }
        try {
          await mailer.send({
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
          await markSent(row);
          sent += 1;
        } catch (error) {
          await markFailedAttempt(row, error);
          failed += 1;
        }
      }
      return { sent, failed };
    },

    async countByStatus(): Promise<Record<OutboxRow["status"], number>> {
      const rows = await db.select({ status: outbox.status, total: count() }).from(outbox).groupBy(outbox.status);
      const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = row.total;
      return counts;
    },

    /**
     * The messages whose time has come and that have not gone out: how many, and since when the
     * oldest was due. A message scheduled for later (a demo reminder) is not waiting before then.
     */
    async dueBacklog(): Promise<{ waiting: number; oldestDueAt: Date | null }> {
      const [row] = await db
        .select({ waiting: count(), oldestDueAt: min(outbox.dueAt) })
        .from(outbox)
        .where(and(inArray(outbox.status, ["queued", "sending"]), lte(outbox.dueAt, clock.now())));
      return { waiting: row?.waiting ?? 0, oldestDueAt: row?.oldestDueAt ?? null };
    },

    /** Newest first: the raw rows, for tests and tools. */
    latest({ limit = 50 }: { limit?: number } = {}) {
      return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
    },

    /** The back office's table: status filter, search over recipient and subject, any sort. */
    async list(query: OutboxListQuery): Promise<{ rows: OutboxMessage[]; total: number }> {
      return listPageFor({
        db,
        table: outbox,
        where: allOf(
          query.status ? eq(outbox.status, query.status) : undefined,
          searchAcross([outbox.to, outbox.subject], query.q),
        ),
        sortColumns: listSortColumns,
        tieBreak: outbox.id,
        query,
        map: toMessage,
      });
    },

    async get(id: string): Promise<OutboxMessageDetail | null> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (!row) return null;
      return { ...toMessage(row), text: row.holdsSecret ? secretHidden : row.text };
    },

    /** Sends a failed (or still waiting) message again at once, with a fresh set of attempts. */
    async retry(id: string, actor: Actor): Promise<OutboxMessage | null> {
      const message = await audit.write(actor, async (tx) => {
        const [row] = await tx
          .update(outbox)
          // Due now: staff asked for it now, so /status measures its wait from here.
          .set({ status: "queued", attempts: 0, nextAttemptAt: clock.now(), dueAt: clock.now(), lockedUntil: null })
          .where(and(eq(outbox.id, id), inArray(outbox.status, ["failed", "queued"])))
          .returning();
        if (!row) return { result: null, record: null };
        return {
          result: toMessage(row),
          record: {
            action: "retry",
            entity: "email",
            publicContent: false,
            entityId: id,
            summary: `Queued "${row.subject}" to ${row.to} again`,
          },
        };
      });
      if (message) wake();
      return message;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
