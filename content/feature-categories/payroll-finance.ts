import type { FeatureCategory } from "../types";

/** Payroll & Finance: its card and four features on /features (its page: content/feature-pages/payroll-finance.ts). */
export const payrollFinance: FeatureCategory = {
  name: "Payroll & Finance",
  description:
    "Payroll with Indian statutory deductions and Gulf end-of-service rules, plus expenses, employee loans and " +
    "field collections.",
  icon: "wallet",
  color: "rose",
  features: [
    {
      title: "Advanced Payroll",
      description:
        "Run monthly payroll from attendance and leave data with PF, ESI, PT and TDS calculated, then publish " +
        "payslips to every employee.",
      highlights: [
        "Statutory deductions built in",
        "Grade-wise salary structures",
        "Payslips on mobile",
        "Bank transfer files",
      ],
    },
    {
      title: "Expense Management",
      description:
        "Employees photograph receipts and submit claims from their phone; " +
        "approved amounts are paid through payroll or by transfer.",
      highlights: ["Receipt photo capture", "Policy limits by grade", "Multi-level approvals", "Payroll reimbursement"],
    },
    {
      title: "Loan Management",
      description:
        "Give salary advances and employee loans with repayment schedules, and recover EMIs through payroll " +
        "without manual entries.",
      highlights: ["Salary advances", "EMI schedules", "Payroll deductions", "Outstanding balance view"],
    },
    {
      title: "Payment Collection",
      description:
        "Field staff record customer payments by cash, cheque or UPI, share a receipt on the spot, and finance " +
        "reconciles each deposit.",
      highlights: ["Cash, cheque and UPI", "Instant digital receipts", "Collection targets", "Deposit reconciliation"],
    },
  ],
};
