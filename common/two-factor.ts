/**
 * Two-factor sign-in (TOTP, RFC 6238) and its recovery codes, as the server and the back office
 * both read them (ADR 044).
 */
import { staffRoles } from "./permissions";
import { z } from "./zod";

/** How many recovery codes a person gets, each usable once. */
export const recoveryCodeCount = 10;

/** An authenticator app's six digits; spaces (as apps show them, "123 456") are dropped. */
const authenticatorCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** What the sign-in form's code field takes: six digits, or a recovery code ("abcde-fghjk"). */
export const secondFactorCode = z
  .string({ error: "Enter a code" })
  .trim()
  .min(1, "Enter a code")
  .max(40, "That code is too long")
  .transform((value) => value.replace(/\s/g, "").toLowerCase());

/** A recovery code's shape: ten letters and digits, with or without the dash in the middle. */
export const recoveryCodePattern = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/** POST /api/auth/login answers this (no token yet) when the account has a second factor. */
export const secondFactorRequiredSchema = z.object({
  message: z.string(),
  /** Signed, short-lived proof that the password was right: sent back with the code. */
  challenge: z.string(),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

export const secondFactorLoginSchema = z.object({
  challenge: z.string({ error: "Please enter your password again" }).min(1).max(500),
  code: secondFactorCode,
});
export type SecondFactorLogin = z.input<typeof secondFactorLoginSchema>;

/** GET /api/auth/two-factor: the signed-in person's second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Whether their role must use it (an admin's policy): then it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/two-factor/setup: a new secret, to be confirmed with one code. */
export const twoFactorSetupSchema = z.object({
  /** Base32, as an authenticator app takes it when typed. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code, as an SVG image's data: address. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmSchema = z.object({ code: authenticatorCode });
export type TwoFactorConfirm = z.input<typeof twoFactorConfirmSchema>;

/** New recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning two-factor sign-in off, or renewing the recovery codes, asks for the password again. */
export const passwordConfirmationSchema = z.object({
  password: z
    .string({ error: "Enter your password" })
    .min(1, "Enter your password")
    .max(1000, "Password must be at most 1000 characters"),
});
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

/** Which roles must sign in with a second factor (an admin sets it on the staff page). */
export const twoFactorPolicySchema = z.object({
  requiredFor: z
    .array(z.enum(staffRoles, { error: "Unknown role" }), { error: "requiredFor must be a list of roles" })
    .max(staffRoles.length, `requiredFor lists at most ${staffRoles.length} roles`)
    // A role named twice is the role once.
    .transform((roles) => [...new Set(roles)]),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

export const twoFactorRequiredMessage =
  "Your role requires two-factor sign-in. Set it up on your account page to continue.";
