import { listQuerySchema } from "./list-query";
import { z } from "./zod";

/** A pricing plan as the API sends it (SPEC §3 and §7: `_id` a string, `features` an array). */
export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.string(),
  priceDetails: z.string(),
  includedUsers: z.number(),
  additionalUser: z.string(),
  features: z.array(z.string()),
  tag: z.string(),
  popular: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const planLimits = {
  name: 80,
  price: 40,
  priceDetails: 120,
  additionalUser: 80,
  tag: 80,
  feature: 160,
  features: 30,
  includedUsers: 1_000_000,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** What the admin form sends; the same schema checks it in the browser and on the server. */
export const planInputSchema = z.object({
  name: text("Name", planLimits.name).min(1, "Name is required"),
  price: text("Price", planLimits.price).min(1, "Price is required"),
  priceDetails: text("Price details", planLimits.priceDetails).default(""),
  includedUsers: z
    .number({ error: "Included users must be a number" })
    .int("Included users must be a whole number")
    .min(0, "Included users cannot be negative")
    .max(planLimits.includedUsers, `Included users must be at most ${planLimits.includedUsers.toLocaleString("en-US")}`)
    .default(0),
  additionalUser: text("Additional user price", planLimits.additionalUser).default(""),
  features: z
    .array(text("Each feature", planLimits.feature).min(1, "Features cannot be empty"), {
      error: "Features must be a list of text",
    })
    .max(planLimits.features, `At most ${planLimits.features} features`)
    .default([]),
  tag: text("Tag", planLimits.tag).default(""),
  popular: z.boolean({ error: "Popular must be true or false" }).default(false),
});
export type PlanInput = z.infer<typeof planInputSchema>;

/** The admin form takes features comma-separated (SPEC §3); the API takes an array. */
export { parseCommaList as parseFeatureList } from "./comma-list";

/** GET /api/admin/plans: the back office's table of plans (the public list keeps SPEC's order). */
export const adminPlanListQuerySchema = listQuerySchema(["createdAt", "name", "price", "includedUsers"], {
  sort: "createdAt",
  order: "asc",
});
export type AdminPlanListQuery = z.infer<typeof adminPlanListQuerySchema>;
