import { addMonths, daysBetween } from "./calendar";

/**
 * The one rule for when a data-rights request must be answered (ADR 035). GDPR Article 12(3):
 * "without undue delay and in any event within one month of receipt". India's DPDP Act leaves its
 * periods to the DPDP Rules, 2025, whose outer limit (90 days, for grievances) is longer; the form
 * does not ask which law applies, so every request gets the shorter, GDPR's month. The page
 * promises the same ("we aim to resolve it within 30 days").
 *
 * Dates are calendar dates in the business time zone (Asia/Kolkata), where the team that answers
 * works: a request received at 00:30 IST on the 31st of January is due on the last of February.
 */
export const dataRightsResponseMonths = 1;

/** A request due within this many days (and not closed) is shown as due soon. */
export const dueSoonDays = 7;

/** The date a request received on `receivedOn` (YYYY-MM-DD, business zone) must be answered by. */
export function dataRightsDueOn(receivedOn: string): string {
  return addMonths(receivedOn, dataRightsResponseMonths);
}

export const deadlineStates = ["overdue", "due soon", "on track", "closed"] as const;
export type DeadlineState = (typeof deadlineStates)[number];

/** Where a request stands against its deadline on `today` (YYYY-MM-DD, business zone). */
export function deadlineStateOf({ dueOn, closed }: { dueOn: string; closed: boolean }, today: string): DeadlineState {
  if (closed) return "closed";
  const daysLeft = daysBetween(today, dueOn);
  if (daysLeft < 0) return "overdue";
  return daysLeft <= dueSoonDays ? "due soon" : "on track";
}
