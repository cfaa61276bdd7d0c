/**
 * How large a request body may be, before any of it is parsed (ADR 019). A body over its route's
 * limit is answered 413 without being read into memory or validated.
 */

/** Every API route unless it says otherwise: staff send blog posts of tens of kilobytes of HTML. */
export const apiBodyLimit = 100 * 1024;

/** Public forms (booking, codes, sign-in): a few short fields, well under a kilobyte in practice. */
export const publicFormBodyLimit = 8 * 1024;

/**
 * The contact form carries a message of up to 5,000 characters, which is up to 20 KB in UTF-8 (a
 * character takes at most four bytes), plus its short fields.
 */
export const contactFormBodyLimit = 24 * 1024;

/**
 * The assistant's Live Support hand-off carries the conversation: up to 20 messages of up to
 * 2,000 characters, up to 160 KB in UTF-8, plus a name and an email.
 */
export const assistantHandoffBodyLimit = 176 * 1024;

/**
 * A data-rights request carries details of up to 4,000 characters, up to 16 KB in UTF-8, plus a
 * name, an email and the request's type.
 */
export const dataRightsRequestBodyLimit = 20 * 1024;
