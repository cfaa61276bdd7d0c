/**
 * Every call to action on the public site, by the stable name its element carries as
 * `data-cta`: analytics counts clicks by these names, so a button can move, change its
 * label or its look without the numbers breaking. Rename one only together with its reports.
 *
 * `repeats`: the name marks one purpose shown once per item of a list (a plan card's Get Started,
 * a job's Apply); every other name appears at most once on a page (tests/e2e/calls-to-action.spec.ts).
 */
export const ctas = {
  "header-demo": { purpose: "The header's Demo button (wide screens)" },
  "header-menu-demo": { purpose: "Schedule a Demo in the header's phone menu" },
  "assistant-open": { purpose: "The floating button that opens and closes the assistant" },
  "assistant-ask-ai": { purpose: "Ask AI Anything among the assistant panel's quick actions" },
  "assistant-schedule-demo": {
    purpose: "Schedule Demo in the assistant panel: a quick action, and the hand-off under an answer",
    repeats: true,
  },
  "assistant-live-support": {
    purpose: "Live Support in the assistant panel: a quick action, and the hand-off under an answer",
    repeats: true,
  },
  "assistant-suggestion": { purpose: "A suggested question in the assistant panel", repeats: true },
  "home-hero-schedule-demo": { purpose: "Schedule a Demo in the home page's hero" },
  "home-hero-explore-features": { purpose: "Explore features in the home page's hero" },
  "home-pricing-view-details": { purpose: "View Details on a plan in the home page's pricing preview", repeats: true },
  "home-talk-to-sales": { purpose: "Talk to Sales under the home page's pricing preview" },
  "cta-band-schedule-demo": { purpose: "The closing band's Schedule Demo" },
  "cta-band-contact-sales": { purpose: "The closing band's Contact Sales" },
  "pricing-get-started": { purpose: "Get Started on a plan card on /pricing", repeats: true },
  "pricing-schedule-call": { purpose: "Schedule a Call in pricing's volume band" },
  "pricing-live-chat": { purpose: "Live Chat in pricing's volume band: opens the assistant" },
  "tour-schedule-demo": { purpose: "Schedule Demo beside the product tour's player" },
  "tour-download-guide": { purpose: "Download Demo Guide (PDF) on /product-tour" },
  "tour-download-checklist": { purpose: "Download Checklist (PDF) on /product-tour" },
  "tour-read-compliance-brief": { purpose: "Read the Brief, the payroll compliance brief (PDF), on /product-tour" },
  "careers-apply": { purpose: "Apply by email on a job opening", repeats: true },
  "careers-open-application": { purpose: "Email the careers team when no opening fits" },
  "demo-cancel-book-again": { purpose: "Book another time after cancelling a demo" },
  "demo-manage-book-again": { purpose: "Book another time from the manage page, once the demo is cancelled or past" },
} as const satisfies Record<string, { purpose: string; repeats?: true }>;

export type CtaName = keyof typeof ctas;

/**
 * Where the browser reports a click on a call to action (navigator.sendBeacon, no cookie):
 * `{ "cta": <name>, "path": <the page's path> }` as text/plain JSON (server/modules/analytics/collect-routes.ts).
 */
export const ctaBeaconPath = "/api/analytics/cta";

/** How staff read a call to action in reports: what it is, not its `data-cta` name (kept for unknown ones). */
export const ctaLabel = (name: string): string => (name in ctas ? ctas[name as keyof typeof ctas].purpose : name);
