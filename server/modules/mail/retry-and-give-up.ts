import { and, eq, inArray } from "drizzle-orm";
import type { OutboxMessage } from "../../../common/outbox";
import { outbox } from "../../db/schema";
import type { Actor } from "../audit/service";
import { type OutboxContext, type OutboxRow, wakeWorker } from "./outbox-context";
import { toMessage } from "./staff-list";

/** After this many failed attempts a message is marked failed (its last error kept) and no longer retried. */
export const maxAttempts = 8;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down for a while is not hammered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * An SMTP 5xx reply (a mailbox that does not exist, a message refused by policy) will be the
 * same on every retry: the message fails at once, so staff see it in the outbox and can act
 * (fix the address, then Retry) instead of waiting hours for eight identical refusals.
 */
export function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Records an attempt the mail server did not take: queued again after the back-off, or failed
 * for good (its last error kept) after `maxAttempts` or a permanent refusal.
 */
export async function markFailedAttempt(
  { db, clock, log }: Pick<OutboxContext, "db" | "clock" | "log">,
  row: OutboxRow,
  error: unknown,
): Promise<void> {
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

/** Sends a failed (or still waiting) message again at once, with a fresh set of attempts; audited. */
export async function retryMessage(
  context: Pick<OutboxContext, "audit" | "clock" | "wakeListeners">,
  id: string,
  actor: Actor,
): Promise<OutboxMessage | null> {
  const { audit, clock } = context;
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
  if (message) wakeWorker(context);
  return message;
}
