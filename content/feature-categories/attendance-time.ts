import type { FeatureCategory } from "../types";

/** Attendance & Time: its card and four features on /features (its page: content/feature-pages/attendance-time.ts). */
export const attendanceTime: FeatureCategory = {
  name: "Attendance & Time",
  description:
    "Attendance in 8 ways, shift rosters, overtime and corrections, so every hour worked reaches payroll correctly.",
  icon: "clock",
  color: "emerald",
  features: [
    {
      title: "Attendance in 8 Ways",
      description:
        "Let each team check in the way its work allows: QR code, dynamic QR, geofence, IP-based, site-based, face " +
        "recognition, biometric devices or web check-in.",
      highlights: [
        "QR and dynamic QR",
        "Geofence and IP checks",
        "On-device face recognition",
        "Biometric device sync",
      ],
    },
    {
      title: "Shift & Roster Planning",
      description:
        "Build weekly rosters for fixed, rotating and night shifts, and let employees request swaps that managers " +
        "approve.",
      highlights: ["Rotating shift patterns", "Night shift support", "Shift swap requests", "Branch-wise week-offs"],
    },
    {
      title: "Timesheets & Overtime",
      description:
        "Log hours against projects and clients, and calculate overtime from your own rules before it goes to " +
        "payroll.",
      highlights: ["Project time logs", "Overtime rules", "Manager approvals", "Payroll-ready hours"],
    },
    {
      title: "Attendance Regularization",
      description:
        "Employees fix missed punches with a reason, managers approve, and late marks and half days update on " +
        "their own.",
      highlights: ["Missed punch requests", "Late mark policies", "Half-day rules", "Approval history"],
    },
  ],
};
