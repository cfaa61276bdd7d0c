import type { Page } from "@playwright/test";
import { demoMessages } from "../../common/demo-rules";
import { bookableDay, dateKeys } from "./demo-days";
import { expect, expectNoAxeViolations, test, uniqueSuffix } from "./fixtures";
import { verificationCodeFor, waitForEmail } from "./mailbox";

/** Books a demo through the API as the booking form does, and answers the "Manage your booking" link from the inbox. */
async function bookAndOpenManageLink(page: Page, email: string, date: string) {
  const api = page.request;
  expect((await api.post("/api/schedule-demo/send-verification-code", { data: { email } })).status()).toBe(200);
  const code = await verificationCodeFor(email);
  expect((await api.post("/api/schedule-demo/verify-code", { data: { email, code } })).status()).toBe(200);
  const booked = await api.post("/api/schedule-demo", {
    data: {
      name: "Nina Berg",
      company: "Fjord Logistics",
      email,
      phone: "+1 212 555 0100",
      date,
      time: "09:00",
      timeZone: "America/New_York",
      fillMs: 45_000,
    },
  });
  expect(booked.status()).toBe(201);
  const confirmation = await waitForEmail(email, /^Your Aster HRMS demo/);
  expect(confirmation.text).toContain("Manage your booking");
  const link = new URL(confirmation.text.match(/https?:\/\/\S+\/schedule-demo\/manage\/\S+/)?.[0] ?? "");
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Manage your demo", level: 1 })).toBeVisible();
  return confirmation;
}

test("a guest moves their demo by keyboard from the emailed link, then cancels it after confirming", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `manage-${uniqueSuffix()}@e2e.example`;
  const [bookedDay, newDay] = [bookableDay(12), bookableDay(13)];
  const confirmation = await bookAndOpenManageLink(page, email, bookedDay);
  const uid = confirmation.calendar.match(/^UID:(.+)$/m)?.[1]?.trim();
  expect(uid).toMatch(/^demo-/);
  // One guest's page: kept out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Both zones: the guest's own first, India's under it.
  await expect(page.getByText(/9:00 AM India Standard Time/)).toBeVisible();
  await expect(page.getByText(/Eastern (Daylight|Standard) Time/).first()).toBeVisible();
  await expect(page.getByText("America/New York")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Reschedule" }).focus();
  await page.keyboard.press("Enter");
  // Focus moves into the picker.
  const date = page.getByLabel("New date");
  await expect(date).toBeFocused();
  await page.keyboard.type(dateKeys(newDay));
  const time = page.getByRole("combobox", { name: /^New time/ });
  // The same free slots the booking form offers, India's time first and the guest's in brackets.
  await expect(time.locator("option", { hasText: /^9:30 AM IST \(/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
  // Chromium's date input keeps one Tab for its calendar button; then focus reaches the time.
  await date.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(time).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(time).toHaveValue("09:30");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Move my demo" })).toBeFocused();
  await page.keyboard.press("Enter");

  const answer = page.getByText(demoMessages.rescheduled);
  await expect(answer).toBeVisible();
  await expect(answer).toBeFocused();
  await expect(page.getByText(/9:30 AM India Standard Time/)).toBeVisible();
  const booked = (await (await page.request.get(`/api/schedule-demo/available-slots?date=${bookedDay}`)).json()) as {
    availableSlots: string[];
  };
  expect(booked.availableSlots).toContain("09:00");
  const update = await waitForEmail(email, /^Rescheduled: your Aster HRMS demo/);
  expect(update.calendar).toContain("METHOD:REQUEST");
  expect(update.calendar).toContain(`UID:${uid}`);
  expect(update.calendar).toContain("SEQUENCE:1");
  await waitForEmail("sales@e2e.example", /^Demo rescheduled: Fjord Logistics$/);

  // Cancel asks first; "Keep my demo" backs out, "Yes" cancels.
  await page.getByRole("button", { name: "Cancel demo" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Cancel this demo?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, cancel the demo" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Keep my demo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Cancel this demo?" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reschedule" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Yes, cancel the demo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your demo is cancelled. We have emailed you a confirmation.")).toBeFocused();
  await expect(page.getByRole("link", { name: "Book another time" })).toBeVisible();
  await expectNoAxeViolations(page);
  const withdrawal = await waitForEmail(email, /^Cancelled: your Aster HRMS demo$/);
  expect(withdrawal.calendar).toContain("METHOD:CANCEL");
  expect(withdrawal.calendar).toContain(`UID:${uid}`);
  expect(withdrawal.calendar).toContain("SEQUENCE:2");

  // The link now shows the booking as cancelled, with nothing left to change.
  await page.reload();
  await expect(page.getByText(demoMessages.manageCancelled)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
});

test("a manage link the server did not sign shows a 404 page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/schedule-demo/manage/00000000-0000-4000-8000-000000000000?signature=forged");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});

test("the manage page has no axe violations at 390 px, light and dark, with the new-time picker open", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await bookAndOpenManageLink(page, `manage-phone-${uniqueSuffix()}@e2e.example`, bookableDay(14));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Reschedule" }).click();
  await page.getByLabel("New date").fill(bookableDay(15));
  await expect(page.getByRole("combobox", { name: /^New time/ }).locator("option")).not.toHaveCount(1);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
