import { desc } from "drizzle-orm";
import { blogPostPath } from "../../../content/blog";
import { blogPosts } from "../../db/schema";
import type { SitemapEntry } from "../seo/service";
import type { BlogContext } from "./context";
import { visibleAt } from "./post-record";

/** /blog and every published post, each with the time it last changed (a scheduled post's is its publish date). */
export async function blogSitemapEntries({ db, clock }: Pick<BlogContext, "db" | "clock">): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      updatedAt: blogPosts.updatedAt,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .where(visibleAt(clock.now()))
    .orderBy(desc(blogPosts.publishAt));
  const changed = (row: (typeof rows)[number]) => new Date(Math.max(row.updatedAt.getTime(), row.publishAt.getTime()));
  const newest = rows.reduce<Date | undefined>(
    (latest, row) => (latest && latest > changed(row) ? latest : changed(row)),
    undefined,
  );
  return [
    { path: "/blog", title: "Blog", ...(newest ? { lastModified: newest } : {}) },
    ...rows.map((row) => ({ path: blogPostPath(row.slug), title: row.title, lastModified: changed(row) })),
  ];
}
