/**
 * The demo form's words and closed sets, without Zod: the booking page renders these at once
 * and loads the schemas (common/demo.ts) only when a form is checked.
 */

/** SPEC §5 and §8, word for word, plus the server's answers for cases SPEC does not name. */
export const demoMessages = {
  companyRequired: "Company name is required",
  unknownPlan: "Choose a plan from the list",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  phoneRequired: "Phone number is required",
  dateRequired: "Please select a date",
  timeRequired: "Please select a time",
  verifyFirst: "Please verify your email address before submitting.",
  enterEmail: "Please enter your email address.",
  enterCode: "Please enter the verification code.",
  codeSent: "Verification code sent to your email. Please check your inbox.",
  sendCodeFailed: "Failed to send verification code.",
  sendCodeNetwork: "Error sending verification code. Please try again.",
  codeInvalid: "Invalid verification code.",
  verifyNetwork: "Error verifying code. Please try again.",
  verified: "Email verified successfully!",
  booked: "Thank you! Your demo request has been sent successfully.",
  bookingFailed: "Sorry, something went wrong. Please try again later or contact support.",
  slotTaken: "That time was just booked. Please pick another.",
  slotsFailed: "Could not load available times. Please try again later.",
  /** A booking from a domain that already has several demos to come (server: maxLiveBookingsPerDomain). */
  domainFull:
    "Your company already has several demos booked with us. Please contact us to arrange another, or cancel one you no longer need.",
  /** The same for one address at a public provider (Gmail, …), whose domain is not one company. */
  addressFull:
    "You already have several demos booked with us. Please contact us to arrange another, or cancel one you no longer need.",
  /** The emailed cancel link once the demo's time has passed or staff closed it. */
  cancelClosed:
    "This demo can no longer be cancelled online: its time has passed or it was closed. Please contact us if anything needs changing.",
  /** The manage page's answers: moving a booking, and the link that may no longer change it. */
  rescheduled: "Your demo has moved. We have emailed you the updated invitation.",
  sameSlot: "Your demo is already at that time. Pick a different time to move it.",
  manageLinkInvalid: "This link is not valid. Use the link in your latest email about the demo.",
  manageClosed:
    "This demo can no longer be changed online: its time has passed or it was closed. Please contact us if anything needs changing.",
  manageCancelled: "This demo was cancelled. You can book a new one at any time.",
} as const;

/**
 * A request's place in the sales pipeline, in its order (the table sorts by it): booked, talked
 * to, the demo held, then qualified and won or lost; or cancelled (by the guest or by staff).
 */
export const demoStatuses = ["new", "contacted", "demo_held", "qualified", "won", "lost", "cancelled"] as const;
export type DemoStatus = (typeof demoStatuses)[number];

/** How the back office names each status. */
export const demoStatusLabels: Record<DemoStatus, string> = {
  new: "New",
  contacted: "Contacted",
  demo_held: "Demo held",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  cancelled: "Cancelled",
};

/**
 * Statuses after which the demo itself is over: its reminders go, and the guest's link can no
 * longer move it. Qualified, won and lost come after a demo held, or stand for a sale decided
 * without one; a guest whose demo is still ahead keeps it either way.
 */
export const demoOverStatuses: readonly DemoStatus[] = ["demo_held", "cancelled"];
