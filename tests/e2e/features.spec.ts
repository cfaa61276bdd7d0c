import { slugify } from "../../common/slug";
import { featureSectionImageKey } from "../../content/feature-pages";
import { featureCategories } from "../../content/features";
import { seedImages } from "../../content/seed/images";
import { expect, test } from "./fixtures";

test("search filters categories by name, feature title or description, ignoring case", async ({ page }) => {
  await page.goto("/features");
  const search = page.getByRole("searchbox", { name: "Search features" });
  await expect(search).toHaveAttribute("placeholder", "Search features, modules, or capabilities...");
  const categories = page.getByRole("tablist", { name: "Feature categories" }).getByRole("tab");
  await expect(categories).toHaveCount(10);
  await expect(page.getByText("10 Premium Modules")).toBeVisible();

  await search.fill("PAYROLL");
  const names = await categories.allInnerTexts();
  expect(names.some((name) => name.includes("Payroll & Finance"))).toBe(true);
  expect(names.length).toBeLessThan(10);
  await expect(page.getByText(/of 10 modules match “PAYROLL”/)).toBeVisible();

  // A feature description, not a name: "geofence" appears in Attendance & Time's features.
  await search.fill("geofence");
  await expect(categories.filter({ hasText: "Attendance & Time" })).toHaveCount(1);

  await search.fill("no such thing anywhere");
  await expect(page.getByRole("heading", { name: "No modules match your search" })).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(categories).toHaveCount(10);
});

test("the selection returns to the first category when the search leaves it out of range", async ({ page }) => {
  await page.goto("/features");
  const categories = page.getByRole("tablist", { name: "Feature categories" }).getByRole("tab");
  await categories.filter({ hasText: "Integration & API" }).click();
  await expect(categories.nth(9)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("API Integration");

  await page.getByRole("searchbox", { name: "Search features" }).fill("leave");
  const matching = await categories.count();
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(10);
  await expect(categories.first()).toHaveAttribute("aria-selected", "true");

  await page.getByRole("searchbox", { name: "Search features" }).fill("");
  await expect(categories.first()).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Employee Database");
});

test("categories also switch with the arrow keys", async ({ page }) => {
  await page.goto("/features");
  const categories = page.getByRole("tablist", { name: "Feature categories" }).getByRole("tab");
  await categories.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(categories.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Attendance in 8 Ways");
});

test("a feature card loads its category page in full, with that section in view", async ({ page }) => {
  await page.goto("/features");
  await page
    .getByRole("tablist", { name: "Feature categories" })
    .getByRole("tab", { name: /Payroll & Finance/ })
    .click();
  const card = page.getByRole("tabpanel").getByRole("link", { name: /Loan Management/ });
  await expect(card).toHaveAttribute("href", "/features/payroll-finance#loan-management");

  let documentRequests = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentRequests++;
  });
  await card.click();
  await expect(page).toHaveURL(/\/features\/payroll-finance#loan-management$/);
  expect(documentRequests).toBe(1);
  const section = page.locator("#loan-management");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Loan Management");
  await expect(section).toBeInViewport();
});

test("additional capabilities show their details on hover, on keyboard focus and on tap", async ({ page }) => {
  await page.goto("/features");
  const grid = page.getByRole("region", { name: "Additional Capabilities" });
  const cards = grid.getByRole("listitem").filter({ has: page.getByRole("button") });
  await expect(cards).toHaveCount(12);
  const first = cards.first();
  const toggle = first.getByRole("button");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await first.hover();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(first.getByRole("listitem")).toHaveCount(4);
  await page.mouse.move(0, 0);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.focus();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.blur();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("each feature page keeps one question open across all its sections (section × 10 + question)", async ({
  page,
}) => {
  await page.goto("/features/communication");
  const sections = page.locator("main > section[id]");
  await expect(sections).toHaveCount(4);
  const firstQuestion = sections.nth(0).getByRole("button").first();
  const laterQuestion = sections.nth(2).getByRole("button").nth(1);
  await firstQuestion.click();
  await expect(firstQuestion).toHaveAttribute("aria-expanded", "true");
  await laterQuestion.click();
  await expect(laterQuestion).toHaveAttribute("aria-expanded", "true");
  await expect(firstQuestion).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("main [aria-expanded=true]")).toHaveCount(1);
  await laterQuestion.click();
  await expect(page.locator("main [aria-expanded=true]")).toHaveCount(0);
});

for (const category of featureCategories) {
  const path = `/features/${slugify(category.name)}`;
  test(`${path} has the back link, its sections and the closing band`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Back to Features" })).toHaveAttribute("href", "/features");
    for (const feature of category.features) {
      await expect(page.locator(`#${slugify(feature.title)}`).getByRole("heading", { level: 2 })).toHaveText(
        feature.title,
      );
    }
    await expect(page.getByRole("link", { name: "Schedule Demo" }).last()).toHaveAttribute("href", "/schedule-demo");
    await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact?topic=sales");
    // Each section's picture is its seed image from the media library, described, loaded when near.
    for (const feature of category.features) {
      const key = featureSectionImageKey({ category: category.name }, feature.title);
      const alt = seedImages.find((image) => image.key === key)?.alt ?? `no seed image ${key}`;
      const picture = page.locator(`#${slugify(feature.title)}`).getByRole("img", { name: alt, exact: true });
      await expect(picture).toHaveAttribute("loading", "lazy");
      await expect(picture).toHaveAttribute("width", /^\d+$/);
    }
    const first = page.locator("main picture img").first();
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/full-\d+\.avif$/);
  });
}

test("an unknown feature page is a 404 inside the site shell", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/features/time-travel");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feature not found");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
