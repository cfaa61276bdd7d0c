import type { APIRequestContext, Page } from "@playwright/test";
import type { AuditEntry } from "../../common/audit";
import type { OutboxMessage } from "../../common/outbox";
import type { AdminUser } from "../../common/users";
import { e2eAdmin } from "../../playwright.config";
import { expect, expectNoAxeViolations, signInAsAdmin, test, uniqueSuffix } from "./fixtures";
import { waitForEmail } from "./mailbox";

/** Back-office people and records: users and your account, enquiries, the outbox and the audit log. */

const unique = (prefix: string) => `${prefix}-${uniqueSuffix()}`;
const toast = (page: Page) => page.getByTestId("toast").last();
const as = (token: string) => ({ "x-auth-token": token });

async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A separate account, so changing its password or sessions never disturbs other tests' admin. */
async function createUser(request: APIRequestContext, adminToken: string, password = "first password 1234") {
  const username = unique("person");
  const response = await request.post("/api/admin/users", {
    headers: as(adminToken),
    data: { username, password, role: "marketing" },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as AdminUser), password };
}

/** Where the outbox has got with the one message to `to`. */
async function outboxStatus(request: APIRequestContext, adminToken: string, to: string) {
  const response = await request.get(`/api/admin/outbox?q=${encodeURIComponent(to)}`, { headers: as(adminToken) });
  return ((await response.json()) as OutboxMessage[])[0]?.status;
}

/** Signs the page in as someone other than the e2e admin. */
async function signInAs(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem("token", value), token);
}

test.describe("users", () => {
  test("adds a user (with the server's password rules), then removes them after confirming", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of (400|409)/);
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    // You are marked, and removing yourself is not offered.
    const me = page.getByRole("row", { name: /e2e-admin/ });
    await expect(me).toContainText("You");
    await expect(me.getByRole("button", { name: /Remove/ })).toHaveCount(0);

    const username = unique("newbie");
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a user" });
    await dialog.getByLabel("Username").fill("no spaces allowed");
    await dialog.getByLabel("Password").fill("short");
    await dialog.getByRole("button", { name: "Add user" }).click();
    await expect(dialog.getByText("Use letters, digits, dots, dashes, underscores or @ only")).toBeVisible();
    await expect(dialog.getByText("Password must be at least 12 characters")).toBeVisible();
    await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");

    // A taken name is the server's answer, shown on its field.
    await dialog.getByLabel("Username").fill("E2E-ADMIN");
    await dialog.getByLabel("Password").fill("a long enough password");
    await expect(dialog.getByText("Choose a role: admin, marketing, sales or recruiting")).toBeVisible();
    await dialog.getByLabel("Role").selectOption("Sales");
    await expect(dialog.getByText("Demo requests and enquiries: read, update status, export.")).toBeVisible();
    await dialog.getByRole("button", { name: "Add user" }).click();
    await expect(dialog.getByText('An account named "E2E-ADMIN" already exists')).toBeVisible();
    await expect(toast(page)).toContainText("already exists");

    // Past the length, the hint says as they type how easy the password is to guess, and why;
    // the server refuses it for the same reason, on the field.
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("Password").fill("password12");
    await expect(dialog.getByText("At least 12 characters: 2 more.")).toBeVisible();
    await dialog.getByLabel("Password").fill("password1234");
    const weakReason = "This is similar to a commonly used password. Add more words that are less common.";
    await expect(dialog.getByText(`Too easy to guess. ${weakReason}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Add user" }).click();
    await expect(dialog.getByText(`Password is too easy to guess. ${weakReason}`)).toBeVisible();
    await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Password").fill("a long enough password");
    await expect(dialog.getByText("Strong enough: hard to guess.")).toBeVisible();
    await dialog.getByRole("button", { name: "Add user" }).click();
    await expect(toast(page)).toContainText(`Added ${username} (Sales).`);
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(username) });
    await expect(row).toBeVisible();
    await expect(row.getByRole("combobox", { name: `Role of ${username}` })).toHaveValue("sales");

    await row.getByRole("button", { name: `Remove ${username}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove this user?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Remove ${username}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove user" }).click();
    await expect(toast(page)).toContainText(`Removed ${username}.`);
    await expect(page.getByRole("row", { name: new RegExp(username) })).toHaveCount(0);
    const gone = await page.request.post("/api/auth/login", { data: { username, password: "a long enough password" } });
    expect(gone.status()).toBe(401);
  });

  test("no axe violations in light and dark: the list", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("row", { name: /e2e-admin/ })).toContainText("You");
    await expectNoAxeViolations(page);
  });

  test("no axe violations in light and dark: the add dialog showing its messages", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a user" });
    await dialog.getByRole("button", { name: "Add user" }).click();
    await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Password").fill("qwertyuiop12");
    await expect(dialog.getByText(/^Too easy to guess\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("deactivating signs a person out everywhere at once, after confirming; reactivating lets them back in", async ({
    page,
  }) => {
    const admin = await signInAsAdmin(page);
    const person = await createUser(page.request, admin);
    const theirs = await login(page.request, person.username, person.password);
    await page.goto(`/admin/users?q=${person.username}`);
    const row = page.getByRole("row", { name: new RegExp(person.username) });

    await row.getByRole("button", { name: `Deactivate ${person.username}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate this user?" });
    await expect(confirm).toContainText("signed out everywhere at once");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(toast(page)).toContainText(`Deactivated ${person.username}.`);
    await expect(row).toContainText("Deactivated");
    expect((await page.request.get("/api/auth/session", { headers: as(theirs) })).status()).toBe(401);
    const refused = await page.request.post("/api/auth/login", {
      data: { username: person.username, password: person.password },
    });
    expect(refused.status()).toBe(401);

    await row.getByRole("button", { name: `Reactivate ${person.username}` }).click();
    await expect(toast(page)).toContainText(`Reactivated ${person.username}.`);
    await expect(row.getByRole("button", { name: `Deactivate ${person.username}` })).toBeVisible();
    await login(page.request, person.username, person.password);
  });

  test("no axe violations in light and dark: the remove confirm", async ({ page }) => {
    const admin = await signInAsAdmin(page);
    const person = await createUser(page.request, admin);
    await page.goto(`/admin/users?q=${person.username}`);
    await page.getByRole("button", { name: `Remove ${person.username}` }).click();
    await expect(page.getByRole("alertdialog", { name: "Remove this user?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the server refuses removing yourself, and the page shows its reason", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/);
    await signInAsAdmin(page);
    // A page that failed to mark you (say, a stale list) still cannot remove you: the server is the guard.
    await page.route(/\/api\/admin\/users(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const users = ((await response.json()) as AdminUser[]).map((user) => ({ ...user, current: false }));
      await route.fulfill({ response, json: users });
    });
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Remove e2e-admin" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove user" }).click();
    await expect(toast(page)).toContainText("You cannot remove your own account.");
    await page.unroute(/\/api\/admin\/users(\?.*)?$/);
    await page.reload();
    await expect(page.getByRole("row", { name: /e2e-admin/ })).toContainText("You");
  });

  test("your sessions: listed with this one marked, and another ended after confirming", async ({ page }) => {
    const admin = await signInAsAdmin(page);
    const person = await createUser(page.request, admin);
    const mine = await login(page.request, person.username, person.password);
    const laptop = await login(page.request, person.username, person.password);
    await signInAs(page, mine);

    await page.goto("/admin/account");
    const sessions = page.getByRole("region", { name: "Your sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByRole("listitem").filter({ hasText: "This session" })).toHaveCount(1);
    await expect(sessions.getByRole("listitem").filter({ hasText: "This session" }).getByRole("button")).toHaveCount(0);

    await sessions.getByRole("button", { name: /End session/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "End this session?" });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "End session" }).click();
    await expect(toast(page)).toContainText("Session ended. That browser is signed out.");
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    expect((await page.request.get("/api/auth/session", { headers: as(laptop) })).status()).toBe(401);
    expect((await page.request.get("/api/auth/session", { headers: as(mine) })).status()).toBe(200);
  });

  test("changing your password needs the current one and signs out your other sessions", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    const admin = await signInAsAdmin(page);
    const person = await createUser(page.request, admin);
    const mine = await login(page.request, person.username, person.password);
    const phone = await login(page.request, person.username, person.password);
    await signInAs(page, mine);
    await page.goto("/admin/account");
    const form = page.getByRole("form", { name: "Change your password" });

    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel(/^New password/).fill("a fresh passphrase 42");
    await form.getByLabel("Confirm new password").fill("a different one 42");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("The new passwords do not match")).toBeVisible();

    await form.getByLabel("Confirm new password").fill("a fresh passphrase 42");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Current password is incorrect")).toBeVisible();
    await expect(toast(page)).toContainText("Current password is incorrect");
    expect((await page.request.get("/api/auth/session", { headers: as(phone) })).status()).toBe(200);

    await form.getByLabel("Current password").fill(person.password);
    await form.getByLabel(/^New password/).fill("qwertyuiop12");
    await form.getByLabel("Confirm new password").fill("qwertyuiop12");
    await expect(form.getByText(/^Too easy to guess\. This is similar to a commonly used password\./)).toBeVisible();
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText(/^New password is too easy to guess\./)).toBeVisible();
    await form.getByLabel(/^New password/).fill("a fresh passphrase 42");
    await form.getByLabel("Confirm new password").fill("a fresh passphrase 42");
    await expect(form.getByText("Strong enough: hard to guess.")).toBeVisible();
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page)).toContainText("Password changed. 1 other session was signed out.");
    await expect(form.getByLabel("Current password")).toHaveValue("");
    expect((await page.request.get("/api/auth/session", { headers: as(phone) })).status()).toBe(401);
    expect((await page.request.get("/api/auth/session", { headers: as(mine) })).status()).toBe(200);
    await login(page.request, person.username, "a fresh passphrase 42");
  });

  test("a half-typed password change warns before leaving the page", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/account");
    await page.getByLabel("Current password").fill("something");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Outbox" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await leave.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Outbox" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
  });

  test("works by keyboard alone: add a user from the header button", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add user" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add a user" });
    // Focus starts inside the dialog, on its first control.
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Username")).toBeFocused();
    const username = unique("keys");
    await page.keyboard.type(username);
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Password")).toBeFocused();
    await page.keyboard.type("typed by keyboard only");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Role")).toBeFocused();
    // A closed select takes a typed letter: "r" is Recruiting.
    await page.keyboard.type("r");
    await expect(dialog.getByLabel("Role")).toHaveValue("recruiting");
    // Enter on a select does not send its form: on to the dialog's buttons, Cancel then Add user.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Add user" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText(`Added ${username} (Recruiting).`);
    await expect(page.getByRole("row", { name: new RegExp(username) })).toBeVisible();
  });

  test("failing API calls: the list shows its error, writes give an error toast", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    const admin = await signInAsAdmin(page);
    const other = await createUser(page.request, admin);
    // A second browser of the e2e admin, so there is a session to end.
    await login(page.request, e2eAdmin.username, e2eAdmin.password);

    const list = /\/api\/admin\/users(\?.*)?$/;
    await page.route(list, (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/admin/users");
    await expect(page.getByRole("alert").filter({ hasText: "Error fetching data" })).toBeVisible();
    await page.unroute(list);

    await page.route("**/api/admin/users/*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.route("**/api/auth/password", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.route("**/api/auth/sessions/*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(`/admin/users?q=${other.username}`);
    await page.getByRole("button", { name: `Remove ${other.username}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove user" }).click();
    await expect(toast(page)).toContainText("Failed to remove the user.");
    await expect(page.getByRole("row", { name: new RegExp(other.username) })).toBeVisible();

    await page.goto("/admin/account");
    await page.getByLabel("Current password").fill(e2eAdmin.password);
    await page.getByLabel(/^New password/).fill("a fresh passphrase 42");
    await page.getByLabel("Confirm new password").fill("a fresh passphrase 42");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page)).toContainText("Failed to change the password.");

    const sessions = page.getByRole("region", { name: "Your sessions" });
    await sessions
      .getByRole("button", { name: /End session/ })
      .first()
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "End session" }).click();
    await expect(toast(page)).toContainText("Failed to end the session.");
  });
});

test.describe("enquiries", () => {
  test("a contact-form message appears, reads in full, is marked handled and filters by it", async ({ page }) => {
    await signInAsAdmin(page);
    const name = unique("Ananya");
    const message = `Hello,\nwe are ${name} and would like a quote for 120 employees.\nThanks!`;
    const sent = await page.request.post("/api/contact", {
      data: { name, email: "ananya@example.com", company: "Mahanadi Mills", phone: "", message },
    });
    expect(sent.status()).toBe(201);

    await page.goto(`/admin/enquiries?handled=false&q=${name}`);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Mahanadi Mills");
    await expect(page.getByLabel("Show")).toHaveValue("false");

    await row.getByRole("button", { name: `Read the enquiry from ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Enquiry from ${name}` });
    await expect(dialog.getByText("would like a quote for 120 employees.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // By keyboard: the checkbox toggles with Space.
    await row.getByRole("checkbox", { name: `Handled: the enquiry from ${name}` }).focus();
    await page.keyboard.press("Space");
    await expect(toast(page)).toContainText(`The enquiry from ${name} is marked handled.`);
    // The "Not handled" view no longer lists it; "Handled" does, and the URL says so.
    await expect(page.getByText(`Nothing matches “${name}”.`)).toBeVisible();
    await page.getByLabel("Show").selectOption("true");
    await expect(page).toHaveURL(/handled=true/);
    await expect(page.getByRole("checkbox", { name: `Handled: the enquiry from ${name}` })).toBeChecked();
    await page.getByLabel("Show").selectOption("");
    await expect(page).not.toHaveURL(/handled=/);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

    // The change is in the audit log, with what changed.
    await page.goto(`/admin/audit?entity=contact_enquiry&q=${name}`);
    const entry = page.getByRole("row", { name: new RegExp(`Marked the enquiry from ${name} as handled`) });
    await expect(entry).toContainText("e2e-admin");
    await entry.getByText("1 field").click();
    await expect(entry.getByText("Handled", { exact: true })).toBeVisible();
    await expect(entry.getByText("Was: No")).toBeVisible();
    await expect(entry.getByText("Now: Yes")).toBeVisible();
  });

  test("no axe violations in light and dark: the list and an enquiry read in full", async ({ page }) => {
    await signInAsAdmin(page);
    const name = unique("Accessible");
    await page.request.post("/api/contact", {
      data: { name, email: "axe@example.com", message: "A message\nover two lines." },
    });
    await page.goto("/admin/enquiries");
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: `Read the enquiry from ${name}` }).click();
    await expect(page.getByRole("dialog", { name: `Enquiry from ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("failing API calls: the list shows its error, marking handled gives an error toast", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await signInAsAdmin(page);
    const name = unique("Failing");
    await page.request.post("/api/contact", { data: { name, email: "f@example.com", message: "Hi" } });
    const list = /\/api\/admin\/enquiries(\?.*)?$/;
    await page.route(list, (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/admin/enquiries");
    await expect(page.getByRole("alert").filter({ hasText: "Error fetching data" })).toBeVisible();
    await page.unroute(list);

    await page.route("**/api/admin/enquiries/*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(`/admin/enquiries?q=${name}`);
    await page.getByRole("checkbox", { name: `Handled: the enquiry from ${name}` }).click();
    await expect(toast(page)).toContainText("Failed to update the enquiry.");
    await expect(page.getByRole("checkbox", { name: `Handled: the enquiry from ${name}` })).not.toBeChecked();
  });
});

test.describe("outbox", () => {
  test("a refused message shows its error; Retry queues it again and it is sent", async ({ page }) => {
    const admin = await signInAsAdmin(page);
    // The e2e mail server refuses the first message to a bounce-once address (550, permanent).
    const to = `${unique("bounce-once")}@example.com`;
    await page.request.post("/api/schedule-demo/send-verification-code", { data: { email: to } });
    await expect.poll(() => outboxStatus(page.request, admin, to)).toBe("failed");

    await page.goto("/admin/outbox");
    await page.getByLabel("Status").selectOption("failed");
    await expect(page).toHaveURL(/status=failed/);
    const row = page.getByRole("row", { name: new RegExp(to) });
    await expect(row).toContainText("Failed");
    await expect(row).toContainText("550");
    await expect(row.getByRole("cell").nth(4)).toHaveText("1");

    await row.getByRole("button", { name: /^View/ }).click();
    const dialog = page.getByRole("dialog");
    // A verification code is never shown to staff (it exists only as an HMAC once sent).
    await expect(dialog.getByText("This message carries a verification code, so its text is not shown.")).toBeVisible();
    await expect(dialog.getByText(/\d{6}/)).toHaveCount(0);
    await expect(dialog).toContainText("Mailbox full");
    await page.keyboard.press("Escape");

    await row.getByRole("button", { name: /^Retry/ }).click();
    await expect(toast(page)).toContainText(`to ${to} is queued again.`);
    await waitForEmail(to, /verification code/);
    await expect.poll(() => outboxStatus(page.request, admin, to)).toBe("sent");
    await page.getByLabel("Status").selectOption("sent");
    await expect(page.getByRole("row", { name: new RegExp(to) })).toContainText("Sent");

    const log = await page.request.get("/api/admin/audit?action=retry&entity=email", { headers: as(admin) });
    expect(((await log.json()) as AuditEntry[]).some((entry) => entry.summary.includes(to))).toBe(true);
  });

  test("no axe violations in light and dark: the list and a failed message opened", async ({ page }) => {
    const admin = await signInAsAdmin(page);
    const to = `${unique("bounce-once")}@example.com`;
    await page.request.post("/api/schedule-demo/send-verification-code", { data: { email: to } });
    await expect.poll(() => outboxStatus(page.request, admin, to)).toBe("failed");
    await page.goto("/admin/outbox");
    const row = page.getByRole("row", { name: new RegExp(to) });
    await expect(row).toContainText("Failed");
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: /^View/ }).click();
    await expect(page.getByRole("dialog")).toContainText("Mailbox full");
    await expectNoAxeViolations(page);
  });

  test("failing API calls: the list shows its error, Retry gives an error toast", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    const admin = await signInAsAdmin(page);
    const to = `${unique("bounce-once")}@example.com`;
    await page.request.post("/api/schedule-demo/send-verification-code", { data: { email: to } });
    await expect.poll(() => outboxStatus(page.request, admin, to)).toBe("failed");

    const list = /\/api\/admin\/outbox(\?.*)?$/;
    await page.route(list, (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/admin/outbox");
    await expect(page.getByRole("alert").filter({ hasText: "Error fetching data" })).toBeVisible();
    await page.unroute(list);

    await page.route("**/api/admin/outbox/*/retry", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(`/admin/outbox?status=failed&q=${encodeURIComponent(to)}`);
    await page.getByRole("button", { name: /^Retry/ }).click();
    await expect(toast(page)).toContainText("Failed to queue the email again.");
    await expect(page.getByRole("row", { name: new RegExp(to) })).toContainText("Failed");
  });
});

test.describe("audit log", () => {
  test("a write appears at once, and the filters (kept in the URL) narrow the log", async ({ page }) => {
    const admin = await signInAsAdmin(page);
    const person = await createUser(page.request, admin);

    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit Log", level: 1 })).toBeVisible();
    const added = page.getByRole("row", { name: new RegExp(`Added Marketing account "${person.username}"`) });
    await expect(added).toContainText("Created");
    await expect(added).toContainText("e2e-admin");
    await expectNoAxeViolations(page);

    await page.getByLabel("Record", { exact: true }).selectOption("user");
    await page.getByLabel("Action", { exact: true }).selectOption("create");
    await page.getByLabel("Who", { exact: true }).selectOption("e2e-admin");
    await expect(page).toHaveURL(/entity=user/);
    await expect(page).toHaveURL(/action=create/);
    await expect(page).toHaveURL(/actor=e2e-admin/);
    await expect(added).toBeVisible();
    const actions = page.getByRole("row").locator("td:nth-child(3)");
    await expect(actions.first()).toHaveText("Created");
    expect(new Set(await actions.allTextContents())).toEqual(new Set(["Created"]));

    // The record links to its page.
    await added.getByRole("link", { name: "User" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.goBack();
    await expect(page.getByLabel("Action", { exact: true })).toHaveValue("create");

    await page.getByLabel("Action", { exact: true }).selectOption("delete");
    await expect(
      page.getByRole("row", { name: new RegExp(`Added Marketing account "${person.username}"`) }),
    ).toHaveCount(0);

    // Sorting by who did it, both ways, through the column header.
    await page.getByLabel("Action", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "Who", exact: true }).click();
    await expect(page.getByRole("columnheader", { name: "Who" })).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/sort=actor&order=asc/);
  });

  test("no axe violations in light and dark: an entry with its changes opened", async ({ page }) => {
    const admin = await signInAsAdmin(page);
    const name = unique("Audited");
    await page.request.post("/api/contact", { data: { name, email: "audit@example.com", message: "Hello" } });
    const listed = await page.request.get(`/api/admin/enquiries?q=${name}`, { headers: as(admin) });
    const [enquiry] = (await listed.json()) as Array<{ _id: string }>;
    const marked = await page.request.patch(`/api/admin/enquiries/${enquiry?._id}`, {
      headers: as(admin),
      data: { handled: true },
    });
    expect(marked.status()).toBe(200);
    await page.goto(`/admin/audit?entity=contact_enquiry&q=${name}`);
    const entry = page.getByRole("row", { name: new RegExp(`Marked the enquiry from ${name} as handled`) });
    await entry.getByText("1 field").click();
    await expect(entry.getByText("Now: Yes")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a failing log call shows the error state", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    await signInAsAdmin(page);
    await page.route(/\/api\/admin\/audit(\?.*)?$/, (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/admin/audit");
    await expect(page.getByRole("alert").filter({ hasText: "Error fetching data" })).toBeVisible();
  });
});

// Enquiries and demo requests show cards at 390 px instead (admin-demo-requests.spec.ts).
for (const path of ["/admin/users", "/admin/assistant-questions", "/admin/outbox", "/admin/audit"]) {
  test(`${path} works at 390 px: the table scrolls inside its box, not the page`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto(path);
    await expect(page.getByRole("table")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
