import { loginSchema } from "../../common/auth";
import { blogPostInputSchema } from "../../common/blog";
import { changelogEntryInputSchema } from "../../common/changelog";
import { jobOpeningInputSchema } from "../../common/job-openings";
import { newsletterTestSendSchema } from "../../common/newsletter-send";
import { planInputSchema } from "../../common/plan";
import { newAdminUserSchema, passwordChangeSchema } from "../../common/users";
import { signInAsAdmin, test } from "./fixtures";
import { errorsByLabel, expectErrorsDescribeFields, expectRequiredFields, labelsOf } from "./required-fields";

/**
 * Every back-office form tells a screen reader which fields it needs: the fields its
 * schema in common/ requires, by the label staff see, are exactly the ones Chromium's
 * accessibility tree reports as required; sent empty, each field's error is read with it.
 */

test("sign-in: Username and Password", async ({ page }) => {
  const labels = labelsOf(loginSchema, { username: "Username", password: "Password" });
  await page.goto("/admin/login");
  const form = page.locator("form");
  await expectRequiredFields(page, form, Object.values(labels));
  await form.getByRole("button", { name: "Login" }).click();
  await expectErrorsDescribeFields(page, form, errorsByLabel(loginSchema, labels));
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("add plan: Name and Price", async ({ page }) => {
    const labels = labelsOf(planInputSchema, { name: "Name", price: "Price" });
    await page.goto("/admin/plans");
    await page.getByRole("button", { name: "Add plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Add plan" });
    await expectRequiredFields(page, dialog, Object.values(labels));
    await dialog.getByRole("button", { name: "Create plan" }).click();
    await expectErrorsDescribeFields(page, dialog, errorsByLabel(planInputSchema, labels));
  });

  test("newsletter test send: Send a test to", async ({ page }) => {
    const labels = labelsOf(newsletterTestSendSchema, { to: "Send a test to" });
    // The worker's session, which beforeEach has already opened.
    const token = await signInAsAdmin(page);
    const listed = await page.request.get("/api/admin/blog?status=published&limit=1", {
      headers: { "x-auth-token": token },
    });
    const [post] = (await listed.json()) as Array<{ _id: string }>;
    await page.goto(`/admin/blog/${post?._id}/newsletter`);
    const form = page.getByRole("form", { name: "1. Send a test" });
    await expectRequiredFields(page, form, Object.values(labels));
    await form.getByRole("button", { name: "Send test" }).click();
    await expectErrorsDescribeFields(page, form, errorsByLabel(newsletterTestSendSchema, labels));
  });

  test("add job opening: Title, Location, Status and Description", async ({ page }) => {
    const labels = labelsOf(jobOpeningInputSchema, {
      title: "Title",
      location: "Location",
      status: "Status",
      description: "Description",
    });
    await page.goto("/admin/job-openings/new");
    const form = page.locator("main form");
    await expectRequiredFields(page, form, Object.values(labels));
    await form.getByRole("button", { name: "Add job opening" }).click();
    await expectErrorsDescribeFields(page, form, errorsByLabel(jobOpeningInputSchema, labels));
  });

  test("add changelog entry: Name, Version, Date and Description", async ({ page }) => {
    const labels = labelsOf(changelogEntryInputSchema, {
      name: "Name",
      version: "Version",
      date: "Date",
      description: "Description",
    });
    await page.goto("/admin/changelog");
    await page.getByRole("button", { name: "Add entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add changelog entry" });
    await expectRequiredFields(page, dialog, Object.values(labels));
    await dialog.getByRole("button", { name: "Add entry" }).click();
    // A new entry's date starts at today.
    await expectErrorsDescribeFields(page, dialog, errorsByLabel(changelogEntryInputSchema, labels, ["date"]));
  });

  test("add user: Username, Password and Role", async ({ page }) => {
    const labels = labelsOf(newAdminUserSchema, { username: "Username", password: "Password", role: "Role" });
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a user" });
    await expectRequiredFields(page, dialog, Object.values(labels));
    await dialog.getByRole("button", { name: "Add user" }).click();
    await expectErrorsDescribeFields(page, dialog, errorsByLabel(newAdminUserSchema, labels));
  });

  test("change your password: the current one, the new one and its confirmation", async ({ page }) => {
    const labels = labelsOf(passwordChangeSchema, { currentPassword: "Current password", newPassword: "New password" });
    await page.goto("/admin/account");
    const form = page.getByRole("form", { name: "Change your password" });
    // The confirmation is the form's own check, not the API's.
    await expectRequiredFields(page, form, [...Object.values(labels), "Confirm new password"]);
    await form.getByRole("button", { name: "Change password" }).click();
    await expectErrorsDescribeFields(page, form, errorsByLabel(passwordChangeSchema, labels));
  });

  test("new post: Title, Content, Category and Author; Publish on once scheduled", async ({ page }) => {
    const labels = labelsOf(blogPostInputSchema, {
      title: "Title",
      content: "Content",
      category: "Category",
      author: "Author",
    });
    await page.goto("/admin/blog/new");
    const form = page.locator("main form");
    await expectRequiredFields(page, form, Object.values(labels));
    await page.getByRole("radio", { name: /Scheduled/ }).check();
    await expectRequiredFields(page, form, [...Object.values(labels), "Publish on"]);
  });
});
