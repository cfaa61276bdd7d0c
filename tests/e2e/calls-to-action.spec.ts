import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ctas } from "../../app/lib/ctas";
import { addDays, businessTimeZone, calendarDateIn, weekdayOf } from "../../common/business-time";
import { expect, expectNoAxeViolations, hydrated, signInAsAdmin, test, uniqueSuffix } from "./fixtures";
import { verificationCodeFor } from "./mailbox";
import { onePagePerRoute } from "./public-pages";

/**
 * Every call to action leads somewhere, and what it carries (a plan, a topic) reaches
 * the back office. The bookings and enquiries are made on the public server, and staff read them
 * there too (the e2e admin exists on both servers).
 */

/** A bookable weekday well ahead (schedule-demo.spec.ts uses the first few; this spec takes its own). */
function bookableDay(n: number): string {
  let date = addDays(calendarDateIn(new Date(), businessTimeZone), 2);
  for (let found = 0; found < n; ) {
    date = addDays(date, 1);
    if (![0, 6].includes(weekdayOf(date)) && !["01-26", "08-15", "10-02", "12-25"].includes(date.slice(5))) found++;
  }
  return date;
}

const uniqueEmail = (label: string) => `${label}-${uniqueSuffix()}@e2e.example`;

async function openAt(page: Page, path: string) {
  // The page's clock is the test's, so a form can be "open for a while" without a wait (spam timing).
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
}

test("Get Started on a plan books a demo with that plan, and staff see the plan in the request's details", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAt(page, "/pricing");
  await page
    .getByRole("article", { name: "Gold" })
    .getByRole("link", { name: "Get started with the Gold plan" })
    .click();
  await expect(page).toHaveURL(/\/schedule-demo\?plan=gold$/);
  await hydrated(page);
  const plan = page.getByLabel("Plan");
  await expect(plan).toHaveValue("gold");
  await expect(plan.locator("option:checked")).toHaveText("Gold");
  // The visitor may change their mind, and back.
  await expect(plan.locator("option")).toHaveText(["Not sure yet", "Basic", "Gold", "Platinum"]);
  await plan.selectOption("platinum");
  await plan.selectOption("gold");

  const email = uniqueEmail("plan");
  const company = `Plan Buyers ${uniqueSuffix()}`;
  await page.getByLabel("Company Name").fill(company);
  await page.getByLabel("Phone Number").fill("+91 98300 55555");
  await page.getByLabel("Work Email").fill(email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.getByLabel("Verification Code").fill(await verificationCodeFor(email));
  await expect(page.getByText("Email verified successfully!")).toBeVisible();
  await page.getByLabel("Preferred Date").fill(bookableDay(11));
  await expect(page.getByLabel("Preferred Time")).not.toHaveValue("");
  await page.clock.fastForward(30_000);
  await page.getByRole("button", { name: "Request Demo" }).click();
  await expect(page.getByText("Thank you! Your demo request has been sent successfully.")).toBeVisible();
  // The form clears the visitor's details but keeps the plan they came for.
  await expect(page.getByLabel("Company Name")).toHaveValue("");
  await expect(plan).toHaveValue("gold");

  await signInAsAdmin(page);
  await page.goto(`/admin/demo-requests?q=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: /^Demo requests/ });
  const row = table.getByRole("row", { name: new RegExp(company) });
  // The plan is in the request's details (the table keeps to what fits at 1280 px).
  await row.getByRole("button", { name: `Details of the request from ${company}` }).click();
  const details = page.getByRole("dialog", { name: `Demo request from ${company}` });
  await expect(details.getByText("Plan", { exact: true })).toBeVisible();
  await expect(details.getByText("Gold", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unknown ?plan= chooses nothing and says nothing: the visitor simply picks", async ({ page }) => {
  await page.goto("/schedule-demo?plan=diamond");
  await expect(page.getByLabel("Plan")).toHaveValue("");
  await expect(page.getByLabel("Plan").locator("option:checked")).toHaveText("Not sure yet");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("Talk to Sales opens the contact form on Sales; staff see the topic and filter by it", async ({ page }) => {
  test.setTimeout(60_000);
  await openAt(page, "/");
  await page.getByRole("link", { name: "Talk to Sales" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=sales$/);
  await hydrated(page);
  const topic = page.getByLabel("Topic");
  await expect(topic).toHaveValue("sales");
  await expect(topic.locator("option")).toHaveText(["General question", "Sales", "Support", "Privacy request"]);
  // The message is the visitor's own: nothing is written into it for them.
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");

  const email = uniqueEmail("sales");
  const name = `Rupa Sen ${uniqueSuffix()}`;
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Sen Logistics");
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("We have 800 people across 12 depots. What would the Platinum plan cost us?");
  await page.clock.fastForward(30_000);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! We will get back to you soon.")).toBeVisible();
  await expect(topic).toHaveValue("sales");
  await expectNoAxeViolations(page);

  await signInAsAdmin(page);
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: /^Enquiries/ });
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell", { name: "Sales", exact: true })).toBeVisible();

  await page.getByLabel("Topic").selectOption("sales");
  await expect(page).toHaveURL(/[?&]topic=sales/);
  await expect(row).toBeVisible();
  await page.getByLabel("Topic").selectOption("privacy request");
  await expect(page).toHaveURL(/[?&]topic=privacy(\+|%20)request/);
  await expect(row).toHaveCount(0);
  await page.getByLabel("Topic").selectOption("");
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
});

test("pricing: Schedule a Call books a demo; Live Chat opens the assistant, by mouse and by keyboard", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Schedule a Call" }).click();
  await expect(page).toHaveURL(/\/schedule-demo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Personalized Demo");

  await page.goto("/pricing");
  const liveChat = page.getByRole("button", { name: "Live Chat" });
  await liveChat.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await liveChat.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  // Closing returns the visitor to the button that opened the panel, not to the corner's chat button.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(liveChat).toBeFocused();
});

test("pricing: before its scripts run, Live Chat is a link to the sales form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/pricing");
  await expect(page.locator('[data-cta="pricing-live-chat"]')).toHaveAttribute("href", "/contact?topic=sales");
  await expect(page.getByRole("link", { name: "Live Chat" })).toBeVisible();
  await context.close();
});

test("Download Demo Guide downloads a PDF whose size is the one shown", async ({ page }) => {
  await page.goto("/product-tour");
  const link = page.getByRole("link", { name: /^Download Demo Guide \(PDF, \d+ KB\)$/ });
  const shownKb = Number((await link.textContent())?.match(/(\d+) KB/)?.[1]);
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("aster-demo-guide.pdf");
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(Math.max(1, Math.round(bytes.length / 1024))).toBe(shownKb);
  await expectNoAxeViolations(page);
});

test("the changed public pages have no axe violations in light and dark", async ({ page }) => {
  for (const path of ["/pricing", "/schedule-demo?plan=platinum"]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});

const ctaNames = new Set(Object.keys(ctas));
const repeating = new Set(Object.entries(ctas).flatMap(([name, about]) => ("repeats" in about ? [name] : [])));

for (const path of [...onePagePerRoute, "/contact?topic=sales", "/schedule-demo?plan=gold"]) {
  test(`calls to action on ${path} carry names from app/lib/ctas.ts, each purpose once`, async ({ page }) => {
    await page.goto(path);
    const names = await page
      .locator("[data-cta]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-cta") ?? ""));
    expect(names.filter((name) => !ctaNames.has(name))).toEqual([]);
    const once = names.filter((name) => !repeating.has(name));
    expect(once.filter((name, index) => once.indexOf(name) !== index)).toEqual([]);
    // No call to action on a public page says "Coming soon" (the blog's newsletter Subscribe
    // works, ADR 024); the assistant's panel is not open here.
    const inert = await page
      .locator("main button[aria-disabled='true']")
      .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ""));
    expect(inert).toEqual([]);
    await expect(page.locator("main").getByText("Coming soon")).toHaveCount(inert.length);
  });
}
