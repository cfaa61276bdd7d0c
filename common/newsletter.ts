import { emailField } from "./email-field";
import { listQuerySchema } from "./list-query";
import {
  maxNewsletterPageLength,
  newsletterDefaultPage,
  newsletterMessages,
  newsletterStatuses,
} from "./newsletter-rules";
import { isSitePath } from "./site-path";
import { z } from "./zod";

export * from "./newsletter-rules";

/**
 * POST /api/newsletter/subscribe: the address, the page the box was on, and the contact form's
 * silent spam signals (`website`, a honeypot; `fillMs`, how long the form was open).
 */
export const newsletterSubscribeInputSchema = z.object({
  email: emailField({ required: newsletterMessages.emailRequired, invalid: newsletterMessages.emailInvalid }),
  page: z
    .string()
    .trim()
    .max(200, "Page must be at most 200 characters")
    .refine(
      (page) => isSitePath(page, { maxLength: maxNewsletterPageLength }),
      "Page must be a path on this site, like /blog",
    )
    .optional()
    .default(newsletterDefaultPage),
  website: z.string().max(500).optional().default(""),
  fillMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInputSchema>;

/** The pages' form posts and the JSON equivalents: the signed token from the emailed link. */
export const newsletterTokenSchema = z.object({
  s: z
    .string({ error: "The link is missing its token" })
    .max(300, "The link is not valid")
    .min(1, "The link is missing its token"),
});

/** A subscriber as the back office lists it, with the consent record. */
export const newsletterSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  status: z.enum(newsletterStatuses),
  consentAskedAt: z.string(),
  consentPage: z.string(),
  consentWording: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const adminSubscriberListQuerySchema = listQuerySchema(["createdAt", "email", "status", "confirmedAt"], {
  sort: "createdAt",
}).extend({
  status: z.enum(newsletterStatuses, { error: "Choose a status from the list" }).optional(),
});
export type SubscriberListQuery = z.output<typeof adminSubscriberListQuerySchema>;
