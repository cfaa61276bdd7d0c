import { slugify } from "../../common/slug";
import { featurePages } from "../../content/feature-pages";
import { featureCategories } from "../../content/features";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { onePagePerRoute, publicPages } from "./public-pages";

const featurePagePaths = featureCategories.map((category) => `/features/${slugify(category.name)}`);

test("the HTML alone carries the home page's headline and /features every feature title", async ({ request }) => {
  const home = await (await request.get("/")).text();
  expect(home).toContain("Modern HR,");
  expect(home).toContain("Real Connections");

  const features = await (await request.get("/features")).text();
  expect(features).toContain("Every HR module your company runs on");
  for (const category of featureCategories) {
    for (const feature of category.features) expect(features).toContain(escapeHtml(feature.title));
  }
});

for (const page of featurePages) {
  const path = `/features/${slugify(page.category)}`;
  test(`the HTML alone carries ${path}'s title and every section title`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(escapeHtml(page.title));
    for (const section of page.sections) expect(html).toContain(escapeHtml(section.title));
  });
}

const titleOf = (html: string) => html.match(/<title>([^<]+)<\/title>/)?.[1];

for (const path of publicPages) {
  test(`${path} answers 200 with its own title, description, canonical URL and Open Graph tags`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBeTruthy();
    // Measured as a search engine reads it: `"not a culture fit"` is 19 characters, not 29.
    const description = decodeAttribute(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
  });
}

test("no two pages share a title", async ({ request }) => {
  const titles = await Promise.all(publicPages.map(async (path) => titleOf(await (await request.get(path)).text())));
  expect(new Set(titles).size).toBe(publicPages.length);
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

test("the sitemap lists exactly the public pages, and robots.txt keeps crawlers out of /admin", async ({ request }) => {
  // Each listed page is checked for a 200 above; this keeps that list and the sitemap one and the same.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect([...paths].sort()).toEqual([...publicPages].sort());
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
});

for (const path of onePagePerRoute) {
  test(`nothing on ${path} scrolls sideways at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

for (const path of ["/", "/features", ...featurePagePaths]) {
  test(`${path} has no axe violations in light and dark`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;");
}

/** The text of an HTML attribute value, as React escapes it. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
