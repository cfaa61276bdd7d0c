/**
 * The resource cards under the demos on /product-tour. SPEC §2 "Video demos": Download Demo
 * Guide and the resource buttons do nothing yet, so each card names its action but links nowhere.
 */
import type { IconName } from "./types";

export interface TourResource {
  icon: IconName;
  title: string;
  text: string;
  /** The label of the card's (inert) button. */
  action: string;
}

export const tourResources: readonly TourResource[] = [
  {
    icon: "book-open",
    title: "Demo Guide",
    text: "Every demo on this page as a printable walkthrough, with the questions HR teams ask us most.",
    action: "Download Demo Guide",
  },
  {
    icon: "clipboard-list",
    title: "Implementation Checklist",
    text: "What to prepare for onboarding in 24 to 48 hours: employee data, attendance rules and payroll settings.",
    action: "Download Checklist",
  },
  {
    icon: "landmark",
    title: "Payroll Compliance Brief",
    text: "How Aster calculates PF, ESI, professional tax and TDS, and which statutory files each payroll run produces.",
    action: "Read the Brief",
  },
];
