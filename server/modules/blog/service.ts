import type { AdminBlogListQuery, BlogListQuery } from "../../../common/blog";
import type { PageCacheControl } from "../../http/page-cache";
import { type BlogDeps, createBlogContext } from "./context";
import { countReads, recordView } from "./post-views";
import { categoryCounts, changelogPosts, findPublished, latestPosts, listPublished } from "./published-posts";
import { nextScheduledPublish } from "./scheduling";
import { blogSitemapEntries } from "./sitemap";
import { countPosts, listForStaff, postForStaff, recentPosts } from "./staff-list";
import { staffWrites } from "./staff-writes";

export { viewCountFreshnessMs } from "./post-views";
export type { PublicLookup } from "./published-posts";
export { SlugTakenError } from "./slugs";

/**
 * Blog posts: published ones for everyone (a future publish date keeps a post out until then,
 * with no job needed to "release" it), everything for the back office. Slugs are unique across
 * current and former addresses, so an old link never lands on a different post.
 *
 * Wired here from its steps, each a function of the blog's context in a file named for what it
 * does: published-posts (reading what everyone sees), post-views (counting readers), scheduling,
 * sitemap, staff-list (the back office's reads) and staff-writes (with the slug rules of slugs.ts).
 */
export function createBlogService(deps: BlogDeps) {
  const context = createBlogContext(deps);
  const { create, update, remove } = staffWrites(context);
  return {
    views: context.views,
    recordView: (postId: string, userAgent: string | null | undefined): void => recordView(context, postId, userAgent),
    countReads: (postId: string, cache: PageCacheControl): void => countReads(context, postId, cache),
    listPublished: (query: BlogListQuery) => listPublished(context, query),
    categoryCounts: () => categoryCounts(context),
    findPublished: (idOrSlug: string) => findPublished(context, idOrSlug),
    changelogPosts: () => changelogPosts(context),
    nextScheduledPublish: () => nextScheduledPublish(context),
    latest: (limit: number) => latestPosts(context, limit),
    sitemapEntries: () => blogSitemapEntries(context),

    // The back office.
    list: (query: AdminBlogListQuery) => listForStaff(context, query),
    get: (id: string) => postForStaff(context, id),
    create,
    update,
    remove,
    count: () => countPosts(context),
    recent: (limit: number) => recentPosts(context, limit),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
