import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { hasGpsPosition, phonePhoto } from "../support/test-images";
import { expect, expectNoAxeViolations, hydrated, signedInStaff, test, uniqueSuffix } from "./fixtures";

/** The media library (issue 39), as a marketer uses it: by keyboard, from upload to a published post. */

const toast = (page: Page) => page.getByTestId("toast").last();

/** A marketer of their own, signed in in a browser context of their own. */
const marketer = (browser: Browser, page: Page) => signedInStaff(browser, page, "marketing", "media");

/** Focuses a control and presses Enter, as a keyboard user does. */
async function press(page: Page, control: ReturnType<Page["getByRole"]>, key = "Enter") {
  await control.focus();
  await page.keyboard.press(key);
}

test("a marketer uploads a phone photo, cannot publish a post with it until it is described, then publishes it without its GPS position", async ({
  browser,
  page: adminPage,
}) => {
  test.slow();
  const { page } = await marketer(browser, adminPage);
  const fileName = `IMG_${uniqueSuffix()}.jpg`;
  const photo = await phonePhoto({ width: 2400, height: 1800 });
  expect(await hasGpsPosition(photo)).toBe(true);

  // Upload, picked with the keyboard.
  await page.goto("/admin/media");
  await hydrated(page);
  const chooser = page.waitForEvent("filechooser");
  await press(page, page.getByRole("button", { name: "Choose images" }));
  await (await chooser).setFiles({ name: fileName, mimeType: "image/jpeg", buffer: photo });
  const uploads = page.getByRole("region", { name: "Upload images" });
  await expect(uploads.getByRole("listitem").filter({ hasText: fileName })).toContainText("Uploaded");
  const card = page.getByRole("button", { name: new RegExp(`^${fileName}`) });
  await expect(card).toContainText("Not described yet");

  // A post using it cannot be published yet: the refusal names the image.
  const title = `Rosters in the rain ${uniqueSuffix()}`;
  await page.goto("/admin/blog/new");
  await hydrated(page);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("Nadia Rahman");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Field teams read their rosters on phones, often in the rain.");
  await press(page, page.getByRole("button", { name: "Choose from library: Cover image" }));
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByLabel("Search file name or alt text").fill(fileName);
  // The search answers after a pause, replacing the newest images with the one that matches: wait
  // for that list, or the key press can land on a card that is replaced under it.
  await expect(picker.getByRole("listitem")).toHaveCount(1);
  await press(page, picker.getByRole("button", { name: new RegExp(`^${fileName}`) }));
  await expect(picker).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Cover image" })).toHaveValue(/^\/media\/[0-9a-f-]{36}$/);
  await page.getByRole("radio", { name: /Published/ }).check();
  await press(page, page.getByRole("button", { name: "Publish" }));
  const refusal = `The cover image "${fileName}" has no alt text. Add it in the media library, or mark the image decorative, before publishing.`;
  await expect(page.getByText(refusal).first()).toBeVisible();

  // Saved as a draft, then described in the library: alt text, and the focal point by arrow keys.
  await page.getByRole("radio", { name: /^Draft/ }).check();
  await press(page, page.getByRole("button", { name: "Save draft" }));
  await expect(toast(page)).toContainText(/saved/i);
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  const editAddress = page.url();
  await press(page, page.getByRole("link", { name: "Not described yet: add alt text" }));
  const dialog = page.getByRole("dialog", { name: fileName });
  await expect(dialog.getByText("Blog post")).toBeVisible();
  await dialog
    .getByLabel("Alt text", { exact: true })
    .fill("A site supervisor checks a shift roster on her phone under an umbrella");
  const focal = dialog.getByRole("button", { name: "Focal point" });
  await focal.focus();
  for (const key of ["ArrowRight", "ArrowRight", "ArrowUp"]) await page.keyboard.press(key);
  await expect(dialog.getByText("Focal point: 60% across, 45% down")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await press(page, dialog.getByRole("button", { name: "Save" }));
  await expect(toast(page)).toContainText(`"${fileName}" saved.`);
  await expect(page.getByRole("button", { name: new RegExp(`^${fileName}`) })).toContainText("under an umbrella");

  // An image in use cannot be deleted: the refusal lists where.
  await press(page, page.getByRole("button", { name: new RegExp(`^${fileName}`) }));
  await press(page, page.getByRole("dialog", { name: fileName }).getByRole("button", { name: "Delete" }));
  await press(
    page,
    page.getByRole("alertdialog", { name: "Delete this image?" }).getByRole("button", { name: "Delete image" }),
  );
  await expect(toast(page)).toContainText(`is used in 1 place: Blog post "${title}" (cover image)`);
  await page.keyboard.press("Escape");

  // Now it publishes.
  await page.goto(editAddress);
  await hydrated(page);
  await page.getByRole("radio", { name: /Published/ }).check();
  await press(page, page.getByRole("button", { name: "Publish" }));
  await expect(toast(page)).toContainText(/published/i);

  // The public post serves Chromium an AVIF, described and sized; its bytes have no EXIF, GPS or camera.
  const postAddress = await page.getByRole("link", { name: "View on site (opens in a new tab)" }).getAttribute("href");
  const visitor = await browser.newPage();
  const avif = visitor.waitForResponse((response) => /\/media\/.+\.avif$/.test(response.url()));
  await visitor.goto(postAddress ?? "");
  const cover = visitor.locator("article picture img").first();
  await expect(cover).toHaveAttribute("alt", "A site supervisor checks a shift roster on her phone under an umbrella");
  await expect(cover).toHaveAttribute("width", /^\d+$/);
  await expect(cover).toHaveAttribute("height", /^\d+$/);
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  const served = await avif;
  expect(served.headers()["content-type"]).toBe("image/avif");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const bytes = await served.body();
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
  expect(bytes.includes(Buffer.from("AsterTestPhone"))).toBe(false);
  await visitor.close();
});

test("the library says why a file is refused, and its empty filter state, in both themes at 390 px", async ({
  browser,
  page: adminPage,
}) => {
  const { page } = await marketer(browser, adminPage);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/media?q=no-such-image-anywhere");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "No images match" })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await press(page, page.getByRole("button", { name: "Choose images" }));
  await (await chooser).setFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("Not an image at all.\n".repeat(30)),
  });
  const row = page
    .getByRole("region", { name: "Upload images" })
    .getByRole("listitem")
    .filter({ hasText: "notes.jpg" });
  await expect(row).toContainText("Not uploaded");
  await expect(row).toContainText(
    '"notes.jpg" is not an image or a video; the library takes JPEG, PNG, WebP, AVIF or GIF images, and MP4 or WebM videos.',
  );
  await expectNoAxeViolations(page);
});
