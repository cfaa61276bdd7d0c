/**
 * Shapes of the static marketing content. The copy lives in the sibling modules as typed
 * data so pages render it and tests can count it (SPEC §3 "Static marketing content").
 * Content never imports React: icons and illustrations are named here and drawn by the app.
 */

/** Icons the app knows how to draw (app/components/icon.tsx maps each to an SVG). */
export const iconNames = [
  "users",
  "user-plus",
  "user-check",
  "building",
  "network",
  "shield",
  "shield-check",
  "lock",
  "key",
  "fingerprint",
  "scan-face",
  "qr-code",
  "map-pin",
  "route",
  "smartphone",
  "wifi",
  "clock",
  "calendar",
  "calendar-check",
  "briefcase",
  "target",
  "trending-up",
  "bar-chart",
  "pie-chart",
  "line-chart",
  "wallet",
  "receipt",
  "landmark",
  "credit-card",
  "banknote",
  "message",
  "bell",
  "megaphone",
  "bot",
  "sparkles",
  "graduation-cap",
  "book-open",
  "award",
  "lightbulb",
  "file-text",
  "folder",
  "database",
  "plug",
  "code",
  "workflow",
  "settings",
  "globe",
  "heart",
  "zap",
  "rocket",
  "check-circle",
  "clipboard-list",
  "layers",
  "cloud",
  "headphones",
  "star",
  "gauge",
  "refresh",
  "search",
  "log-out",
] as const;
export type IconName = (typeof iconNames)[number];

/** Illustrations the app composes in SVG for feature-page sections. */
export const illustrationKinds = [
  "dashboard",
  "org-chart",
  "profile",
  "attendance",
  "map",
  "calendar",
  "timesheet",
  "mobile",
  "kanban",
  "pipeline",
  "payslip",
  "receipt",
  "chat",
  "notification",
  "learning",
  "shield",
  "chart",
  "integration",
  "code",
] as const;
export type IllustrationKind = (typeof illustrationKinds)[number];

/** Accent colours, each defined once as a Tailwind palette in the app (light and dark). */
export type AccentColor =
  | "indigo"
  | "emerald"
  | "sky"
  | "amber"
  | "rose"
  | "violet"
  | "teal"
  | "orange"
  | "cyan"
  | "fuchsia";

export interface FaqItem {
  question: string;
  answer: string;
}

/** A stat shown as a big number and a label, e.g. "10,000+" / "Companies". */
export interface Stat {
  value: string;
  label: string;
}

/** One feature inside a category on /features (SPEC: title, description, highlights of 4 labels). */
export interface CategoryFeature {
  title: string;
  description: string;
  highlights: readonly [string, string, string, string];
}

/** A feature category on /features; its slug is derived from the name (see slugify). */
export interface FeatureCategory {
  name: string;
  description: string;
  icon: IconName;
  color: AccentColor;
  features: readonly CategoryFeature[];
}

/** An "Additional Capabilities" tile on /features (SPEC: name, category, description, features of 4). */
export interface ExtraCapability {
  name: string;
  category: string;
  icon: IconName;
  description: string;
  features: readonly [string, string, string, string];
}

/** One section of a feature detail page (SPEC: title, description, icon, image, highlights, benefits, faqs). */
export interface FeatureSection {
  /** Must equal a CategoryFeature title of the same category, so /features/{cat}#{feature} lands here. */
  title: string;
  description: string;
  icon: IconName;
  illustration: IllustrationKind;
  /** Alt text for the illustration: what it depicts, for screen-reader users. */
  illustrationAlt: string;
  highlights: readonly string[];
  benefits: readonly string[];
  faqs: readonly FaqItem[];
}

/** A feature detail page, /features/{slug}. */
export interface FeaturePage {
  /** Category name as on /features, e.g. "Payroll & Finance". */
  category: string;
  title: string;
  subtitle: string;
  /** Meta description for search engines, <= 160 characters. */
  metaDescription: string;
  closingTitle: string;
  closingText: string;
  sections: readonly FeatureSection[];
}

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  content: string;
  /** Initials drawn as the avatar; no photos of people we do not have. */
  avatar: string;
  rating: 5;
}

/** An icon tile with a title and a line or two of text: values, culture and benefits (SPEC §2 About, Careers). */
export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

/** A heading and a paragraph: mission, vision, calls to action, hiring steps, newsletter box. */
export interface TitledText {
  title: string;
  text: string;
}

/** The company story on /about (SPEC §2 About). */
export interface AboutStory {
  title: string;
  paragraphs: readonly string[];
}

/** Mission, vision and values on /about (SPEC §2 About). */
export interface MissionVisionValues {
  mission: TitledText;
  vision: TitledText;
  values: readonly IconCard[];
}

/** One year of the /about timeline (SPEC §2 About: 2019-2024). */
export interface TimelineEntry {
  year: number;
  title: string;
  text: string;
}

/** A leadership profile on /about; initials are drawn as the avatar, never a photo. */
export interface Leader {
  name: string;
  role: string;
  bio: string;
  initials: string;
}

/**
 * A page's head: the <title> (the site adds " | Aster HRMS"), the meta description and the line under the h1.
 * The legal and press pages (/security, /terms, /cookies, /gdpr, /press) each declare one.
 */
export interface PageHead {
  title: string;
  /** Meta description for search engines and link previews, at most 155 characters. */
  description: string;
  /** One or two sentences under the page heading. */
  intro: string;
}

/** One section of a legal page such as /privacy (SPEC §2 Privacy policy: ten sections). */
export interface PolicySection {
  /** Kebab-case anchor, unique on the page. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** The six demo ids of /product-tour, in SPEC §2 order. */
export type ProductDemoId = "overview" | "onboarding" | "mobile" | "analytics" | "payroll" | "integrations";

/** A video demo in the /product-tour library (SPEC §2 Video demos). */
export interface ProductDemo {
  id: ProductDemoId;
  title: string;
  description: string;
  /** Length of the video, shown as minutes:seconds. */
  durationSeconds: number;
  icon: IconName;
  chapters: readonly TourChapter[];
}

/** A chapter of a demo: where it starts, and the screenshot shown for it until a video is set (issue 39). */
export interface TourChapter {
  title: string;
  /** Seconds from the start; the first chapter starts at 0. Staff change them with the video. */
  startSeconds: number;
  /** The key of a seed image in content/seed/images/tour-screenshots.ts. */
  screenshot: string;
}

/** A static customer success story on /product-tour (SPEC §2 Video demos: three). */
export interface SuccessStory {
  company: string;
  industry: string;
  person: string;
  role: string;
  quote: string;
  metrics: readonly Stat[];
}

/** An office card and map on /contact (SPEC §3 Office). */
export interface Office {
  /** Kebab-case city, e.g. "kolkata". */
  id: string;
  /** Card title, e.g. "Kolkata (Headquarters)". */
  name: string;
  city: string;
  country: "India" | "United Arab Emirates";
  address: string;
  phone: string;
  email: string;
  coordinates: { lat: number; lng: number };
  /** OpenStreetMap embed URL centred on the coordinates. */
  mapEmbed: string;
}

/** A blog category with its sidebar description and accent (SPEC §3 Blog categories). */
export interface BlogCategory {
  name: string;
  description: string;
  color: AccentColor;
}

/** An image the media library starts with (content/seed/images). */
export interface SeedImage {
  /** Its stable name: the file names under content/seed/images/, and what seeded content points at. */
  key: string;
  /** What the picture shows, for someone who cannot see it. */
  alt: string;
  /** Where its subject is, 0 to 1 across and down: every crop keeps it in view. */
  focalX: number;
  focalY: number;
}

/** A blog post to seed the database with (SPEC §3 Blog post, without the server-made fields). */
export interface SeedBlogPost {
  title: string;
  /** A SPEC blog category name, or "Changelog" for release notes. */
  category: string;
  author: string;
  authorBio: string;
  /** Empty: authors are shown as initials. */
  authorImage: string;
  /** ISO date, "YYYY-MM-DD". */
  date: string;
  tags: readonly string[];
  /** The key of its cover among the seed images (content/seed/images). */
  coverImage: string;
  /** HTML limited to p, h2, h3, ul, ol, li, strong, em, a (href), blockquote and code. */
  content: string;
}

/** A job opening to seed the database with (SPEC §3 Job opening). */
export interface SeedJobOpening {
  title: string;
  /** Plain text, no HTML. */
  description: string;
  location: string;
  /** Empty string when no department applies; the site shows N/A. */
  department: string;
  status: "open" | "closed";
  /** ISO date, "YYYY-MM-DD". */
  postedDate: string;
}

/** A changelog entry to seed the admin API v1 with (SPEC §3 Changelog entry). */
export interface SeedChangelogEntry {
  name: string;
  /** One change per line, separated by "\n". */
  description: string;
  /** Semver with a leading "v", e.g. "v2.1.0". */
  version: string;
  /** ISO date, "YYYY-MM-DD". */
  date: string;
}
