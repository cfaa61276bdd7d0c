import { listQuerySchema } from "./list-query";
import { z } from "./zod";

export const jobStatuses = ["open", "closed"] as const;

/** A job opening as the API sends it (SPEC §3). */
export const jobOpeningSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** Optional; the pages show "N/A" when empty (SPEC §3). */
  department: z.string(),
  status: z.enum(jobStatuses),
  /** ISO 8601. */
  postedDate: z.string(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** SPEC §5: title, description, location and status are required; department is optional. */
export const jobOpeningInputSchema = z.object({
  title: required("Title", 160),
  description: required("Description", 8000),
  location: required("Location", 120),
  department: z.string().trim().max(80, "Department must be at most 80 characters").optional().default(""),
  status: z.enum(jobStatuses, { error: "Status is required" }),
  postedDate: z.iso.date({ error: "Posted date must be a date" }).optional(),
});
export type JobOpeningInput = z.input<typeof jobOpeningInputSchema>;

export const adminJobListQuerySchema = listQuerySchema(["postedDate", "title", "location", "department", "status"], {
  sort: "postedDate",
}).extend({ status: z.enum(jobStatuses).optional() });
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>;
