import type { Browser, Page } from "@playwright/test";
import type { MediaAsset } from "../../common/media";
import type { TourDemo } from "../../common/product-tour";
import { productDemos } from "../../content/product-tour";
import { testCaptions, testVideo } from "../support/test-videos";
import { expect, expectNoAxeViolations, hydrated, signedInStaff, test, uniqueSuffix } from "./fixtures";

/** The product tour's videos (issue 39, ADR 048), as a marketer sets one up and a visitor watches it. */

const as = (token: string) => ({ "x-auth-token": token });
const toast = (page: Page) => page.getByTestId("toast").last();
const overview = productDemos[0];

/** A marketer of their own, signed in in a browser context of their own. */
const marketer = (browser: Browser, page: Page) => signedInStaff(browser, page, "marketing", "tour");

test("a marketer captions a video and sets it on a demo by keyboard; a visitor plays it, with captions, and chapters seek", async ({
  browser,
  page: adminPage,
}) => {
  test.slow();
  if (!overview) throw new Error("no demos");
  const { page, token } = await marketer(browser, adminPage);
  const tour = await page.request.get("/api/admin/product-tour", { headers: as(token) });
  const [before] = (await tour.json()) as TourDemo[];
  const fileName = `walkthrough-${uniqueSuffix()}.webm`;
  const upload = await page.request.post("/api/admin/media", {
    headers: as(token),
    multipart: {
      file: {
        name: fileName,
        mimeType: "video/webm",
        buffer: await testVideo({ format: "webm", seconds: 6, bitrate: "300k" }),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const video = (await upload.json()) as MediaAsset;
  expect(video.durationSeconds).toBeCloseTo(6, 0);

  // In the library: describe it and add its captions.
  await page.goto(`/admin/media?image=${video._id}`);
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("region", { name: /^Video/ })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Add captions…" }).press("Enter");
  await (await chooser).setFiles({ name: "walkthrough.vtt", mimeType: "text/vtt", buffer: Buffer.from(testCaptions) });
  await expect(toast(page)).toHaveText('Captions from "walkthrough.vtt" added.');
  await expect(dialog.getByText("Captions are set")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .getByRole("textbox", { name: "Alt text" })
    .fill("A walk through the Aster back office, from the dashboard to the audit log");
  await dialog.getByRole("button", { name: "Save" }).press("Enter");
  await expect(toast(page)).toHaveText(`"${fileName}" saved.`);

  // On the tour's page: the video for the first demo, and chapters inside its six seconds.
  await page.goto(`/admin/product-tour#${overview.id}`);
  await hydrated(page);
  const demo = page.getByRole("region", { name: overview.title });
  await demo.getByRole("button", { name: `Choose video of ${overview.title}` }).press("Enter");
  const picker = page.getByRole("dialog", { name: "Choose a video" });
  await picker.getByRole("button", { name: new RegExp(fileName) }).press("Enter");
  await expect(demo.getByText(fileName)).toBeVisible();
  const starts = ["0:00", "0:02", "0:03", "0:05"];
  for (const [index, chapter] of overview.chapters.entries()) {
    await demo.getByLabel(`${index + 1}. ${chapter.title}`).fill(starts[index] ?? "");
  }
  await demo.getByRole("button", { name: "Save" }).press("Enter");
  await expect(toast(page)).toHaveText(`"${overview.title}" saved: the tour shows it now.`);
  await expectNoAxeViolations(page);

  // A visitor plays it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/product-tour");
  await hydrated(visitor);
  const player = visitor.getByRole("region", { name: overview.title });
  const element = player.locator("video");
  await expect(element).toHaveAttribute("src", /\/media\/[0-9a-f-]+\/[0-9a-f]{16}\/video\.webm$/);
  await expect(element).toHaveAttribute(
    "aria-label",
    "A walk through the Aster back office, from the dashboard to the audit log",
  );
  await expect(element.locator("track")).toHaveAttribute("kind", "captions");
  await player.getByRole("button", { name: "Mute" }).click();
  await player.getByRole("button", { name: "Play demo" }).click();
  await expect(player.getByRole("button", { name: "Pause demo" })).toBeVisible();
  await expect(visitor.getByTestId("elapsed-time")).not.toHaveText("0:00", { timeout: 10_000 });
  await expect(player.getByRole("slider", { name: "Demo progress" })).toHaveAttribute("max", "6");

  // A chapter seeks the video to its start; captions show and can be turned off.
  await visitor.getByRole("button", { name: /^Reports and audit logs 0:05$/ }).click();
  expect(await element.evaluate((node: HTMLVideoElement) => node.currentTime)).toBeGreaterThanOrEqual(5);
  await player.getByRole("button", { name: "Pause demo" }).click();
  const captions = player.getByRole("button", { name: "Captions" });
  await expect(captions).toHaveAttribute("aria-pressed", "true");
  expect(await element.evaluate((node: HTMLVideoElement) => node.textTracks[0]?.mode)).toBe("showing");
  await captions.click();
  expect(await element.evaluate((node: HTMLVideoElement) => node.textTracks[0]?.mode)).toBe("hidden");
  await expectNoAxeViolations(visitor);

  // The library will not delete a video the tour plays, and says where.
  const refused = await page.request.delete(`/api/admin/media/${video._id}`, { headers: as(token) });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain(`Product tour "${overview.title}" (video)`);

  // Put the tour back as it was for the other specs.
  await page.request.put(`/api/admin/product-tour/${overview.id}`, {
    headers: as(token),
    data: { videoId: before?.videoId ?? null, chapters: before?.chapters ?? [] },
  });
});
