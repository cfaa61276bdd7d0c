/** Passkeys (WebAuthn) as the server and the back office both read them (ADR 045). */
import { z } from "./zod";

export const passkeyNameSchema = z
  .string({ error: "Give the passkey a name" })
  .trim()
  .min(1, "Give the passkey a name")
  .max(60, "The name must be at most 60 characters");

/** One of the signed-in person's passkeys. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * What a browser's WebAuthn call answers, as @simplewebauthn/browser hands it over: checked
 * in depth by @simplewebauthn/server, here only for shape and size.
 */
const credentialResponse = z
  .object({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .loose();

export const passkeyRegistrationSchema = z.object({ name: passkeyNameSchema, response: credentialResponse });
export type PasskeyRegistration = z.input<typeof passkeyRegistrationSchema>;

export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

export const passkeySignInSchema = z.object({ response: credentialResponse });

/** A ceremony's options, as the browser library takes them (its own types; passed through). */
export const ceremonyOptionsSchema = z.record(z.string(), z.unknown());
