import type { FeatureCategory } from "../types";

/** Analytics & Insights: its card and four features on /features (its page: content/feature-pages/analytics-insights.ts). */
export const analyticsInsights: FeatureCategory = {
  name: "Analytics & Insights",
  description:
    "Dashboards and reports on headcount, attendance, payroll cost and performance, built from data already in " +
    "Aster.",
  icon: "bar-chart",
  color: "cyan",
  features: [
    {
      title: "Advanced Analytics",
      description:
        "Track headcount, attrition, attendance and payroll cost trends, filtered by branch, department and period.",
      highlights: ["Attrition trends", "Headcount by branch", "Payroll cost trends", "Drill-down filters"],
    },
    {
      title: "Business Intelligence",
      description:
        "Build your own reports and dashboards, schedule them to managers by email, and export to Excel or your BI " +
        "tool.",
      highlights: ["Custom report builder", "Scheduled email reports", "Excel and CSV export", "Shared dashboards"],
    },
    {
      title: "Performance Insights",
      description:
        "See rating distributions, goal progress and team comparisons, so appraisal decisions rest on evidence.",
      highlights: ["Rating distribution", "Goal progress tracking", "Team comparisons", "Calibration views"],
    },
    {
      title: "Operational Metrics",
      description:
        "Follow daily attendance, late arrivals, overtime, field visits and pending approvals on one live " +
        "operations board.",
      highlights: ["Daily attendance view", "Late arrival trends", "Overtime monitoring", "Pending approvals"],
    },
  ],
};
