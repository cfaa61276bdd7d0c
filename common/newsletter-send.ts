import { contactMessages } from "./contact-rules";
import { emailField } from "./email-field";
import { z } from "./zod";

/**
 * Sending a published blog post as the newsletter: a test send to one address first,
 * then a send to every confirmed subscriber, paced through the outbox (ADR 025).
 */

export const newsletterSendStatuses = ["sending", "done"] as const;

/** Where one send stands: its recipients fixed at the start, counted by what became of each message. */
export const newsletterSendProgressSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  /** "sending" while messages are still being put in the outbox; "done" once all are. */
  status: z.enum(newsletterSendStatuses),
  createdAt: z.string(),
  createdBy: z.string(),
  ratePerMinute: z.number(),
  total: z.number(),
  /** Not yet handed to the mail server (still being queued, or waiting for its time). */
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Not sent because the subscriber left the list after the send started. */
  skipped: z.number(),
  /** Every message has gone, failed or been skipped. */
  finished: z.boolean(),
});
export type NewsletterSendProgress = z.infer<typeof newsletterSendProgressSchema>;

/** The "Send as newsletter" screen's data for one post. */
export const postNewsletterSchema = z.object({
  postId: z.string(),
  title: z.string(),
  /** Published and live: only such a post can be sent. */
  sendable: z.boolean(),
  /** Confirmed subscribers now: who a send started now would go to. */
  subscribers: z.number(),
  ratePerMinute: z.number(),
  /** This post's sends, newest first. */
  sends: z.array(newsletterSendProgressSchema),
});
export type PostNewsletter = z.infer<typeof postNewsletterSchema>;

export const newsletterTestSendSchema = z.object({
  to: emailField({ required: contactMessages.emailRequired, invalid: contactMessages.emailInvalid }),
});
export type NewsletterTestSend = z.infer<typeof newsletterTestSendSchema>;

/** What the server says when a send is refused (the screen shows these as they are). */
export const newsletterSendMessages = {
  notPublished: "Only a published post can be sent as a newsletter.",
  alreadySending: "This post is already being sent. Wait until that send has finished.",
  noSubscribers: "There are no confirmed subscribers to send to.",
} as const;
