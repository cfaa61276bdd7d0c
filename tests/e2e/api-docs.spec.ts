import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

/**
 * The API reference (ADR 027): Swagger UI, served from our own origin under its own CSP. The
 * fixture's `test` fails on any console error; CSP violations are collected from the page.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

const cspViolations = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * Scrolls down the reference, as a reader does, until `target` is drawn. Swagger UI draws a long
 * reference (150 or more areas and operations, which ours passed with issue 39) only near the
 * viewport, so a section further down is not in the page until it is scrolled to.
 */
async function scrollTo(page: import("@playwright/test").Page, target: import("@playwright/test").Locator) {
  for (let step = 0; step < 80 && (await target.count()) === 0; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await target.scrollIntoViewIfNeeded();
}

for (const width of [1280, 390]) {
  test(`/api/docs renders the reference at ${width} px, from our origin only, with no CSP violation`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:")) elsewhere.push(request.url());
    });
    await page.goto("/api/docs");
    await expect(page.getByRole("heading", { level: 1, name: /Aster HRMS API/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Audit log/ })).toBeVisible();
    await scrollTo(page, page.getByRole("heading", { name: /^Plans/ }));
    await expect(page.getByRole("heading", { name: /^Plans/ })).toBeVisible();
    // An operation opens with its summary, and a staff one shows the lock of the token scheme.
    const create = page.locator("#operations-Plans-post_api_admin_plans");
    await expect(create).toContainText("Add a plan");
    await create.locator(".opblock-summary-control").click();
    await expect(create.getByRole("heading", { name: "Responses" })).toBeVisible();
    await expect(create.locator(".authorization__btn")).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
}

test("axe finds nothing on /api/docs in the light and the dark scheme, an operation open", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /^Audit log/ })).toBeVisible();
  await scrollTo(page, page.locator("#operations-Plans-get_api_plans"));
  await page.locator("#operations-Plans-get_api_plans .opblock-summary-control").click();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark-mode/ : /^(?!.*dark-mode)/);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(
      results.violations.map((violation) => ({ colorScheme, id: violation.id, nodes: violation.nodes.length })),
    ).toEqual([]);
  }
  expect(await cspViolations(page)).toEqual([]);
});

test("the footer's API entry leads a buyer to the product's API, and no marketing page links this site's own", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.locator('a[href^="/api/docs"]')).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "API", exact: true }).click();
  await expect(page).toHaveURL(/\/features\/integration-api#api-integration$/);
  await expect(page.getByRole("heading", { name: "API Integration" }).first()).toBeVisible();
});
