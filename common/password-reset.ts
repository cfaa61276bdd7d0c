import { emailField } from "./email-field";
import { newPasswordField } from "./users";
import { z } from "./zod";

/** How long a reset link works (issue 38). */
export const passwordResetValidMinutes = 30;

/** POST /api/auth/password-reset: the address the account signs in with. */
export const passwordResetRequestSchema = z.object({
  email: emailField({ required: "Email is required", invalid: "Enter a valid email address" }),
});

/** The one answer, whether or not an account uses the address: it tells nobody which addresses do. */
export const passwordResetRequestedMessage = `If an account uses that address, we have emailed it a link to choose a new password. The link works for ${passwordResetValidMinutes} minutes.`;

/** POST /api/auth/password-reset/complete: the link's token and the new password; the answer signs them in. */
export const passwordResetCompleteSchema = z.object({
  token: z
    .string({ error: "The reset link is incomplete" })
    .min(1, "The reset link is incomplete")
    .max(200, "The reset link is not valid"),
  password: newPasswordField("New password"),
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

export const unusableResetMessage =
  "This reset link has expired or has already been used. Ask for a new one from the sign-in page.";

/** The answer to a completed reset: a session token, except for an account with two-factor sign-in (it signs in with both). */
export const passwordResetDoneSchema = z.object({ token: z.string().optional(), message: z.string() });
export type PasswordResetDone = z.infer<typeof passwordResetDoneSchema>;
