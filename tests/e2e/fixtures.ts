import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";

export { expect };

/**
 * `test` for every spec: fails when the page logs an error it was not told to expect, so a
 * hydration mismatch or a broken request cannot pass unnoticed.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  // Pages hydrate only after their first paint (ADR 011), which can come after the load event
  // that goto() and reload() wait for. A test clicking a control React handles must not race
  // that, so both also wait until hydration has begun (see hydrationStarted). A test asking
  // for `waitUntil: "commit"` wants the page as it arrives, and gets it.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await hydrationStarted(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== "commit") await hydrationStarted(page);
      return response;
    };
    await use(page);
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !allowed.some((pattern) => pattern.test(message.text()))) {
          const where = message.location().url;
          errors.push(where ? `${message.text()} (${where})` : message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use((pattern) => allowed.push(pattern));
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Resolves once React Router has started hydrating the page, as a visitor's first click would
 * find it (React replays a click it receives while hydrating). Documents that are not pages
 * (no React Router context) resolve at once. The `page` fixture calls it after goto() and
 * reload(); pages from a context a test opens itself call it directly.
 */
export async function hydrationStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !("__reactRouterContext" in window) || "__reactRouterDataRouter" in window);
}

/** Signs in through the API and stores the token as the back office does (SPEC: localStorage "token"). */
export async function signInAsAdmin(page: Page): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: e2eAdmin });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem("token", value), token);
  return token;
}

/** Runs axe in the current theme and in the other one; both must have no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colour transitions would otherwise be measured half-way through the theme switch.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => {
      document.documentElement.classList.toggle("dark", value === "dark");
      document.documentElement.style.colorScheme = value;
    }, theme);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map((violation) => ({
        theme,
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
        firstFailure: violation.nodes[0]?.failureSummary,
      })),
    ).toEqual([]);
  }
}
