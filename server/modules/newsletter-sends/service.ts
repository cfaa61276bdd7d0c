import type { Actor } from "../audit/service";
import { createNewsletterSendContext, type NewsletterSendDeps } from "./context";
import { recipientRelatedType, subscribersWhoLeft } from "./left-the-list";
import { postNewsletter } from "./progress";
import { queueNextBatch, repaceFromNow, unqueuedSendIds } from "./queueing";
import { startSend } from "./start-send";
import { testSend } from "./test-send";

export { leftTheListReason, recipientRelatedType } from "./left-the-list";
export { queueBatchSize } from "./queueing";

/**
 * Staff send a published blog post to the newsletter's confirmed subscribers (ADR 025).
 * Starting a send fixes its recipients (one `newsletter_deliveries` row each, in the start's
 * transaction) and renders the message once. A job then puts the messages in the outbox in
 * batches, each message in the same transaction that marks its delivery queued, held until its
 * turn at NEWSLETTER_RATE_PER_MINUTE; the outbox worker sends them. A job cut short by a crash
 * resumes at start and queues only what is not yet queued, so nobody is queued twice.
 * Each step is a function of the module's context and its input, in a file named for what it
 * does (start-send, queueing, test-send, progress, left-the-list); this only binds them.
 */
export function createNewsletterSendService(deps: NewsletterSendDeps) {
  const context = createNewsletterSendContext(deps);
  // At the last moment before a newsletter goes, the outbox asks whether its subscriber is still on the list.
  context.outbox.addSendCheck(recipientRelatedType, (subscriberIds) => subscribersWhoLeft(context, subscriberIds));
  return {
    queueNextBatch: (sendId: string) => queueNextBatch(context, sendId),
    /** The job runner listens: a send that starts is queued at once, not at the next sweep. */
    onStarted(listener: (sendId: string) => void): void {
      context.startedListeners.add(listener);
    },
    forPost: (postId: string) => postNewsletter(context, postId),
    testSend: (postId: string, to: string, actor: Actor) => testSend(context, { postId, to }, actor),
    start: (postId: string, actor: Actor) => startSend(context, postId, actor),
    unqueuedSendIds: () => unqueuedSendIds(context),
    repaceFromNow: (sendId: string) => repaceFromNow(context, sendId),
  };
}

export type NewsletterSendService = ReturnType<typeof createNewsletterSendService>;
