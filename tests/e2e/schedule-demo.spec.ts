import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { addDays, weekdayOf } from "../../common/business-time";
import { bookableDay, dateKeys } from "./demo-days";
import { expect, expectNoAxeViolations, hydrated, test, uniqueSuffix } from "./fixtures";
import { verificationCodeFor, waitForEmail } from "./mailbox";

const uniqueEmail = (label: string) => `${label}-${uniqueSuffix()}@e2e.example`;

async function openForm(page: Page) {
  // The page's clock is the test's, so the form can be "open for a while" without a wait.
  await page.clock.install();
  await page.goto("/schedule-demo");
  await hydrated(page); // the page may come from a context the test opened itself
  await expect(page.getByRole("heading", { name: "Request a Personalized Demo", level: 1 })).toBeVisible();
}

async function verifyByKeyboard(page: Page, email: string) {
  await page.getByLabel("Work Email").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Code" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Verification code sent to your email. Please check your inbox.")).toBeVisible();
  // Focus moved to the code field by itself.
  await expect(page.getByLabel("Verification Code")).toBeFocused();
  await page.keyboard.type(await verificationCodeFor(email));
  await expect(page.getByText("Email verified successfully!")).toBeVisible();
  await expect(page.getByLabel("Work Email")).toHaveAttribute("readonly", "");
}

test("a visitor books by keyboard alone with the code from their inbox, and the slot disappears", async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("keyboard");
  const date = bookableDay(1);
  await openForm(page);

  await page.getByLabel("Full Name").focus();
  await page.keyboard.type("Anita Ghosh");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Hooghly Textiles");
  await verifyByKeyboard(page, email);

  await page.getByLabel("Phone Number").focus();
  await page.keyboard.type("+91 98300 12345");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Preferred Date")).toBeFocused();
  await page.keyboard.type(dateKeys(date));
  const time = page.getByLabel("Preferred Time");
  // SPEC §4: the first free slot is chosen once the date's times arrive.
  await expect(time).toHaveValue("09:00");
  // Chromium's date input keeps one Tab for its calendar button; then focus reaches the time.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(time).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(time).toHaveValue("09:30");

  await page.clock.fastForward(30_000);
  await page.getByRole("button", { name: "Request Demo" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Thank you! Your demo request has been sent successfully.")).toBeVisible();
  // Focus moves to the announcement, so keyboard and screen-reader users land on the result.
  const confirmation = page.locator("#demo-form > [aria-live]");
  await expect(confirmation).toBeFocused();
  // Above the emptied form: the time in the visitor's zone and India's, and where the invitation went.
  await expect(confirmation).toContainText("9:30 AM India Standard Time");
  await expect(confirmation).toContainText(`the invitation is on its way to ${email}`);
  // The calendar file is one Tab away.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Add to calendar" })).toBeFocused();
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const calendarFile = await readFile(await (await download).path(), "utf8");
  expect(calendarFile).toContain("BEGIN:VCALENDAR");
  await expect(page.getByRole("link", { name: "Reschedule or cancel" })).toHaveAttribute(
    "href",
    /^\/schedule-demo\/manage\/[0-9a-f-]+\?signature=/,
  );

  // Cleared, and the booked time is gone from the reloaded list.
  await expect(page.getByLabel("Company Name")).toHaveValue("");
  await expect(page.getByLabel("Work Email")).toHaveValue("");
  await expect(time).toHaveValue("09:00");
  await expect(time.locator("option", { hasText: /^9:30 AM IST/ })).toHaveCount(0);
  const slots = (await (await page.request.get(`/api/schedule-demo/available-slots?date=${date}`)).json()) as {
    availableSlots: string[];
  };
  expect(slots.availableSlots).not.toContain("09:30");

  const invite = await waitForEmail(email, /^Your Aster HRMS demo/);
  expect(invite.calendar).toContain("METHOD:REQUEST");
  // The downloaded file is the invitation's event: a calendar that gets both keeps one.
  const uidOf = (calendar: string) => calendar.replace(/\r\n[ \t]/g, "").match(/^UID:.*$/m)?.[0];
  expect(uidOf(calendarFile)).toBeDefined();
  expect(uidOf(calendarFile)).toBe(uidOf(invite.calendar ?? ""));
  const staff = await waitForEmail("sales@e2e.example", /^New Demo Request from Hooghly Textiles$/);
  expect(staff.text).toContain(email);

  // The "Manage your booking" link in the invitation cancels it and frees the slot (manage-booking.spec.ts moves one).
  const manageLink = invite.text.match(/https?:\/\/\S+\/schedule-demo\/manage\/\S+/)?.[0] ?? "";
  await page.goto(new URL(manageLink).pathname + new URL(manageLink).search);
  await expect(page.getByRole("heading", { name: "Manage your demo" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel demo" }).click();
  await page.getByRole("button", { name: "Yes, cancel the demo" }).click();
  await expect(page.getByText("Your demo is cancelled. We have emailed you a confirmation.")).toBeVisible();
  const freed = (await (await page.request.get(`/api/schedule-demo/available-slots?date=${date}`)).json()) as {
    availableSlots: string[];
  };
  expect(freed.availableSlots).toContain("09:30");
  const withdrawal = await waitForEmail(email, /^Cancelled: your Aster HRMS demo$/);
  expect(withdrawal.calendar).toContain("METHOD:CANCEL");
});

test("a cancellation link the server did not sign shows a 404 page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/schedule-demo/cancel/00000000-0000-4000-8000-000000000000?signature=forged");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});

test("two visitors race for one slot: one books, the other is told and sees fresh times", async ({ browser }) => {
  test.setTimeout(60_000);
  const date = bookableDay(2);
  const visitors = await Promise.all(
    ["first", "second"].map(async (label) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openForm(page);
      await page.getByLabel("Company Name").fill(`Racer ${label}`);
      await page.getByLabel("Phone Number").fill("+91 98300 00000");
      const email = uniqueEmail(label);
      await page.getByLabel("Work Email").fill(email);
      await page.getByRole("button", { name: "Send Code" }).click();
      await page.getByLabel("Verification Code").fill(await verificationCodeFor(email));
      await expect(page.getByText("Email verified successfully!")).toBeVisible();
      await page.getByLabel("Preferred Date").fill(date);
      await expect(page.getByLabel("Preferred Time")).toHaveValue("09:00");
      await page.clock.fastForward(30_000);
      return { context, page };
    }),
  );

  const [first, second] = visitors as [(typeof visitors)[0], (typeof visitors)[0]];
  await first.page.getByRole("button", { name: "Request Demo" }).click();
  await expect(first.page.getByText("Thank you! Your demo request has been sent successfully.")).toBeVisible();

  await second.page.getByRole("button", { name: "Request Demo" }).click();
  await expect(second.page.getByText("That time was just booked. Please pick another.")).toBeVisible();
  // Fresh slots: 09:00 is gone and the next free time is chosen.
  await expect(second.page.getByLabel("Preferred Time")).toHaveValue("09:30");
  await expect(second.page.getByLabel("Preferred Time").locator("option", { hasText: /^9:00 AM IST/ })).toHaveCount(0);
  // The visitor is still verified and can send again at once.
  await second.page.getByRole("button", { name: "Request Demo" }).click();
  await expect(second.page.getByText("Thank you! Your demo request has been sent successfully.")).toBeVisible();
  for (const visitor of visitors) await visitor.context.close();
});

test("SPEC's messages: missing email and code, a wrong code, a changed email, failed sends and failed slots", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of (400|500)|Failed to load resource|ERR_INTERNET_DISCONNECTED/);
  await openForm(page);

  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  // The server's own parser, in the page: an address with a display name is not sent at all.
  let sends = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/send-verification-code")) sends++;
  });
  await page.getByLabel("Work Email").fill("Someone <someone@e2e.example>");
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  expect(sends).toBe(0);

  const email = uniqueEmail("messages");
  await page.getByLabel("Work Email").fill(email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Please enter the verification code.")).toBeVisible();
  const code = await verificationCodeFor(email);
  await page.getByLabel("Verification Code").fill(code === "000000" ? "111111" : "000000");
  await expect(page.getByText("Invalid verification code.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Request Demo" })).toBeDisabled();

  await page.getByLabel("Verification Code").fill(code);
  await expect(page.getByText("Email verified successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Request Demo" })).toBeEnabled();
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByLabel("Work Email")).not.toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: "Request Demo" })).toBeDisabled();

  // Sending and verifying with the network down, or an answer without a message.
  await page.route("**/api/schedule-demo/send-verification-code", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("Work Email").fill(uniqueEmail("offline"));
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Error sending verification code. Please try again.")).toBeVisible();
  await page.route("**/api/schedule-demo/send-verification-code", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "gateway error" }),
  );
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Failed to send verification code.")).toBeVisible();

  await page.route("**/api/schedule-demo/available-slots*", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
  );
  await page.getByLabel("Preferred Date").fill(bookableDay(3));
  await expect(page.getByText("Could not load available times. Please try again later.")).toBeVisible();
  await expect(page.getByLabel("Preferred Time").locator("option")).toHaveCount(1);
  await page.unroute("**/api/schedule-demo/available-slots*");
});

test("a failed submission shows SPEC's failure message, and Processing... while sending", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500|Failed to load resource/);
  const email = uniqueEmail("failure");
  await openForm(page);
  await page.getByLabel("Company Name").fill("Falls Over Ltd");
  await page.getByLabel("Phone Number").fill("+91 98300 11111");
  await page.getByLabel("Work Email").fill(email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.getByLabel("Verification Code").fill(await verificationCodeFor(email));
  await page.getByLabel("Preferred Date").fill(bookableDay(4));
  await expect(page.getByLabel("Preferred Time")).not.toHaveValue("");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/schedule-demo", async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Something broke"}' });
  });
  await page.clock.fastForward(30_000);
  await page.getByRole("button", { name: "Request Demo" }).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  release();
  await expect(page.getByText("Sorry, something went wrong. Please try again later or contact support.")).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel("Company Name")).toHaveValue("Falls Over Ltd");
});

test("the form is in the server's HTML, and works on a 390 px phone", async ({ page, request }) => {
  const html = await (await request.get("/schedule-demo")).text();
  for (const label of ["Full Name", "Company Name", "Work Email", "Phone Number", "Preferred Date", "Preferred Time"]) {
    expect(html).toContain(label);
  }
  expect(html).toContain("Select a time");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/schedule-demo");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: "Send Code" })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`/schedule-demo has no axe violations in light and dark at ${width} px, with the code field open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/schedule-demo");
    await expectNoAxeViolations(page);
    await page.getByLabel("Work Email").fill(uniqueEmail("axe"));
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByLabel("Verification Code")).toBeVisible();
    await page.getByLabel("Preferred Date").fill(bookableDay(5));
    await expect(page.getByLabel("Preferred Time")).not.toHaveValue("");
    await expectNoAxeViolations(page);
  });
}

test("a weekend date is refused under the Date field, with the reason read out, and the Time field stays clear", async ({
  page,
}) => {
  await page.goto("/schedule-demo");
  await hydrated(page);
  let saturday = bookableDay(1);
  while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
  const date = page.getByLabel("Preferred Date");
  await date.fill(saturday);
  const reason = "Demos run Monday to Friday. Please choose a weekday.";
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription(new RegExp(`${reason}$`));
  await expect(page.getByLabel("Preferred Time")).toHaveAttribute("aria-invalid", "false");
  // An error that appears under a field is not announced by itself: the live region reads it out.
  await expect(page.locator("[aria-live=polite]", { hasText: reason })).toHaveCount(1);

  await date.fill(bookableDay(1));
  await expect(date).toHaveAttribute("aria-invalid", "false");
});
