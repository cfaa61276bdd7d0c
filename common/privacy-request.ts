import { type DataRequestType, dataRequestTypes, privacyRequestTopic } from "../content/data-rights";
import type { ContactEnquiryInput } from "./contact";
import { emailField } from "./email-field";
import { z } from "./zod";

/**
 * The data-rights request form on /gdpr. It is sent as an enquiry (POST /api/contact) with the topic
 * "privacy request": staff already read, filter and answer enquiries, the contact endpoint already has the
 * public-form rate limit, body limit and spam signals, and a second public write would only repeat them.
 * The request type and details become the enquiry's message, written to be read by a person.
 */
export const privacyRequestMessages = {
  nameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  requestTypeRequired: "Choose what you would like us to do",
} as const;

/** Room for the lines the message adds around the details, within the enquiry's 5,000 characters. */
export const maxPrivacyRequestDetails = 4000;

const requestTypeValues = dataRequestTypes.map((type) => type.value) as [DataRequestType, ...DataRequestType[]];

export const privacyRequestInputSchema = z.object({
  name: z
    .string({ error: privacyRequestMessages.nameRequired })
    .trim()
    .min(1, privacyRequestMessages.nameRequired)
    .max(120, "Full name must be at most 120 characters"),
  email: emailField({ required: privacyRequestMessages.emailRequired, invalid: privacyRequestMessages.emailInvalid }),
  requestType: z.enum(requestTypeValues, { error: privacyRequestMessages.requestTypeRequired }),
  details: z
    .string()
    .trim()
    .max(
      maxPrivacyRequestDetails,
      `Details must be at most ${maxPrivacyRequestDetails.toLocaleString("en")} characters`,
    )
    .optional()
    .default(""),
  website: z.string().max(500).optional().default(""),
  fillMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type PrivacyRequestFields = z.output<typeof privacyRequestInputSchema>;

/** The enquiry a request becomes: the message says which right, in the form's words, then the details. */
export function privacyRequestEnquiry(request: PrivacyRequestFields): ContactEnquiryInput {
  const label = dataRequestTypes.find((type) => type.value === request.requestType)?.label ?? request.requestType;
  const message = [
    `Privacy request: ${label} (${request.requestType})`,
    "",
    "Details:",
    request.details || "None given.",
  ].join("\n");
  return {
    name: request.name,
    email: request.email,
    message,
    topic: privacyRequestTopic,
    website: request.website,
    ...(request.fillMs === undefined ? {} : { fillMs: request.fillMs }),
  };
}
