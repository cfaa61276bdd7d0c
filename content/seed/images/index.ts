import type { SeedImage } from "../../types";
import { featureSectionImages } from "./feature-sections";
import { tourScreenshots } from "./tour-screenshots";

/**
 * The images the media library starts with (issue 39), stored once on first start like an
 * upload, so a fresh site shows real, described pictures instead of placeholders. Each is drawn
 * as SVG in `drawings/<key>.svg` and rendered to `files/<key>.png` by `npm run seed:images`;
 * the PNG is what is stored, and staff describe, replace or delete it like any other image.
 */
export const drawnSeedImages: readonly SeedImage[] = [
  // Blog covers, one per seeded post (content/seed/blog-posts), in the order the posts are listed.
  {
    key: "shift-floor-wellbeing",
    alt: "Illustration of a warehouse worker in a hard hat and safety vest taking a water break beside stacked crates, a wall clock and a shift roster",
    focalX: 0.51,
    focalY: 0.5,
  },
  {
    key: "pulse-surveys",
    alt: "Illustration of a phone showing a short pulse survey with smiley-face answers, beside a response trend chart and an anonymous group card",
    focalX: 0.5,
    focalY: 0.48,
  },
  {
    key: "frontline-hiring",
    alt: "Illustration of three frontline recruits in a hard hat, a security cap and an apron in front of a hiring pipeline board of candidate cards",
    focalX: 0.5,
    focalY: 0.51,
  },
  {
    key: "field-sales-goals",
    alt: "Illustration of a field sales rep with a shoulder bag and phone between a route map of visit pins and a goal scorecard with progress bars",
    focalX: 0.51,
    focalY: 0.52,
  },
  {
    key: "hybrid-work",
    alt: "Illustration of a weekly calendar marking home and office days above one person at an office desk and another working from home on a laptop",
    focalX: 0.5,
    focalY: 0.48,
  },
  {
    key: "attendance-methods",
    alt: "Illustration of a phone confirming a check-in, surrounded by a QR code, a map pin inside a geofence, a face scan frame and a fingerprint",
    focalX: 0.5,
    focalY: 0.48,
  },
  {
    key: "compliance-calendar",
    alt: "Illustration of a monthly calendar with highlighted due dates, a reminder bell, a ticked checklist and a stack of filed documents",
    focalX: 0.49,
    focalY: 0.48,
  },
  {
    key: "ai-in-hr",
    alt: "Illustration of a chat in which an AI assistant answers an employee and cites a highlighted policy document, with an HR agent in a headset",
    focalX: 0.5,
    focalY: 0.5,
  },
  {
    key: "structured-interviews",
    alt: "Illustration of a candidate and an interviewer seated at a table on either side of a clipboard scorecard with rows of star ratings",
    focalX: 0.5,
    focalY: 0.51,
  },
  {
    key: "release-2-3",
    alt: "Illustration of a release notes card with new and improved items, framed by a QR code screen, a shift swap, a payslip and a geofence pin",
    focalX: 0.5,
    focalY: 0.5,
  },
  {
    key: "mid-year-review",
    alt: "Illustration of a manager and an employee talking in armchairs below a goals card with progress bars and a timeline marked at mid-year",
    focalX: 0.5,
    focalY: 0.47,
  },
  {
    key: "release-2-4",
    alt: "Illustration of a release notes card beside tiles for a bank file export, an emailed report, a speed gauge, a night-shift clock and a rocket",
    focalX: 0.5,
    focalY: 0.49,
  },
  {
    key: "field-remote-teams",
    alt: "Illustration of a globe with pins and flags for the UAE and India, two clocks showing different times, a field technician and a task list phone",
    focalX: 0.5,
    focalY: 0.51,
  },
  {
    key: "dpdp-readiness",
    alt: "Illustration of a shield with a padlock in front of an employee record with masked fields, a database, an hourglass and a bin with a tick",
    focalX: 0.5,
    focalY: 0.48,
  },
  ...featureSectionImages,
];

/**
 * Every seed image: the drawings above, and the product tour's screenshots of the back office
 * (captured by `npm run seed:tour-screenshots`, not drawn).
 */
export const seedImages: readonly SeedImage[] = [
  ...drawnSeedImages,
  ...tourScreenshots.map(({ key, alt, focalX, focalY }) => ({ key, alt, focalX, focalY })),
];
