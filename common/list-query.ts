import { z } from "./zod";

/**
 * The query every back-office table sends: page, page size, one sort column and direction,
 * and a search text. Each list names its own sortable columns; the server does the work.
 */
export function listQuerySchema<const Column extends string>(
  columns: readonly [Column, ...Column[]],
  defaults: { sort: NoInfer<Column>; order?: "asc" | "desc"; limit?: number },
) {
  return z.object({
    page: z.coerce.number().int("Page must be a whole number").min(1).max(100_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, "Show at least 1 row")
      .max(200, "Show at most 200 rows")
      .default(defaults.limit ?? 25),
    sort: z.enum(columns).default(defaults.sort),
    order: z.enum(["asc", "desc"]).default(defaults.order ?? "desc"),
    q: z.string().trim().max(200, "Search at most 200 characters").optional().default(""),
  });
}
