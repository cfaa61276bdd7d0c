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
