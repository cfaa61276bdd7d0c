import { z } from "./zod";

/** A part of the service as /status shows it: working, working with trouble, or not working. */
export const componentStates = ["operational", "degraded", "down"] as const;
export type ComponentState = (typeof componentStates)[number];

/** One checked part of the service: what a visitor is told, and the figures behind it. */
export const statusComponentSchema = z.object({
  id: z.enum(["database", "email", "pageCache"]),
  name: z.string(),
  state: z.enum(componentStates),
  /** One sentence for a visitor: what works and what does not. */
  summary: z.string(),
  /** The numbers the state was decided from, as label and value. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type StatusComponent = z.infer<typeof statusComponentSchema>;

/** GET /api/status: the last check of every part, and when it ran. */
export const statusReportSchema = z.object({
  /** The worst state of any part. */
  state: z.enum(componentStates),
  /** When the checks ran (ISO). */
  checkedAt: z.string(),
  /** How long one check stays the answer, in seconds: the page asks again after that. */
  intervalSeconds: z.number(),
  components: z.array(statusComponentSchema),
});
export type StatusReport = z.infer<typeof statusReportSchema>;
