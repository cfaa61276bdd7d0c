import type { SeedBlogPost } from "../../types";
import { complianceCalendar, dpdpReadiness } from "./best-practices";
import { changelog230, changelog240 } from "./changelog";
import { pulseSurveys, wellbeingOnTheShiftFloor } from "./employee-engagement";
import { aiInHr, choosingAnAttendanceMethod } from "./hr-technology";
import { fieldSalesGoals, midYearReview } from "./performance-management";
import { hiringFrontlineStaff, structuredInterviews } from "./recruitment";
import { fieldAndRemoteTeams, hybridWorkModels } from "./remote-work";

/**
 * Blog posts to seed the database with (SPEC §3 "Blog post", §2 "Blog list"): two in each of the six SPEC
 * categories and two release-note posts in the Changelog category, from which /changelog is built.
 * Content is HTML limited to p, h2, h3, ul, ol, li, strong, em, a (href only), blockquote and code.
 * One file per category in this folder, listed here in the order they are seeded. Authors
 * (authors.ts) are invented and shown as initials, so authorImage is empty; each cover is a seed
 * image (content/seed/images), stored in the media library on first start.
 */
export const seedBlogPosts: readonly SeedBlogPost[] = [
  wellbeingOnTheShiftFloor,
  pulseSurveys,
  hiringFrontlineStaff,
  fieldSalesGoals,
  hybridWorkModels,
  choosingAnAttendanceMethod,
  complianceCalendar,
  aiInHr,
  structuredInterviews,
  changelog230,
  midYearReview,
  changelog240,
  fieldAndRemoteTeams,
  dpdpReadiness,
];
