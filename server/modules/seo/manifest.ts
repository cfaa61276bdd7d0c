import type { ServiceDeps } from "../../services";
import type { BlogService } from "../blog/service";
import type { ChangelogService } from "../changelog/service";
import type { JobOpeningService } from "../job-openings/service";
import { defineModule } from "../module";
import { publicRoutes } from "./routes";
import { createSitemapService, staticPageEntries } from "./service";

/** robots.txt and the sitemap: the site's own pages, then the posts, openings and release notes. */
export const seoManifest = defineModule({
  name: "seo",
  services: ({
    blog,
    jobOpenings,
    changelog,
  }: ServiceDeps & { blog: BlogService; jobOpenings: JobOpeningService; changelog: ChangelogService }) => ({
    sitemap: createSitemapService({
      sources: [staticPageEntries, blog.sitemapEntries, jobOpenings.sitemapEntries, changelog.sitemapEntries],
    }),
  }),
  publicRoutes,
});
