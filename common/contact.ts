import { contactMessages, enquiryTopics } from "./contact-rules";
import { emailField } from "./email-field";
import { listQuerySchema } from "./list-query";
import { z } from "./zod";

export { type EnquiryTopic, enquiryTopicLabels, enquiryTopics } from "./contact-rules";

const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default("");

/**
 * POST /api/contact (SPEC §3 Contact enquiry, §5): name, email and message required; company and
 * phone optional. `website` and `fillMs` are the silent spam signals, as on the demo form.
 */
export const contactEnquiryInputSchema = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(120, "Name must be at most 120 characters"),
  email: emailField({ required: contactMessages.emailRequired, invalid: contactMessages.emailInvalid }),
  company: optional("Company", 160),
  phone: optional("Phone", 40),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(5000, "Message must be at most 5,000 characters"),
  topic: z.enum(enquiryTopics, { error: "Choose a topic from the list" }).optional().default("general"),
  website: z.string().max(500).optional().default(""),
  fillMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type ContactEnquiryInput = z.input<typeof contactEnquiryInputSchema>;

/** An enquiry as the back office lists it. */
export const contactEnquirySchema = z.object({
  _id: z.string(),
  /** Short, for people: in the staff email, and in the sender's acknowledgement (common/reference.ts). */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  message: z.string(),
  topic: z.enum(enquiryTopics),
  handled: z.boolean(),
  createdAt: z.string(),
  spamReason: z.string().nullable(),
  /** Why it may be spam, when the signals were unsure: it was delivered as usual, marked. */
  spamDoubt: z.string().nullable(),
});
export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;

export const adminEnquiryListQuerySchema = listQuerySchema(["createdAt", "name", "email", "company"], {
  sort: "createdAt",
}).extend({
  handled: z.enum(["true", "false"]).optional(),
  spam: z.enum(["true", "false"]).optional(),
  topic: z.enum(enquiryTopics).optional(),
});
