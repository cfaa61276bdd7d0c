import type { OutboxListQuery } from "../../../common/outbox";
import type { Actor } from "../audit/service";
import { addSendCheck, deliverDue, releaseAllClaims } from "./delivery";
import type { OutgoingEmail } from "./mailer";
import { createOutboxContext, type OutboxDeps, type SendCheck, wakeWorker } from "./outbox-context";
import { enqueueEmail, onWake, type QueueTiming, type RelatedRecord, type Writer } from "./queueing";
import { retryMessage } from "./retry-and-give-up";
import { countByStatus, dueBacklog, latestMessages, listMessages, messageDetail } from "./staff-list";

export { batchSize, expiredReason } from "./delivery";
export type { OutboxRow, SendCheck } from "./outbox-context";
export type { Writer } from "./queueing";
export { maxAttempts, retryDelayMs } from "./retry-and-give-up";
export { secretHidden } from "./staff-list";

/**
 * Email that must not be lost (DESIGN §2): written in the caller's transaction, sent later by
 * deliverDue(). Several instances may deliver at once: each claims rows with FOR UPDATE SKIP
 * LOCKED, so no message is handed to two of them. Each step is a function of the outbox's
 * context and its input, in a file named for what it does (queueing, delivery, retry-and-give-up,
 * staff-list); this only binds them to one context for the app.
 */
export function createOutbox(deps: OutboxDeps) {
  const context = createOutboxContext(deps);
  return {
    /** Whether mail leaves the building at all (SMTP_URL set). */
    canSend: deps.mailer !== null,
    enqueue: (writer: Writer, email: OutgoingEmail, related?: RelatedRecord, timing?: QueueTiming) =>
      enqueueEmail(context, writer, email, related, timing),
    addSendCheck: (relatedType: string, check: SendCheck) => addSendCheck(context, relatedType, check),
    releaseAllClaims: () => releaseAllClaims(context),
    wake: () => wakeWorker(context),
    onWake: (listener: () => void) => onWake(context, listener),
    deliverDue: (options?: { stopping?: () => boolean }) => deliverDue(context, options),
    countByStatus: () => countByStatus(context),
    dueBacklog: () => dueBacklog(context),
    latest: (options?: { limit?: number }) => latestMessages(context, options),
    list: (query: OutboxListQuery) => listMessages(context, query),
    get: (id: string) => messageDetail(context, id),
    retry: (id: string, actor: Actor) => retryMessage(context, id, actor),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
