import { ArrowLeft, CalendarDays, Clock, Eye } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Await, data, isRouteErrorResponse, Link, redirect, useAsyncError, useNavigate, useParams } from "react-router";
import type { BlogPost } from "../../common/blog";
import { longUsDate } from "../../common/dates";
import { westernDigitGroups } from "../../common/digit-grouping";
import { mediaIdOf, type PublicImages, publicImageAt, shareImageUrl } from "../../common/media-addresses";
import { blogPostPath, blogPostRedirect } from "../../content/blog";
import { blogHref } from "../components/blog/blog-query";
import { categoryAccent } from "../components/blog/category-accent";
import { PostCover } from "../components/blog/post-cover";
import { JsonLd } from "../components/json-ld";
import { CtaBand } from "../components/marketing/cta-band";
import { islandsPage } from "../islands/document";
import { ApiError, apiRequest } from "../lib/api";
import { cn } from "../lib/cn";
import { publicImagesOf } from "../lib/public-images";
import { defaultShareImage, pageMeta, publicUrlOf } from "../lib/seo";
import { blogPostingJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/blog-post";

/**
 * The image a shared link shows: a library cover's 1200×630 crop around its focal point, a pasted
 * address as it is, or the site's own.
 */
function shareImageOf(post: BlogPost, images: PublicImages | undefined): string {
  const image = publicImageAt(post.imageUrl, images);
  if (image) return shareImageUrl(image);
  return post.imageUrl && !mediaIdOf(post.imageUrl) ? post.imageUrl : defaultShareImage;
}

const absoluteUrl = (address: string, publicUrl: string) =>
  address.startsWith("/") ? `${publicUrl}${address}` : address;

/** SPEC §8's words for the post page's three states. */
const notFoundText = "Blog post not found.";
const failedText = "Error: Failed to fetch blog post.";

/**
 * An islands page (ADR 016): nothing in a post needs the browser but the site's shell. Reached
 * from another page inside the app, it still loads through the router (`clientLoader` below).
 */
export const handle = islandsPage;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const post = loaderData?.post;
  if (!post || post instanceof Promise) {
    return pageMeta({
      title: "Blog post not found",
      description: "This article does not exist or has moved. Browse the Aster HRMS blog for the latest articles.",
      path: `/blog/${params.id}`,
      publicUrl: publicUrlOf(matches),
      noindex: true,
    });
  }
  return pageMeta({
    title: post.title,
    description: post.excerpt.length > 160 ? `${post.excerpt.slice(0, 157)}...` : post.excerpt,
    path: blogPostPath(post.slug),
    publicUrl: publicUrlOf(matches),
    type: "article",
    image: shareImageOf(post, loaderData.images instanceof Promise ? undefined : loaderData.images),
  });
};

/**
 * The post rendered on the server. An id or a former slug answers 301 to the current slug, so
 * every link ever shared keeps working and search engines keep one address per post.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  let found: Awaited<ReturnType<typeof context.services.blog.findPublished>>;
  try {
    found = await context.services.blog.findPublished(params.id);
  } catch (error) {
    throw data(null, { status: context.loadFailed(error, "a blog post") });
  }
  if (!found) throw data(null, { status: 404 });
  if (found.kind === "moved") throw redirect(blogPostPath(found.slug), 301);
  const postId = found.post._id;
  // Counted on every view, including the ones the page cache answers without this loader.
  context.services.blog.countReads(postId, context.pageCache);
  const images = await context.services.media
    .publicImagesByAddress([found.post.imageUrl, found.post.authorImage])
    .catch((error: unknown) => {
      throw data(null, { status: context.loadFailed(error, "a blog post's images") });
    });
  return { post: found.post as BlogPost | Promise<BlogPost>, images: images as PublicImages | Promise<PublicImages> };
}

/** From another page of the site: the page appears at once and says it is loading (SPEC §2). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const post: BlogPost | Promise<BlogPost> = apiRequest<BlogPost>(`/api/blog/${encodeURIComponent(params.id)}`, {
    signal: request.signal,
  });
  post.catch(() => {});
  const images = post.then((found) => publicImagesOf([found.imageUrl, found.authorImage], request.signal));
  images.catch(() => {});
  return { post, images: images as PublicImages | Promise<PublicImages> };
}

function Problem({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p role="alert" className="font-semibold text-xl">
        {text}
      </p>
      <Link to="/blog" className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-ink hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the blog
      </Link>
    </div>
  );
}

function LoadFailed() {
  const error = useAsyncError();
  return <Problem text={error instanceof ApiError && error.status === 404 ? notFoundText : failedText} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <Problem text={isRouteErrorResponse(error) && error.status === 404 ? notFoundText : failedText} />
    </main>
  );
}

function Article({ post, images, publicUrl }: { post: BlogPost; images: PublicImages; publicUrl: string }) {
  const accent = categoryAccent(post.category);
  const navigate = useNavigate();
  const { id } = useParams();
  // Reached by id or a former slug within the app: show the canonical address.
  useEffect(() => {
    const moved = id && blogPostRedirect(id, post.slug);
    if (moved) navigate(moved, { replace: true });
  }, [id, post.slug, navigate]);

  return (
    <article>
      <JsonLd
        data={blogPostingJsonLd(post, {
          publicUrl,
          image: absoluteUrl(shareImageOf(post, images), publicUrl),
        })}
      />
      <header className="mx-auto max-w-3xl px-4 pt-12 sm:px-6 lg:pt-16">
        <Link to="/blog" className="inline-flex items-center gap-1.5 font-medium text-ink-muted text-sm hover:text-ink">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All articles
        </Link>
        <div className="mt-8">
          <Link
            to={blogHref({ category: post.category })}
            className={cn("inline-block rounded-full px-3 py-1 font-semibold text-xs", accent.softBg, accent.text)}
          >
            {post.category}
          </Link>
        </div>
        <h1 className="mt-4 font-bold text-3xl leading-tight tracking-tight sm:text-5xl">{post.title}</h1>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-muted text-sm">
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-flex size-9 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-ink text-xs"
            >
              {initials(post.author)}
            </span>
            <span className="font-semibold text-ink">{post.author}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.date}>{longUsDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {post.readTime} min read
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-4" />
            {westernDigitGroups(post.views)} views
          </span>
        </div>
      </header>
      <div className="mx-auto mt-10 max-w-4xl px-4 sm:px-6">
        <PostCover
          post={post}
          image={publicImageAt(post.imageUrl, images)}
          eager
          sizes="(min-width: 56rem) 56rem, 100vw"
          className="aspect-[16/7] rounded-2xl"
        />
      </div>
      <div
        className="post-content mx-auto mt-10 max-w-3xl px-4 sm:px-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allowlist when it was saved (ADR 006).
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      <footer className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-surface-sunken px-2.5 py-1 text-ink-muted text-sm">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <section
          aria-label="About the author"
          className="mt-10 flex gap-4 rounded-2xl border border-line bg-surface p-6 shadow-card"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-ink"
          >
            {initials(post.author)}
          </span>
          <div>
            <p className="font-semibold">{post.author}</p>
            {post.authorBio && <p className="mt-1 text-ink-muted text-sm leading-relaxed">{post.authorBio}</p>}
          </div>
        </section>
      </footer>
    </article>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

export default function BlogPostPage({ loaderData, matches }: Route.ComponentProps) {
  const publicUrl = publicUrlOf(matches);
  return (
    <main id="main">
      <Suspense
        fallback={
          <p role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-ink-muted sm:px-6">
            Loading blog post...
          </p>
        }
      >
        <Await resolve={loaderData.post} errorElement={<LoadFailed />}>
          {(post) => (
            <Await resolve={loaderData.images} errorElement={<LoadFailed />}>
              {(images) => <Article post={post} images={images} publicUrl={publicUrl} />}
            </Await>
          )}
        </Await>
      </Suspense>
      <CtaBand
        title="See Aster HRMS with your own workflows"
        text="A 30-minute walkthrough with a product specialist, at a time that suits you."
      />
    </main>
  );
}
