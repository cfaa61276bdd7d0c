import { dataRightsDueOn } from "../../common/data-rights-deadline";
import type { DataRightsRequest } from "../../common/data-rights-request";
import { businessDateOf } from "../../common/dates";
import { authHeader } from "../../common/http";
import { cookiesPage, cookiesSections } from "../../content/cookies";
import { dataRequestForm, dataRequestTypes, dataRightsPage, dataRightsSections } from "../../content/data-rights";
import { logoFiles, pressContact, pressPage } from "../../content/press";
import { securityPage, securitySections } from "../../content/security";
import { termsPage, termsSections } from "../../content/terms";
import type { PolicySection } from "../../content/types";
import { e2eAdmin } from "../../playwright.config";
import { expect, expectNoAxeViolations, test, uniqueSuffix } from "./fixtures";
import { waitForEmail } from "./mailbox";

/**
 * The pages the footer's legal and company entries lead to: each renders its heading and
 * every section under a stable anchor that other pages and the assistant link to, passes axe in both
 * themes at phone and desktop width, and /gdpr takes a privacy request by keyboard alone that its
 * sender is sent an acknowledgement of and staff then find with its deadline (ADR 035).
 */

const documents: { path: string; title: string; sections: readonly PolicySection[] }[] = [
  { path: "/security", title: securityPage.title, sections: securitySections },
  { path: "/terms", title: termsPage.title, sections: termsSections },
  { path: "/cookies", title: cookiesPage.title, sections: cookiesSections },
  { path: "/gdpr", title: dataRightsPage.title, sections: dataRightsSections },
];

const pressSectionIds = ["company-facts", "about-aster", "logo-files", "press-contact"];

for (const { path, title, sections } of documents) {
  test(`${path} shows its title and every section under its anchor, listed in the contents`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    const contents = page.getByRole("navigation", { name: "On this page" });
    for (const section of sections) {
      const anchored = page.locator(`section#${section.id}`);
      await expect(anchored.getByRole("heading", { level: 2 })).toContainText(section.title);
      await expect(contents.getByRole("link", { name: section.title })).toHaveAttribute("href", `#${section.id}`);
    }
    await expect(page.locator("section[id]")).toHaveCount(sections.length + (path === "/gdpr" ? 1 : 0));
  });
}

test("/press shows the facts, the About paragraph, every logo file and the press contact", async ({ page }) => {
  await page.goto("/press");
  await expect(page.getByRole("heading", { level: 1, name: pressPage.title })).toBeVisible();
  for (const id of pressSectionIds) await expect(page.locator(`section#${id} h2`)).toBeVisible();
  for (const logo of logoFiles) {
    await expect(page.locator(`a[href="${logo.file}"][download]`)).toBeVisible();
    const file = await page.request.get(logo.file);
    expect(file.status(), logo.file).toBe(200);
    expect(file.headers()["content-type"]).toBe(logo.format === "SVG" ? "image/svg+xml" : "image/png");
  }
  await expect(page.getByRole("link", { name: `Email ${pressContact.email}` })).toHaveAttribute(
    "href",
    `mailto:${pressContact.email}`,
  );
});

test("the documents link to each other and to the pages they name, never to themselves", async ({ page }) => {
  await page.goto("/terms");
  const terms = page.getByRole("article", { name: termsPage.title });
  await expect(terms.getByRole("link", { name: "Security page" }).first()).toHaveAttribute("href", "/security");
  await expect(terms.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");
  await expect(terms.getByRole("link", { name: "/pricing" }).first()).toHaveAttribute("href", "/pricing");
  await page.goto("/privacy");
  const privacy = page.getByRole("article", { name: "Privacy Policy" });
  await expect(privacy.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
  await expect(privacy.locator('a[href="/privacy"]')).toHaveCount(0);
});

test("a link to a section lands on it: /terms#liability", async ({ page }) => {
  await page.goto("/terms#liability");
  await expect(page.getByRole("heading", { name: "Limitation of Liability" })).toBeInViewport();
});

for (const width of [390, 1280]) {
  for (const path of [...documents.map((document) => document.path), "/press"]) {
    test(`${path} at ${width} px: axe finds nothing in either theme`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}

test("the footer links the five pages, and its API entry leads to the API reference", async ({ page }) => {
  await page.goto("/privacy");
  const footer = page.getByRole("contentinfo");
  const links = {
    Security: "/security",
    Press: "/press",
    "Terms of Service": "/terms",
    "Cookie Policy": "/cookies",
    GDPR: "/gdpr",
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: "API", exact: true })).toHaveAttribute(
    "href",
    "/features/integration-api#api-integration",
  );
  await footer.getByRole("link", { name: "GDPR", exact: true }).click();
  await expect(page).toHaveURL(/\/gdpr$/);
  await expect(page.getByRole("heading", { level: 1, name: dataRightsPage.title })).toBeVisible();
});

/** The e2e admin's token on this server: enquiries are staff data. */
async function staffToken(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test("a privacy request by keyboard alone is acknowledged to the sender and tracked for staff with its deadline", async ({
  page,
}) => {
  const name = `Farah Qureshi ${uniqueSuffix()}`;
  const email = `farah-${uniqueSuffix()}@e2e.example`;
  const deletion = dataRequestTypes.find((type) => type.value === "deletion");
  // The page's clock is the test's, so the form has been open as long as a person takes (the spam check).
  await page.clock.install();
  await page.goto("/gdpr");

  // From the header's call to action, by keyboard: Enter follows it to the form, Tab enters the form.
  await page.getByRole("link", { name: dataRequestForm.heading, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#request-form$/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: dataRequestForm.fields.name.label })).toBeFocused();

  // Sent empty first: every required field says what it needs, and the focus goes to the first.
  await page.getByRole("button", { name: dataRequestForm.submitLabel }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Choose what you would like us to do")).toBeVisible();
  await expect(page.getByRole("textbox", { name: dataRequestForm.fields.name.label })).toBeFocused();

  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  const requestType = page.getByRole("combobox", { name: dataRequestForm.fields.requestType.label });
  await expect(requestType).toBeFocused();
  await page.keyboard.type("Delete");
  await expect(requestType).toHaveValue("deletion");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Please delete the demo request I made in March.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: dataRequestForm.submitLabel })).toBeFocused();
  await page.clock.fastForward(20_000);
  await page.keyboard.press("Enter");

  const confirmation = page.getByText(dataRequestForm.confirmation.text);
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(dataRequestForm.confirmation.title);
  // The confirmation holds the focus, so a screen reader reads it and Tab goes on from there.
  await expect(page.locator(":focus")).toContainText(dataRequestForm.confirmation.title);

  const token = await staffToken(page.request);
  const listed = await page.request.get(`/api/admin/data-rights-requests?q=${encodeURIComponent(email)}`, {
    headers: { [authHeader]: token },
  });
  expect(listed.status()).toBe(200);
  const requests = (await listed.json()) as DataRightsRequest[];
  expect(requests).toEqual([
    expect.objectContaining({
      name,
      email,
      requestType: deletion?.value,
      details: "Please delete the demo request I made in March.",
      status: "open",
      deadline: "on track",
      dueOn: dataRightsDueOn(businessDateOf(requests[0]?.receivedAt ?? "")),
    }),
  ]);
  // The sender is told it arrived, with its reference; the privacy team, not sales, is told too.
  const reference = requests[0]?.reference ?? "";
  const acknowledgement = await waitForEmail(email, /^We received your data-rights request/);
  expect(acknowledgement.subject).toBe(`We received your data-rights request (${reference})`);
  expect(acknowledgement.text).toContain(deletion?.label ?? "?");
  await waitForEmail("privacy@e2e.example", new RegExp(`^New data-rights request ${reference}:`));
});

test("a failed privacy request says where else to write, and keeps what was typed", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500|Failed to load resource/);
  await page.goto("/gdpr");
  await page.route("**/api/data-rights-requests", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("textbox", { name: dataRequestForm.fields.name.label }).fill("Kabir Sen");
  await page.getByRole("textbox", { name: dataRequestForm.fields.email.label }).fill("kabir@example.com");
  await page.getByRole("combobox", { name: dataRequestForm.fields.requestType.label }).selectOption("access");
  await page.getByRole("button", { name: dataRequestForm.submitLabel }).click();
  await expect(page.getByText(dataRequestForm.failure)).toBeVisible();
  await expect(page.getByRole("textbox", { name: dataRequestForm.fields.name.label })).toHaveValue("Kabir Sen");
});
