import type { FeatureCategory } from "../types";
import { analyticsInsights } from "./analytics-insights";
import { attendanceTime } from "./attendance-time";
import { communication } from "./communication";
import { coreHrms } from "./core-hrms";
import { hrOperations } from "./hr-operations";
import { integrationApi } from "./integration-api";
import { learningDevelopment } from "./learning-development";
import { mobileField } from "./mobile-field";
import { payrollFinance } from "./payroll-finance";
import { securityCompliance } from "./security-compliance";

/** The 10 categories of /features, in the page's order: one file each in this folder. */
export const featureCategories: readonly FeatureCategory[] = [
  coreHrms,
  attendanceTime,
  mobileField,
  hrOperations,
  payrollFinance,
  communication,
  learningDevelopment,
  securityCompliance,
  analyticsInsights,
  integrationApi,
];
