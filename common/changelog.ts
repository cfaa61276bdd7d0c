import { isCalendarDate } from "./calendar";
import { listQuerySchema } from "./list-query";
import { z } from "./zod";

/** A changelog entry as /api/v1/changelogs sends it (SPEC §3). */
export const changelogEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
});
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

/** SPEC §7 wraps the list: `{ data: [...] }`. */
export const changelogListSchema = z.object({ data: z.array(changelogEntrySchema) });

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const changelogEntryInputSchema = z.object({
  name: required("Name", 160),
  description: required("Description", 8000),
  version: required("Version", 40),
  date: z.string({ error: "Date is required" }).refine(isCalendarDate, "Date must be a date (YYYY-MM-DD)"),
});
export type ChangelogEntryInput = z.input<typeof changelogEntryInputSchema>;

export const adminChangelogListQuerySchema = listQuerySchema(["date", "version", "name"], { sort: "date" });
export type AdminChangelogListQuery = z.infer<typeof adminChangelogListQuerySchema>;
