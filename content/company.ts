/** The brand and company facts (DESIGN §4 "Brand", SPEC §3 "Company info"), set once here. */
export const company = {
  product: "Aster HRMS",
  name: "Aster",
  legalName: "Aster Workforce Technologies Pvt. Ltd.",
  tagline: "The HR platform that keeps people at the centre",
  description:
    "Aster HRMS is a cloud HR management system for growing companies: attendance in 8 ways, payroll, leave, recruitment, performance and field teams in one place.",
  founded: 2024,
  headquarters: "Kolkata, India",
  clients: "50+",
  satisfaction: "98%",
  businessHours: "Mon-Fri 9 AM - 6 PM",
  timeZone: "Asia/Kolkata",
  email: "hello@asterhrms.com",
  salesEmail: "sales@asterhrms.com",
  phone: "+91 33 4000 2750",
} as const;

/** Social profiles: SPEC shows four placeholders, so they carry names but no addresses yet. */
export const socialProfiles = ["LinkedIn", "X (Twitter)", "YouTube", "Instagram"] as const;

/**
 * The footer's and the feed's "© <year> <legal name>". Callers pass today's year in the business's
 * zone by the server's clock (common/business-time.ts yearIn), so it turns over at Kolkata's new
 * year without anyone editing it.
 */
export const copyrightNotice = (year: number): string => `© ${year} ${company.legalName}`;
