import { newsletterMessages } from "../../common/newsletter-rules";
import { expect, expectNoAxeViolations, test, uniqueSuffix } from "./fixtures";
import { waitForEmail } from "./mailbox";

/**
 * The newsletter from the visitor's side (ADR 024): the blog's newsletter box by keyboard, the emailed link's page
 * whose Confirm button (and only it) subscribes, and the unsubscribe page's button. The API tests
 * (tests/api/newsletter.test.ts) cover the limits, expiry and the one-click POST.
 */

/** The path and query of the confirmation link in an email's text. */
const confirmPathIn = (text: string) => {
  const url = /https?:\/\/\S+\/newsletter\/confirm\?s=[^\s)>\]]+/.exec(text)?.[0];
  if (!url) throw new Error("no confirmation link in the email");
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

test("the blog's box signs up by keyboard; the emailed link's Confirm button subscribes, then one click unsubscribes", async ({
  page,
}) => {
  // The box's fill time is a spam signal (3 s): the test's clock moves past it instead of waiting.
  await page.clock.install();
  await page.goto("/blog");
  const box = page.getByRole("region", { name: "The Aster Monthly" });
  const field = box.getByRole("textbox", { name: "Email address" });

  // Empty, sent with Enter: the field says why, as its description.
  await field.focus();
  await page.keyboard.press("Enter");
  await expect(field).toHaveAccessibleDescription(new RegExp(newsletterMessages.emailRequired));
  await expect(field).toBeFocused();

  const email = `reader-${uniqueSuffix()}@example.com`;
  await page.keyboard.type(email);
  await page.clock.fastForward(5000);
  await page.keyboard.press("Tab");
  await expect(box.getByRole("button", { name: "Subscribe" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(box.getByText(newsletterMessages.checkInbox)).toBeVisible();
  await expect(field).toHaveValue("");

  const message = await waitForEmail(email, /Confirm your subscription/);
  const confirmPath = confirmPathIn(message.text);

  // Opening the link (as a mail scanner would) confirms nothing: it shows a button.
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await page.goto(confirmPath);
  const confirm = page.getByRole("button", { name: "Confirm subscription" });
  await confirm.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
  await expect(page.getByText(newsletterMessages.confirmed)).toBeVisible();
  await expect(page).toHaveURL(confirmPath);

  // Leaving: the page links the subscriber's own unsubscribe page, whose button takes them off.
  await page.getByRole("link", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from The Aster Monthly" })).toBeVisible();
  await page.reload();
  const leave = page.getByRole("button", { name: "Unsubscribe" });
  await leave.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByText(newsletterMessages.unsubscribed)).toBeVisible();
});

test("a confirmation or unsubscribe link that is not valid says so and leads back to the blog", async ({ page }) => {
  await page.goto("/newsletter/confirm?s=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expect(page.getByRole("button")).not.toContainText(["Confirm subscription"]);
  await expect(page.getByRole("main").getByRole("link", { name: "Go to the blog" })).toHaveAttribute("href", "/blog");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);

  await page.goto("/newsletter/unsubscribe?s=not.valid");
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the blog's newsletter box at ${width} px: axe finds nothing in either theme, empty and sent`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.install();
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "The Aster Monthly" });
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByText(newsletterMessages.emailRequired)).toBeVisible();
    await expectNoAxeViolations(page);

    await box.getByRole("textbox", { name: "Email address" }).fill(`box-${width}-${uniqueSuffix()}@example.com`);
    await page.clock.fastForward(5000);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByText(newsletterMessages.checkInbox)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the confirm and unsubscribe pages at ${width} px: axe finds nothing in either theme`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `pages-${width}-${uniqueSuffix()}@example.com`;
    expect((await page.request.post("/api/newsletter/subscribe", { data: { email } })).status()).toBe(200);
    await page.goto(confirmPathIn((await waitForEmail(email, /Confirm your subscription/)).text));
    await expect(page.getByRole("button", { name: "Confirm subscription" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/newsletter/confirm?s=x");
    await expectNoAxeViolations(page);
  });
}
