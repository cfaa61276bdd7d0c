import type { SeedImage } from "../../types";

/**
 * The product tour's screenshots (issue 39): real captures of this site's own back office, made
 * by `npm run seed:tour-screenshots` (scripts/capture-tour-screenshots.ts) on a freshly seeded
 * site, 1600 × 900. Each chapter of content/product-tour shows one while no video is set.
 * `path` is the back-office page the script opens.
 */
export const tourScreenshots: readonly (SeedImage & { path: string })[] = [
  {
    key: "tour-dashboard",
    path: "/admin",
    alt: "Screenshot of the Aster back office dashboard: counts of users, blog posts, job openings, plans, demo requests and subscribers above a chart of demo requests per week and the newest requests",
    focalX: 0.58,
    focalY: 0.45,
  },
  {
    key: "tour-demo-requests",
    path: "/admin/demo-requests",
    alt: "Screenshot of the demo requests table in the Aster back office: four bookings from Indian and UAE companies with contact, phone, demo time in India and the visitor's time zone",
    focalX: 0.58,
    focalY: 0.45,
  },
  {
    key: "tour-enquiries",
    path: "/admin/enquiries",
    alt: "Screenshot of the enquiries inbox in the Aster back office: five contact-form messages with name, email, company, topic and a shortened message, one ticked as handled",
    focalX: 0.58,
    focalY: 0.5,
  },
  {
    key: "tour-job-openings",
    path: "/admin/job-openings",
    alt: "Screenshot of the job openings list in the Aster back office: five roles with department, location, open or closed status and posting date, each with Edit and Delete",
    focalX: 0.58,
    focalY: 0.45,
  },
  {
    key: "tour-blog-editor",
    path: "/admin/blog",
    alt: "Screenshot of the blog posts list in the Aster back office: published articles and changelog entries with their summary, category, author, date and status",
    focalX: 0.58,
    focalY: 0.55,
  },
  {
    key: "tour-media-library",
    path: "/admin/media",
    alt: "Screenshot of the Aster media library: an upload area above a grid of illustrations, each with its file name, size, how often it is used and its alt text",
    focalX: 0.58,
    focalY: 0.6,
  },
  {
    key: "tour-analytics",
    path: "/admin/analytics",
    alt: "Screenshot of the analytics page of the Aster back office: visitors, page views and demos booked over the last 30 days, above a chart of visitors and page views per day",
    focalX: 0.58,
    focalY: 0.55,
  },
  {
    key: "tour-users",
    path: "/admin/users",
    alt: "Screenshot of the users page of the Aster back office: three staff accounts with their roles, an open invitation for a recruiter, and the two-factor sign-in policy by role",
    focalX: 0.58,
    focalY: 0.5,
  },
  {
    key: "tour-audit-log",
    path: "/admin/audit",
    alt: "Screenshot of the audit log of the Aster back office, newest first: invitations sent and accepted and an enquiry marked handled, with who did it, from where and when",
    focalX: 0.58,
    focalY: 0.55,
  },
  {
    key: "tour-plans",
    path: "/admin/plans",
    alt: "Screenshot of the plans page of the Aster back office: Basic, Gold and Platinum with their prices, included users, feature counts and which one is marked popular",
    focalX: 0.58,
    focalY: 0.4,
  },
  {
    key: "tour-subscribers",
    path: "/admin/subscribers",
    alt: "Screenshot of the newsletter subscribers page of the Aster back office: five addresses, three subscribed and two waiting for confirmation, with sign-up and confirmation times",
    focalX: 0.58,
    focalY: 0.45,
  },
  {
    key: "tour-account-security",
    path: "/admin/account",
    alt: "Screenshot of the account page of the Aster back office: two-factor sign-in not set up yet, no passkeys yet with an Add a passkey button, and the change-password form",
    focalX: 0.58,
    focalY: 0.33,
  },
];
