import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse as parseCsv } from "csv-parse/sync";
import { expect, expectNoAxeViolations, signInAsAdmin, test, uniqueSuffix } from "./fixtures";

/**
 * The newsletter from the staff's side (ADR 024): the Subscribers area lists the newsletter's sign-ups with their
 * consent record, filters by status in the URL, searches, removes after asking, and exports the
 * filter as CSV with formula-safe cells.
 */

const toast = (page: Page) => page.getByTestId("toast").last();

/** Sign-ups through the public API, as the blog's box sends them (no fill time: not judged on it). */
async function signUp(page: Page, emails: string[]) {
  for (const email of emails) {
    const response = await page.request.post("/api/newsletter/subscribe", { data: { email, page: "/blog" } });
    expect(response.status()).toBe(200);
  }
}

test("staff search, filter by status, read the consent, export the filter as CSV, and remove a subscriber", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const emails = [`ana-${suffix}@example.com`, `=bob-${suffix}@example.com`];
  await signUp(page, emails);
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Subscribers" }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search email addresses" }).fill(suffix);
  await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
  const rows = page.getByRole("table", { name: /^Subscribers/ }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await page.getByLabel("Status", { exact: true }).selectOption("subscribed");
  await expect(page).toHaveURL(/status=subscribed/);
  await expect(page.getByText("No subscribers")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("pending");
  await expect(page).toHaveURL(/status=pending/);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Waiting for confirmation");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Consent record of ${emails[0]}` }).click();
  const consent = page.getByRole("dialog", { name: `Consent of ${emails[0]}` });
  await expect(consent).toContainText("/blog");
  await expect(consent).toContainText("Subscribe to The Aster Monthly");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(consent).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  await expect(toast(page)).toContainText("The CSV has been downloaded.");
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(await readFile(await download.path(), "utf8")) as string[][];
  expect(header?.slice(0, 3)).toEqual(["Email", "Status", "Consent asked at"]);
  expect(records.map((record) => record[0]).sort()).toEqual([`'${emails[1]}`, emails[0]].sort());

  const remove = page.getByRole("button", { name: `Remove ${emails[0]}` });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this subscriber?" });
  await expect(confirm).toContainText(emails[0] ?? "");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(rows).toHaveCount(3);
  await remove.click();
  await confirm.getByRole("button", { name: "Remove subscriber" }).click();
  await expect(toast(page)).toContainText(`Removed ${emails[0]} from the list.`);
  await expect(rows).toHaveCount(2);

  // The audit log names the removal, by its kind's label, and filters on it.
  await page.goto("/admin/audit");
  await page.getByLabel("Record", { exact: true }).selectOption({ label: "Newsletter subscriber" });
  await expect(page).toHaveURL(/entity=newsletter_subscriber/);
  const removal = page.getByRole("row", { name: /Removed a newsletter subscriber \(pending\)/ }).first();
  await expect(removal).toContainText("Newsletter subscriber");
  await expect(removal).toContainText("Deleted");
});

test("the Subscribers area at 390 px: axe finds nothing in either theme", async ({ page }) => {
  await signUp(page, [`narrow-${uniqueSuffix()}@example.com`]);
  await page.setViewportSize({ width: 390, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/admin/subscribers");
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await expectNoAxeViolations(page);
});
