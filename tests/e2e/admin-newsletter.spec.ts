import type { AdminBlogListItem, AdminBlogPost } from "../../common/blog";
import { newsletterSendMessages } from "../../common/newsletter-send";
import { e2eNewsletterSubscribers } from "../../playwright.config";
import { expect, expectNoAxeViolations, signInAsAdmin, test, uniqueSuffix } from "./fixtures";
import { waitForEmail } from "./mailbox";

/**
 * Sending a published post as the newsletter (ADR 025), by keyboard: a test send to an address
 * the staff member types (remembered next time), then the send to the list behind a
 * confirmation, with its progress. The back office's server has three confirmed subscribers
 * (scripts/seed-newsletter-subscribers.ts, playwright.config.ts).
 */
test("a post goes to a test address first, then to every confirmed subscriber after a confirmation, with progress", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signInAsAdmin(page);
  const listed = await page.request.get("/api/admin/blog?status=published&limit=1&sort=date&order=asc", {
    headers: { "x-auth-token": token },
  });
  const [post] = (await listed.json()) as AdminBlogListItem[];
  if (!post) throw new Error("the seeded site has no published post");

  await page.goto(`/admin/blog/${post._id}`);
  const link = page.getByRole("link", { name: "Send as newsletter" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Send as newsletter", level: 1 })).toBeVisible();
  await expect(page.getByText(post.title, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // An empty address is refused on the field, and the keyboard lands there.
  const address = page.getByLabel("Send a test to");
  await address.focus();
  await page.keyboard.press("Enter");
  await expect(address).toHaveAccessibleDescription(/Email is required/);
  await expect(address).toBeFocused();

  const editor = `editor-${uniqueSuffix()}@e2e.example`;
  await page.keyboard.type(editor);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Test sent to ${editor}.`)).toBeVisible();
  const testEmail = await waitForEmail(editor, /^\[Test\] /);
  expect(testEmail.subject).toBe(`[Test] ${post.title}`);
  expect(testEmail.text).toContain("Read on the site");
  // Nobody on the list got the test.
  await page.reload();
  await expect(page.getByLabel("Send a test to")).toHaveValue(editor);

  const who = `${e2eNewsletterSubscribers} confirmed subscribers`;
  const send = page.getByRole("button", { name: `Send to ${who}` });
  await send.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: `Send this post to ${e2eNewsletterSubscribers} subscribers?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: `Send to ${e2eNewsletterSubscribers} subscribers` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Sending “${post.title}” to ${e2eNewsletterSubscribers} subscribers.`)).toBeVisible();
  // The progress refreshes by itself until every message has gone.
  await expect(
    page.getByText(`Finished: ${e2eNewsletterSubscribers} sent, 0 queued, 0 failed of ${e2eNewsletterSubscribers}`),
  ).toBeVisible({
    timeout: 30_000,
  });
  for (let index = 0; index < e2eNewsletterSubscribers; index++) {
    const received = await waitForEmail(
      `reader-${index}@e2e.example`,
      new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    expect(received.text).toContain("Unsubscribe from the newsletter");
  }
  await expectNoAxeViolations(page);
});

test("a draft cannot be sent, not even as a test", async ({ page }) => {
  const token = await signInAsAdmin(page);
  const created = await page.request.post("/api/admin/blog", {
    headers: { "x-auth-token": token },
    data: {
      title: `Newsletter draft ${uniqueSuffix()}`,
      content: "<p>Not ready.</p>",
      category: "Best Practices",
      author: "Ritika Banerjee",
      tags: [],
      status: "draft",
    },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as AdminBlogPost;
  await page.goto(`/admin/blog/${draft._id}/newsletter`);
  await expect(page.getByRole("status").filter({ hasText: newsletterSendMessages.notPublished })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send test" })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Send to / })).toBeDisabled();
});
