import { businessTimeZone, yearIn } from "../../common/business-time";
import { footerBottomLinks, footerGroups } from "../../content/navigation";
import { expect, test } from "./fixtures";

test("the header links in order, the active one marked, and Login/Demo on desktop", async ({ page }) => {
  await page.goto("/features");
  const nav = page.getByRole("navigation", { name: "Main" });
  const links = nav.getByRole("list").getByRole("link");
  await expect(links).toHaveText([
    "Home",
    "Features",
    "Product Tour",
    "Pricing",
    "About",
    "Blog",
    "Careers",
    "Contact",
  ]);
  await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/admin/login");
  await expect(nav.getByRole("link", { name: "Demo" })).toHaveAttribute("href", "/schedule-demo");
});

test("the header turns opaque after 20 px of scroll", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 15));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("the mobile menu opens, closes, and closes when a link is picked", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await expect(menu.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/schedule-demo");
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
});

test("the theme choice survives a reload and applies before any app script runs", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // Hold back every script file: whatever the first paint shows comes from the HTML alone.
  await page.route("**/assets/*.js", () => {});
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForSelector("footer");
  await expect(page.locator("html")).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(11, 16, 32)");
});

test("with no stored choice the theme follows the system, and a stored choice wins over it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/pricing");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "false");
});

test("the assistant opens as a dialog, keeps what was typed, and closes with Escape", async ({ page }) => {
  await page.goto("/features");
  const chat = page.getByRole("button", { name: "Open the assistant" });
  await chat.click();
  const dialog = page.getByRole("dialog", { name: "Aster HRMS Assistant" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("How can we help you today?");
  // SPEC's "Online" indicator, in words that are true of an automated assistant: no person is promised.
  await expect(dialog).toContainText("Online: automated answers from our website, day and night");
  await expect(dialog).not.toContainText(/agent|someone|person is (online|available)|we are online/i);
  const input = dialog.getByRole("textbox", { name: "Your question" });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute("placeholder", "Ask me anything about the product...");
  for (const action of ["Ask AI Anything", "Live Support"]) {
    await expect(dialog.getByRole("button", { name: action })).not.toHaveAttribute("aria-disabled", "true");
  }
  await expect(dialog.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/schedule-demo");

  await input.fill("Do you support night shifts?");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Open the assistant" })).toBeFocused();

  await page.getByRole("button", { name: "Open the assistant" }).click();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).not.toContainText("Do you support night shifts?");
  await dialog.getByRole("textbox").fill("Do you support night shifts?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toContainText("Do you support night shifts?");
  await expect(dialog.getByRole("textbox")).toHaveValue("");
  await page.getByRole("button", { name: "Close the assistant" }).first().click();
  await expect(dialog).toBeHidden();
});

test("the custom cursor follows the mouse on wide screens only, and not under reduced motion", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const cursor = page.getByTestId("custom-cursor");
  await expect(cursor).toHaveCount(1);
  await page.mouse.move(400, 300);
  await expect.poll(() => cursor.evaluate((element) => element.style.transform)).toContain("translate3d(400px, 300px");

  await page.setViewportSize({ width: 767, height: 800 });
  await expect(cursor).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(cursor).toHaveCount(1);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(cursor).toHaveCount(0);
});

test("keyboard users get a skip link first and a visible focus ring", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline.style).toBe("solid");
  expect(outline.width).toBe("2px");
});

test("every footer entry leads to its page: no Soon badge, no link to #", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const link of [...footerGroups.flatMap((group) => group.links), ...footerBottomLinks]) {
    await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
  }
  await expect(footer.getByText("Soon", { exact: true })).toHaveCount(0);
  await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  // The year is the server's (tests/api/page-clock.test.ts moves the clock across a new year).
  await expect(footer).toContainText(`© ${yearIn(new Date(), businessTimeZone).year} `);
});

for (const width of [390, 1280]) {
  test(`at the end of a page (${width} px) the floating assistant button covers no footer link`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const footerLinks = page.getByRole("contentinfo").getByRole("link");
    // To the very end (sections below the fold may still be growing as they load: scroll until it holds).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await expect(footerLinks.last()).toBeInViewport({ ratio: 1 });
    }).toPass();
    const button = await page.getByRole("button", { name: "Open the assistant" }).boundingBox();
    expect(button).not.toBeNull();
    for (const link of await footerLinks.all()) {
      const box = await link.boundingBox();
      if (!box || !button) continue;
      const overlaps =
        box.x < button.x + button.width &&
        button.x < box.x + box.width &&
        box.y < button.y + button.height &&
        button.y < box.y + box.height;
      expect(overlaps, `${await link.textContent()} is under the assistant button`).toBe(false);
    }
  });
}

test("a route change starts the new page at the top, and Back returns to where the visitor was", async ({ page }) => {
  // From a page React Router hydrates (/ is an islands page, whose links load pages whole), to an
  // islands route inside the app: the router keeps its scroll handling there too (ADR 016).
  await page.goto("/about");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});
