import { isEmailAddress, maxEmailLength, normaliseEmailAddress } from "./email-address";
import { z } from "./zod";

/**
 * A form's email field, for every form: required, at most 254 characters, one bare address
 * (common/email-address.ts), given back with its domain in lower case. The length is checked first
 * and aborts: on a longer value nothing else runs (Zod otherwise runs every check, and the old
 * pattern needed seconds for a long hostile value).
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(maxEmailLength, { error: `Email must be at most ${maxEmailLength} characters`, abort: true })
    .refine(isEmailAddress, messages.invalid)
    .transform(normaliseEmailAddress);
}
