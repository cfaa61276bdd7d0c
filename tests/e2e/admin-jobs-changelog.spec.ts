import type { Locator, Page } from "@playwright/test";
import { nulCharacterMessage } from "../../server/http/errors";
import { endingWith, expect, expectNoAxeViolations, signInAsAdmin, test, uniqueSuffix } from "./fixtures";

/** SPEC §8's job opening toasts and §5's confirm text, word for word. */
const spec = {
  fetchFailed: "Failed to fetch job openings.",
  deleted: "Job opening deleted successfully!",
  deleteFailed: "Failed to delete job opening.",
  updated: "Job opening updated successfully!",
  added: "Job opening added successfully!",
  saveFailed: "Failed to save job opening.",
  confirm: "Are you sure you want to delete this job opening?",
};

/** Unique per test run, so tests sharing the e2e database never see each other's rows. */
const unique = uniqueSuffix;

const toast = (page: Page, message: string) => page.getByTestId("toast").getByText(message, { exact: true });

/**
 * Error toasts stay until dismissed, and at the bottom right they can cover a dialog's buttons:
 * a person closes them before going on, and so does the test.
 */
async function dismissToasts(page: Page) {
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

/** The API answers 500 for matching requests of this method (others pass through). */
async function failApi(page: Page, url: RegExp, method: string) {
  await page.route(url, (route) =>
    route.request().method() === method ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
  );
}

/** Keyboard only: Tab until the target has focus (bounded), as a person would. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function createJobViaApi(page: Page, token: string, title: string): Promise<string> {
  const response = await page.request.post("/api/admin/job-openings", {
    headers: { "x-auth-token": token },
    data: { title, description: "Made by a test.", location: "Kolkata", department: "QA", status: "open" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

test.describe("/admin/job-openings", () => {
  test("create with SPEC's required fields, N/A for no department, on /careers; edit; delete after the confirm", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const title = `Payroll QA Analyst ${unique()}`;
    await page.goto("/admin/job-openings");
    await expect(page.getByRole("heading", { name: "Job Openings", level: 1 })).toBeVisible();
    // The seeded role without a department reads N/A (SPEC §3).
    await expect(
      page
        .getByRole("row", { name: /Inside Sales Executive/ })
        .getByRole("cell")
        .nth(1),
    ).toHaveText("N/A");

    await page.getByRole("link", { name: "Add job opening" }).click();
    await expect(page).toHaveURL(/\/admin\/job-openings\/new$/);
    await page.getByRole("button", { name: "Add job opening" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Description is required")).toBeVisible();
    await expect(page.getByText("Location is required")).toBeVisible();
    await expect(page.getByText("Status is required")).toBeVisible();
    await expect(page.getByLabel("Title")).toBeFocused();
    await expect(page.getByLabel("Department")).toHaveAttribute("aria-invalid", "false");

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Location").fill("Kolkata (On-site)");
    await page.getByLabel("Status").selectOption("open");
    await page.getByLabel("Description").fill("Check every payslip before it leaves.");
    await page.getByRole("button", { name: "Add job opening" }).click();
    await expect(toast(page, spec.added)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/job-openings$/);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row.getByRole("cell")).toHaveText([title, "N/A", "Kolkata (On-site)", "Open", /\d{4}/, /Edit/]);

    await page.goto("/careers");
    const card = page.locator("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText("N/A");
    await expect(card).toContainText("Kolkata (On-site)");

    await page.goto("/admin/job-openings");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: `Edit ${title}`, level: 1 })).toBeVisible();
    await expect(page.getByLabel("Description")).toHaveValue("Check every payslip before it leaves.");
    await page.getByLabel("Department").fill("Payroll");
    await page.getByLabel("Status").selectOption("closed");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, spec.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/job-openings$/);
    await expect(row.getByRole("cell")).toHaveText([title, "Payroll", "Kolkata (On-site)", "Closed", /\d{4}/, /Edit/]);

    // Closed roles leave the careers page.
    await page.goto("/careers");
    await expect(page.getByRole("heading", { name: "Senior Backend Engineer (TypeScript)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

    await page.goto("/admin/job-openings");
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog", { name: spec.confirm });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();

    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await page
      .getByRole("alertdialog", { name: spec.confirm })
      .getByRole("button", { name: "Delete job opening" })
      .click();
    await expect(toast(page, spec.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("sorts, searches and filters on the server, keeping the choice in the URL", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/job-openings");
    await page.getByRole("button", { name: "Title", exact: true }).click();
    await expect(page).toHaveURL(/sort=title&order=asc/);
    await expect(page.getByRole("columnheader", { name: "Title" })).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("searchbox").fill("designer");
    await expect(page).toHaveURL(/q=designer/);
    await expect(page.getByRole("row", { name: /Product Designer/ })).toContainText("Closed");
    await page.getByRole("combobox", { name: "Status" }).selectOption("open");
    await expect(page.getByText("No job openings")).toBeVisible();
  });

  test("every failure toast, word for word, with the API failing", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    const token = await signInAsAdmin(page);
    const title = `Failing Role ${unique()}`;
    const id = await createJobViaApi(page, token, title);

    // The list: a toast and the table's error state, then a retry that works.
    await failApi(page, /\/api\/admin\/job-openings(\?|$)/, "GET");
    await page.goto("/admin/job-openings");
    await expect(toast(page, spec.fetchFailed)).toBeVisible();
    await expect(page.getByRole("table").getByRole("alert")).toHaveText(spec.fetchFailed);
    await page.unrouteAll();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();

    await failApi(page, /\/api\/admin\/job-openings\/[^/]+$/, "DELETE");
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await page
      .getByRole("alertdialog", { name: spec.confirm })
      .getByRole("button", { name: "Delete job opening" })
      .click();
    await expect(toast(page, spec.deleteFailed)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();

    await failApi(page, /\/api\/admin\/job-openings\/[^/]+$/, "PUT");
    await page.goto(`/admin/job-openings/${id}`);
    await page.getByLabel("Location").fill("Pune");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, spec.saveFailed)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/job-openings/${id}$`));
    await expect(page.getByLabel("Location")).toHaveValue("Pune");
    await dismissToasts(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave without saving" }).click();

    await expect(page).toHaveURL(/\/admin\/job-openings$/);

    await failApi(page, /\/api\/admin\/job-openings$/, "POST");
    await page.goto("/admin/job-openings/new");
    await page.getByLabel("Title").fill(`Never Saved ${unique()}`);
    await page.getByLabel("Location").fill("Remote");
    await page.getByLabel("Status").selectOption("open");
    await page.getByLabel("Description").fill("The server is down.");
    await page.getByRole("button", { name: "Add job opening" }).click();
    await expect(toast(page, spec.saveFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/job-openings\/new$/);
    // No success toast was shown for any of the failures.
    await expect(page.getByTestId("toast").filter({ hasText: /successfully/ })).toHaveCount(0);
  });

  test("the form warns before a link leaves unsaved changes, and not after a save", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/job-openings/new");
    await page.getByLabel("Title").fill("Half-written role");
    const sidebar = page.getByRole("navigation", { name: "Back office" });
    await sidebar.getByRole("link", { name: "Plans" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/job-openings\/new$/);
    await expect(page.getByLabel("Title")).toHaveValue("Half-written role");

    // Cancel is a way out too, and asks the same question.
    await page.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Leave without saving" })
      .click();
    await expect(page).toHaveURL(/\/admin\/job-openings$/);

    // An untouched form leaves without a question.
    await page.getByRole("link", { name: "Add job opening" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/job-openings$/);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("a job opening can be created with the keyboard alone", async ({ page }) => {
    await signInAsAdmin(page);
    const title = `Keyboard Role ${unique()}`;
    await page.goto("/admin/job-openings");
    await expect(page.getByRole("heading", { name: "Job Openings", level: 1 })).toBeVisible();

    await tabTo(page, page.getByRole("link", { name: "Add job opening" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/job-openings\/new$/);
    await tabTo(page, page.getByLabel("Title"));
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Department")).toBeFocused();
    await page.keyboard.type("Support");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Location")).toBeFocused();
    await page.keyboard.type("Remote (India)");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Status")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Status")).toHaveValue("open");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Description")).toBeFocused();
    await page.keyboard.type("Answer customers by chat and phone.");
    await tabTo(page, page.getByRole("button", { name: "Add job opening" }));
    await page.keyboard.press("Enter");

    await expect(toast(page, spec.added)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/job-openings$/);
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Support");
  });

  test("an unknown id says the opening does not exist", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await signInAsAdmin(page);
    await page.goto("/admin/job-openings/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("alert")).toHaveText("This job opening does not exist. It may have been deleted.");
  });

  test("no axe violations on the list and its delete confirm, light and dark", async ({ page }) => {
    const token = await signInAsAdmin(page);
    const title = `Axe Role ${unique()}`;
    await createJobViaApi(page, token, title);
    await page.goto("/admin/job-openings");
    await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("no axe violations on the new form showing its messages, and on the edit page, light and dark", async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const title = `Axe Role ${unique()}`;
    const id = await createJobViaApi(page, token, title);
    await page.goto("/admin/job-openings/new");
    await page.getByRole("button", { name: "Add job opening" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/admin/job-openings/${id}`);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expectNoAxeViolations(page);
  });
});

test.describe("/admin/changelog", () => {
  test("create (on /changelog), edit and delete an entry, with field messages and the confirm", async ({ page }) => {
    await signInAsAdmin(page);
    const version = `v9.${unique()}`;
    const name = `Faster payslips ${unique()}`;
    await page.goto("/admin/changelog");
    await expect(page.getByRole("heading", { name: "Changelog", level: 1 })).toBeVisible();
    await expect(page.getByRole("row", { name: /v2\.0\.0/ })).toContainText("February 24, 2025");

    await page.getByRole("button", { name: "Add entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add changelog entry" });
    await dialog.getByLabel("Date").fill("");
    await dialog.getByRole("button", { name: "Add entry" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Version is required")).toBeVisible();
    await expect(dialog.getByText("Description is required")).toBeVisible();
    await expect(dialog.getByText("Date must be a date (YYYY-MM-DD)")).toBeVisible();

    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Version").fill(version);
    await dialog.getByLabel("Date").fill("2030-01-15");
    await dialog.getByLabel("Description").fill("Payslips render twice as fast\nFixed rounding in arrears");
    await dialog.getByRole("button", { name: "Add entry" }).click();
    await expect(toast(page, "Changelog entry added successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(version.replace(".", "\\.")) });
    await expect(row.getByRole("cell")).toHaveText([
      version,
      name,
      "January 15, 2030",
      "Payslips render twice as fast (+1 more)",
      /Edit/,
    ]);

    await page.goto("/changelog");
    const release = page.locator("article").filter({ has: page.getByRole("heading", { name: version }) });
    await expect(release).toContainText("January 15, 2030");
    await expect(release.getByRole("listitem")).toHaveText([
      "Payslips render twice as fast",
      "Fixed rounding in arrears",
    ]);

    await page.goto("/admin/changelog");
    await page.getByRole("button", { name: `Edit ${version}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${version}` });
    await expect(edit.getByLabel("Date")).toHaveValue("2030-01-15");
    await edit.getByLabel("Name").fill(`${name} and exports`);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Changelog entry updated successfully!")).toBeVisible();
    await expect(row).toContainText(`${name} and exports`);

    await page.getByRole("button", { name: `Delete ${version}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this changelog entry?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await page.getByRole("button", { name: `Delete ${version}` }).click();
    await confirm.getByRole("button", { name: "Delete entry" }).click();
    await expect(toast(page, "Changelog entry deleted successfully!")).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto("/changelog");
    await expect(page.getByRole("heading", { name: "v2.0.0" })).toBeVisible();
    await expect(page.getByRole("heading", { name: version })).toHaveCount(0);
  });

  test("failure toasts, the server's field messages next to fields, and the list's error state", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of (500|400)/);
    await signInAsAdmin(page);
    await page.goto("/admin/changelog");
    await expect(page.getByRole("row", { name: /v2\.0\.0/ })).toBeVisible();

    await failApi(page, /\/api\/admin\/changelog\/[^/]+$/, "DELETE");
    await page.getByRole("button", { name: "Delete v2.0.0" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete entry" }).click();
    await expect(toast(page, "Failed to delete changelog entry.")).toBeVisible();
    await expect(page.getByRole("row", { name: /v2\.0\.0/ })).toBeVisible();

    await failApi(page, /\/api\/admin\/changelog\/[^/]+$/, "PUT");
    await page.getByRole("button", { name: "Edit v2.0.0" }).click();
    const edit = page.getByRole("dialog", { name: "Edit v2.0.0" });
    await edit.getByLabel("Version").fill("v2.0.1");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Failed to save changelog entry.")).toBeVisible();
    await expect(edit.getByLabel("Version")).toHaveValue("v2.0.1");
    // Dismissing the toast leaves the dialog and its unsaved changes alone.
    await dismissToasts(page);
    await expect(edit).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    // The server decides; what it says about a field is shown with that field. A NUL character
    // (pasted from another program, say) passes the form's own check, and the server refuses it.
    await page.unrouteAll();
    await edit.getByLabel("Version").fill("v2.0.1\u0000");
    const saved = page.waitForResponse(
      (response) => /\/api\/admin\/changelog\/[^/]+$/.test(response.url()) && response.request().method() === "PUT",
    );
    await edit.getByRole("button", { name: "Save changes" }).click();
    expect(await (await saved).json()).toEqual({
      message: nulCharacterMessage,
      errors: { version: nulCharacterMessage },
    });
    await expect(edit.getByLabel("Version")).toHaveAccessibleDescription(endingWith(nulCharacterMessage));
    await expect(edit.getByLabel("Version")).toBeFocused();
    await expect(toast(page, nulCharacterMessage)).toBeVisible();
    await dismissToasts(page);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Discard changes" }).click();
    await expect(edit).toBeHidden();

    await failApi(page, /\/api\/admin\/changelog(\?|$)/, "GET");
    await page.reload();
    await expect(page.getByRole("table").getByRole("alert")).toBeVisible();
    await page.unrouteAll();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("row", { name: /v2\.0\.0/ })).toBeVisible();

    await failApi(page, /\/api\/admin\/changelog$/, "POST");
    await page.getByRole("button", { name: "Add entry" }).click();
    const add = page.getByRole("dialog", { name: "Add changelog entry" });
    await add.getByLabel("Name").fill("Never saved");
    await add.getByLabel("Version").fill("v0.0.1");
    await add.getByLabel("Description").fill("Nothing");
    await add.getByRole("button", { name: "Add entry" }).click();
    await expect(toast(page, "Failed to save changelog entry.")).toBeVisible();
    await expect(add).toBeVisible();
    await expect(page.getByTestId("toast").filter({ hasText: /successfully/ })).toHaveCount(0);
  });

  test("closing the dialog with unsaved changes asks first", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/changelog");
    await page.getByRole("button", { name: "Add entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add changelog entry" });
    await dialog.getByLabel("Name").fill("Draft notes");
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard your changes?" });
    await expect(discard).toBeVisible();
    await discard.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog.getByLabel("Name")).toHaveValue("Draft notes");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard changes" }).click();
    await expect(dialog).toBeHidden();

    // Nothing typed: closing needs no answer.
    await page.getByRole("button", { name: "Add entry" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(discard).toHaveCount(0);
  });

  test("no axe violations on the list and the entry dialog showing its messages, light and dark", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/changelog");
    await expect(page.getByRole("row", { name: /v2\.0\.0/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add changelog entry" });
    await dialog.getByRole("button", { name: "Add entry" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("no axe violations on the delete confirm, light and dark", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/changelog");
    await page.getByRole("button", { name: "Delete v2.0.0" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
