import { featurePages } from "../../../content/feature-pages";
import { slugify } from "../../../content/slug";

/** One URL for /sitemap.xml; `lastModified` only where it is known to be true. */
export interface SitemapEntry {
  path: string;
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
    "/",
    "/features",
    ...featurePages.map((page) => `/features/${slugify(page.category)}`),
    "/product-tour",
    "/pricing",
    "/about",
    "/contact",
    "/schedule-demo",
    "/privacy",
    "/security",
    "/terms",
    "/cookies",
    "/gdpr",
    "/press",
  ].map((path) => ({ path }));
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
