import { expect, expectNoAxeViolations, signInAsAdmin, test } from "./fixtures";

/**
 * The back office's list of what the assistant failed to answer (ADR 032). This server's visitors
 * ask nothing, so the list starts empty; tests/e2e/assistant.spec.ts fills one on the public server
 * and finds its questions here.
 */
test("with no questions yet, the page says what will appear, for how long, and masked; the filter lives in the URL", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/assistant-questions");
  await expect(page.getByRole("heading", { name: "Assistant Questions", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Assistant Questions" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No questions to review")).toBeVisible();
  await expect(page.getByText(/the question appears here, grouped and counted/)).toContainText(
    "kept for 90 days, with email addresses and phone numbers masked",
  );
  await expectNoAxeViolations(page);

  await page.getByLabel("Show").selectOption("unanswered");
  await expect(page).toHaveURL(/kind=unanswered/);
  await page.getByLabel("Show").selectOption("unhelpful");
  await expect(page).toHaveURL(/kind=unhelpful/);
  await page.getByLabel("Show").selectOption("");
  await expect(page).not.toHaveURL(/kind=/);
});

test("a failed load shows the table's error with a retry, not an error page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  await signInAsAdmin(page);
  await page.route(/\/api\/admin\/assistant-questions(\?.*)?$/, (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/admin/assistant-questions");
  await expect(page.getByRole("alert").filter({ hasText: "Error fetching data" })).toBeVisible();
});
