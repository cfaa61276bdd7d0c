/**
 * The ten feature detail pages, /features/{category-slug} (SPEC §2 "Feature detail pages").
 * Each page has one section per feature of its category, titled exactly as in content/features.ts,
 * so the fragment /features/{cat}#{slugify(feature)} always has a target.
 */
import { slugify } from "../../common/slug";
import type { FeaturePage } from "../types";
import { analyticsInsightsPage } from "./analytics-insights";
import { attendanceTimePage } from "./attendance-time";
import { communicationPage } from "./communication";
import { coreHrmsPage } from "./core-hrms";
import { hrOperationsPage } from "./hr-operations";
import { integrationApiPage } from "./integration-api";
import { learningDevelopmentPage } from "./learning-development";
import { mobileFieldPage } from "./mobile-field";
import { payrollFinancePage } from "./payroll-finance";
import { securityCompliancePage } from "./security-compliance";

/** In the order of the categories on /features. */
export const featurePages: readonly FeaturePage[] = [
  coreHrmsPage,
  attendanceTimePage,
  mobileFieldPage,
  hrOperationsPage,
  payrollFinancePage,
  communicationPage,
  learningDevelopmentPage,
  securityCompliancePage,
  analyticsInsightsPage,
  integrationApiPage,
];

/**
 * The seed image (content/seed/images) a feature section shows: the library's copy, which staff
 * can describe or replace, is found by this key until pages are records of their own.
 */
export const featureSectionImageKey = (page: Pick<FeaturePage, "category">, sectionTitle: string): string =>
  `feature-${slugify(page.category)}-${slugify(sectionTitle)}`;
