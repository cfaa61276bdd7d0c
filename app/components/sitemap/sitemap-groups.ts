/** One link on the /sitemap page: an entry of /sitemap.xml, with the date it last changed when known. */
export interface SitemapLink {
  path: string;
  title: string;
  /** ISO time, from the entry's `lastModified`. */
  lastModified?: string;
}

export interface SitemapGroup {
  id: string;
  title: string;
  links: SitemapLink[];
}

/** The /sitemap page's headings, in order, and which paths each holds. */
const groups: readonly { id: string; title: string; holds(path: string): boolean }[] = [
  {
    id: "product",
    title: "Product",
    holds: (path) =>
      ["/", "/features", "/product-tour", "/pricing", "/schedule-demo", "/security"].includes(path) ||
      path.startsWith("/features/"),
  },
  { id: "company", title: "Company", holds: (path) => ["/about", "/careers", "/contact", "/press"].includes(path) },
  {
    id: "resources",
    title: "Resources",
    holds: (path) => ["/blog", "/changelog", "/help", "/status", "/sitemap"].includes(path),
  },
  {
    id: "legal",
    title: "Legal",
    holds: (path) => ["/privacy", "/terms", "/cookies", "/gdpr", "/data-rights"].includes(path),
  },
  { id: "blog-posts", title: "Blog posts", holds: (path) => path.startsWith("/blog/") },
];
/** Whatever no group names still appears, so the page never lists less than /sitemap.xml. */
const otherPages = { id: "more", title: "More pages" };

/** The sitemap's entries under the page's headings, each group in the sitemap's own order; empty groups left out. */
export function groupSitemapLinks(links: readonly SitemapLink[]): SitemapGroup[] {
  const grouped = [...groups, otherPages].map(({ id, title }) => ({ id, title, links: [] as SitemapLink[] }));
  for (const link of links) {
    const index = groups.findIndex((group) => group.holds(link.path));
    grouped[index === -1 ? groups.length : index]?.links.push(link);
  }
  return grouped.filter((group) => group.links.length > 0);
}
