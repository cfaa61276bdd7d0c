import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "../../../common/blog";
import { longUsDate } from "../../../common/dates";
import type { PublicImage } from "../../../common/media-addresses";
import { blogPostPath } from "../../../content/blog";
import { cn } from "../../lib/cn";
import { categoryAccent } from "./category-accent";
import { PostCover } from "./post-cover";

/** SPEC §9: at most three tags on a card. */
const tagsPerCard = 3;

/** A post in the list: cover, category, date and reading time, title, the 150-character excerpt, tags, Read More. */
export function PostCard({ post, image }: { post: BlogPostSummary; image?: PublicImage | undefined }) {
  const accent = categoryAccent(post.category);
  const href = blogPostPath(post.slug);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow hover:shadow-lg">
      <PostCover
        post={post}
        image={image}
        sizes="(min-width: 80rem) 24rem, (min-width: 40rem) 50vw, 100vw"
        className="aspect-[16/9]"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className={cn("rounded-full px-2.5 py-1 font-semibold", accent.softBg, accent.text)}>
            {post.category}
          </span>
          <time dateTime={post.date} className="text-ink-muted">
            {longUsDate(post.date)}
          </time>
          <span className="inline-flex items-center gap-1 text-ink-muted">
            <Clock aria-hidden="true" className="size-3.5" />
            {post.readTime} min read
          </span>
        </div>
        <h3 className="mt-3 font-bold text-lg leading-snug">
          <Link to={href} className="hover:text-brand-ink">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-ink-muted text-sm leading-relaxed">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
            {post.tags.slice(0, tagsPerCard).map((tag) => (
              <li key={tag} className="rounded-md bg-surface-sunken px-2 py-0.5 text-ink-muted text-xs">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <Link
          to={href}
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-brand-ink text-sm hover:underline"
        >
          {/* The title in hidden text, so the link says where it goes to screen readers and crawlers alike. */}
          <span>
            Read More<span className="sr-only">: {post.title}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
