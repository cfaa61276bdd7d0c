/**
 * What the question log keeps of a question: the text with email addresses and phone numbers
 * replaced, so a visitor who types "call me on 98300 12345" or their address leaves no contact
 * details in the back office. Linear scans only (ADR 019): each pattern starts only where a word or
 * a number starts (the lookbehinds), so a long run is read once, not once per character.
 *
 * The text is NFKC-normalised first, so fullwidth forms ("john＠example.com", "９８３００…") are
 * the ASCII ones, and digits are any script's (`\p{Nd}`: "९८३००१२३४५" is a phone number too).
 */

/** Something@something.tld, loosely: better to mask a near-address than to keep a real one. */
const emailPattern = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** The same, spelled out to get past a filter: "john at gmail dot com", "john [at] gmail [dot] com". */
const spelledEmailPattern =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+\s*(?:\s|\(|\[)at(?:\s|\)|\])\s*[\p{L}\p{N}-]+(?:\s*(?:\s|\(|\[)dot(?:\s|\)|\])\s*[\p{L}\p{N}-]+)+/giu;

/**
 * A run of digits with the separators phone numbers are written with (spaces, dots, dashes,
 * slashes, underscores, brackets, a leading +). Masked when it holds 7 or more digits: years
 * ("2024"), plan prices ("₹14,400") and counts ("500 employees") stay readable, and so do dates.
 */
const numberRunPattern = /(?<![\p{Nd}(+])\+?[\p{Nd}(][\p{Nd}\s().\p{Pd}/_]{5,}\p{Nd}/gu;
const datePattern = /^\p{Nd}{1,2}[./-]\p{Nd}{1,2}[./-]\p{Nd}{2,4}$/u;
const minPhoneDigits = 7;

export const maskedEmail = "[email]";
export const maskedPhone = "[phone]";

export function maskContactDetails(text: string): string {
  return text
    .normalize("NFKC")
    .replace(emailPattern, maskedEmail)
    .replace(spelledEmailPattern, maskedEmail)
    .replace(numberRunPattern, (run) => {
      if (datePattern.test(run)) return run;
      const digits = run.match(/\p{Nd}/gu)?.length ?? 0;
      return digits >= minPhoneDigits ? maskedPhone : run;
    });
}
