import type { ModuleRoutes } from "../module";
import type { SitemapEntry } from "./service";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** /sitemap.xml and /robots.txt, built per request from the services and the configured origin. */
export const publicRoutes: ModuleRoutes = async (app, { services: { sitemap }, config }) => {
  const publicUrl = config.PUBLIC_URL;
  const robots = [
    "User-agent: *",
    "Allow: /",
    // The back office and the API are not for search results.
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");

  app.get("/sitemap.xml", { config: { pageCache: true } }, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(sitemapXml(publicUrl, await sitemap.entries())),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
  );
};
