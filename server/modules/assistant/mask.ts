/**
 * What the question log keeps of a question: the text with email addresses and phone numbers
 * replaced, so a visitor who types "call me on 98300 12345" or their address leaves no contact
 * details in the back office. Linear scans only (ADR 019): no pattern here can backtrack.
 */

/** Something@something.tld, loosely: better to mask a near-address than to keep a real one. */
const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/**
 * A run of digits with the separators phone numbers are written with (space, dot, dash,
 * brackets, a leading +). Masked when it holds 7 or more digits: years ("2024"), plan prices
 * ("₹14,400") and counts ("500 employees") stay readable.
 */
const numberRunPattern = /\+?[\d(][\d\s().-]{5,}\d/g;
const minPhoneDigits = 7;

export const maskedEmail = "[email]";
export const maskedPhone = "[phone]";

export function maskContactDetails(text: string): string {
  return text.replace(emailPattern, maskedEmail).replace(numberRunPattern, (run) => {
    const digits = run.replace(/\D/g, "").length;
    return digits >= minPhoneDigits ? maskedPhone : run;
  });
}
