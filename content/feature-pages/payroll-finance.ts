import type { FeaturePage } from "../types";

/** /features/payroll-finance */
export const payrollFinancePage: FeaturePage = {
  category: "Payroll & Finance",
  title: "Payroll & Finance",
  subtitle: "Payroll with statutory deductions built in, plus expenses, loans and payment collection in one system.",
  metaDescription:
    "Run payroll with PF, ESI, PT and TDS, manage expense claims, employee loans and field payment collection in " +
    "Aster HRMS.",
  closingTitle: "Ready to Run Payroll Without Spreadsheets?",
  closingText:
    "Watch a full payroll run from attendance to payslips in a demo, or talk to sales about your salary structures.",
  sections: [
    {
      title: "Advanced Payroll",
      description:
        "Run payroll from the attendance, leave and overtime already in Aster, with PF, ESI, professional tax, LWF " +
        "and TDS worked out for every employee. Define salary structures by grade, handle arrears and one-time " +
        "payments, and review changes from last month before you lock the run. " +
        "Payslips are published to the app, and bank transfer files are ready to upload.",
      icon: "wallet",
      illustration: "payslip",
      illustrationAlt: "Payslip showing earnings, PF, ESI and TDS deductions and net pay for the month",
      highlights: [
        "PF, ESI, PT, LWF and TDS",
        "Grade-wise salary structures",
        "Arrears and one-time payments",
        "Variance review before lock",
        "Payslips on the app",
        "Bank transfer files",
      ],
      benefits: [
        "Payroll uses approved attendance and leave, so loss of pay is never guessed.",
        "Statutory deductions are calculated for you, so filings are ready when they are due.",
        "Finance reviews changes from last month before locking, which catches errors early.",
        "Employees download payslips and tax documents, including Form 16, themselves.",
      ],
      faqs: [
        {
          question: "Does Aster handle TDS and tax declarations?",
          answer:
            "Yes. Employees submit investment declarations and proofs in Aster, TDS is projected each month under " +
            "the tax regime they choose, and Form 16 is generated at year end.",
        },
        {
          question: "Can we run payroll for Gulf employees?",
          answer:
            "Yes. Gulf entities use their own salary structures, end-of-service gratuity rules and WPS salary files.",
        },
        {
          question: "Can we re-run payroll after a correction?",
          answer:
            "Yes. Until a run is locked you can recalculate it as often as needed. " +
            "After locking, corrections go into the next month as arrears.",
        },
      ],
    },
    {
      title: "Expense Management",
      description:
        "Employees photograph a receipt, pick a category and submit the claim from their phone. " +
        "Claims are checked against limits by grade and city, routed to the manager and finance, and paid through " +
        "payroll or by direct transfer. Travel distance from route tracking can be claimed without a receipt.",
      icon: "receipt",
      illustration: "receipt",
      illustrationAlt: "Expense claim with a photographed fuel receipt, its category and approval status",
      highlights: [
        "Receipt photo capture",
        "Limits by grade and city",
        "Multi-level approval",
        "Advances and settlements",
        "Distance-based travel claims",
        "Payroll or direct reimbursement",
      ],
      benefits: [
        "Claims outside policy are flagged before a manager approves them.",
        "Finance stops collecting paper receipts from every branch.",
        "Employees see where their claim is and when it will be paid.",
        "Expense reports by team and category show where the money goes.",
      ],
      faqs: [
        {
          question: "Can we set limits per grade?",
          answer:
            "Yes. Set limits by expense category, grade and city, and decide whether claims over the limit are " +
            "blocked or sent for extra approval.",
        },
        {
          question: "How are approved expenses paid?",
          answer:
            "Approved claims are added to the next payroll run or paid directly, and the payment is recorded " +
            "against the claim.",
        },
        {
          question: "Can employees take an advance before travel?",
          answer: "Yes. Employees request an advance, and it is settled against their claims when they return.",
        },
      ],
    },
    {
      title: "Loan Management",
      description:
        "Offer salary advances and employee loans with your own limits, interest rules and repayment schedules. " +
        "Requests go through approval, and EMIs are deducted in payroll each month without manual entries. " +
        "Employees and HR can see the outstanding balance at any time.",
      icon: "landmark",
      illustration: "dashboard",
      illustrationAlt: "Loan dashboard listing employee loans with EMI amounts and outstanding balances",
      highlights: [
        "Salary advances",
        "Interest-free or interest-bearing loans",
        "EMI schedules",
        "Deduction through payroll",
        "Outstanding balance view",
        "Recovery in final settlement",
      ],
      benefits: [
        "Employees request advances in the app instead of writing to HR.",
        "EMIs are never missed because payroll deducts them on schedule.",
        "Outstanding loans are recovered in the final settlement when someone leaves.",
        "Finance sees the total outstanding across the company at any time.",
      ],
      faqs: [
        {
          question: "Can an EMI be paused?",
          answer:
            "Yes. HR can pause or reschedule EMIs, for example during unpaid leave, and the repayment schedule " +
            "updates.",
        },
        {
          question: "Can loans carry interest?",
          answer: "Yes. Each loan type can be interest-free or carry interest at the rate you set.",
        },
        {
          question: "What happens to a loan when an employee resigns?",
          answer: "The outstanding balance is added to the full and final settlement as a recovery.",
        },
      ],
    },
    {
      title: "Payment Collection",
      description:
        "Field staff record payments they collect from customers by cash, cheque or UPI, right from the mobile " +
        "app. The customer gets a digital receipt on the spot, and finance sees each collection against the " +
        "employee and the customer. Deposits are matched to collections, so cash in hand is always known.",
      icon: "banknote",
      illustration: "mobile",
      illustrationAlt: "Phone screen recording a customer payment by UPI with a digital receipt ready to share",
      highlights: [
        "Cash, cheque and UPI",
        "Digital receipts for customers",
        "Collections by employee",
        "Deposit reconciliation",
        "Collection targets",
        "Cash-in-hand view",
      ],
      benefits: [
        "Finance knows how much cash each employee holds at the end of the day.",
        "Customers get a receipt at once, which reduces payment disputes.",
        "Collections are reconciled against deposits without paper slips.",
        "Sales managers track collections against targets by team.",
      ],
      faqs: [
        {
          question: "Which payment modes can be recorded?",
          answer: "Cash, cheque, UPI and bank transfer. For cheques, the employee adds the cheque number and a photo.",
        },
        {
          question: "How does the customer get a receipt?",
          answer: "A receipt is created as soon as the payment is saved and can be shared by SMS, email or WhatsApp.",
        },
        {
          question: "Do collections reach our accounting software?",
          answer: "Yes. Collections can sync to Tally, Zoho Books or QuickBooks through our integrations.",
        },
      ],
    },
  ],
};
