import type { FeaturePage } from "../types";

/** /features/mobile-field */
export const mobileFieldPage: FeaturePage = {
  category: "Mobile & Field",
  title: "Mobile & Field Workforce",
  subtitle: "An HR app in every employee's pocket, and the tools field teams need to log visits, tasks and routes.",
  metaDescription:
    "Aster's Android and iOS app for employees, plus field visit tracking, task management and route tracking for " +
    "field teams.",
  closingTitle: "Ready to Manage Field Teams from Anywhere?",
  closingText:
    "See the employee app and field tools on a real phone in a demo, or ask sales how they fit your sales and " +
    "service teams.",
  sections: [
    {
      title: "Employee Mobile App",
      description:
        "Aster's Android and iOS apps put everyday HR on every employee's phone: " +
        "check in, apply for leave, see balances, download payslips and submit expenses. " +
        "Managers approve requests from the same app. Check-ins and forms made on a weak network are saved and " +
        "synced when the connection returns.",
      icon: "smartphone",
      illustration: "mobile",
      illustrationAlt:
        "Phone screen with the employee home page showing check-in, leave balance and the latest payslip",
      highlights: [
        "Android and iOS apps",
        "One-tap check-in",
        "Leave balances and requests",
        "Payslip downloads",
        "Approvals for managers",
        "Works on weak networks",
      ],
      benefits: [
        "Employees stop calling HR to ask about leave balances and payslips.",
        "Managers approve requests between meetings, not at the end of the month.",
        "Staff without a desk or laptop get the same HR access as office teams.",
        "Attendance is captured where the work happens, not on a paper register.",
      ],
      faqs: [
        {
          question: "Which phones does the app support?",
          answer: "Aster runs on Android and iOS phones. Employees sign in with the same account they use on the web.",
        },
        {
          question: "Does the app work offline?",
          answer:
            "Check-ins and forms made without a connection are saved on the phone and synced when it returns, with " +
            "the original time recorded.",
        },
        {
          question: "Can managers approve from the app?",
          answer: "Yes. Leave, attendance, expense and overtime requests can all be approved or rejected from the app.",
        },
      ],
    },
    {
      title: "Field Visit Tracking",
      description:
        "Plan visits to clients, dealers or sites for each field employee and see them on a map. " +
        "At each stop the employee checks in at the location, adds photos, notes and the outcome, and checks out. " +
        "Managers see completed and missed visits as the day goes on.",
      icon: "map-pin",
      illustration: "map",
      illustrationAlt: "Map of a field employee's planned visits, each pin marked as completed or pending",
      highlights: [
        "Daily visit plans",
        "Location-verified check-in",
        "Photos, notes and outcomes",
        "Customer and site lists",
        "Missed visit alerts",
        "Visit reports by employee",
      ],
      benefits: [
        "Managers know a visit happened because it was checked in at the customer's location.",
        "Sales heads see coverage by territory without waiting for evening calls.",
        "Visit notes stay with the customer record, even when the employee leaves.",
        "Field staff spend less time writing reports at the end of the day.",
      ],
      faqs: [
        {
          question: "How do you verify that a visit happened?",
          answer:
            "The check-in records the phone's location and time and compares it with the customer's address. " +
            "You can also require a photo at each visit.",
        },
        {
          question: "Can employees add unplanned visits?",
          answer: "Yes. Employees can log an unplanned visit on the spot, and it is marked separately in reports.",
        },
        {
          question: "Can visit data be exported?",
          answer: "Yes. Visit reports can be filtered by employee, territory and date and exported to Excel.",
        },
      ],
    },
    {
      title: "Field Task Management",
      description:
        "Assign tasks to field employees with a location, a due date and High, Medium or Low priority. " +
        "Employees update the status from the app and attach photos or a customer signature as proof of work. " +
        "Managers track open, overdue and completed tasks on one board.",
      icon: "clipboard-list",
      illustration: "kanban",
      illustrationAlt: "Task board with field tasks in To do, In progress and Done columns, each tagged by priority",
      highlights: [
        "Tasks with location and due date",
        "High, Medium and Low priority",
        "Photo and signature proof",
        "Status updates from the app",
        "Overdue task alerts",
        "Recurring tasks",
      ],
      benefits: [
        "Every job has an owner, a deadline and proof that it was done.",
        "Managers spot overdue work before the customer calls.",
        "Recurring site checks are scheduled once and repeat on their own.",
        "Completed task records settle billing and service disputes.",
      ],
      faqs: [
        {
          question: "Can a task be linked to a customer or site?",
          answer: "Yes. Attach a task to a customer or site, and the employee sees it when checking in there.",
        },
        {
          question: "Can customers sign on the employee's phone?",
          answer: "Yes. You can require a customer signature on the phone before a task is marked complete.",
        },
        {
          question: "Can we set recurring tasks?",
          answer:
            "Yes. Daily, weekly or monthly tasks, such as site inspections, are created on schedule without anyone " +
            "re-entering them.",
        },
      ],
    },
    {
      title: "Route Tracking",
      description:
        "While a field employee is on duty, Aster records the route between check-ins and shows the day's path on " +
        "a map. Distance travelled is calculated from the route, so travel allowance claims use recorded " +
        "kilometres instead of estimates. Tracking stops at check-out, and the app always shows employees when it " +
        "is on.",
      icon: "route",
      illustration: "map",
      illustrationAlt: "Map of a field employee's route for the day between visit stops, with the total distance",
      highlights: [
        "Tracking during duty hours only",
        "Route replay by day",
        "Distance for travel claims",
        "Visible tracking status",
        "Battery-friendly tracking",
        "Territory view for managers",
      ],
      benefits: [
        "Travel allowances are paid on recorded distance, not on guesses.",
        "Managers plan better routes from how the day actually went.",
        "Employees know tracking ends with their shift, which builds trust.",
        "Disputes over travel claims are settled with a map, not an argument.",
      ],
      faqs: [
        {
          question: "Is location tracked after work hours?",
          answer:
            "No. Tracking starts at check-in and stops at check-out, and the app shows employees when it is active.",
        },
        {
          question: "How is distance calculated for allowances?",
          answer:
            "Aster adds up the recorded route between check-in and check-out. " +
            "You set the rate per kilometre in your travel policy, and the amount goes into the expense claim.",
        },
        {
          question: "Does tracking drain the battery?",
          answer:
            "Aster records location at intervals and pauses while the phone is not moving, to keep battery use low.",
        },
      ],
    },
  ],
};
