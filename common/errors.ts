import { z } from "./zod";

/** Every API error has this body (DESIGN §3): a message for people, and per-field messages for forms. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
