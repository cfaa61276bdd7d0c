import { and, eq, lte } from "drizzle-orm";
import type { AdminBlogPost, BlogPost, blogPostInputSchema } from "../../../common/blog";
import type { z } from "../../../common/zod";
import { blogPosts } from "../../db/schema";
import { derivePostContent } from "./post-content";

export type PostRow = typeof blogPosts.$inferSelect;
/** A post as the route's schema has checked and normalised it. */
export type BlogPostFields = z.output<typeof blogPostInputSchema>;

/**
 * What everyone may read at `now`: published posts whose publish date has come. A future publish
 * date keeps a post out until then, with no job needed to "release" it.
 */
export const visibleAt = (now: Date) => and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now));

export const toBlogPost = (row: PostRow): BlogPost => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  excerpt: row.excerpt,
  category: row.category,
  author: row.author,
  authorBio: row.authorBio,
  authorImage: row.authorImage,
  date: row.publishAt.toISOString(),
  imageUrl: row.imageUrl,
  readTime: row.readTime,
  tags: row.tags,
  views: row.views,
  // SPEC §3 lists likes on a post, but nothing in the product gives one (there is no like button).
  likes: 0,
});

/** A post as staff see it at `now`: with its status, and whether it is published but not live yet. */
export const toAdminPost = (row: PostRow, now: Date): AdminBlogPost => ({
  ...toBlogPost(row),
  status: row.status,
  scheduled: row.status === "published" && row.publishAt > now,
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns a staff write sets from the form; the excerpt, word count and reading time follow the body. */
export function fieldsOf(input: BlogPostFields) {
  return {
    title: input.title,
    category: input.category,
    author: input.author,
    authorBio: input.authorBio,
    authorImage: input.authorImage,
    imageUrl: input.imageUrl,
    tags: input.tags,
    status: input.status,
    ...derivePostContent(input.content),
  };
}
