import type { BlogPost, BlogPostSummary } from "../../../common/blog";

/** A card's share of a post: the list page never ships post bodies to the browser. */
export function summaryOf({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/**
 * The blog list's filters live in the URL (?q=&category=&page=), so a filtered view can be
 * shared, bookmarked and rendered on the server. Read leniently: a bad page number is page 1.
 */
export interface BlogQuery {
  q: string;
  category: string;
  page: number;
}

/** Cards per page: three rows of three on a wide screen. */
export const postsPerPage = 9;

/** The parameters readBlogQuery reads: the page cache keeps these, and only these, in its key. */
export const blogQueryParams = ["q", "category", "page"] as const;

export function readBlogQuery(url: URL): BlogQuery {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    category: (url.searchParams.get("category") ?? "").trim().slice(0, 60),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** "/blog?q=…&category=…&page=…", leaving out what is empty or default. */
export function blogHref({ q, category, page }: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

/** The API call for the same filters. */
export function blogApiPath({ q, category, page }: BlogQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(postsPerPage) });
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  return `/api/blog?${params}`;
}
