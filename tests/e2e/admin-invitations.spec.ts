import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, hydrated, signInAsAdmin, test, uniqueSuffix } from "./fixtures";
import { waitForEmail } from "./mailbox";

/** Invitations (issue 38): an admin invites by email; the link lets the person choose a password once. */

const as = (token: string) => ({ "x-auth-token": token });
const toast = (page: Page) => page.getByTestId("toast").last();
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Back office" });
const invitedSubject = /invited you to the Aster HRMS back office$/;
const unusable = "This invitation link has expired or has already been used. Ask an admin to send you a new one.";

/** The link in the newest invitation emailed to `email`. */
async function invitationLink(email: string): Promise<string> {
  const message = await waitForEmail(email, invitedSubject);
  const link = message.text.match(/https?:\/\/\S+\/admin\/invitation#[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation link in: ${message.text}`);
  return link;
}

async function inviteByApi(request: APIRequestContext, adminToken: string, role = "sales") {
  const email = `invitee-${uniqueSuffix()}@example.com`;
  const response = await request.post("/api/admin/invitations", {
    headers: as(adminToken),
    data: { name: "Dev Kapoor", email, role },
  });
  expect(response.status()).toBe(201);
  return email;
}

test("an admin invites a marketer; the emailed link lets them choose a password and signs them in, once", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/users");
  const email = `ira-${uniqueSuffix()}@example.com`;

  // By keyboard: the Invite button, the dialog's fields in order, Enter to send.
  await page.getByRole("button", { name: "Invite", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Invite a person" });
  // The dialog opens on its Close button; the form follows.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Ira Sen");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Role")).toBeFocused();
  await dialog.getByLabel("Role").selectOption("Marketing");
  await expect(
    dialog.getByText(
      "Blog, changelog, media library, product tour, newsletter and subscribers, analytics and assistant questions.",
    ),
  ).toBeVisible();
  await dialog.getByLabel("Email").press("Enter");
  await expect(toast(page)).toContainText(`Invitation sent to ${email}. The link works for 72 hours.`);
  const open = page.getByRole("region", { name: "Open invitations" });
  await expect(open.getByText(email)).toBeVisible();

  const link = await invitationLink(email);
  expect(new URL(link).pathname).toBe("/admin/invitation");

  // The invitee, in a browser of their own.
  const theirs = await browser.newContext();
  const invitee = await theirs.newPage();
  await invitee.goto(link);
  await hydrated(invitee);
  await expect(invitee.getByRole("heading", { name: "Welcome, Ira Sen", level: 1 })).toBeVisible();
  await expect(invitee.getByText("You are invited as Marketing")).toBeVisible();
  await expect(invitee.getByLabel("Email (your username)")).toHaveValue(email);
  await invitee.getByLabel(/^Password/).fill("password1234");
  await expect(invitee.getByText(/^Too easy to guess\. This is similar to a commonly used password\./)).toBeVisible();
  await invitee.getByLabel(/^Password/).fill("mango orchard sunrise");
  await expect(invitee.getByText("Strong enough: hard to guess.")).toBeVisible();
  await invitee.getByLabel("Confirm password").fill("mango orchard sunrise");
  await invitee.getByLabel("Confirm password").press("Enter");
  await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
  await expect(sidebar(invitee).getByRole("link", { name: "Blog Posts" })).toBeVisible();
  await expect(sidebar(invitee).getByRole("link", { name: "Users" })).toHaveCount(0);

  // The link worked once.
  await invitee.goto(link);
  await hydrated(invitee);
  await expect(invitee.getByRole("alert")).toHaveText(unusable);
  await theirs.close();

  // The admin sees a member, not an invitation.
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(email) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Open invitations" }).getByText(email)).toHaveCount(0);
});

test("Resend replaces the link; Revoke, after confirming, ends it", async ({ page, browser }) => {
  const admin = await signInAsAdmin(page);
  const email = await inviteByApi(page.request, admin);
  const first = await invitationLink(email);
  await page.goto("/admin/users");

  await page.getByRole("button", { name: `Resend the invitation to ${email}` }).click();
  await expect(toast(page)).toContainText(`Sent the invitation to ${email} again.`);
  await expect.poll(async () => invitationLink(email)).not.toBe(first);
  const second = await invitationLink(email);

  const theirs = await browser.newContext();
  const invitee = await theirs.newPage();
  await invitee.goto(first);
  await hydrated(invitee);
  await expect(invitee.getByRole("alert")).toHaveText(unusable);

  await page.getByRole("button", { name: `Revoke the invitation to ${email}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this invitation?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Revoke invitation" }).click();
  await expect(toast(page)).toContainText(`Revoked the invitation to ${email}.`);
  await expect(page.getByText(email)).toHaveCount(0);

  await invitee.goto(second);

  await hydrated(invitee);
  await expect(invitee.getByRole("alert")).toHaveText(unusable);
  await theirs.close();
});

test("no axe violations in light and dark: open invitations and the invite dialog showing its messages", async ({
  page,
}) => {
  const admin = await signInAsAdmin(page);
  await inviteByApi(page.request, admin, "recruiting");
  await page.goto("/admin/users");
  await expect(page.getByRole("region", { name: "Open invitations" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a person" });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("no axe violations in light and dark: the invitation page, open and refused", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 410/);
  const admin = await signInAsAdmin(page);
  const email = await inviteByApi(page.request, admin, "recruiting");
  const link = await invitationLink(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Welcome, Dev Kapoor", level: 1 })).toBeVisible();
  await page.getByLabel(/^Password/).fill("password1234");
  await expect(page.getByText(/^Too easy to guess\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/invitation#not-a-real-link");
  await expect(page.getByRole("alert")).toHaveText(unusable);
  await expectNoAxeViolations(page);
});
