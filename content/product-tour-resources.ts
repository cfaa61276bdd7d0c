/**
 * The resource cards under the demos on /product-tour: each is a PDF the server makes from the
 * site's own content (server/modules/resources), served at /resources/<file>.
 */
import type { IconName } from "./types";

/** The resources' file names: their addresses (/resources/<file>) and the names they download as. */
export const resourceFiles = [
  "aster-demo-guide.pdf",
  "aster-implementation-checklist.pdf",
  "aster-payroll-compliance-brief.pdf",
] as const;
export type ResourceFile = (typeof resourceFiles)[number];

export interface TourResource {
  icon: IconName;
  title: string;
  text: string;
  /** The label of the card's download link. */
  action: string;
  file: ResourceFile;
  /** The call to action's stable name (app/lib/ctas.ts). */
  cta: "tour-download-guide" | "tour-download-checklist" | "tour-read-compliance-brief";
}

export const tourResources: readonly TourResource[] = [
  {
    icon: "book-open",
    title: "Demo Guide",
    text: "Every demo on this page as a printable walkthrough, with our plans and the questions HR teams ask us most.",
    action: "Download Demo Guide",
    file: "aster-demo-guide.pdf",
    cta: "tour-download-guide",
  },
  {
    icon: "clipboard-list",
    title: "Implementation Checklist",
    text: "What to prepare for onboarding in 24 to 48 hours: employee data, attendance rules and payroll settings.",
    action: "Download Checklist",
    file: "aster-implementation-checklist.pdf",
    cta: "tour-download-checklist",
  },
  {
    icon: "landmark",
    title: "Payroll Compliance Brief",
    text: "How Aster calculates PF, ESI, professional tax and TDS, and which statutory files each payroll run produces.",
    action: "Read the Brief",
    file: "aster-payroll-compliance-brief.pdf",
    cta: "tour-read-compliance-brief",
  },
];

/** Where a resource is served. */
export const resourcePath = (file: ResourceFile) => `/resources/${file}`;
