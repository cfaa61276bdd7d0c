import type { FeatureCategory } from "../types";

/** Mobile & Field: its card and four features on /features (its page: content/feature-pages/mobile-field.ts). */
export const mobileField: FeatureCategory = {
  name: "Mobile & Field",
  description:
    "An HR app for every employee, and the tools field teams need on the road: " +
    "visits, tasks, routes and proof of work.",
  icon: "smartphone",
  color: "sky",
  features: [
    {
      title: "Employee Mobile App",
      description:
        "Employees check in, apply for leave, download payslips and submit expenses from their Android phone or " +
        "iPhone.",
      highlights: ["Android and iOS apps", "Check-in from phone", "Payslip downloads", "Manager approvals"],
    },
    {
      title: "Field Visit Tracking",
      description:
        "Plan client and site visits, check in at the location with photos and notes, and let managers see visits " +
        "as they are completed.",
      highlights: ["Daily visit plans", "Location-verified check-ins", "Photo and notes capture", "Visit reports"],
    },
    {
      title: "Field Task Management",
      description:
        "Assign tasks to field staff with a location, due date and priority, and get status updates with photo " +
        "proof of completion.",
      highlights: ["Task assignment", "High, Medium, Low priority", "Photo proof of work", "Overdue task alerts"],
    },
    {
      title: "Route Tracking",
      description:
        "See the route a field employee covered during duty hours and use the recorded distance for travel " +
        "allowance claims.",
      highlights: ["Duty hours only", "Route replay by day", "Distance for allowances", "Visible tracking status"],
    },
  ],
};
