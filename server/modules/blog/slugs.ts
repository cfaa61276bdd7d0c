import { eq } from "drizzle-orm";
import { slugFromTitle } from "../../../common/blog";
import { isUniqueViolation } from "../../db/errors";
import { blogPosts, blogSlugRedirects } from "../../db/schema";
import type { Transaction } from "../audit/service";
import type { BlogPostFields, PostRow } from "./post-record";

/**
 * A post's address: its slug, made from the title unless staff chose one, and the former slugs
 * of published posts kept as redirects. Slugs are unique across current and former addresses,
 * so an old link never lands on a different post.
 */

/** Where slugs are looked up: the database, or the write's transaction. */
type Reader = Pick<Transaction, "select">;

export class SlugTakenError extends Error {
  constructor(slug: string) {
    super(`The address "${slug}" is already used by another post`);
    this.name = "SlugTakenError";
  }
}

/** Whether a post other than `exceptPostId` has the address, as its slug or as a former one. */
export async function slugInUse(reader: Reader, slug: string, exceptPostId?: string): Promise<boolean> {
  const [post] = await reader.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  if (post && post.id !== exceptPostId) return true;
  const [redirect] = await reader
    .select({ postId: blogSlugRedirects.postId })
    .from(blogSlugRedirects)
    .where(eq(blogSlugRedirects.slug, slug));
  return Boolean(redirect && redirect.postId !== exceptPostId);
}

/** The title's slug, or with -2, -3… when that address is taken (by a post other than `exceptPostId`). */
export async function freeSlugFor(reader: Reader, title: string, exceptPostId?: string): Promise<string> {
  const base = slugFromTitle(title);
  for (let suffix = 1; suffix < 1000; suffix++) {
    const candidate = suffix === 1 ? base : `${base.slice(0, 75)}-${suffix}`;
    if (!(await slugInUse(reader, candidate, exceptPostId))) return candidate;
  }
  throw new SlugTakenError(base);
}

/**
 * The slug an edit gives a post: the one staff chose, else a draft's follows its title (autosave
 * creates drafts from half-typed titles), and a published post keeps its own.
 */
export async function slugAfterEdit(tx: Reader, current: PostRow, input: BlogPostFields): Promise<string> {
  if (input.slug) return input.slug;
  return current.status === "draft" ? freeSlugFor(tx, input.title, current.id) : current.slug;
}

/**
 * Moves a post to `slug`, refused when another post has it. A published post leaves its old slug
 * behind as a redirect, so links already shared keep working; a draft's address was never public
 * and leaves nothing. Run in the write's transaction with the row locked: a post deleted
 * meanwhile leaves no redirect behind.
 */
export async function moveSlug(tx: Transaction, current: PostRow, slug: string): Promise<void> {
  if (slug === current.slug) return;
  if (await slugInUse(tx, slug, current.id)) throw new SlugTakenError(slug);
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, slug));
  if (current.status !== "draft") {
    await tx.insert(blogSlugRedirects).values({ slug: current.slug, postId: current.id }).onConflictDoNothing();
  }
}

/** The write's error as staff should read it: a slug the database found taken (a race) is a SlugTakenError. */
export function asSlugTaken(error: unknown, slug: string | undefined, input: BlogPostFields): unknown {
  return isUniqueViolation(error) ? new SlugTakenError(slug ?? slugFromTitle(input.title)) : error;
}
