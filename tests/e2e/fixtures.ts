import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";

export { expect };

/**
 * `test` for every spec: fails when the page logs an error it was not told to expect, so a
 * hydration mismatch or a broken request cannot pass unnoticed.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
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
