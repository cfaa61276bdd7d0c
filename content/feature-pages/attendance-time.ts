import type { FeaturePage } from "../types";

/** /features/attendance-time */
export const attendanceTimePage: FeaturePage = {
  category: "Attendance & Time",
  title: "Attendance & Time Tracking",
  subtitle: "Attendance in 8 ways, rosters for every shift, and hours that reach payroll without re-typing.",
  metaDescription:
    "Mark attendance by QR, dynamic QR, geofence, IP, site, face recognition, biometric or web check-in. " +
    "Rosters and overtime.",
  closingTitle: "Ready to Choose How Your Teams Check In?",
  closingText:
    "Book a demo to see all 8 attendance methods on web and mobile, or ask our sales team which ones fit your sites.",
  sections: [
    {
      title: "Attendance in 8 Ways",
      description:
        "Choose the method that fits each site: QR code, dynamic QR that keeps changing so it cannot be shared as " +
        "a photo, geofence, IP-based, site-based, face recognition, biometric devices or web check-in. " +
        "Mix methods by branch or role, so office staff check in on the office network while drivers use a " +
        "geofence. Face recognition runs on the employee's phone: face data is processed on the device, not " +
        "stored, and deleted after verification.",
      icon: "fingerprint",
      illustration: "attendance",
      illustrationAlt: "Attendance screen showing a geofenced check-in on a map beside the list of check-in methods",
      highlights: [
        "QR code and dynamic QR",
        "Geofence and site-based check-in",
        "IP-based office check-in",
        "Face recognition processed on device",
        "Biometric device sync",
        "Web check-in for remote staff",
      ],
      benefits: [
        "Proxy attendance stops because each check-in is tied to a place, a network or a face.",
        "Each branch uses the method that suits it, without separate attendance systems.",
        "Attendance flows into payroll, so HR no longer re-keys register data.",
        "Biometric privacy is simple to explain, because face data is never stored.",
      ],
      faqs: [
        {
          question: "What are the 8 attendance methods?",
          answer:
            "QR code, dynamic QR, geofence, IP-based, site-based, face recognition, biometric devices and web " +
            "check-in. You can turn on any mix of them for each branch or role.",
        },
        {
          question: "How is face data handled?",
          answer:
            "Face recognition runs on the employee's device. The face data is used only for that check, is not " +
            "stored, and is deleted after verification.",
        },
        {
          question: "Which biometric devices do you support?",
          answer:
            "Aster connects to common fingerprint and face terminals, including ZKTeco and eSSL devices. " +
            "Share your device model during the demo and we will confirm the connection.",
        },
      ],
    },
    {
      title: "Shift & Roster Planning",
      description:
        "Define fixed, rotating, split and night shifts with their own timings, grace periods and break rules. " +
        "Build weekly rosters by team or site, publish them to the app, and let employees request swaps that their " +
        "manager approves. Week-offs are set per branch, so each location follows its own weekend.",
      icon: "calendar",
      illustration: "calendar",
      illustrationAlt: "Weekly roster calendar with morning, evening and night shifts assigned across a team",
      highlights: [
        "Fixed, rotating and night shifts",
        "Grace periods and break rules",
        "Weekly roster builder",
        "Shift swap requests",
        "Branch-wise week-offs",
        "Rosters published to the app",
      ],
      benefits: [
        "Supervisors plan a week of shifts on one screen instead of a shared spreadsheet.",
        "Employees see their shifts on their phone and know when they change.",
        "Late marks and overtime are calculated against the shift each person actually worked.",
        "Swaps are approved on record, so there is no doubt about who covered which shift.",
      ],
      faqs: [
        {
          question: "Can a night shift cross midnight?",
          answer:
            "Yes. A night shift counts as one working day even when it ends the next morning, so attendance and " +
            "overtime are calculated correctly.",
        },
        {
          question: "Can employees swap shifts?",
          answer:
            "Yes. An employee requests a swap with a colleague, both see it in the app, and the manager approves " +
            "or rejects it.",
        },
        {
          question: "Can different branches have different weekends?",
          answer: "Yes. Week-offs and holidays are set per branch, so each office follows its own calendar.",
        },
      ],
    },
    {
      title: "Timesheets & Overtime",
      description:
        "Employees log hours against projects, clients or cost centres from web or mobile, and managers approve " +
        "them each week. Overtime is worked out from your rules, such as daily or weekly thresholds, weekend and " +
        "holiday rates, and prior approval. Approved hours go straight to payroll.",
      icon: "clock",
      illustration: "timesheet",
      illustrationAlt: "Weekly timesheet with hours logged against projects and the overtime total highlighted",
      highlights: [
        "Project and client time logs",
        "Weekly timesheet approval",
        "Overtime rules by shift",
        "Weekend and holiday rates",
        "Pre-approved overtime",
        "Payroll-ready totals",
      ],
      benefits: [
        "Overtime is paid on approved hours only, which keeps payroll cost under control.",
        "Project managers see where time goes, client by client.",
        "Billing and payroll work from the same approved hours.",
        "Disputes drop because every hour has an approver and a timestamp.",
      ],
      faqs: [
        {
          question: "Can overtime need approval before it is worked?",
          answer: "Yes. You can require a request and approval first, and Aster pays only approved overtime.",
        },
        {
          question: "How does overtime reach payroll?",
          answer:
            "Approved overtime hours are added to the payroll run at the rate set in your policy, so no one " +
            "re-enters them.",
        },
        {
          question: "Can employees fill timesheets on mobile?",
          answer: "Yes. Timesheets can be filled in and submitted from the mobile app as well as the web.",
        },
      ],
    },
    {
      title: "Attendance Regularization",
      description:
        "When someone forgets to check out or a device fails, they raise a regularization request with a reason " +
        "from the app. The manager approves or rejects it, and the attendance record, late marks and half days " +
        "update without HR touching a register. You decide how many requests are allowed each month and how late a " +
        "request can be made.",
      icon: "calendar-check",
      illustration: "kanban",
      illustrationAlt: "Approval board of missed-punch requests grouped as pending, approved and rejected",
      highlights: [
        "Missed punch requests",
        "Reason and proof capture",
        "Manager approval",
        "Late mark and half-day rules",
        "Monthly request limits",
        "Full change history",
      ],
      benefits: [
        "HR spends less time correcting attendance by hand before payroll.",
        "Employees fix genuine mistakes themselves instead of losing a day's pay.",
        "Late marks and half days follow one policy for everyone.",
        "Each correction shows who asked, who approved and why.",
      ],
      faqs: [
        {
          question: "Can we limit how often employees regularize attendance?",
          answer:
            "Yes. Set a monthly limit and a cut-off after which requests are no longer accepted, separately for " +
            "each policy.",
        },
        {
          question: "What happens to late marks after approval?",
          answer:
            "An approved request updates the day's status, so late marks, half days and loss of pay are " +
            "recalculated on their own.",
        },
        {
          question: "Can HR correct attendance directly?",
          answer: "Yes. HR can edit attendance with a reason, and every change is recorded in the audit log.",
        },
      ],
    },
  ],
};
