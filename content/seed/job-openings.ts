/**
 * Job openings to seed the database with (SPEC §3 "Job opening", §2 "Careers"). Exactly one is closed,
 * and exactly one open role has no department, so the careers page shows its N/A case.
 */
import type { SeedJobOpening } from "../types";

export const seedJobOpenings: readonly SeedJobOpening[] = [
  {
    title: "Senior Backend Engineer (TypeScript)",
    description:
      "You will build the payroll and attendance services that pay thousands of people every month across India " +
      "and the UAE. Expect to design APIs, model statutory rules such as PF, ESI and TDS in code, and make payroll " +
      "runs for large companies fast and predictable. We look for five or more years of backend experience, " +
      "strong TypeScript or Node.js, and solid PostgreSQL skills. Payroll or fintech experience is a plus, not a " +
      "requirement.",
    location: "Bangalore (Hybrid)",
    department: "Engineering",
    status: "open",
    postedDate: "2026-10-06",
  },
  {
    title: "Payroll Implementation Specialist",
    description:
      "You will take new customers from signed contract to their first correct payroll run in Aster. That means " +
      "mapping salary structures, importing employee and opening balance data, and checking PF, ESI and " +
      "professional tax results against the customer's previous payroll. We look for three or more years of " +
      "hands-on Indian payroll experience and the patience to explain it clearly. Bengali or Hindi alongside " +
      "English helps.",
    location: "Kolkata (Hybrid)",
    department: "Customer Success",
    status: "open",
    postedDate: "2026-09-15",
  },
  {
    title: "Customer Success Manager, UAE",
    description:
      "You will own the relationship with a portfolio of UAE customers in facilities, construction and hospitality. " +
      "You will run onboarding, train HR teams, review WPS payroll runs with them, and bring their feedback to our " +
      "product team. We look for four or more years in HR operations, payroll or customer success in the UAE and " +
      "a working knowledge of the UAE labour law. Arabic is an advantage.",
    location: "Dubai",
    department: "Customer Success",
    status: "open",
    postedDate: "2026-11-03",
  },
  {
    title: "Inside Sales Executive",
    description:
      "You will speak with HR and finance leaders at companies that have asked for a demo, understand how they run " +
      "attendance and payroll today, and show them how Aster would work for them. You will qualify leads, run " +
      "first demos and hand over promising deals with clear notes. We look for one to three years in B2B software " +
      "sales or HR services, clear spoken English and Hindi, and real curiosity about how businesses operate.",
    location: "Pune (On-site)",
    department: "",
    status: "open",
    postedDate: "2026-10-20",
  },
  {
    title: "Product Designer",
    description:
      "You will design the screens that HR teams, managers and frontline employees use every day, from the payroll " +
      "run to the mobile check-in. You will visit customer sites, test designs with real users, and work closely " +
      "with engineers until features ship. We look for a portfolio of shipped product work, strong interaction " +
      "design skills and care for people using low-cost phones on slow networks.",
    location: "Remote, India",
    department: "Design",
    status: "closed",
    postedDate: "2026-08-11",
  },
];
