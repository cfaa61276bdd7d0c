/**
 * Copy for /about, in the order SPEC §2 "About" lists it: stats, story, mission/vision/values,
 * timeline 2019-2024, two leadership profiles, culture and a call to action.
 * The company was incorporated in 2024 (SPEC §3 "Company info"); the timeline starts in 2019 because
 * the product began as in-house tooling at a Kolkata staffing firm before it was spun out as Aster.
 * People and the parent firm are invented; avatars are initials.
 */
import type { AboutStory, IconCard, Leader, MissionVisionValues, Stat, TimelineEntry, TitledText } from "./types";

/** The four numbers at the top of /about; they match the company facts in company.ts and the six offices. */
export const aboutStats: readonly Stat[] = [
  { value: "2024", label: "Founded" },
  { value: "50+", label: "Clients" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "6", label: "Offices" },
];

/** How Aster came to be, told in three paragraphs. */
export const aboutStory: AboutStory = {
  title: "Built on a shop floor, not in a slide deck",
  paragraphs: [
    "Aster started in 2019 inside Eastbridge Manpower Services, a Kolkata staffing and facilities company with " +
      "security guards, housekeeping crews and technicians spread across more than a hundred client sites. Attendance " +
      "arrived as paper registers and WhatsApp photos, and every month-end the payroll team spent a week reconciling " +
      "them before PF and ESI could be filed. Two people in that team, Debjani Roy and Arjun Nair, began writing " +
      "software to fix it.",
    "What began as a check-in app for site supervisors grew, year by year, into shift rosters, leave, payroll with " +
      "PF, ESI, professional tax and TDS, field visit tracking, and WPS salary files for the firm's contracts in Dubai. " +
      "Eastbridge's own clients saw it running on their premises and asked to use it for their staff. By 2023 the " +
      "tool was paying thousands of people a month across India and the UAE.",
    "In 2024 the founders spun the product out of Eastbridge and incorporated Aster Workforce Technologies Pvt. Ltd. " +
      "in Kolkata, so the software could serve any company rather than one firm and its clients. Aster HRMS is the " +
      "result: the same tested payroll and attendance engine, rebuilt as a cloud platform, now used by more than 50 " +
      "clients from our offices in India and Dubai.",
  ],
};

/** Mission, vision and the four values on /about. */
export const missionVisionValues: MissionVisionValues = {
  mission: {
    title: "Our Mission",
    text:
      "Give every growing company HR software that gets the basics exactly right: accurate attendance, payroll that " +
      "closes on time with statutory filings done, and answers employees can find on their own phone.",
  },
  vision: {
    title: "Our Vision",
    text:
      "A workplace where HR teams in India and the Gulf spend their time on people, not on reconciling registers, " +
      "and where a guard on a night shift gets the same clear payslip as a manager in head office.",
  },
  values: [
    {
      icon: "check-circle",
      title: "Get the numbers right",
      text: "Salaries, deductions and leave balances are someone's money and time off. We test them like it.",
    },
    {
      icon: "users",
      title: "Design for the frontline",
      text: "If a feature does not work for a supervisor on a patchy mobile network, it is not finished.",
    },
    {
      icon: "shield-check",
      title: "Treat data as borrowed",
      text: "Employee data belongs to our customers and their people. We collect less, keep it safe and delete on time.",
    },
    {
      icon: "headphones",
      title: "Answer like an owner",
      text: "Whoever picks up a support ticket follows it to the end, including the awkward payroll question at 5:55 PM.",
    },
  ],
};

/** The /about timeline, one entry per year from 2019 to 2024 (SPEC §2 About). */
export const timeline: readonly TimelineEntry[] = [
  {
    year: 2019,
    title: "A check-in app for site supervisors",
    text:
      "Inside Eastbridge Manpower Services in Kolkata, Debjani and Arjun replace paper attendance registers at 40 client " +
      "sites with a simple QR check-in app for supervisors.",
  },
  {
    year: 2020,
    title: "Contactless attendance and geofencing",
    text:
      "When sites reopen after the lockdowns, the app adds geofenced mobile check-in and face verification on the " +
      "device, so guards and cleaners no longer share a fingerprint reader.",
  },
  {
    year: 2021,
    title: "Payroll with PF, ESI and TDS",
    text:
      "Attendance now flows straight into payroll. The team builds statutory calculations, ECR files for EPFO and " +
      "ESI challans, and month-end closing drops from a week to two days.",
  },
  {
    year: 2022,
    title: "Eastbridge's clients start using it",
    text:
      "Client companies ask to run their own staff on the tool. Leave, approvals, shift rosters and field visit " +
      "tracking for sales teams are added, each with its own company workspace.",
  },
  {
    year: 2023,
    title: "Across the Gulf with WPS",
    text:
      "Eastbridge's facility contracts in Dubai bring WPS salary files, multi-currency payroll and Arabic names on " +
      "payslips. The tool now pays thousands of people a month in India and the UAE.",
  },
  {
    year: 2024,
    title: "Aster is founded",
    text:
      "The founders spin the product out of Eastbridge and incorporate Aster Workforce Technologies Pvt. Ltd. in " +
      "Kolkata. Aster HRMS launches as a cloud platform open to any company, with offices in India and Dubai.",
  },
];

/** The two leadership profiles on /about (SPEC §2 About). */
export const leadership: readonly Leader[] = [
  {
    name: "Debjani Roy",
    role: "Co-founder and Chief Executive Officer",
    bio:
      "Debjani ran payroll and HR operations at Eastbridge Manpower Services for eight years, closing salaries for " +
      "more than 6,000 site staff every month. She started Aster to give other HR teams the tool she wished she had. " +
      "She is a chartered accountant and lives in Kolkata.",
    initials: "DR",
  },
  {
    name: "Arjun Nair",
    role: "Co-founder and Chief Technology Officer",
    bio:
      "Arjun wrote the first version of the attendance app in 2019 while leading IT at Eastbridge, and has led the " +
      "engineering team ever since. Before that he built logistics software for a freight company in Bangalore. " +
      "He splits his time between Kolkata and Bangalore.",
    initials: "AN",
  },
];

/** How we work, four tiles on /about. */
export const aboutCulture: readonly IconCard[] = [
  {
    icon: "map-pin",
    title: "We visit the floor",
    text: "Engineers and designers spend time at customer sites, watching check-ins and payroll runs happen.",
  },
  {
    icon: "message",
    title: "Write it down",
    text: "Decisions, designs and release notes are written and shared, so people in Kolkata and Dubai stay in step.",
  },
  {
    icon: "clock",
    title: "Sensible hours",
    text: "We keep business hours, plan for month-end peaks in advance and avoid heroics as a habit.",
  },
  {
    icon: "graduation-cap",
    title: "Learn the domain",
    text: "Everyone, including engineers, learns how PF, ESI, TDS and WPS actually work before shipping payroll code.",
  },
];

/** Closing call to action on /about. */
export const aboutCta: TitledText = {
  title: "See how Aster would run your HR",
  text:
    "Book a 30-minute demo with our team. Bring your attendance rules and a sample payslip, and we will show you " +
    "how they work in Aster.",
};
