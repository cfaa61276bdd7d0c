import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { blogCode, clientModulesFile, isBackOfficeModule, routerCode, zodCode } from "../../scripts/client-chunks";
import { expect, test } from "./fixtures";
import { islandsPages, onePagePerRoute } from "./public-pages";

/**
 * The chunk guard: what each public page downloads, checked module by module against the
 * build's record of which source files went into which chunk (vite.config.ts writes it). It
 * does not trust chunk names: back-office code fails the test in whatever file it lands.
 */
const modulesByChunk: Record<string, string[]> = JSON.parse(readFileSync(clientModulesFile, "utf8"));

/**
 * The scripts a page downloads as it loads and hydrates. Everything else a page fetches waits for
 * the visitor (the assistant's panel, the forms' schemas), so once the page has hydrated (the
 * fixture's goto waits for it) the list is complete, with no idle-network wait.
 */
async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.add(pathname.slice(1));
  });
  await page.goto(path);
  return [...scripts];
}

function modulesIn(scripts: readonly string[]): string[] {
  return scripts.flatMap((script) => {
    const modules = modulesByChunk[script];
    if (!modules) throw new Error(`${script} is not in ${clientModulesFile}: is the build stale?`);
    return modules;
  });
}

/** The blog's list and the changelog (which lists its posts) are the only pages with the blog's code. */
const blogListPages = /^\/(blog|changelog)$/;

// One test per route: what each page downloads, checked module by module.
for (const path of [...onePagePerRoute, "/no-such-page"]) {
  test(`${path} downloads no back-office code, no Zod, and the blog's code only where it lists posts`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    const modules = modulesIn(await scriptsLoadedBy(page, path));
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter(isBackOfficeModule)).toEqual([]);
    // /contact loads Zod when its form is first checked. /schedule-demo, whose whole page is its
    // form, fetches the schemas once it has hydrated (demo-request-form.tsx), after the first paint.
    if (path !== "/schedule-demo") expect(modules.filter((id) => zodCode.test(id))).toEqual([]);
    const blogModules = modules.filter((id) => blogCode.test(id));
    // A post is an islands page (ADR 016): its HTML is all it needs, so it downloads none of it.
    if (blogListPages.test(path)) expect(blogModules.length).toBeGreaterThan(0);
    else expect(blogModules).toEqual([]);
  });
}

test("the back office does load its own code (the guard is looking at the right files)", async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, "/admin/login");
  expect(modulesIn(scripts).some(isBackOfficeModule)).toBe(true);
});

for (const path of ["/", "/pricing", "/blog"]) {
  test(`the first paint of ${path} does not wait for JavaScript: every script is requested after it`, async ({
    page,
  }) => {
    await page.goto(path); // the fixture's goto also waits until the page has hydrated
    const { firstContentfulPaint, scriptStarts } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstContentfulPaint ?? Number.POSITIVE_INFINITY);
  });
}

// Every islands page (ADR 016), as its route module declares it: React and its islands, never
// React Router, within the 100 KB budget for the first load of /; and its islands are live.
for (const path of islandsPages) {
  test(`${path} is an islands page: React and its islands, never React Router, in at most 100 KB`, async ({ page }) => {
    const requests: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".js")) requests.push(request);
    });
    await page.goto(path); // the fixture waits until every island has hydrated
    // sizes() waits for each response to finish.
    const compressedBytes = new Map(
      await Promise.all(
        requests.map(
          async (request) =>
            [new URL(request.url()).pathname.slice(1), (await request.sizes()).responseBodySize] as const,
        ),
      ),
    );
    const scripts = [...compressedBytes.keys()];
    expect(modulesIn(scripts).some((id) => /[\\/]app[\\/]islands[\\/]boot\.client\.tsx$/.test(id))).toBe(true);
    expect(modulesIn(scripts).filter((id) => routerCode.test(id))).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // The 100 KB budget for the first load of / (ADR 016), compressed as the browser asked for it.
    const total = [...compressedBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeGreaterThan(50_000); // React alone is ~58 KB: the sizes were read
    expect(total).toBeLessThanOrEqual(100_000);

    // Its islands are live: the menu opens (narrow screen) and the theme toggles, with no page load.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
}

test("the islands pages are the ones ADR 016 names: /, /features, each feature page, /pricing, each post", () => {
  const routesOf = new Set(islandsPages.map((path) => path.replace(/^\/(blog|features)\/.+$/, "/$1/:id")));
  expect([...routesOf].sort()).toEqual(["/", "/blog/:id", "/features", "/features/:id", "/pricing"]);
});

test("opening the assistant on an islands page downloads its panel, never React Router, nor does Live Support", async ({
  page,
}) => {
  await page.goto("/");
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname.slice(1));
  });
  await page.getByRole("button", { name: "Open the assistant" }).click();
  // Drawn means its chunk, and every chunk that chunk imports, has loaded.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Its form checks its fields as the others do: nothing it loads for that may bring the router.
  await dialog.getByRole("button", { name: "Live Support" }).click();
  await dialog.getByRole("button", { name: "Send to our team" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  const modules = modulesIn(scripts);
  expect(modules.some((id) => /[\\/]assistant-panel\.tsx$/.test(id))).toBe(true);
  expect(modules.filter((id) => routerCode.test(id))).toEqual([]);
});

test("a page React Router hydrates keeps client-side navigation in the header island", async ({ page }) => {
  await page.goto("/contact");
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
