import type { APIRequestContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { expect, expectNoAxeViolations, hydrated, signInAsAdmin, test, uniqueSuffix } from "./fixtures";

/** Two-factor sign-in (issue 38): an authenticator app's code after the password, and recovery codes. */

const as = (token: string) => ({ "x-auth-token": token });
const toast = (page: Page) => page.getByTestId("toast").last();
/**
 * The code for the next 30-second step: the server accepts one step either side of now, and a
 * step once, so a sign-in straight after set-up (which used this step's code) still has a code.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** A staff account of its own (two-factor is per person: the shared e2e admin never turns it on). */
async function newMember(request: APIRequestContext, adminToken: string) {
  const account = { username: `tf-${uniqueSuffix()}`, password: "correct horse battery staple", role: "sales" };
  const created = await request.post("/api/admin/users", { headers: as(adminToken), data: account });
  expect(created.status()).toBe(201);
  return account;
}

async function signInWithPassword(page: Page, account: { username: string; password: string }) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("a staff member turns on two-factor sign-in by keyboard, then signs in with a code, and once with a recovery code", async ({
  page,
  browser,
}) => {
  const admin = await signInAsAdmin(page);
  const account = await newMember(page.request, admin);
  const context = await browser.newContext();
  const member = await context.newPage();
  await signInWithPassword(member, account);
  await expect(member).toHaveURL(/\/admin\/dashboard$/);

  await member.goto("/admin/account");
  await hydrated(member);
  const section = member.getByRole("region", { name: /^Two-factor sign-in/ });
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).focus();
  await member.keyboard.press("Enter");
  const dialog = member.getByRole("dialog", { name: "Set up two-factor sign-in" });
  await expect(dialog.getByRole("img", { name: "QR code holding your new authenticator key" })).toBeVisible();
  await expectNoAxeViolations(member);
  const secret = ((await dialog.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused in place; the right one (typed, Enter) turns it on.
  const codeField = dialog.getByLabel("Enter the 6-digit code the app shows");
  await codeField.fill("000000");
  await codeField.press("Enter");
  await expect(dialog.getByText(/^That code is not right/)).toBeVisible();
  await codeField.fill(await generate({ secret }));
  await codeField.press("Enter");
  const codesDialog = member.getByRole("dialog", { name: "Save your recovery codes" });
  const codeItems = codesDialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allInnerTexts();
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(member);
  await codesDialog.getByRole("button", { name: "I have saved them" }).press("Enter");
  await expect(toast(member)).toContainText("Two-factor sign-in is on.");
  await expect(section.getByText("On", { exact: true })).toBeVisible();
  await expect(section.getByText("10 of 10 recovery codes left.")).toBeVisible();

  // Signed out, the password alone is not enough: the code step follows, focused.
  await member.getByRole("button", { name: "Logout" }).click();
  await signInWithPassword(member, account);
  const code = member.getByLabel("Code");
  await expect(code).toBeFocused();
  await expectNoAxeViolations(member);
  await member.keyboard.type("123456");
  await member.keyboard.press("Enter");
  await expect(member.getByText("That code is not right, or it has been used. Enter the newest code.")).toBeVisible();
  await code.fill(await nextCode(secret));
  await code.press("Enter");
  await expect(member).toHaveURL(/\/admin\/dashboard$/);

  // A recovery code works once, in place of the app's code.
  await member.getByRole("button", { name: "Logout" }).click();
  await signInWithPassword(member, account);
  await member.getByLabel("Code").fill(codes[0] ?? "");
  await member.getByLabel("Code").press("Enter");
  await expect(member).toHaveURL(/\/admin\/dashboard$/);
  await member.goto("/admin/account");
  await expect(member.getByText("9 of 10 recovery codes left.")).toBeVisible();
  await member.getByRole("button", { name: "Logout" }).click();
  await signInWithPassword(member, account);
  await member.getByLabel("Code").fill(codes[0] ?? "");
  await member.getByLabel("Code").press("Enter");
  await expect(member.getByText("That code is not right, or it has been used. Enter the newest code.")).toBeVisible();
  await context.close();
});

test("sessions show device and address, and all others sign out at once; the audit log says who signed in from where", async ({
  page,
  browser,
}) => {
  const admin = await signInAsAdmin(page);
  const account = await newMember(page.request, admin);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!first || !second) throw new Error("no pages");
  await signInWithPassword(first, account);
  await signInWithPassword(second, account);
  await expect(second).toHaveURL(/\/admin\/dashboard$/);

  await first.goto("/admin/account");
  await hydrated(first);
  const sessions = first.getByRole("region", { name: "Your sessions" });
  await expect(sessions.getByText(/^Chrome \d+ on /)).toHaveCount(2);
  await expect(sessions.getByText(/127\.0\.0\.1|::1/).first()).toBeVisible();
  await sessions.getByRole("button", { name: "Sign out all other sessions" }).click();
  const confirm = first.getByRole("alertdialog", { name: "Sign out all other sessions?" });
  await expect(confirm).toContainText("1 other browser will be signed out at once. This one stays signed in.");
  await expectNoAxeViolations(first);
  await confirm.getByRole("button", { name: "Sign out others" }).click();
  await expect(toast(first)).toContainText("Signed out 1 other session.");
  await expect(sessions.getByText(/^Chrome \d+ on /)).toHaveCount(1);

  // The other browser's next page finds its session ended.
  await second.goto("/admin/demo-requests");
  await expect(second).toHaveURL(/\/admin\/login/);

  await page.goto(`/admin/audit?actor=${account.username}&action=sign-in`);
  await expect(page.getByRole("cell", { name: /Chrome \d+ on / }).first()).toBeVisible();
  await Promise.all(contexts.map((context) => context.close()));
});

test("no axe violations at 390 px on the account page, the set-up and passkey dialogs, the code step and the policy", async ({
  page,
  browser,
}) => {
  const admin = await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/users");
  await expect(page.getByRole("group", { name: "Require two-factor sign-in" })).toBeVisible();
  await expectNoAxeViolations(page);

  const account = await newMember(page.request, admin);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await context.newPage();
  await signInWithPassword(member, account);
  await expect(member).toHaveURL(/\/admin\/dashboard$/);
  await member.goto("/admin/account");
  await hydrated(member);
  await expectNoAxeViolations(member);
  await member.getByRole("button", { name: "Add a passkey" }).click();
  await expect(member.getByRole("dialog", { name: "Add a passkey" })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.keyboard.press("Escape");
  await member.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const dialog = member.getByRole("dialog", { name: "Set up two-factor sign-in" });
  const secret = ((await dialog.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await expectNoAxeViolations(member);
  await dialog.getByLabel("Enter the 6-digit code the app shows").fill(await generate({ secret }));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(member.getByRole("dialog", { name: "Save your recovery codes" })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.getByRole("button", { name: "I have saved them" }).click();
  await member.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(member.getByRole("dialog", { name: "Make new recovery codes" })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.keyboard.press("Escape");
  await member.getByRole("button", { name: "Logout" }).click();
  await signInWithPassword(member, account);
  await expect(member.getByLabel("Code")).toBeFocused();
  await expectNoAxeViolations(member);
  await context.close();
});
