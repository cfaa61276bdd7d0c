import { staffRoles } from "./permissions";
import { z } from "./zod";

export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(100, "Username must be at most 100 characters"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1000, "Password must be at most 1000 characters"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** SPEC §7: POST /api/auth/login reads `token` and `message`. */
export const loginResponseSchema = z.object({ token: z.string(), message: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/session: who the stored token belongs to, and their role (what the back office shows them). */
export const sessionSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(staffRoles),
  /** Their role requires two-factor sign-in and they have not set it up: the back office takes them to set-up. */
  twoFactorSetupRequired: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A reply that only says what happened. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
