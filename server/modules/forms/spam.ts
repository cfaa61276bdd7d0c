/** A form sent sooner than this after it appeared was not filled in by a person. */
export const minimumFillMs = 3000;

/**
 * The silent spam signals of the public forms: a hidden field only software fills in, and a
 * form sent faster than a person can type. A form sent without a fill time (another client of
 * the API) is not judged on it. Returns the reason to store, or null for a person.
 */
export function spamReason({ website, fillMs }: { website: string; fillMs?: number | undefined }): string | null {
  if (website.trim() !== "") return "honeypot field filled";
  if (fillMs !== undefined && fillMs < minimumFillMs) return `sent ${fillMs} ms after the form appeared`;
  return null;
}
