import { withoutTags } from "./html-text";
import { listQuerySchema } from "./list-query";
import { z } from "./zod";

/** SPEC §9: cards show the first 150 characters of a post; the back office previews 100. */
export const excerptLength = 150;
export const previewLength = 100;
/** SPEC §9: reading time is the word count over 200, rounded up, in minutes. */
export const wordsPerMinute = 200;

/** "What's new in v2.4?" → "whats-new-in-v2-4": lower case, ASCII letters and digits, single hyphens. */
export function slugFromTitle(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "post"
  );
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post as the public API sends it (SPEC §3 Blog post, plus its slug and excerpt). */
export const blogPostSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  authorBio: z.string(),
  authorImage: z.string(),
  /** When it was (or will be) published, ISO 8601. */
  date: z.string(),
  imageUrl: z.string(),
  /** Minutes. */
  readTime: z.number(),
  tags: z.array(z.string()),
  views: z.number(),
  likes: z.number(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as a list card needs it: everything but the body, which a page of cards would carry for nothing. */
export type BlogPostSummary = Omit<BlogPost, "content">;

export const postStatuses = ["draft", "published"] as const;

/** The back office also sees the state and the last change. A published post dated later is "scheduled". */
export const adminBlogPostSchema = blogPostSchema.extend({
  status: z.enum(postStatuses),
  scheduled: z.boolean(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** A row of the back office's list: no body (a page of them would carry it for nothing), a plain-text preview instead. */
export const adminBlogListItemSchema = adminBlogPostSchema.omit({ content: true }).extend({ preview: z.string() });
export type AdminBlogListItem = z.infer<typeof adminBlogListItemSchema>;

/**
 * SPEC §9's admin preview, the first 100 characters of the text, cut from the stored excerpt (its
 * first 150 characters), so the list never reads the bodies. "..." marks a cut, as on the cards.
 */
export function previewFromExcerpt(excerpt: string): string {
  return excerpt.length > previewLength ? `${excerpt.slice(0, previewLength).trimEnd()}...` : excerpt;
}

/** What the back office shows for a post's state: "scheduled" is a published post dated later. */
export type PostState = "draft" | "published" | "scheduled";
export const postStateOf = (post: Pick<AdminBlogPost, "status" | "scheduled">): PostState =>
  post.status === "draft" ? "draft" : post.scheduled ? "scheduled" : "published";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An image or link address staff may use: https, http, or a path on this site. */
const addressOrEmpty = (label: string) =>
  text(label, 500)
    .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
      message: `${label} must start with https:// or /`,
    })
    .default("");

/** POST/PUT /api/admin/blog (SPEC's /api/blog): SPEC's fields, tags as an array; HTML is sanitized by the server on write. */
export const blogPostInputSchema = z.object({
  title: requiredText("Title", 200),
  content: z
    .string({ error: "Content is required" })
    .max(90_000, { error: "Content must be at most 90,000 characters", abort: true })
    .refine((html) => withoutTags(html).trim().length > 0, "Content is required"),
  category: requiredText("Category", 60),
  author: requiredText("Author", 100),
  authorBio: text("Author bio", 500).default(""),
  authorImage: addressOrEmpty("Author image"),
  imageUrl: addressOrEmpty("Image URL"),
  tags: z
    .array(text("Each tag", 40).min(1, "Tags cannot be empty"), { error: "Tags must be a list of text" })
    .max(10, "At most 10 tags")
    .default([]),
  status: z.enum(postStatuses, { error: "Status is draft or published" }).default("published"),
  /** ISO date-time; a future one schedules the post. Missing: now. */
  publishAt: z.iso.datetime({ offset: true, error: "Publish date must be a date and time" }).optional(),
  /** Optional; made from the title when missing. A change keeps the old address working (301). */
  slug: z
    .string()
    .trim()
    .max(80, "Slug must be at most 80 characters")
    .regex(slugPattern, "Use lower-case letters, digits and single hyphens")
    .optional(),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** GET /api/blog: filters combine with AND (SPEC §4); the array keeps SPEC's shape, the total is a header. */
export const blogListQuerySchema = z.object({
  category: text("Category", 60).optional(),
  q: text("Search", 200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(9),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const adminBlogListQuerySchema = listQuerySchema(
  ["date", "title", "category", "author", "status", "views", "updatedAt"],
  {
    sort: "date",
  },
).extend({
  status: z.enum(["draft", "published", "scheduled"]).optional(),
  category: text("Category", 60).optional(),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

export const categoryCountSchema = z.object({ name: z.string(), count: z.number() });
export type CategoryCount = z.infer<typeof categoryCountSchema>;
