import { slugify } from "../../../common/slug";
import { featurePages } from "../../../content/feature-pages";

/**
 * One URL for /sitemap.xml and the /sitemap page; `lastModified` only where it is known to be
 * true. `title` is what the /sitemap page shows for it (the page's own name, or a post's title).
 */
export interface SitemapEntry {
  path: string;
  title: string;
  lastModified?: Date;
}

export type SitemapSource = () => Promise<SitemapEntry[]> | SitemapEntry[];

/**
 * The public pages that exist without any data (pages made from data, like /blog and its posts,
 * come from their module's sitemapEntries). A new public route is added here in the same change,
 * so search engines are never pointed at a page that answers 404 (a test checks each).
 */
export function staticPageEntries(): SitemapEntry[] {
  return [
    { path: "/", title: "Home" },
    { path: "/features", title: "Features" },
    ...featurePages.map((page) => ({ path: `/features/${slugify(page.category)}`, title: page.title })),
    { path: "/product-tour", title: "Product Tour" },
    { path: "/pricing", title: "Pricing" },
    { path: "/about", title: "About" },
    { path: "/contact", title: "Contact" },
    { path: "/schedule-demo", title: "Schedule a Demo" },
    { path: "/privacy", title: "Privacy Policy" },
    { path: "/security", title: "Security" },
    { path: "/terms", title: "Terms of Service" },
    { path: "/cookies", title: "Cookie Policy" },
    { path: "/gdpr", title: "GDPR and Your Data Rights" },
    { path: "/press", title: "Press" },
    { path: "/help", title: "Help Center and Documentation" },
    { path: "/status", title: "System Status" },
    { path: "/sitemap", title: "Sitemap" },
  ];
}

/** Collects the sitemap from every source per request, so new posts and openings appear at once. */
export function createSitemapService({ sources }: { sources: readonly SitemapSource[] }) {
  return {
    async entries(): Promise<SitemapEntry[]> {
      const lists = await Promise.all(sources.map((source) => source()));
      return lists.flat();
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
