import { and, count, desc, eq, gt, lte, sql } from "drizzle-orm";
import {
  type AdminBlogListItem,
  type AdminBlogListQuery,
  type AdminBlogPost,
  previewFromExcerpt,
} from "../../../common/blog";
import { allOf, listPageFor, searchAcross } from "../../db/list-query";
import { blogPosts } from "../../db/schema";
import type { BlogContext } from "./context";
import { type PostRow, toAdminPost } from "./post-record";

/** The back office's reads of posts: every post, drafts and scheduled ones included. */

type Reader = Pick<BlogContext, "db" | "clock">;

const sortColumns = (now: Date) => ({
  date: blogPosts.publishAt,
  title: blogPosts.title,
  category: blogPosts.category,
  author: blogPosts.author,
  // The state the list shows: draft, then scheduled, then published.
  status: sql`case when ${blogPosts.status} = 'draft' then 0 when ${blogPosts.publishAt} > ${now.toISOString()}::timestamptz then 1 else 2 end`,
  views: blogPosts.views,
  updatedAt: blogPosts.updatedAt,
});

/** Posts in a state: a draft, scheduled (published, not live yet) or published (live). */
function statusFilter(status: AdminBlogListQuery["status"], now: Date) {
  if (status === "draft") return eq(blogPosts.status, "draft");
  if (status === "scheduled") return and(eq(blogPosts.status, "published"), gt(blogPosts.publishAt, now));
  if (status === "published") return and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now));
  return undefined;
}

/** The back-office table: state and category filters, a search over title, author and category, sort, paging. */
export function listForStaff(
  { db, clock }: Reader,
  query: AdminBlogListQuery,
): Promise<{ rows: AdminBlogListItem[]; total: number }> {
  const now = clock.now();
  return listPageFor({
    db,
    table: blogPosts,
    where: allOf(statusFilter(query.status, now), query.category ? eq(blogPosts.category, query.category) : undefined),
    search: searchAcross([blogPosts.title, blogPosts.author, blogPosts.category], query.q),
    sortColumns: sortColumns(now),
    tieBreak: blogPosts.id,
    query,
    map: (row: PostRow) => {
      const { content: _body, ...post } = toAdminPost(row, clock.now());
      return { ...post, preview: previewFromExcerpt(row.excerpt) };
    },
  });
}

/** One post, whatever its state, or null. */
export async function postForStaff({ db, clock }: Reader, id: string): Promise<AdminBlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ? toAdminPost(row, clock.now()) : null;
}

/** How many posts there are, drafts included (the dashboard). */
export async function countPosts({ db }: Pick<BlogContext, "db">): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts);
  return row?.total ?? 0;
}

/** The posts written last, newest first (the dashboard). */
export async function recentPosts({ db, clock }: Reader, limit: number): Promise<AdminBlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt)).limit(limit);
  return rows.map((row) => toAdminPost(row, clock.now()));
}
