import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { outbox } from "../../db/schema";
import type { OutgoingEmail } from "./mailer";
import type { OutboxContext } from "./outbox-context";

/** A transaction or the database itself: enqueue() joins whatever the caller is writing in. */
export type Writer = Pick<Database, "insert">;

/** The record a message is about (a demo request, a subscriber), as the back office shows it. */
export type RelatedRecord = { type: string; id: string };

/**
 * When a queued message may go. `sendAt` holds it back until then (a reminder, a newsletter
 * paced to a rate); `expiresAt`: after then it is no longer sent at all (a reminder whose moment
 * passed while the server was down, ADR 026).
 */
export type QueueTiming = { sendAt?: Date; expiresAt?: Date };

/**
 * Stores a message to send; call it inside the transaction that writes what the message is
 * about, so the two commit together or not at all (DESIGN §2). The worker never sends a message
 * before its `sendAt`. Answers the message's Message-ID.
 */
export async function enqueueEmail(
  { clock, log, mailDomain, logsQueuedText }: Pick<OutboxContext, "clock" | "log" | "mailDomain" | "logsQueuedText">,
  writer: Writer,
  email: OutgoingEmail,
  related?: RelatedRecord,
  { sendAt, expiresAt }: QueueTiming = {},
): Promise<string> {
  const id = randomUUID();
  const messageId = `<${id}@${mailDomain}>`;
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
  if (logsQueuedText) {
    // Development without a mail server: the message is readable here (codes included).
    log.info({ to: email.to, subject: email.subject }, `email queued:\n${email.text}`);
  }
  return messageId;
}

/** Listens for wakeWorker() (the worker does); answers the way to stop listening. */
export function onWake({ wakeListeners }: Pick<OutboxContext, "wakeListeners">, listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}
