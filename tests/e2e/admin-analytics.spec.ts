import { readFile } from "node:fs/promises";
import type { AnalyticsReport } from "../../common/analytics";
import { expect, expectNoAxeViolations, signInAsAdmin, test } from "./fixtures";

/**
 * /admin/analytics (ADR 029). The back office's e2e server has no collector on this branch, so
 * these cover the page's states on an empty site: the empty state, ranges and filters in the URL,
 * the CSV, the error state, keyboard use and axe. Counting browsed pages is the lead's merge test.
 */

const reportOf = (page: import("@playwright/test").Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/admin/analytics" && response.request().method() === "GET",
  );

test("with nothing counted, the page says so; ranges switch in the URL", async ({ page }) => {
  await signInAsAdmin(page);
  const first = reportOf(page);
  await page.goto("/admin/analytics");
  const report = (await (await first).json()) as AnalyticsReport;
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "No visits in this range" })).toBeVisible();
  expect(report.series).toHaveLength(30);
  const range = page.getByRole("navigation", { name: "Range" });
  await expect(range.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(report.from);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(report.to);
  await expectNoAxeViolations(page);

  const week = reportOf(page);
  await range.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?range=7d$/);
  const weekReport = (await (await week).json()) as AnalyticsReport;
  expect(weekReport.series).toHaveLength(7);
  await expect(range.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(weekReport.from);

  // A chosen range: from and to replace the quick range.
  const custom = reportOf(page);
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-01-10");
  await page.getByRole("button", { name: "Apply range" }).click();
  await expect(page).toHaveURL(/\?from=2026-01-01&to=2026-01-10$/);
  expect(((await (await custom).json()) as AnalyticsReport).series).toHaveLength(10);
  await expect(page.getByTestId("analytics-range")).toContainText("1 Jan 2026 – 10 Jan 2026");
  await expect(range.getByRole("link", { name: "7 days" })).not.toHaveAttribute("aria-current", "page");
});

test("filters come from the URL, each can be removed, and Clear filters removes them all", async ({ page }) => {
  await signInAsAdmin(page);
  const answered = reportOf(page);
  await page.goto("/admin/analytics?range=90d&device=mobile&referrer=&utm_campaign=spring");
  const report = (await (await answered).json()) as AnalyticsReport;
  expect(report.filters).toEqual({ device: "mobile", referrer: "", utm_campaign: "spring" });
  const filters = page.getByRole("region", { name: "Filters" });
  await expect(filters.getByRole("link", { name: "Device: mobile (remove this filter)" })).toBeVisible();
  await expect(filters.getByRole("link", { name: "Referrer: Direct (remove this filter)" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Nothing matches these filters" })).toBeVisible();
  await expectNoAxeViolations(page);

  await filters.getByRole("link", { name: "Device: mobile (remove this filter)" }).click();
  await expect(page).toHaveURL(/\?range=90d&referrer=&utm_campaign=spring$/);
  await filters.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\?range=90d$/);
  await expect(page.getByRole("region", { name: "Filters" })).toHaveCount(0);
});

test("Download CSV saves the numbers of the range and filters on screen", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/analytics?from=2026-03-01&to=2026-03-07&device=tablet");
  await expect(page.getByRole("status").filter({ hasText: "Nothing matches these filters" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("analytics-2026-03-01-to-2026-03-07.csv");
  const lines = (await readFile(await file.path(), "utf8")).trim().split("\n");
  expect(lines[0]).toBe(
    "Section,Item,Page views,Visitors,Count,Previous period,Conversion from previous step,Conversion from first step",
  );
  expect(lines).toContain("Filter,device=tablet,,,,,,");
  expect(lines.filter((line) => line.startsWith("Day,"))).toHaveLength(7);
  await expect(page.getByText("The CSV has been downloaded.")).toBeVisible();
});

test("the range picker works from the keyboard", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/analytics");
  await expect(page.getByRole("status").filter({ hasText: "No visits in this range" })).toBeVisible();
  const ninety = page.getByRole("navigation", { name: "Range" }).getByRole("link", { name: "90 days" });
  await ninety.focus();
  await expect(ninety).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?range=90d$/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "7 days" })).not.toBeFocused();
  await page.getByLabel("From", { exact: true }).fill("2026-02-01");
  await page.getByLabel("To", { exact: true }).fill("2026-02-14");
  // Enter in a date field applies the range, as in any form.
  await page.getByLabel("To", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\?from=2026-02-01&to=2026-02-14$/);
});

test("a failed load says so, and Try again recovers", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  await signInAsAdmin(page);
  await page.route("**/api/admin/analytics?*", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/admin/analytics");
  await expect(page.getByRole("alert")).toHaveText("Failed to load the analytics.");
  await page.unrouteAll();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No visits in this range" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("at 390 px the page fits the screen and axe finds nothing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin/analytics?device=desktop");
  await expect(page.getByRole("status").filter({ hasText: "Nothing matches these filters" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
