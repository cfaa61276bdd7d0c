import { deadlineStates } from "./data-rights-deadline";
import { dataRightsRequestTypes, formRequestTypes } from "./data-rights-request-rules";
import { emailField } from "./email-field";
import { listQuerySchema } from "./list-query";
import { z } from "./zod";

export {
  type DataRightsRequestType,
  dataRightsRequestTypeLabel,
  dataRightsRequestTypes,
  unspecifiedRequestType,
} from "./data-rights-request-rules";

/**
 * Data-rights requests (GDPR, DPDP; ADR 035): the request form on /gdpr sends them to
 * POST /api/data-rights-requests; staff track them, with the date each must be answered by, at
 * /admin/data-rights-requests.
 */
export const dataRightsRequestMessages = {
  nameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  requestTypeRequired: "Choose what you would like us to do",
  received: "Request received",
} as const;

export const maxDataRightsRequestDetails = 4000;

/** POST /api/data-rights-requests. `website` and `fillMs` are the silent spam signals every public form sends. */
export const dataRightsRequestInputSchema = z.object({
  name: z
    .string({ error: dataRightsRequestMessages.nameRequired })
    .trim()
    .min(1, dataRightsRequestMessages.nameRequired)
    .max(120, "Full name must be at most 120 characters"),
  email: emailField({
    required: dataRightsRequestMessages.emailRequired,
    invalid: dataRightsRequestMessages.emailInvalid,
  }),
  requestType: z.enum(formRequestTypes, { error: dataRightsRequestMessages.requestTypeRequired }),
  details: z
    .string()
    .trim()
    .max(
      maxDataRightsRequestDetails,
      `Details must be at most ${maxDataRightsRequestDetails.toLocaleString("en")} characters`,
    )
    .optional()
    .default(""),
  website: z.string().max(500).optional().default(""),
  fillMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type DataRightsRequestInput = z.input<typeof dataRightsRequestInputSchema>;

export const dataRightsRequestStatuses = ["open", "closed"] as const;

/** A request as staff see it: `deadline` is where it stands against `dueOn` today (data-rights-deadline.ts). */
export const dataRightsRequestSchema = z.object({
  _id: z.string(),
  /** What the acknowledgement email gave the requester (common/reference.ts). */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  requestType: z.enum(dataRightsRequestTypes),
  details: z.string(),
  receivedAt: z.string(),
  /** YYYY-MM-DD, in the business time zone. */
  dueOn: z.string(),
  status: z.enum(dataRightsRequestStatuses),
  closedAt: z.string().nullable(),
  deadline: z.enum(deadlineStates),
  spamReason: z.string().nullable(),
  /** Why it may be spam, when the signals were unsure: it was delivered as usual, marked. */
  spamDoubt: z.string().nullable(),
});
export type DataRightsRequest = z.infer<typeof dataRightsRequestSchema>;

/** The list opens on open requests, soonest deadline first: what must be answered next. */
export const adminDataRightsRequestListQuerySchema = listQuerySchema(["dueOn", "receivedAt", "name", "email"], {
  sort: "dueOn",
  order: "asc",
}).extend({
  status: z.enum([...dataRightsRequestStatuses, "all"]).optional(),
  spam: z.enum(["true", "false"]).optional(),
});
export type AdminDataRightsRequestListQuery = z.output<typeof adminDataRightsRequestListQuerySchema>;

export const dataRightsRequestStatusInputSchema = z.object({
  status: z.enum(dataRightsRequestStatuses, { error: "Status must be open or closed" }),
});
