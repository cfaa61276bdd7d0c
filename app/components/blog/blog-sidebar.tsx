import { TrendingUp } from "lucide-react";
import { Link } from "react-router";
import type { CategoryCount } from "../../../common/blog";
import { trendingTopics } from "../../../content/blog";
import { cn } from "../../lib/cn";
import { type BlogQuery, blogHref } from "./blog-query";
import { NewsletterBox } from "./newsletter-box";

/** Categories with their counts, trending topics that fill the search, and the newsletter box (SPEC §2). */
export function BlogSidebar({ query, categories }: { query: BlogQuery; categories: readonly CategoryCount[] }) {
  return (
    <aside aria-label="Browse the blog" className="space-y-6">
      <section aria-labelledby="blog-categories" className="rounded-2xl border border-line bg-surface p-6 shadow-card">
        <h2 id="blog-categories" className="font-semibold">
          Categories
        </h2>
        <ul className="mt-4 space-y-1">
          {categories.map(({ name, count }) => {
            const current = query.category === name;
            return (
              <li key={name}>
                <Link
                  to={blogHref({ q: query.q, category: current ? "" : name })}
                  aria-current={current ? "true" : undefined}
                  className={cn(
                    "flex items-center justify-between rounded-lg px-3 py-2 text-sm",
                    current
                      ? "bg-brand-soft font-semibold text-brand-ink"
                      : "text-ink-muted hover:bg-surface-muted hover:text-ink",
                  )}
                >
                  {name}
                  <span className="rounded-full bg-surface-sunken px-2 py-0.5 text-ink-muted text-xs tabular-nums">
                    <span className="sr-only">, </span>
                    {count}
                    <span className="sr-only"> {count === 1 ? "article" : "articles"}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="blog-trending" className="rounded-2xl border border-line bg-surface p-6 shadow-card">
        <h2 id="blog-trending" className="flex items-center gap-2 font-semibold">
          <TrendingUp aria-hidden="true" className="size-4 text-brand-ink" />
          Trending Topics
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {trendingTopics.map((topic) => (
            <li key={topic}>
              <Link
                to={blogHref({ q: topic, category: query.category })}
                className="inline-block rounded-full border border-line px-3 py-1.5 text-sm hover:border-brand hover:text-brand-ink"
              >
                {topic}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <NewsletterBox page="/blog" />
    </aside>
  );
}
