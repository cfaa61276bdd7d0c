import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { slugFromTitle } from "../../common/blog";
import { seedBlogPosts } from "../../content/seed/blog-posts";
import { staticPageEntries } from "../../server/modules/seo/service";

/**
 * The public pages, known when the tests are collected, so a spec that checks every page is one
 * test per page: no test's time grows with the site, and a failure names its page. The public
 * specs' server holds only the seeded content (playwright.config.ts), and the sitemap test in
 * site-pages.spec.ts checks that this list is exactly what the sitemap lists.
 */
const seededPostPaths = seedBlogPosts.map((post) => `/blog/${slugFromTitle(post.title)}`);

/** Pages that exist without data (server/modules/seo/service.ts) and the pages built from data. */
export const publicPages: readonly string[] = [
  ...staticPageEntries().map((entry) => entry.path),
  "/blog",
  "/careers",
  "/changelog",
  ...seededPostPaths,
];

/**
 * One page per route module: every post shares one module, as every feature page does, so one
 * stands for all where a test is about the code a route loads rather than its content.
 */
export const onePagePerRoute: readonly string[] = [
  ...new Map(publicPages.map((path) => [path.replace(/^\/(blog|features)\/.+$/, "/$1/:id"), path])).values(),
];

/** Pages the sitemap leaves out on purpose but a visitor can still reach. */
export const unlistedPages: readonly string[] = [
  "/admin/login",
  // Staff's emailed links and "Forgot password?" (noindex); without a token each says the link does not work.
  "/admin/invitation",
  "/admin/forgot-password",
  "/admin/reset-password",
  "/no-such-page",
  // The newsletter's emailed links (noindex); without a token each says the link does not work.
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
];

/** Every route with its full path pattern ("/features/:slug") and its module (app/…). */
function routePatterns(entries: readonly RouteConfigEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [{ pattern: path || "/", file: `app/${entry.file}` }, ...routePatterns(entry.children ?? [], path)];
  });
}

/** The route module that renders `page`: the layouts match too, so the one whose pattern names the page. */
function routeModuleOf(page: string): string | undefined {
  const matching = routePatterns(routes).filter(
    ({ pattern }) => pattern !== "/*" && new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(page),
  );
  return matching.at(-1)?.file;
}

/**
 * The public pages sent as islands pages (ADR 016): those whose route module declares
 * `handle = islandsPage`, read from the module itself, so a route made an islands page is
 * covered by the islands pages' tests the day it is made one.
 */
export const islandsPages: readonly string[] = publicPages.filter((page) => {
  const file = routeModuleOf(page);
  return file !== undefined && /^export const handle = islandsPage;$/m.test(readFileSync(file, "utf8"));
});
