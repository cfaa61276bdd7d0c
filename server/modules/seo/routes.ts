import type { FastifyPluginAsync } from "fastify";
import { publicPagePaths } from "./public-pages";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** /sitemap.xml and /robots.txt, built from the public pages and the configured origin. */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPagePaths().map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

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

  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(sitemap),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
  );
};
