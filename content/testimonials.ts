/**
 * Three customer quotes for the home page (SPEC §1, §9: 3 testimonials, all rated 5).
 * People and companies are invented; avatars are initials, never photos.
 */
import type { Testimonial } from "./types";

export const testimonials: readonly Testimonial[] = [
  {
    name: "Priyanka Sen",
    role: "Head of HR",
    company: "Brahmaputra Cold Chain",
    content:
      "Our warehouse teams work round-the-clock shifts and our drivers are on the road all day. " +
      "With biometric devices at the warehouses and geofence check-in for drivers, attendance finally matches what " +
      "happened. Payroll now closes without the usual month-end arguments.",
    avatar: "PS",
    rating: 5,
  },
  {
    name: "Farhan Qureshi",
    role: "Operations Director",
    company: "Sahil Crest Facilities",
    content:
      "We run cleaning and security teams across client sites in Dubai. Site-based attendance and the task board " +
      "show me who is where and what is done, and our WPS salary files are ready at month end. " +
      "Supervisors no longer send photos on WhatsApp to prove the work.",
    avatar: "FQ",
    rating: 5,
  },
  {
    name: "Rohit Deshpande",
    role: "Vice President, Human Resources",
    company: "Ashvika Pharma Distributors",
    content:
      "Our medical reps log visits, expenses and collections from one app. " +
      "Travel claims use recorded distance, so finance approves them without calling the rep. " +
      "The AI assistant answers most leave questions before they reach my team.",
    avatar: "RD",
    rating: 5,
  },
];

/** The claimed review score shown beside the testimonials (SPEC §9). */
export const reviewSummary = { rating: "4.9/5", count: "10,000+" } as const;
