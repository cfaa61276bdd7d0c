import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse as parseCsv } from "csv-parse/sync";
import type { DemoRequest } from "../../common/demo";
import { demoStatuses } from "../../common/demo-rules";
import { e2eSeededDemoRequests } from "../../playwright.config";
import { expect, expectNoAxeViolations, signInAsAdmin, test } from "./fixtures";

/**
 * /admin/demo-requests over the 1,000 requests playwright.config.ts seeds before the server
 * starts (their emails end in @example.com; those booked by other specs do not). Every claim is
 * checked against the API itself: what the table shows must be what the server says.
 */

// One after another: the order checks must not race this file's own edits and deletes.
test.describe.configure({ mode: "default" });

/** Only the seeded rows: other specs book demos while this one runs. */
const seeded = "example.com";

async function apiList(page: Page, token: string, query: string): Promise<{ rows: DemoRequest[]; total: number }> {
  const response = await page.request.get(`/api/admin/demo-requests?${query}`, { headers: { "x-auth-token": token } });
  expect(response.status()).toBe(200);
  return { rows: (await response.json()) as DemoRequest[], total: Number(response.headers()["x-total-count"]) };
}

/** Every row the API has for a filter, all pages of it, in its order. */
async function apiAll(page: Page, token: string, query: URLSearchParams): Promise<DemoRequest[]> {
  const rows: DemoRequest[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const next = new URLSearchParams(query);
    next.set("limit", "200");
    next.set("page", String(pageNumber));
    const { rows: batch, total } = await apiList(page, token, next.toString());
    rows.push(...batch);
    if (rows.length >= total || batch.length === 0) return rows;
  }
}

const table = (page: Page) => page.getByRole("table", { name: /^Demo requests/ });

/**
 * The table's range line ("26–50 of 1,000", or "No rows"), there before and after a change, so a
 * wait on its text polls cheaply. A wait for text not yet on the page has Playwright snapshot the
 * page's whole accessibility tree at every try; on a busy machine those snapshots took the main
 * thread from the table's own render, which then finished after the wait's 7 s (ADR 018).
 */
const rangeLine = (page: Page) => page.getByText(/^(\d[\d,]*–[\d,]+ of [\d,]+|No rows)$/);
/** The Email column: unique per request, so it stands for the row's id. */
const renderedEmails = (page: Page) => table(page).locator("tbody tr td:nth-child(3)");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search name, company, email or phone" });
const toast = (page: Page) => page.getByTestId("toast").last();
/** Error toasts stay until dismissed (and sit over the dialogs' buttons), as a person would close them. */
async function expectErrorToast(page: Page, message: string) {
  await expect(toast(page)).toContainText(message);
  await toast(page).getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.getByTestId("toast")).toHaveCount(0);
}

const sortableColumns = [
  { header: "Requested", key: "createdAt" },
  { header: "Company", key: "company" },
  { header: "Email", key: "email" },
  { header: "Demo (India time)", key: "date" },
  { header: "Status", key: "status" },
] as const;

/** Where the API's order can be checked without the database's text collation: times and the status enum. */
const sortValue: Partial<Record<(typeof sortableColumns)[number]["key"], (row: DemoRequest) => string | number>> = {
  createdAt: (row) => row.createdAt,
  date: (row) => `${row.date} ${row.time}`,
  status: (row) => demoStatuses.indexOf(row.status),
};

// One test per column (asc then desc), each a server round trip and a table render checked
// against the API: as one test of fourteen sorts it outgrew its time on a loaded CI machine.
for (const [index, { header, key }] of sortableColumns.entries()) {
  test(`with 1,000 requests, sorting by ${header} shows the server's order, ascending then descending`, async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    await page.goto(`/admin/demo-requests?q=${seeded}&limit=50`);
    const { total } = await apiList(page, token, `q=${seeded}`);
    expect(total).toBeGreaterThan(e2eSeededDemoRequests - 10);
    await expect(rangeLine(page)).toHaveText(`1–50 of ${total.toLocaleString("en-US")}`);

    const button = table(page).getByRole("button", { name: header, exact: true });
    for (const order of ["asc", "desc"] as const) {
      // Every other column by keyboard: sorting must not need a mouse.
      if (index % 2 === 0) await button.click();
      else {
        await button.focus();
        await page.keyboard.press("Enter");
      }
      await expect(page).toHaveURL(new RegExp(`[?&]sort=${key}&order=${order}(&|$)`));
      await expect(table(page).getByRole("columnheader", { name: header, exact: true })).toHaveAttribute(
        "aria-sort",
        order === "asc" ? "ascending" : "descending",
      );
      const { rows } = await apiList(page, token, `q=${seeded}&limit=50&sort=${key}&order=${order}`);
      expect(rows).toHaveLength(50);
      await expect(renderedEmails(page), `${key} ${order}`).toHaveText(rows.map((row) => row.email));
      const value = sortValue[key];
      if (value) {
        const values = rows.map(value);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, `the API's own ${key} ${order} order`).toEqual(order === "asc" ? sorted : sorted.reverse());
      }
    }
  });
}

test("paging keeps the sort in the URL, and a reload keeps the page", async ({ page }) => {
  const token = await signInAsAdmin(page);
  await page.goto(`/admin/demo-requests?q=${seeded}`);
  await table(page).getByRole("button", { name: "Company", exact: true }).click();
  await expect(page).toHaveURL(/sort=company&order=asc/);

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/sort=company&order=asc/);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const second = await apiList(page, token, `q=${seeded}&sort=company&order=asc&page=2`);
  await expect(renderedEmails(page)).toHaveText(second.rows.map((row) => row.email));
  await expect(rangeLine(page)).toHaveText(/^26–50 of /);

  await page.reload();
  await expect(page.getByText(/^Page 2 of /)).toBeVisible();
  await expect(renderedEmails(page)).toHaveText(second.rows.map((row) => row.email));

  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(page).toHaveURL(/sort=company&order=asc/);
  const first = await apiList(page, token, `q=${seeded}&sort=company&order=asc&page=1`);
  await expect(renderedEmails(page)).toHaveText(first.rows.map((row) => row.email));
});

test("search narrows the table to what the server finds", async ({ page }) => {
  const token = await signInAsAdmin(page);
  await page.goto("/admin/demo-requests");
  const term = "Malabar Pharma";
  const { rows, total } = await apiList(page, token, `q=${encodeURIComponent(term)}`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(e2eSeededDemoRequests);

  await searchBox(page).fill(term);
  await expect(page).toHaveURL(/[?&]q=Malabar(\+|%20)Pharma/);
  await expect(rangeLine(page)).toHaveText(new RegExp(`of ${total}$`));
  await expect(renderedEmails(page)).toHaveText(rows.map((row) => row.email));
  for (const company of await table(page).locator("tbody tr td:nth-child(2)").allTextContents()) {
    expect(company).toContain(term);
  }

  await searchBox(page).fill("no such company anywhere");
  await expect(page.getByText("Nothing matches “no such company anywhere”.")).toBeVisible();
});

/** Opens the table on one request only, found by its (unique) email. */
async function showOnly(page: Page, request: DemoRequest) {
  await page.goto(`/admin/demo-requests?q=${encodeURIComponent(request.email)}`);
  await expect(renderedEmails(page)).toHaveText([request.email]);
}

test("a status change and notes persist; a delete asks first, then removes the request", async ({ page }) => {
  const token = await signInAsAdmin(page);
  const { rows } = await apiList(page, token, `q=${seeded}&status=new&sort=email&order=asc&limit=3`);
  const [statusRow, notesRow, deleteRow] = rows;
  if (!statusRow || !notesRow || !deleteRow) throw new Error("the seed has fewer than 3 new requests");

  await showOnly(page, statusRow);
  await page.getByLabel(`Status of the request from ${statusRow.company}`).selectOption("contacted");
  await expect(toast(page)).toContainText(`${statusRow.company}: Contacted`);
  await page.reload();
  await expect(page.getByLabel(`Status of the request from ${statusRow.company}`)).toHaveValue("contacted");
  expect((await apiList(page, token, `q=${encodeURIComponent(statusRow.email)}`)).rows[0]?.status).toBe("contacted");

  await showOnly(page, notesRow);
  await page.getByRole("button", { name: `Details of the request from ${notesRow.company}` }).click();
  const details = page.getByRole("dialog", { name: `Demo request from ${notesRow.company}` });
  await expect(details).toContainText(notesRow.email);
  await details.getByLabel("Notes").fill("Called on Monday; wants payroll for 120 people.");
  await details.getByRole("button", { name: "Save notes" }).click();
  await expect(toast(page)).toContainText("Notes saved.");
  await expect(details).toBeHidden();
  await page.reload();
  await page.getByRole("button", { name: `Details of the request from ${notesRow.company}` }).click();
  await expect(page.getByRole("dialog").getByLabel("Notes")).toHaveValue(
    "Called on Monday; wants payroll for 120 people.",
  );
  // The timeline tells what happened, oldest first, and who did it.
  const events = page.getByRole("dialog").getByRole("region", { name: "Timeline" }).getByRole("listitem");
  await expect(events.first()).toContainText("Booked by the visitor");
  await expect(events.last()).toContainText("Notes changed");
  await expect(events.last()).toContainText("Called on Monday; wants payroll for 120 people.");
  await expect(events.last()).toContainText("e2e-admin");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  await showOnly(page, deleteRow);
  const deleteButton = page.getByRole("button", { name: `Delete the request from ${deleteRow.company}` });
  await deleteButton.click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this demo request?" });
  await expect(confirm).toContainText(deleteRow.company);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(renderedEmails(page)).toHaveText([deleteRow.email]);

  await deleteButton.click();
  await confirm.getByRole("button", { name: "Delete request" }).click();
  await expect(toast(page)).toContainText(`Deleted the demo request from ${deleteRow.company}.`);
  await expect(page.getByText("No demo requests")).toBeVisible();
  expect((await apiList(page, token, `q=${encodeURIComponent(deleteRow.email)}`)).total).toBe(0);
});

test("Export CSV downloads exactly the filtered rows, every page of them, in the table's order", async ({ page }) => {
  const token = await signInAsAdmin(page);
  await page.goto("/admin/demo-requests");
  await page.getByLabel("Status", { exact: true }).selectOption("qualified");
  await expect(page).toHaveURL(/status=qualified/);
  await searchBox(page).fill(seeded);
  await expect(page).toHaveURL(/q=example\.com/);
  await table(page).getByRole("button", { name: "Email", exact: true }).click();
  await expect(page).toHaveURL(/sort=email&order=asc/);

  const query = new URLSearchParams({ status: "qualified", q: seeded, sort: "email", order: "asc" });
  const expected = await apiAll(page, token, query);
  // More than one page: the export must not stop at what is on screen.
  expect(expected.length).toBeGreaterThan(25);
  await expect(rangeLine(page)).toHaveText(`1–25 of ${expected.length}`);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  await expect(toast(page)).toContainText("The CSV has been downloaded.");
  expect(download.suggestedFilename()).toMatch(/^demo-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(await readFile(await download.path(), "utf8"));
  expect(header?.slice(0, 5)).toEqual(["Requested at", "Name", "Company", "Email", "Phone"]);
  const column = (name: string) => header?.indexOf(name) ?? -1;
  expect(records.map((record) => record[column("Email")])).toEqual(expected.map((row) => row.email));
  expect(records.map((record) => record[column("Status")])).toEqual(expected.map(() => "qualified"));
  for (const record of records) expect(record[column("Email")]).toContain(seeded);
});

test("failures say so: the list, a status change, notes, a delete and the export", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  const token = await signInAsAdmin(page);
  const [row] = (await apiList(page, token, `q=${seeded}&status=new&sort=email&order=desc&limit=1`)).rows;
  if (!row) throw new Error("no seeded request left");

  await page.route(
    (url) => url.pathname === "/api/admin/demo-requests",
    (route) => route.fulfill({ status: 500, body: "" }),
  );
  await page.goto(`/admin/demo-requests?q=${encodeURIComponent(row.email)}`);
  await expect(table(page).getByRole("alert")).toHaveText("Error fetching data");
  await page.unrouteAll();
  await table(page).getByRole("button", { name: "Try again" }).click();
  await expect(renderedEmails(page)).toHaveText([row.email]);

  await page.route(
    (url) => url.pathname.startsWith("/api/admin/demo-requests/"),
    (route) => (route.request().method() === "GET" ? route.fallback() : route.fulfill({ status: 500, body: "" })),
  );
  await page.route("**/api/admin/demo-requests/export.csv*", (route) => route.fulfill({ status: 500, body: "" }));

  await page.getByLabel(`Status of the request from ${row.company}`).selectOption("demo_held");
  await expectErrorToast(page, "Failed to update the demo request.");

  await page.getByRole("button", { name: `Details of the request from ${row.company}` }).click();
  await page.getByRole("dialog").getByLabel("Notes").fill("This will not be saved.");
  await page.getByRole("dialog").getByRole("button", { name: "Save notes" }).click();
  await expectErrorToast(page, "Failed to save the notes.");
  // The typed notes are still there to try again.
  await expect(page.getByRole("dialog").getByLabel("Notes")).toHaveValue("This will not be saved.");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.getByRole("button", { name: `Delete the request from ${row.company}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete request" }).click();
  await expectErrorToast(page, "Failed to delete the demo request.");

  await page.getByRole("button", { name: "Export CSV" }).click();
  await expectErrorToast(page, "Failed to export the demo requests.");

  await page.unrouteAll();
  const [after] = (await apiList(page, token, `q=${encodeURIComponent(row.email)}`)).rows;
  expect(after).toMatchObject({ status: "new", notes: row.notes });
});

/** The page's states worth an accessibility check, each reached from the first page of seeded rows. */
const axeStates: Record<string, (page: Page) => Promise<void>> = {
  "the table": async () => {},
  "the details dialog": async (page) => {
    await page
      .getByRole("button", { name: /^Details of the request from / })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
  },
  "the delete confirm": async (page) => {
    await page
      .getByRole("button", { name: /^Delete the request from / })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
  },
};

for (const [state, open] of Object.entries(axeStates)) {
  test(`no axe violations in light and dark: ${state}`, async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin/demo-requests?q=${seeded}&limit=10`);
    await expect(renderedEmails(page)).toHaveCount(10);
    await open(page);
    await expectNoAxeViolations(page);
  });
}

test("at 390 px the requests are cards: nothing scrolls sideways, and sort, paging and details still work", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signInAsAdmin(page);
  await page.goto(`/admin/demo-requests?q=${seeded}`);
  const cards = page.getByRole("list", { name: "Demo requests" }).getByRole("listitem");
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const card of (await cards.all()).slice(0, 3)) {
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  }

  // The column headers' sort is a select above the cards.
  await page.getByLabel("Sort by").selectOption({ label: "Email (ascending)" });
  await expect(page).toHaveURL(/[?&]sort=email&order=asc(&|$)/);
  const { rows } = await apiList(page, token, `q=${seeded}&sort=email&order=asc`);
  await expect(cards.getByRole("link")).toHaveText(rows.map((row) => row.email));

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(rangeLine(page)).toHaveText(/^26–50 of /);
  const details = page.getByRole("button", { name: /^Details of the request from / }).first();
  await details.scrollIntoViewIfNeeded();
  await details.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expectNoAxeViolations(page);
});

test("at 1280 px the demo requests and enquiries tables fit their box, and the details hold the rest", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of [`/admin/demo-requests?q=${seeded}`, "/admin/enquiries"]) {
    await page.goto(path);
    await expect(page.getByRole("table")).toBeVisible();
    const overflow = await page
      .getByRole("table")
      .evaluate((node) => (node.parentElement ? node.parentElement.scrollWidth - node.parentElement.clientWidth : -1));
    expect(overflow, path).toBe(0);
  }
  await page.goto(`/admin/demo-requests?q=${seeded}`);
  await table(page)
    .getByRole("button", { name: /^Details of the request from / })
    .first()
    .click();
  const details = page.getByRole("dialog");
  for (const label of ["Phone", "Plan", "Status", "Source"])
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  await expect(details).not.toContainText(" /  / ");
});

test("at 390 px an enquiry is a card with its message and Handled box, and the page does not scroll sideways", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const name = `Card reader ${Date.now()}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      name,
      email: "card.reader@example.com",
      company: "Kaveri Looms",
      phone: "",
      message: "A quote for 80 people.",
    },
  });
  expect(sent.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("list", { name: "Enquiries" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Kaveri Looms");
  await expect(card).toContainText("A quote for 80 people.");
  await expect(card.getByRole("checkbox", { name: `Handled: the enquiry from ${name}` })).not.toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
