/**
 * The "Payroll Compliance Brief" resource on /product-tour (a PDF, server/modules/resources): how
 * Aster calculates PF, ESI, professional tax, LWF and TDS, and which files a payroll run produces.
 *
 * Written for a finance reader and checked as counsel would: it describes what the product does and
 * names the rules it follows, but states no rate or limit as permanent. Rates, ceilings and slabs are
 * set by EPFO, ESIC, the states and the Income Tax Department, change by notification, and are kept
 * as settings in Aster; the figures here are the ones most employers apply at the time of writing,
 * and the brief says so.
 */

export interface BriefSection {
  title: string;
  /** What the law asks, in a sentence or two. */
  summary: string;
  /** How Aster does it: one point a line. */
  points: readonly string[];
}

export const complianceBriefIntro =
  "Aster runs payroll from the attendance, leave and overtime already recorded in it, and works out each " +
  "statutory deduction and employer contribution for every employee, every month. This brief explains how, so " +
  "your finance team and auditors know what to expect before you switch.";

export const complianceBriefSections: readonly BriefSection[] = [
  {
    title: "Provident Fund (PF)",
    summary:
      "Employees covered by the Employees' Provident Funds scheme contribute a share of their PF wages each month, " +
      "and the employer contributes a matching share, part of which goes to the pension scheme (EPS).",
    points: [
      "You choose which pay components count as PF wages in each salary structure; Aster applies that choice to every employee on the structure.",
      "Contributions follow the rates in your PF settings, 12% of PF wages for employee and employer in most establishments, with the employer's share split between EPF and EPS.",
      "The EPS share is worked out on wages up to the statutory ceiling; you decide per employee whether contributions above the ceiling are made voluntarily.",
      "EDLI and administration charges are calculated for the employer and shown on the payroll register.",
      "Each employee's UAN is kept on their record, and missing UANs are flagged before the run is locked.",
    ],
  },
  {
    title: "Employees' State Insurance (ESI)",
    summary:
      "Employees whose gross wages are within the ESI wage limit are covered; employee and employer contribute a " +
      "percentage of those wages.",
    points: [
      "Coverage is decided from each employee's gross wages against the limit in your ESI settings.",
      "Contributions follow the rates in your settings: 0.75% for the employee and 3.25% for the employer at the time of writing.",
      "An employee who crosses the limit mid-period stays covered until the contribution period ends, as the rules require; Aster tracks both periods.",
      "Establishments in areas ESI does not yet cover can switch it off per location.",
    ],
  },
  {
    title: "Professional Tax (PT)",
    summary:
      "States that levy professional tax set their own slabs and due dates, within the national cap on the yearly " +
      "amount.",
    points: [
      "PT is worked out by the state of each employee's work location, using that state's slab table.",
      "Slab tables for the states that levy PT are kept in Aster and updated when a state changes them; you can review each before a run.",
      "Months with a different amount (such as a higher deduction in February in some states) follow the state's table.",
      "The register groups PT by state and registration number, ready for each state's return.",
    ],
  },
  {
    title: "Labour Welfare Fund (LWF)",
    summary:
      "Several states collect a small labour welfare contribution from employees and employers, monthly, " +
      "half-yearly or yearly.",
    points: [
      "LWF is deducted in the months each state's schedule names, at the amounts in its table.",
      "Employees in states without LWF have nothing deducted, with no setting to remember.",
    ],
  },
  {
    title: "Income tax deducted at source (TDS)",
    summary:
      "The employer estimates each employee's tax for the financial year and deducts it evenly from salary, under " +
      "the regime the employee chooses.",
    points: [
      "Employees choose the new or old tax regime and submit investment declarations and proofs in Aster.",
      "Each month, tax is projected on the year's expected income, less what has been deducted so far, and spread over the remaining months.",
      "Income from a previous employer in the same year, entered at joining, is included in the projection.",
      "At year end, Form 16 is generated for each employee to download from the employee app.",
    ],
  },
];

/** The files a payroll run produces, each named as finance teams know it. */
export const statutoryOutputs: readonly { name: string; text: string }[] = [
  { name: "EPFO ECR file", text: "The monthly electronic challan-cum-return, ready to upload to the EPFO portal." },
  { name: "ESI contribution file", text: "Each covered employee's days and wages for the month, for the ESIC portal." },
  { name: "Professional tax register", text: "Deductions by state and registration, for each state's return." },
  { name: "TDS working and quarterly data", text: "Salary and tax by employee, for your quarterly TDS statement." },
  { name: "Bank transfer sheet", text: "Net pay by account in your bank's upload format." },
  {
    name: "Payslips and payroll register",
    text: "Payslips published to the employee app, and the register for finance.",
  },
];

export const complianceBriefDisclaimer =
  "This brief describes how Aster calculates payroll; it is not legal or tax advice. Rates, wage ceilings, slabs and " +
  "due dates are set by the authorities and change from time to time. Aster keeps them as settings that we update " +
  "when they change, and your payroll team should confirm them with your adviser before each financial year.";
