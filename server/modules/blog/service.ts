import { and, asc, count, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type AdminBlogListItem,
  type AdminBlogListQuery,
  type AdminBlogPost,
  type BlogListQuery,
  type BlogPost,
  type blogPostInputSchema,
  type CategoryCount,
  previewFromExcerpt,
  slugFromTitle,
} from "../../../common/blog";
import { changelogPostLimit } from "../../../common/changelog-versions";
import type { z } from "../../../common/zod";
import { blogPostPath, changelogCategory } from "../../../content/blog";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { allOf, listPage, listPageFor, searchAcross } from "../../db/list-query";
import { blogPosts, blogSlugRedirects } from "../../db/schema";
import type { PageCacheControl } from "../../http/page-cache";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog, Transaction } from "../audit/service";
import type { SitemapEntry } from "../seo/service";
import { derivePostContent } from "./post-content";
import { isLikelyPerson } from "./readers";
import { createViewCounter } from "./view-counter";

type PostRow = typeof blogPosts.$inferSelect;
/** A post as the route's schema has checked and normalised it. */
type BlogPostFields = z.output<typeof blogPostInputSchema>;
/** Where slugs are looked up: the database, or the write's transaction. */
type Reader = Pick<Transaction, "select">;

/** How old a view count may be on a cached post (its page and its API answer). */
export const viewCountFreshnessMs = 60_000;

export class SlugTakenError extends Error {
  constructor(slug: string) {
    super(`The address "${slug}" is already used by another post`);
    this.name = "SlugTakenError";
  }
}

const toBlogPost = (row: PostRow): BlogPost => ({
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

/** What staff edit on a post, for its audit rows (the body is compared too, shown cut short). */
const auditedFields = [
  "title",
  "slug",
  "status",
  "publishAt",
  "category",
  "author",
  "authorBio",
  "authorImage",
  "imageUrl",
  "tags",
  "content",
];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const adminSortColumns = (now: Date) => ({
  date: blogPosts.publishAt,
  title: blogPosts.title,
  category: blogPosts.category,
  author: blogPosts.author,
  // The state the list shows: draft, then scheduled, then published.
  status: sql`case when ${blogPosts.status} = 'draft' then 0 when ${blogPosts.publishAt} > ${now.toISOString()}::timestamptz then 1 else 2 end`,
  views: blogPosts.views,
  updatedAt: blogPosts.updatedAt,
});

export type PublicLookup = { kind: "post"; post: BlogPost } | { kind: "moved"; slug: string } | null;

/**
 * Blog posts: published ones for everyone (a future publish date keeps a post out until then,
 * with no job needed to "release" it), everything for the back office. Slugs are unique across
 * current and former addresses, so an old link never lands on a different post.
 */
export function createBlogService({
  db,
  clock,
  log,
  audit,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  audit: AuditLog;
}) {
  const visible = () => and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, clock.now()));
  const views = createViewCounter({ db, log });

  const toAdminPost = (row: PostRow): AdminBlogPost => ({
    ...toBlogPost(row),
    status: row.status,
    scheduled: row.status === "published" && row.publishAt > clock.now(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const writes = auditedWrites(audit, {
    table: blogPosts,
    entity: "blog_post",
    toResult: toAdminPost,
    auditedFields,
    // Compared on the row: its status and publish date are not in the answer's shape.
    auditedValues: (row) => row,
    // A draft is nobody's page yet; a published post (live or scheduled) is, or will be. Autosaves
    // of a draft change no page; publishing, unpublishing or editing a post does.
    isPublic: (row) => row.status === "published",
    summary: {
      create: (row) => `Created post "${row.title}"`,
      update: (row) => `Updated post "${row.title}"`,
      delete: (row) => `Deleted post "${row.title}"`,
    },
  });

  async function slugInUse(reader: Reader, slug: string, exceptPostId?: string): Promise<boolean> {
    const [post] = await reader.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
    if (post && post.id !== exceptPostId) return true;
    const [redirect] = await reader
      .select({ postId: blogSlugRedirects.postId })
      .from(blogSlugRedirects)
      .where(eq(blogSlugRedirects.slug, slug));
    return Boolean(redirect && redirect.postId !== exceptPostId);
  }

  /** The title's slug, or with -2, -3… when that address is taken (by a post other than `exceptPostId`). */
  async function freeSlugFor(reader: Reader, title: string, exceptPostId?: string): Promise<string> {
    const base = slugFromTitle(title);
    for (let suffix = 1; suffix < 1000; suffix++) {
      const candidate = suffix === 1 ? base : `${base.slice(0, 75)}-${suffix}`;
      if (!(await slugInUse(reader, candidate, exceptPostId))) return candidate;
    }
    throw new SlugTakenError(base);
  }

  function fieldsOf(input: BlogPostFields) {
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

  /** Counts a view by a person (not a crawler or a link preview); written in the next batch. */
  function recordView(postId: string, userAgent: string | null | undefined): void {
    if (isLikelyPerson(userAgent ?? undefined)) views.record(postId);
  }

  return {
    views,
    recordView,

    /**
     * Counts this read of a post, and every later read the page cache answers with it. The answer
     * shows the post's view count, which each read changes, so it is kept for at most
     * `viewCountFreshnessMs`: written views never empty the whole cache (ADR 010).
     */
    countReads(postId: string, cache: PageCacheControl): void {
      cache.expiresIn(viewCountFreshnessMs);
      cache.everyView((headers) => recordView(postId, headers["user-agent"]));
    },

    /** SPEC §4: search text and category combine with AND; newest first. */
    async listPublished({ category, q, page, limit }: BlogListQuery): Promise<{ posts: BlogPost[]; total: number }> {
      const { rows, total } = await listPage<PostRow>({
        db,
        table: blogPosts,
        where: allOf(
          visible(),
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
    },

    /** Published posts per category, for the blog's sidebar and dropdown. */
    async categoryCounts(): Promise<CategoryCount[]> {
      const rows = await db
        .select({ name: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(visible())
        .groupBy(blogPosts.category)
        .orderBy(asc(blogPosts.category));
      return rows;
    },

    /** A post by slug or id. Its id or a former slug answers "moved", so the page can 301 to the slug. */
    async findPublished(idOrSlug: string): Promise<PublicLookup> {
      const [bySlug] = await db
        .select()
        .from(blogPosts)
        .where(and(visible(), eq(blogPosts.slug, idOrSlug)));
      if (bySlug) return { kind: "post", post: toBlogPost(bySlug) };
      if (uuidPattern.test(idOrSlug)) {
        const [byId] = await db
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .where(and(visible(), eq(blogPosts.id, idOrSlug)));
        return byId ? { kind: "moved", slug: byId.slug } : null;
      }
      const [former] = await db
        .select({ slug: blogPosts.slug })
        .from(blogSlugRedirects)
        .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
        .where(and(visible(), eq(blogSlugRedirects.slug, idOrSlug)));
      return former ? { kind: "moved", slug: former.slug } : null;
    },

    /** Published posts of category Changelog, newest first: half of /changelog (SPEC §3). */
    async changelogPosts(): Promise<BlogPost[]> {
      const rows = await db
        .select()
        .from(blogPosts)
        .where(and(visible(), eq(blogPosts.category, changelogCategory)))
        .orderBy(desc(blogPosts.publishAt))
        .limit(changelogPostLimit);
      return rows.map(toBlogPost);
    },

    /** When the next scheduled post goes live (the page cache lets nothing outlive it), or null. */
    async nextScheduledPublish(): Promise<Date | null> {
      const [row] = await db
        .select({ at: blogPosts.publishAt })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, "published"), gt(blogPosts.publishAt, clock.now())))
        .orderBy(asc(blogPosts.publishAt))
        .limit(1);
      return row?.at ?? null;
    },

    /** The newest published posts, for /rss.xml. */
    async latest(limit: number): Promise<BlogPost[]> {
      const rows = await db.select().from(blogPosts).where(visible()).orderBy(desc(blogPosts.publishAt)).limit(limit);
      return rows.map(toBlogPost);
    },

    /** /blog and every published post, each with the time it last changed. */
    async sitemapEntries(): Promise<SitemapEntry[]> {
      const rows = await db
        .select({
          slug: blogPosts.slug,
          title: blogPosts.title,
          updatedAt: blogPosts.updatedAt,
          publishAt: blogPosts.publishAt,
        })
        .from(blogPosts)
        .where(visible())
        .orderBy(desc(blogPosts.publishAt));
      const changed = (row: (typeof rows)[number]) =>
        new Date(Math.max(row.updatedAt.getTime(), row.publishAt.getTime()));
      const newest = rows.reduce<Date | undefined>(
        (latest, row) => (latest && latest > changed(row) ? latest : changed(row)),
        undefined,
      );
      return [
        { path: "/blog", title: "Blog", ...(newest ? { lastModified: newest } : {}) },
        ...rows.map((row) => ({ path: blogPostPath(row.slug), title: row.title, lastModified: changed(row) })),
      ];
    },

    // The back office.

    async list(query: AdminBlogListQuery): Promise<{ rows: AdminBlogListItem[]; total: number }> {
      const now = clock.now();
      const statusFilter =
        query.status === "draft"
          ? eq(blogPosts.status, "draft")
          : query.status === "scheduled"
            ? and(eq(blogPosts.status, "published"), gt(blogPosts.publishAt, now))
            : query.status === "published"
              ? and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now))
              : undefined;
      return listPageFor({
        db,
        table: blogPosts,
        where: allOf(statusFilter, query.category ? eq(blogPosts.category, query.category) : undefined),
        search: searchAcross([blogPosts.title, blogPosts.author, blogPosts.category], query.q),
        sortColumns: adminSortColumns(now),
        tieBreak: blogPosts.id,
        query,
        map: (row: PostRow) => {
          const { content: _body, ...post } = toAdminPost(row);
          return { ...post, preview: previewFromExcerpt(row.excerpt) };
        },
      });
    },

    async get(id: string): Promise<AdminBlogPost | null> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ? toAdminPost(row) : null;
    },

    async create(input: BlogPostFields, actor: Actor): Promise<AdminBlogPost> {
      let slug = input.slug;
      try {
        return await writes.create(actor, async (tx) => {
          if (input.slug && (await slugInUse(tx, input.slug))) throw new SlugTakenError(input.slug);
          slug = input.slug ?? (await freeSlugFor(tx, input.title));
          const at = clock.now();
          return {
            ...fieldsOf(input),
            slug,
            publishAt: input.publishAt ? new Date(input.publishAt) : at,
            createdAt: at,
            updatedAt: at,
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError(slug ?? slugFromTitle(input.title));
        throw error;
      }
    },

    /**
     * A changed slug of a published post leaves the old one behind as a redirect, so links already
     * shared keep working. A draft's address was never public: without a slug of its own it follows
     * the title (autosave creates drafts from half-typed titles), and a change leaves nothing behind.
     * Publishing a draft without a date publishes it now, not at the time the draft was started.
     * The post is read, its slug checked and the redirect written with the row locked, in the
     * write's transaction: a post deleted meanwhile leaves no redirect behind.
     */
    async update(id: string, input: BlogPostFields, actor: Actor): Promise<AdminBlogPost | null> {
      let slug = input.slug;
      try {
        return await writes.update(actor, id, async (current, tx) => {
          const wasDraft = current.status === "draft";
          const newSlug = input.slug ?? (wasDraft ? await freeSlugFor(tx, input.title, id) : current.slug);
          slug = newSlug;
          if (newSlug !== current.slug) {
            if (await slugInUse(tx, newSlug, id)) throw new SlugTakenError(newSlug);
            await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, newSlug));
            if (!wasDraft) {
              await tx.insert(blogSlugRedirects).values({ slug: current.slug, postId: id }).onConflictDoNothing();
            }
          }
          const publishAt = input.publishAt
            ? new Date(input.publishAt)
            : wasDraft && input.status === "published"
              ? clock.now()
              : undefined;
          return { ...fieldsOf(input), slug: newSlug, ...(publishAt ? { publishAt } : {}), updatedAt: clock.now() };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError(slug ?? slugFromTitle(input.title));
        throw error;
      }
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return (await writes.remove(actor, id)) !== null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(blogPosts);
      return row?.total ?? 0;
    },

    async recent(limit: number) {
      const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt)).limit(limit);
      return rows.map(toAdminPost);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
