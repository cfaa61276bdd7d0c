import { e2eAdmin } from "../../playwright.config";
import { nulCharacterMessage } from "../../server/http/errors";
import { endingWith, expect, expectNoAxeViolations, signInAsAdmin, test } from "./fixtures";

test("the guard sends a visitor without a token to sign-in", async ({ page }) => {
  await page.goto("/admin/plans");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fplans$/);
  await expect(page.getByRole("heading", { name: "Sign in to the back office" })).toBeVisible();
});

test("a stale token is cleared and leads to sign-in", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  await page.addInitScript(() => localStorage.setItem("token", "expired-or-forged"));
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("/login redirects to /admin/login", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("sign-in shows the server's message for a wrong password, and 'Error logging in' when offline", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("someone-else");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");

  await page.route("/api/auth/login", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Error logging in");
});

test("sign-in checks empty fields before asking the server", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
});

test("an admin signs in, creates a plan, sees it on /pricing, edits it and deletes it", async ({ page }) => {
  // Ten steps and three visits to /pricing, each waiting for its islands to hydrate: 16-19 s in
  // full runs, and over 30 s once in CI on a busy machine (the budget the other long flows have).
  test.setTimeout(60_000);
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(e2eAdmin.username);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Signed in as ${e2eAdmin.username}`)).toBeVisible();

  // A stored token goes straight to the dashboard (SPEC §2).
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Plans" }).click();
  await expect(page.getByRole("heading", { name: "Plans", level: 1 })).toBeVisible();

  const name = `Diamond ${Date.now()}`;
  await page.getByRole("button", { name: "Add plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Add plan" });
  await dialog.getByRole("button", { name: "Create plan" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();

  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("textbox", { name: "Price", exact: true }).fill("₹2,500");
  await dialog.getByLabel("Price details").fill("per month");
  await expect(dialog.getByLabel("Included users")).toHaveValue("0");
  await expect(dialog.getByLabel("Mark as popular")).not.toBeChecked();
  await dialog.getByLabel("Features").fill("Payroll, Geofence attendance ,  Face check-in");
  await dialog.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByTestId("toast").last()).toContainText(`Plan "${name}" created.`);
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("₹2,500");
  await expect(row.getByRole("cell").nth(3)).toHaveText("3");

  await page.goto("/pricing");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("₹2,500");
  await expect(card.getByRole("listitem")).toHaveText(["Payroll", "Geofence attendance", "Face check-in"]);

  await page.goto("/admin/plans");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Features")).toHaveValue("Payroll, Geofence attendance, Face check-in");
  await edit.getByRole("textbox", { name: "Price", exact: true }).fill("₹2,750");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast").last()).toContainText(`Plan "${name}" updated.`);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("₹2,750");

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this plan?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete plan" }).click();
  await expect(page.getByTestId("toast").last()).toContainText(`Plan "${name}" deleted.`);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

  await page.goto("/pricing");
  await expect(page.getByRole("article", { name })).toHaveCount(0);
});

test("/admin/plans/:id is an edit page, and an unknown id says so", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await signInAsAdmin(page);
  const plans = (await (await page.request.get("/api/plans")).json()) as Array<{ _id: string; name: string }>;
  const gold = plans.find((plan) => plan.name === "Gold");
  await page.goto(`/admin/plans/${gold?._id}`);
  await expect(page.getByRole("heading", { name: "Edit Gold" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Gold");

  await page.goto("/admin/plans/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert")).toHaveText("This plan does not exist. It may have been deleted.");
});

test("the plan form keeps unsaved changes unless asked, and shows the server's field message", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  await signInAsAdmin(page);
  await page.goto("/admin/plans");
  await page.getByRole("button", { name: "Add plan" }).click();
  const add = page.getByRole("dialog", { name: "Add plan" });
  await add.getByLabel("Name").fill("Half typed");
  await page.keyboard.press("Escape");
  const discard = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await discard.getByRole("button", { name: "Cancel" }).click();
  await expect(add.getByLabel("Name")).toHaveValue("Half typed");
  await add.getByRole("button", { name: "Cancel" }).click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(add).toBeHidden();

  // On its own page, a link away asks first. What the server refuses is shown at its field: a NUL
  // character (pasted from another program, say) passes the form's own check, and the server
  // refuses it, naming the field; so Gold stays as it is.
  const plans = (await (await page.request.get("/api/plans")).json()) as Array<{ _id: string; name: string }>;
  const gold = plans.find((plan) => plan.name === "Gold");
  await page.goto(`/admin/plans/${gold?._id}`);
  const price = page.getByRole("textbox", { name: "Price", exact: true });
  await price.fill("₹1\u0000");
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/admin/plans/${gold?._id}`) && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  expect(await (await saved).json()).toEqual({ message: nulCharacterMessage, errors: { price: nulCharacterMessage } });
  await expect(price).toHaveAccessibleDescription(endingWith(nulCharacterMessage));
  await expect(price).toBeFocused();
  await expect(page.getByTestId("toast").last()).toContainText(nulCharacterMessage);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Plans" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/plans/${gold?._id}$`));
  await expect(price).toHaveValue("₹1\u0000");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Plans" }).click();
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/plans$/);
});

test("logout revokes the token on the server and returns to sign-in", async ({ page }) => {
  const token = await signInAsAdmin(page, { freshSession: true });
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("count-plans")).toHaveText(/^\d+$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  const response = await page.request.get("/api/auth/session", { headers: { "x-auth-token": token } });
  expect(response.status()).toBe(401);
});

test("the sidebar opens from a toggle on a small screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await page.locator("#admin-sidebar").getByRole("link", { name: "Plans" }).click();
  await expect(page).toHaveURL(/\/admin\/plans$/);
  await expect(page.locator("#admin-sidebar")).toHaveCount(0);
});

test("/admin/login has no axe violations in light and dark", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/admin/plans and its add dialog have no axe violations in light and dark", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/plans");
  await expect(page.getByRole("heading", { name: "Plans", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add plan" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the plans table sorts on the server, and a failed list or delete says so", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  const token = await signInAsAdmin(page);
  await page.goto("/admin/plans");
  const table = page.getByRole("table", { name: /^Pricing plans/ });
  const names = table.locator("tbody tr td:first-child a");
  for (const order of ["asc", "desc"] as const) {
    await table.getByRole("button", { name: "Name", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`sort=name&order=${order}`));
    const response = await page.request.get(`/api/admin/plans?sort=name&order=${order}`, {
      headers: { "x-auth-token": token },
    });
    const plans = (await response.json()) as Array<{ name: string }>;
    await expect(names).toHaveText(plans.map((plan) => plan.name));
  }

  const first = (await names.first().textContent()) ?? "";
  await page.route(
    (url) => url.pathname.startsWith("/api/admin/plans/"),
    (route) => (route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "" }) : route.fallback()),
  );
  await page.getByRole("button", { name: `Delete ${first}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete plan" }).click();
  await expect(page.getByTestId("toast").last()).toContainText("Failed to delete the plan. Please try again.");
  await expect(table.getByRole("row", { name: new RegExp(first) })).toBeVisible();

  await page.route("**/api/admin/plans*", (route) => route.fulfill({ status: 500, body: "" }));
  await page.reload();
  await expect(table.getByRole("alert")).toHaveText("Error fetching data");
});
