import { and, asc, eq, gt } from "drizzle-orm";
import { blogPosts } from "../../db/schema";
import type { BlogContext } from "./context";
import type { BlogPostFields } from "./post-record";

/**
 * Scheduling and publishing: a published post with a future publish date is scheduled, and goes
 * live when the date comes, with no job to "release" it (the reads compare with the clock).
 */

/** When the next scheduled post goes live (the page cache lets nothing outlive it), or null. */
export async function nextScheduledPublish({ db, clock }: Pick<BlogContext, "db" | "clock">): Promise<Date | null> {
  const [row] = await db
    .select({ at: blogPosts.publishAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), gt(blogPosts.publishAt, clock.now())))
    .orderBy(asc(blogPosts.publishAt))
    .limit(1);
  return row?.at ?? null;
}

/** A new post's publish date: the one given, else now. */
export const publishDateOfNewPost = (input: Pick<BlogPostFields, "publishAt">, now: Date): Date =>
  input.publishAt ? new Date(input.publishAt) : now;

/**
 * The publish date an edit sets, or undefined to keep the post's: the one given, else now when a
 * draft is published (not the time the draft was started).
 */
export function publishDateOnEdit(
  wasDraft: boolean,
  input: Pick<BlogPostFields, "publishAt" | "status">,
  now: Date,
): Date | undefined {
  if (input.publishAt) return new Date(input.publishAt);
  return wasDraft && input.status === "published" ? now : undefined;
}
