import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, hydrated, signInAsAdmin, test, uniqueSuffix } from "./fixtures";
import { waitForEmail } from "./mailbox";

/** "Forgot password?" (issue 38): one answer for every address; the emailed link works once. */

const answer =
  "If an account uses that address, we have emailed it a link to choose a new password. The link works for 30 minutes.";
const unusable = "This reset link has expired or has already been used. Ask for a new one from the sign-in page.";

/** An account that knows its email, made as a person joins: invited, and the invitation accepted. */
async function memberWithEmail(request: APIRequestContext, adminToken: string): Promise<string> {
  const email = `reset-${uniqueSuffix()}@example.com`;
  const invited = await request.post("/api/admin/invitations", {
    headers: { "x-auth-token": adminToken },
    data: { name: "Mira Das", email, role: "recruiting" },
  });
  expect(invited.status()).toBe(201);
  const message = await waitForEmail(email, /invited you/);
  const token = message.text.match(/\/admin\/invitation#([\w-]+)/)?.[1];
  const accepted = await request.post("/api/invitations/accept", {
    data: { token, password: "first long passphrase" },
  });
  expect(accepted.status()).toBe(201);
  return email;
}

/** The link in the newest reset email to `email`. */
async function resetLink(email: string): Promise<string> {
  const message = await waitForEmail(email, /^Reset your Aster HRMS back-office password$/);
  const link = message.text.match(/https?:\/\/\S+\/admin\/reset-password#[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset link in: ${message.text}`);
  return link;
}

test("a staff member who forgot their password gets a link by email, chooses a new one and is signed in", async ({
  page,
  browser,
}) => {
  const admin = await signInAsAdmin(page);
  const email = await memberWithEmail(page.request, admin);

  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  await person.goto("/admin/login");
  await hydrated(person);
  await person.getByRole("link", { name: "Forgot password?" }).click();
  await expect(person.getByRole("heading", { name: "Reset your password", level: 1 })).toBeVisible();
  await person.getByLabel("Email").fill(email);
  await person.getByLabel("Email").press("Enter");
  await expect(person.getByRole("status")).toHaveText(answer);

  const link = await resetLink(email);
  await person.goto(link);
  await hydrated(person);
  await person.getByLabel(/^New password/).fill("password1234");
  await expect(person.getByText(/^Too easy to guess\./)).toBeVisible();
  await person.getByLabel(/^New password/).fill("second long passphrase");
  await person.getByLabel("Confirm new password").fill("second long passphrase");
  await person.getByRole("button", { name: "Save and sign in" }).click();
  await expect(person).toHaveURL(/\/admin\/dashboard$/);
  await expect(person.getByRole("link", { name: "Job Openings" }).first()).toBeVisible();

  const again = await theirs.newPage();
  await again.goto(link);
  await hydrated(again);
  await again.getByLabel(/^New password/).fill("third long passphrase");
  await again.getByLabel("Confirm new password").fill("third long passphrase");
  await again.getByRole("button", { name: "Save and sign in" }).click();
  await expect(again.getByRole("alert")).toHaveText(unusable);
  await theirs.close();
});

test("an address no account uses gets the same answer", async ({ page }) => {
  await page.goto("/admin/forgot-password");
  await page.getByLabel("Email").fill(`nobody-${uniqueSuffix()}@example.com`);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(answer);
});

test("no axe violations in light and dark: forgot password (asking, answered) and the reset page", async ({ page }) => {
  await page.goto("/admin/forgot-password");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(`nobody-${uniqueSuffix()}@example.com`);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(answer);
  await expectNoAxeViolations(page);
  await page.goto("/admin/reset-password#a-link");
  await page.getByLabel(/^New password/).fill("qwertyuiop12");
  await expect(page.getByText(/^Too easy to guess\./)).toBeVisible();
  await expectNoAxeViolations(page);
});
