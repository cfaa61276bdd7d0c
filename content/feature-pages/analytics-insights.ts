import type { FeaturePage } from "../types";

/** /features/analytics-insights */
export const analyticsInsightsPage: FeaturePage = {
  category: "Analytics & Insights",
  title: "Analytics & Insights",
  subtitle: "Reports and dashboards on people, time and cost, built from the data you already keep in Aster.",
  metaDescription:
    "HR analytics for headcount, attrition, attendance and payroll cost, a custom report builder and live " +
    "operations dashboards.",
  closingTitle: "Ready to See Your Workforce in Numbers?",
  closingText:
    "See dashboards built on sample company data in a demo, or ask sales which reports your leadership team needs.",
  sections: [
    {
      title: "Advanced Analytics",
      description:
        "See headcount, hiring, attrition, attendance and payroll cost as trends, not one-off numbers. " +
        "Filter every chart by entity, branch, department, grade or period, and drill down to the employees behind " +
        "a figure. Charts use live data, so there is no month-end wait.",
      icon: "line-chart",
      illustration: "chart",
      illustrationAlt: "Analytics chart of monthly attrition and headcount trends with branch filters",
      highlights: [
        "Headcount and attrition trends",
        "Attendance patterns",
        "Payroll cost analysis",
        "Filters by branch and grade",
        "Drill down to employees",
        "Live data",
      ],
      benefits: [
        "Leaders spot rising attrition in a team before it spreads.",
        "HR answers management questions with a chart instead of a new spreadsheet.",
        "Payroll cost trends support budget planning for the next year.",
        "Everyone works from the same numbers because they come from one system.",
      ],
      faqs: [
        {
          question: "Are the charts up to date?",
          answer:
            "Yes. Charts are built from live data, so approved leave, new joiners and exits show up as soon as " +
            "they are saved.",
        },
        {
          question: "Who can see analytics?",
          answer:
            "Access follows roles. A manager sees charts for their own team, while HR and leadership can see the " +
            "whole company.",
        },
        {
          question: "Can we export charts?",
          answer: "Yes. Export any chart's data to Excel or CSV, or download the chart as an image for presentations.",
        },
      ],
    },
    {
      title: "Business Intelligence",
      description:
        "Build your own reports by picking fields from employees, attendance, leave, payroll and more, with " +
        "filters and groupings. Save reports as dashboards, share them by role, and schedule them to reach " +
        "managers by email. Export to Excel or CSV, or pull the data into your BI tool through the API.",
      icon: "pie-chart",
      illustration: "dashboard",
      illustrationAlt: "Custom dashboard with a headcount tile, a pie chart by department and a payroll cost table",
      highlights: [
        "Custom report builder",
        "Saved dashboards",
        "Scheduled email reports",
        "Excel and CSV export",
        "Sharing by role",
        "BI tool access via API",
      ],
      benefits: [
        "HR builds the report a manager asks for without waiting on IT.",
        "Scheduled reports reach managers on time without anyone sending them.",
        "Finance and HR look at the same dashboard during planning.",
        "Data can move to your company's BI tool for wider analysis.",
      ],
      faqs: [
        {
          question: "Can we build reports without technical skills?",
          answer: "Yes. Pick fields, filters and groupings on screen; no SQL or formulas are needed.",
        },
        {
          question: "Can reports be emailed on a schedule?",
          answer:
            "Yes. Schedule any saved report daily, weekly or monthly to chosen people, who receive it as an Excel " +
            "attachment.",
        },
        {
          question: "Can we connect Power BI or Tableau?",
          answer: "Yes. Use our REST API to pull data into Power BI, Tableau or any BI tool that reads from an API.",
        },
      ],
    },
    {
      title: "Performance Insights",
      description:
        "Turn appraisal data into decisions: see rating distributions, goal completion and feedback trends by team " +
        "and manager. Compare teams side by side and spot managers who rate everyone the same. " +
        "Use these views in calibration meetings before ratings are final.",
      icon: "trending-up",
      illustration: "chart",
      illustrationAlt: "Chart of the rating distribution by department next to goal completion for each team",
      highlights: [
        "Rating distribution",
        "Goal completion tracking",
        "Team and manager comparison",
        "Calibration views",
        "High performer lists",
        "Feedback trends",
      ],
      benefits: [
        "Calibration meetings start from data, not from memory.",
        "Managers who rate too high or too low are visible before results go out.",
        "High performers are identified for promotions and retention plans.",
        "Training budgets follow the gaps that reviews reveal.",
      ],
      faqs: [
        {
          question: "Can we compare results across cycles?",
          answer: "Yes. Compare an employee's or a team's results across appraisal cycles to see who is improving.",
        },
        {
          question: "Can employees see performance insights?",
          answer:
            "Employees see their own results. Team and company views are limited by role to managers, HR and " +
            "leadership.",
        },
        {
          question: "Does this connect to skills and training?",
          answer: "Yes. Low-rated competencies can be linked to courses in the learning module.",
        },
      ],
    },
    {
      title: "Operational Metrics",
      description:
        "One live board for daily operations: who is present, late or on leave, overtime building up, field visits " +
        "done and approvals waiting. Branch heads see their own site, and leadership sees every site together. " +
        "Alerts flag unusual days, such as a branch with many late arrivals.",
      icon: "gauge",
      illustration: "dashboard",
      illustrationAlt: "Operations dashboard with today's attendance, late arrivals, open approvals and field visits",
      highlights: [
        "Today's attendance at a glance",
        "Late arrival and absence trends",
        "Overtime monitoring",
        "Field visit completion",
        "Pending approvals",
        "Branch comparison",
      ],
      benefits: [
        "Branch heads fix staffing gaps in the morning, not after the shift.",
        "Overtime is caught as it builds, not when the payroll bill arrives.",
        "Pending approvals are visible, so requests do not pile up.",
        "Leadership compares sites on the same measures.",
      ],
      faqs: [
        {
          question: "Can each branch see only its own metrics?",
          answer: "Yes. The board follows access rules, so branch heads see their site and leadership sees all sites.",
        },
        {
          question: "Can we set alerts on metrics?",
          answer:
            "Yes. Set thresholds, such as absence or overtime above a level you choose, and the right people are " +
            "notified.",
        },
        {
          question: "Does it include field teams?",
          answer: "Yes. Field visits, tasks and distance travelled appear alongside office attendance.",
        },
      ],
    },
  ],
};
