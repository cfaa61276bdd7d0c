import { featurePages } from "../../../content/feature-pages";
import { slugify } from "../../../content/slug";

/**
 * Every public page that exists, for the sitemap. A new public route is added here in the same
 * change, so search engines are never pointed at a page that answers 404 (a test checks each).
 */
export function publicPagePaths(): string[] {
  return ["/", "/features", ...featurePages.map((page) => `/features/${slugify(page.category)}`), "/pricing"];
}
