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

export interface LoginResponse {
  token: string;
  message: string;
}

/** The header SPEC §7 names for the admin token. */
export const authHeader = "x-auth-token";
