import { and, asc, count, desc, eq } from "drizzle-orm";
import type { BlogListQuery, BlogPost, CategoryCount } from "../../../common/blog";
import { changelogPostLimit } from "../../../common/changelog-versions";
import { changelogCategory } from "../../../content/blog";
import { allOf, listPage, searchAcross } from "../../db/list-query";
import { blogPosts, blogSlugRedirects } from "../../db/schema";
import type { BlogContext } from "./context";
import { type PostRow, toBlogPost, visibleAt } from "./post-record";

/** Reading published posts: what the public blog, its feed and the changelog show. */

type Reader = Pick<BlogContext, "db" | "clock">;

export type PublicLookup = { kind: "post"; post: BlogPost } | { kind: "moved"; slug: string } | null;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SPEC §4: search text and category combine with AND; newest first. */
export async function listPublished(
  { db, clock }: Reader,
  { category, q, page, limit }: BlogListQuery,
): Promise<{ posts: BlogPost[]; total: number }> {
  const { rows, total } = await listPage<PostRow>({
    db,
    table: blogPosts,
    where: allOf(
      visibleAt(clock.now()),
      category ? eq(blogPosts.category, category) : undefined,
      searchAcross([blogPosts.title, blogPosts.content], q ?? ""),
    ),
    sortBy: blogPosts.publishAt,
    order: "desc",
    tieBreak: blogPosts.id,
    page,
    limit,
  });
  return { posts: rows.map(toBlogPost), total };
}

/** Published posts per category, for the blog's sidebar and dropdown. */
export async function categoryCounts({ db, clock }: Reader): Promise<CategoryCount[]> {
  const rows = await db
    .select({ name: blogPosts.category, count: count() })
    .from(blogPosts)
    .where(visibleAt(clock.now()))
    .groupBy(blogPosts.category)
    .orderBy(asc(blogPosts.category));
  return rows;
}

/**
 * A post by slug or id. Its id or a former slug answers "moved", so the page can 301 to the slug:
 * slugs are unique across current and former addresses, so an old link never lands on a
 * different post.
 */
export async function findPublished({ db, clock }: Reader, idOrSlug: string): Promise<PublicLookup> {
  const [bySlug] = await db
    .select()
    .from(blogPosts)
    .where(and(visibleAt(clock.now()), eq(blogPosts.slug, idOrSlug)));
  if (bySlug) return { kind: "post", post: toBlogPost(bySlug) };
  if (uuidPattern.test(idOrSlug)) {
    const [byId] = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(visibleAt(clock.now()), eq(blogPosts.id, idOrSlug)));
    return byId ? { kind: "moved", slug: byId.slug } : null;
  }
  const [former] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(visibleAt(clock.now()), eq(blogSlugRedirects.slug, idOrSlug)));
  return former ? { kind: "moved", slug: former.slug } : null;
}

/** Published posts of category Changelog, newest first: half of /changelog (SPEC §3). */
export async function changelogPosts({ db, clock }: Reader): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(visibleAt(clock.now()), eq(blogPosts.category, changelogCategory)))
    .orderBy(desc(blogPosts.publishAt))
    .limit(changelogPostLimit);
  return rows.map(toBlogPost);
}

/** The newest published posts, for /rss.xml. */
export async function latestPosts({ db, clock }: Reader, limit: number): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(visibleAt(clock.now()))
    .orderBy(desc(blogPosts.publishAt))
    .limit(limit);
  return rows.map(toBlogPost);
}
