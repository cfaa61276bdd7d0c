/**
 * The one email-address parser of the app, for every form, every limit key and every recipient
 * (ADR 019). It accepts a bare address and nothing else: no display name (`x<victim@x.com>`), no
 * comment (`(c)victim@x.com`), no list (`a,victim@x.com`), no quoting. nodemailer would deliver
 * each of those to `victim@x.com`, and each would be a fresh key for the per-email limits.
 *
 * It reads the input once, left to right, with no regular expression: its time is linear in the
 * length and cannot be made to backtrack. Callers check the length first (`maxEmailLength`), so
 * it never sees more than 254 characters from a form.
 *
 * Zod-free on purpose: the booking page checks addresses before it has loaded any schema.
 */

/** RFC 5321's limit on a forward path: longer addresses cannot be delivered. */
export const maxEmailLength = 254;
const maxLocalLength = 64;
const maxLabelLength = 63;

/** A parsed address: the local part as given, the domain in lower case. */
export interface EmailAddress {
  /** `local@domain`, the form to store and to send to. */
  address: string;
  local: string;
  domain: string;
}

/** RFC 5322 `atext` beside letters and digits: what a dot-atom local part may hold. */
const localSymbols = new Set("!#$%&'*+-/=?^_`{|}~");

const isAsciiLetterOrDigit = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Beyond ASCII (an internationalised address, RFC 6531), any printable character but spaces and
 * the invisible ones: separators and controls could hide one address inside another.
 */
const isPrintableBeyondAscii = (character: string) => character.charCodeAt(0) > 127 && !/[\s\p{C}]/u.test(character);

function isLocalPart(local: string): boolean {
  if (local.length === 0 || local.length > maxLocalLength) return false;
  let previousWasDot = true; // a leading dot is refused like a doubled one
  for (const character of local) {
    if (character === ".") {
      if (previousWasDot) return false;
      previousWasDot = true;
      continue;
    }
    previousWasDot = false;
    const code = character.charCodeAt(0);
    if (!isAsciiLetterOrDigit(code) && !localSymbols.has(character) && !isPrintableBeyondAscii(character)) return false;
  }
  return !previousWasDot; // nor a trailing one
}

function isDomain(domain: string): boolean {
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > maxLabelLength) return false;
    if (label.startsWith("-") || label.endsWith("-")) return false;
    for (const character of label) {
      if (character !== "-" && !isAsciiLetterOrDigit(character.charCodeAt(0)) && !isPrintableBeyondAscii(character)) {
        return false;
      }
    }
  }
  const topLevel = labels.at(-1) ?? "";
  // "x@10.0.0.1" is not a mail domain; "xn--p1ai" (an internationalised one) is.
  return topLevel.length >= 2 && !/^\d+$/.test(topLevel);
}

/** The address in `input` (spaces around it are ignored), or null when it is not one bare address. */
export function parseEmailAddress(input: string): EmailAddress | null {
  const text = input.trim();
  if (text.length === 0 || text.length > maxEmailLength) return null;
  const at = text.indexOf("@");
  if (at === -1 || text.indexOf("@", at + 1) !== -1) return null;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1).toLowerCase();
  if (!isLocalPart(local) || !isDomain(domain)) return null;
  return { address: `${local}@${domain}`, local, domain };
}

export const isEmailAddress = (input: string): boolean => parseEmailAddress(input) !== null;

/** `local@domain` with the domain lower-cased; the input unchanged when it is not an address. */
export function normaliseEmailAddress(input: string): string {
  return parseEmailAddress(input)?.address ?? input;
}

/**
 * What the per-email limits count: the whole address in lower case, so `Victim@x.com` and
 * `victim@x.com` (one mailbox at every provider that matters) share a counter. Undefined when it
 * is not an address: validation refuses the request anyway.
 */
export function emailLimitKey(input: unknown): string | undefined {
  return typeof input === "string" ? parseEmailAddress(input)?.address.toLowerCase() : undefined;
}
