import type { SubscriberListQuery } from "../../../common/newsletter";
import { confirm, confirmState, unsubscribePathFor } from "./confirmation";
import type { NewsletterContext } from "./context";
import { purgeUnconfirmed } from "./housekeeping";
import { type SubscribeFields, subscribe } from "./sign-up";
import { confirmedCount, exportSubscribers, listSubscribers, subscriberRemoval } from "./staff-list";
import { unsubscribe, unsubscribeState } from "./unsubscribe";

export type { ConfirmState } from "./confirmation";
export { unconfirmedKeptMs } from "./housekeeping";
export type { UnsubscribeState } from "./unsubscribe";

/**
 * The newsletter list (ADR 024): double opt-in with a consent record, one-click unsubscribe,
 * and the back office's Subscribers area. Sending a post to the list lives in the
 * newsletter-sends module. Each step is a function of the module's context and its input, in a
 * file named for what it does (sign-up, confirmation, unsubscribe, staff-list, housekeeping);
 * this only binds them to one context for the routes, the pages and the jobs.
 */
export function createNewsletterService(context: NewsletterContext) {
  const remove = subscriberRemoval(context);
  return {
    links: context.links,
    subscribe: (input: SubscribeFields, options: { sendConfirmation: boolean }) => subscribe(context, input, options),
    confirmState: (token: string) => confirmState(context, token),
    unsubscribePathFor: (confirmToken: string) => unsubscribePathFor(context, confirmToken),
    confirm: (token: string) => confirm(context, token),
    unsubscribeState: (token: string) => unsubscribeState(context, token),
    unsubscribe: (token: string) => unsubscribe(context, token),
    list: (query: Omit<SubscriberListQuery, "page" | "limit"> & { page: number; limit: number }) =>
      listSubscribers(context, query),
    exportRows: (query: Omit<SubscriberListQuery, "page" | "limit">) => exportSubscribers(context, query),
    remove,
    purgeUnconfirmed: () => purgeUnconfirmed(context),
    confirmedCount: () => confirmedCount(context),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
