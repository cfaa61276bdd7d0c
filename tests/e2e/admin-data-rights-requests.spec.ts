import type { Page } from "@playwright/test";
import type { DataRightsRequest } from "../../common/data-rights-request";
import { expect, expectNoAxeViolations, signInAsAdmin, test, uniqueSuffix } from "./fixtures";

/**
 * The back office's data-rights requests (ADR 035): each with its reference, type,
 * received time and the date it must be answered by, flagged when due soon or overdue; staff read
 * one and close it. The server's clock is the real one, so the flags for old requests are drawn
 * from a list answered by the test; the API tests move the clock to prove the server's states.
 */

const toast = (page: Page) => page.getByTestId("toast").last();

async function sendRequest(page: Page, name: string): Promise<void> {
  const response = await page.request.post("/api/data-rights-requests", {
    data: {
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@e2e.example`,
      requestType: "access",
      details: "Please send me a copy of what you hold.\nI booked a demo in March.",
      fillMs: 20_000,
    },
  });
  expect(response.status()).toBe(201);
}

const sample = (overrides: Partial<DataRightsRequest>): DataRightsRequest => ({
  _id: "00000000-0000-4000-8000-000000000001",
  reference: "DR-00000000",
  name: "Sample",
  email: "sample@e2e.example",
  requestType: "access",
  details: "",
  receivedAt: "2026-05-01T10:00:00.000Z",
  dueOn: "2026-06-01",
  status: "open",
  closedAt: null,
  deadline: "on track",
  spamReason: null,
  spamDoubt: null,
  ...overrides,
});

test("a request is listed with its reference and deadline; staff read it and close it, by keyboard", async ({
  page,
}) => {
  const name = `Farah Qureshi ${uniqueSuffix()}`;
  await sendRequest(page, name);
  await signInAsAdmin(page);
  await page.goto("/admin/data-rights-requests");
  await expect(page.getByRole("heading", { name: "Data-Rights Requests", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Data-Rights Requests" }),
  ).toHaveAttribute("aria-current", "page");

  await page.getByRole("searchbox").fill(name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(/DR-[0-9A-F]{8}/);
  await expect(row).toContainText("Access my data");
  await expect(row).toContainText("On track");
  await expect(row).toContainText("Open");
  const reference = (await row.getByRole("cell").first().textContent())?.trim() ?? "";

  // The reference a requester quotes finds the request too.
  await page.getByRole("searchbox").fill(reference);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

  await row.getByRole("button", { name: `Read request ${reference}` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Data-rights request from ${name}` });
  await expect(dialog.getByText("I booked a demo in March.")).toBeVisible();
  await expect(dialog.getByText(reference)).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Reply by email/ })).toHaveAttribute(
    "href",
    new RegExp(`subject=Your%20data-rights%20request%20${reference}`),
  );
  await dialog.getByRole("button", { name: "Close request" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText(`Request ${reference} is closed.`);
  await expect(dialog).toBeHidden();

  // The open view (the default) no longer lists it; the closed view does, and the URL says so.
  await expect(page.getByText(`Nothing matches “${reference}”.`)).toBeVisible();
  await page.getByLabel("Show").selectOption("closed");
  await expect(page).toHaveURL(/status=closed/);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Closed");
});

test("overdue and soon-due requests are flagged in words, and axe finds nothing in light and dark", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.route(/\/api\/admin\/data-rights-requests(\?.*)?$/, (route) =>
    route.fulfill({
      status: 200,
      headers: { "content-type": "application/json", "x-total-count": "3" },
      body: JSON.stringify([
        sample({ reference: "DR-0000000A", name: "Late Lata", deadline: "overdue", dueOn: "2026-05-01" }),
        sample({ reference: "DR-0000000B", name: "Soon Sunil", deadline: "due soon", dueOn: "2026-06-03" }),
        sample({ reference: "DR-0000000C", name: "Calm Chitra", deadline: "on track", dueOn: "2026-07-01" }),
      ]),
    }),
  );
  await page.goto("/admin/data-rights-requests");
  await expect(page.getByRole("row", { name: /Late Lata/ })).toContainText("Overdue");
  await expect(page.getByRole("row", { name: /Soon Sunil/ })).toContainText("Due soon");
  await expect(page.getByRole("row", { name: /Calm Chitra/ })).toContainText("On track");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Read request DR-0000000A" }).click();
  const dialog = page.getByRole("dialog", { name: "Data-rights request from Late Lata" });
  await expect(dialog).toContainText("Overdue");
  await expect(dialog).toContainText("None given.");
  await expectNoAxeViolations(page);
});

test("an empty view says what will appear, and a failed load shows the table's error", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  await signInAsAdmin(page);
  await page.route(/\/api\/admin\/data-rights-requests(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, headers: { "content-type": "application/json", "x-total-count": "0" }, body: "[]" }),
  );
  await page.goto("/admin/data-rights-requests");
  await expect(page.getByText("No data-rights requests")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unrouteAll();
  await page.route(/\/api\/admin\/data-rights-requests(\?.*)?$/, (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Error fetching data" })).toBeVisible();
});
