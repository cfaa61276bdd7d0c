/** A form sent sooner than this after it appeared may not have been filled in by a person. */
export const minimumFillMs = 3000;

/** Links in a message, beyond which it reads like the link lists spam software posts. */
const maxLinksBeforeDoubt = 1;
const link = /\b(?:https?:\/\/|www\.)\S/gi;

/**
 * What the public forms make of a submission (ADR 036; the product's first rule: "nothing a visitor submits is lost"):
 * - `spam`: a hidden field only software fills in was filled. Stored with its reason, kept out
 *   of staff's lists and email.
 * - `unsure`: a signal that a person can also give: sent within seconds of the form appearing
 *   (a browser that autofills it), or a message full of links. Delivered as usual, marked
 *   "possibly spam" with the reasons, for staff to judge.
 * - `person`: nothing against it.
 */
export type SpamVerdict = { kind: "person" } | { kind: "spam"; reason: string } | { kind: "unsure"; doubt: string };

export interface SubmissionSignals {
  /** The honeypot field. */
  website: string;
  /** How long the form was open before it was sent; absent from other clients of the API. */
  fillMs?: number | undefined;
  /** The free text a person wrote, if the form has any. */
  text?: string | undefined;
}

/**
 * Judges a submission on its signals. `isKnownSender` is asked only when there is doubt: someone
 * whose earlier submission reached staff is not doubted for being quick the next time.
 */
export async function judgeSubmission(
  { website, fillMs, text }: SubmissionSignals,
  isKnownSender: () => Promise<boolean>,
): Promise<SpamVerdict> {
  if (website.trim() !== "") return { kind: "spam", reason: "honeypot field filled" };
  const doubts: string[] = [];
  if (fillMs !== undefined && fillMs < minimumFillMs) doubts.push(`sent ${fillMs} ms after the form appeared`);
  const links = text?.match(link)?.length ?? 0;
  if (links > maxLinksBeforeDoubt) doubts.push(`${links} links in the message`);
  if (doubts.length === 0 || (await isKnownSender())) return { kind: "person" };
  return { kind: "unsure", doubt: doubts.join("; ") };
}

/** The line staff read above a submission marked "possibly spam". */
export const possibleSpamNotice = (doubt: string): string =>
  `Possibly spam (${doubt}). It was delivered as usual, as the signals are not sure: please judge it yourself.`;
