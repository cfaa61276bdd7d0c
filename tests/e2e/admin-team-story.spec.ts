import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { expect, expectNoAxeViolations, hydrated, signInAsAdmin, test, uniqueSuffix } from "./fixtures";
import { waitForEmail } from "./mailbox";

/**
 * Issue 38's whole story, in Chromium, by keyboard: an admin invites a marketer; the marketer
 * joins, turns on two-factor sign-in, signs back in with a code, publishes a post, is refused
 * what is not theirs, adds a passkey and signs in with it alone.
 */

const toast = (page: Page) => page.getByTestId("toast").last();
/** The next 30-second step's code: set-up used this step's, and a code works once. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label).focus();
  await page.keyboard.type(text);
}

test("an invited marketer joins, signs in with a code, publishes, is refused staff accounts, and signs in with a passkey alone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signInAsAdmin(page);
  const email = `marketer-${uniqueSuffix()}@example.com`;
  const password = "mango orchard sunrise";

  // The admin invites, by keyboard.
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Invite", exact: true }).focus();
  await page.keyboard.press("Enter");
  const invite = page.getByRole("dialog", { name: "Invite a person" });
  await invite.getByLabel("Name").focus();
  await page.keyboard.type("Ira Sen");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(invite.getByLabel("Role")).toBeFocused();
  await invite.getByLabel("Role").selectOption("Marketing");
  await invite.getByLabel("Email").press("Enter");
  await expect(toast(page)).toContainText(`Invitation sent to ${email}.`);

  // The invitation arrives in the SMTP server; the marketer, in a browser of their own, joins.
  const message = await waitForEmail(email, /invited you to the Aster HRMS back office$/);
  const link = message.text.match(/https?:\/\/\S+\/admin\/invitation#[\w-]+/)?.[0] ?? "";
  const context = await browser.newContext();
  const marketer = await context.newPage();
  await marketer.goto(link);
  await hydrated(marketer);
  await typeInto(marketer, /^Password/, password);
  await typeInto(marketer, "Confirm password", password);
  await marketer.keyboard.press("Enter");
  await expect(marketer).toHaveURL(/\/admin\/dashboard$/);

  // Two-factor sign-in, with the code computed from the key shown.
  await marketer.goto("/admin/account");
  await hydrated(marketer);
  await marketer.getByRole("button", { name: "Set up two-factor sign-in" }).focus();
  await marketer.keyboard.press("Enter");
  const setup = marketer.getByRole("dialog", { name: "Set up two-factor sign-in" });
  const secret = ((await setup.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await typeInto(marketer, "Enter the 6-digit code the app shows", await generate({ secret }));
  await marketer.keyboard.press("Enter");
  const saved = marketer.getByRole("dialog", { name: "Save your recovery codes" });
  await saved.getByRole("button", { name: "I have saved them" }).focus();
  await marketer.keyboard.press("Enter");
  await expect(toast(marketer)).toContainText("Two-factor sign-in is on.");

  // Out, and back in with the password and a code.
  await marketer.getByRole("button", { name: "Logout" }).focus();
  await marketer.keyboard.press("Enter");
  await expect(marketer).toHaveURL(/\/admin\/login$/);
  await hydrated(marketer);
  await typeInto(marketer, "Username", email);
  await typeInto(marketer, /^Password/, password);
  await marketer.keyboard.press("Enter");
  await expect(marketer.getByLabel("Code")).toBeFocused();
  await marketer.keyboard.type(await nextCode(secret));
  await marketer.keyboard.press("Enter");
  await expect(marketer).toHaveURL(/\/admin\/dashboard$/);

  // A blog post, published.
  const title = `Team story ${uniqueSuffix()}`;
  await marketer.goto("/admin/blog/new");
  await hydrated(marketer);
  await typeInto(marketer, "Title", title);
  await marketer.getByRole("textbox", { name: "Author", exact: true }).focus();
  await marketer.keyboard.type("Ira Sen");
  await marketer.getByRole("textbox", { name: "Content" }).focus();
  await marketer.keyboard.type("Rosters people can read on a phone, written by the marketing team.");
  await marketer.getByRole("radio", { name: /Published/ }).check();
  await marketer.getByRole("button", { name: "Publish" }).focus();
  await marketer.keyboard.press("Enter");
  await expect(toast(marketer)).toHaveText(`“${title}” is published.`);

  // Staff accounts are not theirs: the access page, and 403 from the API.
  await marketer.goto("/admin/users");
  await expect(marketer.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  const token = await marketer.evaluate(() => localStorage.getItem("token") ?? "");
  const someone = (await (
    await page.request.get("/api/admin/users", { headers: { "x-auth-token": admin } })
  ).json()) as Array<{
    _id: string;
  }>;
  const refused = await marketer.request.delete(`/api/admin/users/${someone[0]?._id}`, {
    headers: { "x-auth-token": token },
  });
  expect(refused.status()).toBe(403);

  // A passkey, through Chromium's virtual authenticator; then out, and in with the passkey alone.
  const cdp = await context.newCDPSession(marketer);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await marketer.goto("/admin/account");
  await hydrated(marketer);
  await marketer.getByRole("button", { name: "Add a passkey" }).focus();
  await marketer.keyboard.press("Enter");
  await expect(marketer.getByRole("dialog", { name: "Add a passkey" })).toBeVisible();
  await expectNoAxeViolations(marketer);
  await typeInto(marketer, "Name", "Work laptop");
  await marketer.keyboard.press("Enter");
  await expect(toast(marketer)).toContainText("Added the passkey “Work laptop”.");
  const keys = marketer.getByRole("region", { name: "Passkeys" }).getByRole("listitem");
  await expect(keys).toHaveCount(1);
  await expect(keys).toContainText("Work laptop");

  await marketer.getByRole("button", { name: "Logout" }).focus();
  await marketer.keyboard.press("Enter");
  await expect(marketer).toHaveURL(/\/admin\/login$/);
  await hydrated(marketer);
  await marketer.getByRole("button", { name: "Sign in with a passkey" }).focus();
  await marketer.keyboard.press("Enter");
  await expect(marketer).toHaveURL(/\/admin\/dashboard$/);

  const log = await page.request.get(`/api/admin/audit?actor=${encodeURIComponent(email)}&action=sign-in`, {
    headers: { "x-auth-token": admin },
  });
  expect(((await log.json()) as Array<{ summary: string }>).map((row) => row.summary)).toEqual([
    "Signed in with a passkey",
    "Signed in with a password and an authenticator code",
  ]);
  await context.close();
});
