import { Suspense } from "react";
import { Await, data, Link, useRevalidator } from "react-router";
import type { BlogPost, BlogPostSummary, CategoryCount } from "../../common/blog";
import { type PublicImages, publicImageAt } from "../../common/media-addresses";
import { blogCategories, blogHero, changelogCategory } from "../../content/blog";
import {
  type BlogQuery,
  blogApiPath,
  blogHref,
  blogQueryParams,
  postsPerPage,
  readBlogQuery,
  summaryOf,
} from "../components/blog/blog-query";
import { BlogSidebar } from "../components/blog/blog-sidebar";
import { BlogToolbar } from "../components/blog/blog-toolbar";
import { PostCard } from "../components/blog/post-card";
import { PostGridSkeleton } from "../components/blog/post-grid-skeleton";
import { PageHero } from "../components/marketing/page-hero";
import { EmptyPanel, LoadErrorPanel } from "../components/ui/load-states";
import { Pagination } from "../components/ui/pagination";
import { apiList, apiRequest } from "../lib/api";
import { publicImagesOf } from "../lib/public-images";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/blog";

interface Listing {
  posts: BlogPostSummary[];
  /** The library images the posts' covers name (issue 39). */
  images: PublicImages;
  total: number;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  const filtered = query?.category ? `${query.category} articles` : "Blog";
  return pageMeta({
    title: query?.page && query.page > 1 ? `${filtered}, page ${query.page}` : filtered,
    description:
      "Guides on attendance, payroll, hiring and HR compliance for growing teams in India and the UAE, from the Aster HRMS team.",
    path: blogHref({ category: query?.category ?? "", page: query?.page ?? 1 }),
    publicUrl: publicUrlOf(matches),
    // A search result is a view of the list, not a page of its own.
    noindex: Boolean(query?.q),
  });
};

/** First load: the filtered page rendered on the server, so a shared link shows its articles at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.pageCache.readsQuery(blogQueryParams);
  const query = readBlogQuery(new URL(request.url));
  try {
    const [listing, categories] = await Promise.all([
      context.services.blog.listPublished({ ...query, limit: postsPerPage }),
      context.services.blog.categoryCounts(),
    ]);
    const images = await context.services.media.publicImagesByAddress(listing.posts.map((post) => post.imageUrl));
    return {
      query,
      listing: { posts: listing.posts.map(summaryOf), total: listing.total, images } as Listing | null,
      categories,
    };
  } catch (error) {
    return data(
      { query, listing: null as Listing | null, categories: [] as CategoryCount[] },
      { status: context.loadFailed(error, "blog posts") },
    );
  }
}

/** Filtering within the page: the cards give way to the skeleton until the API answers (SPEC §4). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readBlogQuery(new URL(request.url));
  const listing: Promise<Listing | null> = apiList<BlogPost>(blogApiPath(query), { signal: request.signal }).then(
    async ({ items, total }) => ({
      posts: items.map(summaryOf),
      total,
      images: await publicImagesOf(
        items.map((post) => post.imageUrl),
        request.signal,
      ),
    }),
  );
  // A fast failure could reject before <Await> subscribes; <Await> still gets it.
  listing.catch(() => {});
  const categories = apiRequest<CategoryCount[]>("/api/blog/categories", { signal: request.signal }).catch(
    () => [] as CategoryCount[],
  );
  return { query, listing, categories };
}

/** The dropdown offers SPEC's six categories and the release notes. */
const dropdownCategories = [...blogCategories.map((category) => category.name), changelogCategory];

/** SPEC's six categories always, with any others posts use (Changelog), counted. */
function withAllCategories(counts: readonly CategoryCount[]): CategoryCount[] {
  const names = [...blogCategories.map((category) => category.name), ...counts.map((count) => count.name)];
  return [...new Set(names)].map((name) => ({ name, count: counts.find((count) => count.name === name)?.count ?? 0 }));
}

function Results({ listing, query, onRetry }: { listing: Listing | null; query: BlogQuery; onRetry: () => void }) {
  if (!listing) {
    return <LoadErrorPanel title="Unable to Load Blog Posts" message="Failed to fetch blog posts." onRetry={onRetry} />;
  }
  if (listing.posts.length === 0) {
    return (
      <EmptyPanel title="No Articles Found" text="Try adjusting your search terms or filters">
        {(query.q || query.category) && (
          <Link to="/blog" className="mt-6 inline-block font-semibold text-brand-ink text-sm hover:underline">
            Show all articles
          </Link>
        )}
      </EmptyPanel>
    );
  }
  const pages = Math.max(1, Math.ceil(listing.total / postsPerPage));
  return (
    <>
      <p role="status" className="mb-4 text-ink-muted text-sm">
        {listing.total === 1 ? "1 article" : `${listing.total} articles`}
        {query.category ? ` in ${query.category}` : ""}
        {query.q ? ` matching “${query.q}”` : ""}
      </p>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {listing.posts.map((post) => (
          <PostCard key={post._id} post={post} image={publicImageAt(post.imageUrl, listing.images)} />
        ))}
      </div>
      <Pagination page={query.page} pages={pages} hrefFor={(page) => blogHref({ ...query, page })} label="Blog pages" />
    </>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const revalidator = useRevalidator();
  const retry = () => revalidator.revalidate();

  return (
    <main id="main">
      <PageHero eyebrow={blogHero.eyebrow} title={blogHero.title} intro={blogHero.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <div>
          {/* Outside any Suspense boundary: typing must never remount the search box. */}
          <BlogToolbar query={query} categories={dropdownCategories} />
          <section aria-labelledby="articles-heading" className="mt-8">
            <h2 id="articles-heading" className="sr-only">
              Articles
            </h2>
            <Suspense key={blogHref(query)} fallback={<PostGridSkeleton />}>
              <Await
                resolve={loaderData.listing}
                errorElement={
                  <LoadErrorPanel
                    title="Unable to Load Blog Posts"
                    message="Failed to fetch blog posts."
                    onRetry={retry}
                  />
                }
              >
                {(listing) => <Results listing={listing} query={query} onRetry={retry} />}
              </Await>
            </Suspense>
          </section>
        </div>
        <Suspense fallback={<BlogSidebar query={query} categories={withAllCategories([])} />}>
          <Await resolve={loaderData.categories}>
            {(counts) => <BlogSidebar query={query} categories={withAllCategories(counts)} />}
          </Await>
        </Suspense>
      </div>
    </main>
  );
}
