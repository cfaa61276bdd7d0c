/**
 * The newsletter box's words and the sign-up's answers (ADR 024), without Zod: the blog page
 * renders them at once. The server stores `newsletterConsentWording` as the consent record's
 * wording, never what a client says it showed.
 */

/** What the box says next to its Subscribe button: the words a subscriber agreed to. */
export const newsletterConsentWording =
  "Subscribe to The Aster Monthly, one email a month from Aster HRMS. We first email you a link to confirm, and every email has a one-click unsubscribe link.";

/** The page a sign-up is recorded as coming from when the client does not say (the blog's box). */
export const newsletterDefaultPage = "/blog";

export const newsletterMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  /** The one answer to every accepted sign-up: new, pending, subscribed or past the email limits. */
  checkInbox: "Thanks! Check your inbox: we have sent you a link to confirm your subscription.",
  failed: "We could not sign you up just now. Please try again later.",
  confirmed: "You are subscribed to The Aster Monthly. Thank you for confirming.",
  unsubscribed: "You are unsubscribed. You will get no more newsletter emails from us.",
} as const;

/** A subscriber's state on the list. */
export const newsletterStatuses = ["pending", "subscribed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  pending: "Waiting for confirmation",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
};

/** The longest page a sign-up may name. */
export const maxNewsletterPageLength = 200;
