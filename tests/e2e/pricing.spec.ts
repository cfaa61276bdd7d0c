import { expect, expectNoAxeViolations, test } from "./fixtures";

const seeded = [
  { name: "Basic", price: "₹50" },
  { name: "Gold", price: "₹1,200" },
  { name: "Platinum", price: "₹14,400" },
];

test("the first load is complete HTML with the plans from the database", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/pricing");
  expect(response?.status()).toBe(200);
  for (const plan of seeded) {
    const card = page.getByRole("article", { name: plan.name });
    await expect(card).toContainText(plan.price);
  }
  await context.close();
});

test("a visitor sees the seeded plans, Platinum marked popular, benefits and FAQ", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple pricing that grows with your team");
  for (const plan of seeded) {
    await expect(page.getByRole("article", { name: plan.name })).toContainText(plan.price);
  }
  await expect(page.getByRole("article", { name: "Platinum" })).toContainText("Most Popular");
  await expect(page.getByRole("article", { name: "Basic" })).not.toContainText("Most Popular");
  await expect(page.getByRole("article", { name: "Platinum" })).toContainText("Save 20%");
  await expect(page.getByRole("region", { name: "What comes with every plan" }).getByRole("listitem")).toHaveCount(4);
});

test("the FAQ keeps one answer open at a time, and clicking the open one closes it", async ({ page }) => {
  await page.goto("/pricing");
  const faq = page.getByRole("region", { name: "Questions about plans and billing" });
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(4);
  await expect(faq.locator("[aria-expanded=true]")).toHaveCount(0);

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await questions.nth(2).click();
  await expect(faq.locator("[aria-expanded=true]")).toHaveCount(0);

  // By keyboard too.
  await questions.nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByRole("region")).toHaveAccessibleName(/.+/);
  // Arrow keys move between the questions, wrapping at the ends; Home and End jump.
  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(2)).toBeFocused();
  await page.keyboard.press("End");
  await expect(questions.nth(3)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(questions.nth(3)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press(" ");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
});

test("client-side navigation shows three skeleton cards, then the plans", async ({ page }) => {
  // From a page React Router hydrates: the home page is an islands page, whose links load the
  // next page from the server, plans included (ADR 016).
  await page.goto("/about");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("/api/plans", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page.getByTestId("plan-skeleton")).toHaveCount(3);
  await expect(page.getByRole("status")).toContainText("Loading plans");
  release();
  await expect(page.getByRole("article", { name: "Gold" })).toBeVisible();
  await expect(page.getByTestId("plan-skeleton")).toHaveCount(0);
});

test("when the plans call fails, the error panel shows, and Try again recovers", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|Failed to fetch plans/);
  await page.goto("/about"); // a page React Router hydrates, as above
  let failing = true;
  // Answered at once: the fastest failure is the one most likely to go unhandled.
  await page.route("/api/plans", (route) =>
    failing ? route.fulfill({ status: 500, json: { message: "boom" } }) : route.continue(),
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  const panel = page.getByRole("alert");
  await expect(panel.getByRole("heading", { name: "Unable to Load Pricing" })).toBeVisible();
  await expect(panel).toContainText("Failed to fetch plans.");

  failing = false;
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("article", { name: "Basic" })).toBeVisible();
});

test("each plan's Get Started books a demo with that plan chosen", async ({ page }) => {
  await page.goto("/pricing");
  const getStarted = page.getByRole("article", { name: "Basic" }).getByRole("link", { name: /^Get started/ });
  await expect(getStarted).toHaveAccessibleName("Get started with the Basic plan");
  await expect(getStarted).toHaveAttribute("href", "/schedule-demo?plan=basic");
  await expect(page.getByRole("main").getByText("Coming soon")).toHaveCount(0);
});

test("an unknown path is a real 404 page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
});

test("/pricing has no axe violations in light and dark", async ({ page }) => {
  await page.goto("/pricing");
  await expectNoAxeViolations(page);
});
