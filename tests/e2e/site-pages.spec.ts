import { featurePages } from "../../content/feature-pages";
import { featureCategories } from "../../content/features";
import { slugify } from "../../content/slug";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const featurePagePaths = featureCategories.map((category) => `/features/${slugify(category.name)}`);
const publicPages = [
  "/",
  "/features",
  ...featurePagePaths,
  "/pricing",
  "/blog",
  "/careers",
  "/changelog",
  "/contact",
  "/schedule-demo",
  "/about",
  "/privacy",
  "/product-tour",
];

test("the HTML alone carries each page's headline and every feature title", async ({ request }) => {
  const home = await (await request.get("/")).text();
  expect(home).toContain("Modern HR,");
  expect(home).toContain("Real Connections");

  const features = await (await request.get("/features")).text();
  expect(features).toContain("Every HR module your company runs on");
  for (const category of featureCategories) {
    for (const feature of category.features) expect(features).toContain(escapeHtml(feature.title));
  }

  for (const page of featurePages) {
    const html = await (await request.get(`/features/${slugify(page.category)}`)).text();
    expect(html).toContain(escapeHtml(page.title));
    for (const section of page.sections) expect(html).toContain(escapeHtml(section.title));
  }
});

test("each page has its own title, description, canonical URL and Open Graph tags", async ({ request, baseURL }) => {
  const titles = new Set<string>();
  for (const path of publicPages) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title ?? "");
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,160}"/);
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
    expect(html, path).toContain('<meta property="og:title"');
    expect(html, path).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
  }
  expect(titles.size).toBe(publicPages.length);
});

test("structured data: Organization and FAQPage on home, FAQPage on pages with questions", async ({ request }) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "{}")["@type"],
    );
  };
  expect(await jsonLd("/")).toEqual(expect.arrayContaining(["Organization", "FAQPage"]));
  expect(await jsonLd("/pricing")).toContain("FAQPage");
  expect(await jsonLd("/features/payroll-finance")).toContain("FAQPage");
});

test("every sitemap URL answers 200, and robots.txt keeps crawlers out of /admin", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(paths).toEqual(expect.arrayContaining(publicPages));
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
});

test("nothing scrolls sideways at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of publicPages) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

for (const path of ["/", "/features", ...featurePagePaths]) {
  test(`${path} has no axe violations in light and dark`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;");
}
