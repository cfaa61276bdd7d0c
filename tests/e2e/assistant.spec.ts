import type { Locator, Page } from "@playwright/test";
import { authHeader } from "../../common/http";
import { expect, expectNoAxeViolations, hydrated, signInAsAdmin, test, uniqueSuffix } from "./fixtures";
import { waitForEmail } from "./mailbox";
import { accessibleFields } from "./required-fields";

/**
 * The assistant's panel against the real search (ADR 023): answers with their source pages,
 * suggestions for the page, "Was this helpful?", the refusal and its hand-offs, Live Support, and
 * what staff then see in /admin/assistant-questions and the enquiries.
 */

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

async function openAssistant(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Aster HRMS Assistant" });
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();
  return dialog;
}

/** Types the question and sends it with Enter, as a visitor does; the focus stays in the box. */
async function ask(dialog: Locator, question: string): Promise<void> {
  const input = dialog.getByRole("textbox", { name: "Your question" });
  await input.fill(question);
  await input.press("Enter");
  await expect(input).toHaveValue("");
}

const turns = (dialog: Locator, kind: "answer" | "refusal" | "error" | "handoff") =>
  dialog.locator(`[data-turn="${kind}"]`);

/** The panel fits the screen: inside the viewport, and the page gains no sideways scroll. */
async function expectPanelFits(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

/** The staff list, filtered as a staff member would: by kind and by words of the question. */
async function staffListRow(page: Page, kind: "unanswered" | "weak" | "unhelpful", question: string): Promise<Locator> {
  await signInAsAdmin(page);
  await page.goto(`/admin/assistant-questions?kind=${kind}&q=${encodeURIComponent(question)}`);
  await expect(page.getByRole("heading", { name: "Assistant Questions", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Show")).toHaveValue(kind);
  return page.getByRole("row", { name: new RegExp(question.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") });
}

test("a misspelt price question is answered from /pricing, and its source link goes there", async ({ page }) => {
  // Two pages, a search and an axe pass over the home page, whose DOM is the site's largest.
  test.setTimeout(60_000);
  await page.setViewportSize(widths.desktop);
  await page.goto("/");
  const dialog = await openAssistant(page);
  await ask(dialog, "how much dose it cost");

  const answer = turns(dialog, "answer").last();
  await expect(answer).toBeVisible();
  const source = answer.getByRole("link").first();
  await expect(source).toHaveAttribute("href", /^\/pricing(#.*)?$/);
  // The answer did not take the focus from the box; the live region reads it instead.
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();
  await expect(page.locator("#assistant-panel [aria-live=polite]").last()).not.toBeEmpty();
  await expect(answer.getByRole("group", { name: "Was this helpful?" })).toBeVisible();
  await expectNoAxeViolations(page);

  await source.click();
  await expect(page).toHaveURL(/\/pricing(#.*)?$/);
  await expect(dialog).toBeHidden();
  // The conversation came along (session storage): reopened on the new page, it is still there.
  const reopened = await openAssistant(page);
  await expect(reopened.getByText("how much dose it cost")).toBeVisible();
  await expect(turns(reopened, "answer")).toHaveCount(1);
});

test("a suggested question for the page asks itself; No under its answer reaches the staff list as unhelpful", async ({
  page,
}) => {
  await page.goto("/pricing");
  const dialog = await openAssistant(page);
  const chips = dialog.getByRole("region", { name: "Suggested questions" }).getByRole("button");
  await expect(chips).toHaveCount(3);
  await expect(chips.first()).toHaveAttribute("data-cta", "assistant-suggestion");
  const question = (await chips.filter({ hasText: "free trial" }).textContent()) ?? "";
  expect(question).toBe("Is there a free trial?");
  await chips.filter({ hasText: "free trial" }).click();

  const answer = turns(dialog, "answer").last();
  await expect(answer.getByRole("link").first()).toBeVisible();
  // The suggestions step aside once a question is asked; Ask AI Anything brings them back.
  await expect(chips).toHaveCount(0);
  await dialog.getByRole("button", { name: "Ask AI Anything" }).click();
  await expect(chips).toHaveCount(3);
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();

  const no = answer.getByRole("button", { name: "No, this answer did not help" });
  await no.focus();
  await page.keyboard.press("Enter");
  const thanks = answer.getByText("Thanks. We read every question our answers miss");
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(answer.getByRole("button", { name: /^(Yes|No)\b/ })).toHaveCount(0);

  const row = await staffListRow(page, "unhelpful", question);
  await expect(row).toContainText("Unhelpful");
  await expect(row.getByRole("cell").nth(3)).toHaveText(/^\d+$/);
});

test("an answer from a weak match says so and offers a person; staff see it with the page it gave", async ({
  page,
}) => {
  await page.setViewportSize(widths.phone);
  await page.goto("/features");
  const dialog = await openAssistant(page);
  const question = `leave policy for the antarctic research team ${uniqueSuffix()}`;
  await ask(dialog, question);

  const answer = turns(dialog, "answer").last();
  await expect(answer).toContainText("I am not sure this answers your question");
  await expect(answer.getByRole("link", { name: /leave polic/i })).toHaveAttribute(
    "href",
    "/features/hr-operations#leave-management",
  );
  // A person is offered beside the sources, and the answer can still be rated.
  await expect(answer.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/schedule-demo");
  await expect(answer.getByRole("button", { name: "Live Support" })).toBeVisible();
  await expect(answer.getByRole("group", { name: "Was this helpful?" })).toBeVisible();
  await expectPanelFits(page, dialog);
  await expectNoAxeViolations(page);

  const row = await staffListRow(page, "weak", question);
  await expect(row).toContainText("Weak match");
  await expect(row.getByRole("link", { name: "/features/hr-operations#leave-management" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a question nothing answers gets a plain refusal with the two hand-offs, and staff see it as unanswered", async ({
  page,
}) => {
  await page.setViewportSize(widths.phone);
  await page.goto("/careers");
  const dialog = await openAssistant(page);
  const question = `zorblax quiffle ${uniqueSuffix()} vorpent`;
  await ask(dialog, question);

  const refusal = turns(dialog, "refusal").last();
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/schedule-demo");
  await expect(refusal.getByRole("button", { name: "Live Support" })).toBeVisible();
  await expect(refusal.getByRole("group", { name: "Was this helpful?" })).toHaveCount(0);
  await expectPanelFits(page, dialog);
  await expectNoAxeViolations(page);

  // The refusal's Live Support opens the form in the panel, with the focus on its first field.
  await refusal.getByRole("button", { name: "Live Support" }).click();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(refusal.getByRole("button", { name: "Live Support" })).toBeFocused();

  const row = await staffListRow(page, "unanswered", question);
  await expect(row).toContainText("Unanswered");
  await expectNoAxeViolations(page);
});

test("Live Support by keyboard: errors are announced, then the conversation reaches staff as a support enquiry", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await page.setViewportSize(widths.phone);
  await page.goto("/features");
  const dialog = await openAssistant(page);
  await ask(dialog, "can employees apply for leave from their phone");
  await expect(turns(dialog, "answer").or(turns(dialog, "refusal")).last()).toBeVisible();

  // One Shift+Tab from the question box reaches the quick action just before it.
  const liveSupport = dialog.getByRole("button", { name: "Live Support" }).last();
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(liveSupport).toBeFocused();
  await expect(liveSupport).toHaveAttribute("data-cta", "assistant-live-support");
  await page.keyboard.press("Enter");
  await expect(liveSupport).toHaveAttribute("aria-expanded", "true");
  const form = dialog.getByRole("form", { name: "Talk to a person" });
  const name = form.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await expectPanelFits(page, dialog);
  await expectNoAxeViolations(page);

  // Sent empty: the first field to fix takes the focus, and each error is its field's description.
  await form.getByRole("button", { name: "Send to our team" }).focus();
  await page.keyboard.press("Enter");
  await expect(name).toBeFocused();
  const fields = await accessibleFields(page, form);
  expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual(["Name", "Email"]);
  expect(fields.find((field) => field.name === "Name")?.description).toBe("Name is required");
  expect(fields.find((field) => field.name === "Email")?.description).toBe("Email is required");

  const email = `live-support-${uniqueSuffix()}@e2e.example`;
  await page.keyboard.type("Meera Iyer");
  await page.keyboard.press("Tab");
  await page.keyboard.type("not an address");
  await page.keyboard.press("Enter");
  await expect(form.getByRole("textbox", { name: "Email" })).toBeFocused();
  await expect(form.getByText("Please enter a valid email")).toBeVisible();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("We have 240 people across three plants.");
  // A person takes a while to fill a form; the server treats a form sent in under 3 s as software.
  await page.clock.fastForward(30_000);
  await form.getByRole("button", { name: "Send to our team" }).focus();
  await page.keyboard.press("Enter");

  const confirmation = turns(dialog, "handoff").last();
  await expect(confirmation).toContainText(`reply by email to ${email}`);
  await expect(confirmation).toContainText("hello@asterhrms.com");
  await expect(confirmation).toBeFocused();
  await expect(form).toHaveCount(0);

  const staff = await waitForEmail("sales@e2e.example", /^New support request from Meera Iyer \[ENQ-[0-9A-F]{8}\]$/);
  expect(staff.text).toContain("can employees apply for leave from their phone");
  expect(staff.text).toContain("We have 240 people across three plants.");
  // The visitor is told it arrived, with the reference staff see.
  const reference = /\[(ENQ-[0-9A-F]{8})\]$/.exec(staff.subject)?.[1];
  const acknowledgement = await waitForEmail(email, /^We received your message to our team/);
  expect(acknowledgement.subject).toBe(`We received your message to our team (${reference})`);

  const token = await signInAsAdmin(page);
  const enquiries = await page.request.get(`/api/admin/enquiries?topic=support&q=${encodeURIComponent(email)}`, {
    headers: { [authHeader]: token },
  });
  expect(enquiries.status()).toBe(200);
  const [enquiry] = (await enquiries.json()) as {
    reference: string;
    topic: string;
    name: string;
    message: string;
    spamReason: string | null;
  }[];
  expect(enquiry).toMatchObject({ reference, topic: "support", name: "Meera Iyer", spamReason: null });
  expect(enquiry?.message).toContain("can employees apply for leave from their phone");
});

test("with the panel empty it suggests questions for the page, fits a phone, and passes axe at both widths", async ({
  page,
}) => {
  for (const size of [widths.phone, widths.desktop]) {
    await page.setViewportSize(size);
    await page.goto("/contact");
    const dialog = await openAssistant(page);
    await expect(dialog.getByRole("region", { name: "Suggested questions" })).toContainText("Where are your offices?");
    for (const [name, cta] of [
      ["Ask AI Anything", "assistant-ask-ai"],
      ["Live Support", "assistant-live-support"],
    ] as const) {
      await expect(dialog.getByRole("button", { name })).toHaveAttribute("data-cta", cta);
    }
    await expect(dialog.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute(
      "data-cta",
      "assistant-schedule-demo",
    );
    await expectPanelFits(page, dialog);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
  }
});

test("when the assistant cannot be reached or is busy, it says so plainly and still offers both hand-offs", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 429|Failed to load resource/);
  await page.goto("/pricing");
  await page.route("**/api/assistant/ask", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: '{"message":"Too many requests"}' }),
  );
  const dialog = await openAssistant(page);
  await ask(dialog, "Is there a free trial?");
  const busy = turns(dialog, "error").last();
  await expect(busy).toContainText("You've asked a lot of questions in a short time.");
  await expect(busy.getByRole("link", { name: "Schedule Demo" })).toBeVisible();
  await expect(busy.getByRole("button", { name: "Live Support" })).toBeVisible();

  await page.route("**/api/assistant/ask", (route) => route.abort("internetdisconnected"));
  await ask(dialog, "Is there a free trial?");
  await expect(turns(dialog, "error").last()).toContainText("I couldn't reach our server just now.");
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();
});

test("the panel passes axe with an answer on a phone, and with a refusal and the Live Support form on a desktop", async ({
  page,
}) => {
  // Two questions and three axe passes (each brings its own time): the questions need more than the default.
  test.setTimeout(60_000);
  await page.setViewportSize(widths.phone);
  await page.goto("/contact");
  const dialog = await openAssistant(page);
  await ask(dialog, "Where are your offices?");
  await expect(turns(dialog, "answer").last().getByRole("link").first()).toHaveAttribute("href", /^\/contact/);
  await expectPanelFits(page, dialog);
  await expectNoAxeViolations(page);

  await page.setViewportSize(widths.desktop);
  await ask(dialog, `plimbex ${uniqueSuffix()} grontavious`);
  await expect(turns(dialog, "refusal").last()).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Live Support" }).last().click();
  await expect(dialog.getByRole("form", { name: "Talk to a person" })).toBeVisible();
  await expectPanelFits(page, dialog);
  await expectNoAxeViolations(page);
});

test("while it looks for an answer the typing dots bounce, and stand still under reduced motion", async ({ page }) => {
  await page.goto("/pricing");
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/assistant/ask", async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await openAssistant(page);
  const dot = dialog.getByTestId("assistant-typing").locator("span").first();
  const animation = () => dot.evaluate((element) => getComputedStyle(element).animationName);

  await ask(dialog, "Is there a free trial?");
  await expect.poll(animation).not.toBe("none");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect.poll(animation).toBe("none");
  // The words a screen reader hears meanwhile, without moving the focus.
  await expect(page.locator("#assistant-panel [aria-live=polite]").last()).toHaveText("Looking for an answer…");
  release();
  await expect(dialog.getByTestId("assistant-typing")).toHaveCount(0);
  await expect(turns(dialog, "answer").last()).toBeVisible();
});

test("on a phone, the chat button steps aside while a field under it has focus, and comes back after", async ({
  page,
}) => {
  await page.setViewportSize(widths.phone);
  await page.goto("/contact");
  await hydrated(page);
  const button = page.getByRole("button", { name: "Open the assistant" });
  await expect(button).toBeVisible();
  const message = page.getByRole("textbox", { name: /^Message/ });
  await message.focus();
  // Bring the field's bottom to the bottom of the screen, where the button sits.
  await message.evaluate((field) => field.scrollIntoView({ block: "end" }));
  await expect(button).toBeHidden();
  const fieldBox = await message.boundingBox();
  expect(fieldBox && fieldBox.y + fieldBox.height).toBeGreaterThan(widths.phone.height - 80);

  await page.getByRole("heading", { level: 1 }).click();
  await expect(button).toBeVisible();
});
