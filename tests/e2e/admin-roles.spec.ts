import type { APIRequestContext, Page } from "@playwright/test";
import type { StaffRole } from "../../common/permissions";
import type { AdminUser } from "../../common/users";
import { expect, expectNoAxeViolations, signInAsAdmin, test, uniqueSuffix } from "./fixtures";

/** Roles in the back office (ADR 040): each sees only its areas, and is refused the rest. */

const as = (token: string) => ({ "x-auth-token": token });
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Back office" });

/** A new account with `role`, signed in through the API: its token, id and name. */
async function personWithRole(request: APIRequestContext, adminToken: string, role: StaffRole) {
  const username = `${role}-${uniqueSuffix()}`;
  const password = `${role} person's long password`;
  const created = await request.post("/api/admin/users", {
    headers: as(adminToken),
    data: { username, password, role },
  });
  expect(created.status()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { username, password } });
  const { token } = (await login.json()) as { token: string };
  return { ...((await created.json()) as AdminUser), token };
}

/** Opens the back office as `token`'s account. */
async function browseAs(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem("token", value), token);
}

test("a marketer sees only marketing's areas, and their dashboard only those numbers", async ({ page }) => {
  const admin = await signInAsAdmin(page);
  const marketer = await personWithRole(page.request, admin, "marketing");
  await browseAs(page, marketer.token);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(sidebar(page).getByRole("link")).toHaveText([
    "Dashboard",
    "Blog Posts",
    "Changelog",
    "Media",
    "Product Tour",
    "Analytics",
    "Subscribers",
    "Assistant Questions",
    "Your Account",
  ]);
  await expect(page.getByTestId("count-blog-posts")).toBeVisible();
  await expect(page.getByTestId("count-subscribers")).toBeVisible();
  await expect(page.getByTestId("count-users")).toHaveCount(0);
  await expect(page.getByTestId("demo-requests-chart")).toHaveCount(0);
});

test("a forbidden address shows the access page, never a glimpse of the page, and the API says 403", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 403/);
  const admin = await signInAsAdmin(page);
  const marketer = await personWithRole(page.request, admin, "marketing");
  await browseAs(page, marketer.token);
  // Anything the users page would draw, noted the moment it enters the document.
  await page.addInitScript(() => {
    const seen = { content: false };
    Object.assign(window, { usersPageSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector("table") || document.body?.textContent.includes("Add user")) seen.content = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "You don't have access to this page", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { usersPageSeen: { content: boolean } }).usersPageSeen.content),
  ).toBe(false);
  // A screen with its own error page (a plan's editor) is refused the same way.
  await page.goto("/admin/plans/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "You don't have access to this page", level: 1 })).toBeVisible();

  const refused = await page.request.delete(`/api/admin/users/${marketer._id}`, { headers: as(marketer.token) });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: "You don't have permission to do that." });
});

test("no axe violations in light and dark: the access page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 403/);
  const admin = await signInAsAdmin(page);
  const recruiter = await personWithRole(page.request, admin, "recruiting");
  await browseAs(page, recruiter.token);
  await page.goto("/admin/demo-requests");
  await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("every role has its own account page; no axe violations there in light and dark", async ({ page }) => {
  const admin = await signInAsAdmin(page);
  const seller = await personWithRole(page.request, admin, "sales");
  await browseAs(page, seller.token);
  await page.goto("/admin/dashboard");
  await sidebar(page).getByRole("link", { name: "Your Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByRole("form", { name: "Change your password" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your sessions" }).getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("an admin changes a role by keyboard after confirming, and it holds on the person's next request", async ({
  page,
}) => {
  const admin = await signInAsAdmin(page);
  const person = await personWithRole(page.request, admin, "recruiting");
  expect((await page.request.get("/api/admin/job-openings", { headers: as(person.token) })).status()).toBe(200);
  await page.goto(`/admin/users?q=${person.username}`);
  const role = page.getByRole("combobox", { name: `Role of ${person.username}` });
  await expect(role).toHaveValue("recruiting");
  await role.focus();
  await role.selectOption("sales");
  const confirm = page.getByRole("alertdialog", { name: `Make ${person.username} Sales?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Change role" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast").last()).toContainText(`${person.username} is now Sales.`);
  await expect(role).toHaveValue("sales");
  await expect(role).toBeFocused();
  expect((await page.request.get("/api/admin/job-openings", { headers: as(person.token) })).status()).toBe(403);
  expect((await page.request.get("/api/admin/demo-requests", { headers: as(person.token) })).status()).toBe(200);
});
