import type { Locator, Page } from "@playwright/test";
import { formatPlaybackTime } from "../../app/components/product-tour/demo-player-state";
import { leadership, timeline } from "../../content/about";
import { privacyLastUpdated, privacySections } from "../../content/privacy";
import { productDemos, successStories } from "../../content/product-tour";
import { tourScreenshots } from "../../content/seed/images/tour-screenshots";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const companyPages = ["/about", "/privacy", "/product-tour"];
const [firstDemo, secondDemo, thirdDemo] = productDemos;

test("the HTML alone carries each page's key content", async ({ request }) => {
  const about = await (await request.get("/about")).text();
  for (const entry of timeline) expect(about).toContain(`<time dateTime="${entry.year}"`);
  for (const year of [2019, 2020, 2021, 2022, 2023, 2024]) expect(about).toContain(`>${year}</time>`);
  for (const leader of leadership) expect(about).toContain(escapeHtml(leader.name));

  const privacy = await (await request.get("/privacy")).text();
  expect(privacyLastUpdated).toBe("October 8, 2025");
  expect(privacy).toContain('Last updated <time dateTime="2025-10-08">October 8, 2025</time>');
  expect(privacySections).toHaveLength(10);
  for (const section of privacySections) {
    expect(privacy).toContain(escapeHtml(section.title));
    expect(privacy).toContain(`href="#${section.id}"`);
    expect(privacy).toContain(`id="${section.id}"`);
  }

  const tour = await (await request.get("/product-tour")).text();
  expect(productDemos).toHaveLength(6);
  for (const demo of productDemos) expect(tour).toContain(escapeHtml(demo.title));
  expect(successStories).toHaveLength(3);
  for (const story of successStories) expect(tour).toContain(escapeHtml(story.company));
});

test("about: the timeline is an ordered list of six years, and both founders have initials avatars", async ({
  page,
}) => {
  await page.goto("/about");
  const years = page.getByRole("region", { name: "2019 to 2024" }).getByRole("listitem");
  await expect(years).toHaveCount(6);
  await expect(page.getByRole("heading", { level: 3, name: /^2021\s*: Payroll with PF/ })).toBeVisible();
  for (const leader of leadership) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: leader.name }) });
    await expect(card).toContainText(leader.initials);
    await expect(card.locator("img")).toHaveCount(0);
  }
});

test("product tour: play counts up, pause stops, the seek bar follows, and another demo starts over", async ({
  page,
}) => {
  await startPausedClock(page, "/product-tour");
  const player = page.getByRole("region", { name: firstDemo?.title });
  const elapsed = page.getByTestId("elapsed-time");
  const progress = player.getByRole("slider", { name: "Demo progress" });

  await expect(elapsed).toHaveText("0:00");
  await expect(progress).toHaveValue("0");
  await player.getByRole("button", { name: "Play demo" }).click();
  await expect(player.getByRole("button", { name: "Pause demo" })).toBeVisible();
  await advanceSeconds(page, 7);
  await expect(elapsed).toHaveText("0:07");
  await expect(progress).toHaveValue("7");
  await expect(progress).toHaveAttribute(
    "aria-valuetext",
    `0:07 of ${formatPlaybackTime(firstDemo?.durationSeconds ?? 0)}`,
  );

  await player.getByRole("button", { name: "Pause demo" }).click();
  await advanceSeconds(page, 5);
  await expect(elapsed).toHaveText("0:07");

  await player.getByRole("button", { name: "Play demo" }).click();
  await advanceSeconds(page, 65);
  await expect(elapsed).toHaveText("1:12");

  const library = page.getByRole("region", { name: "Demo library" });
  const next = library.getByRole("button", { name: secondDemo?.title });
  await next.click();
  await expect(next).toHaveAttribute("aria-pressed", "true");
  await expect(library.getByRole("button", { name: firstDemo?.title })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("heading", { level: 2, name: secondDemo?.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Play demo" })).toBeVisible();
  await expect(elapsed).toHaveText("0:00");
  await advanceSeconds(page, 5);
  await expect(elapsed).toHaveText("0:00");
});

test("product tour: each chapter shows its screenshot of the back office, and a chapter seeks to its start", async ({
  page,
}) => {
  await page.goto("/product-tour");
  const player = page.getByRole("region", { name: firstDemo?.title });
  const chapters = firstDemo?.chapters ?? [];
  const screenshotOf = (key: string) => tourScreenshots.find((shot) => shot.key === key)?.alt ?? "";
  const stage = player.getByRole("img");
  await expect(stage).toHaveAttribute("alt", screenshotOf(chapters[0]?.screenshot ?? ""));
  await expect(stage).toHaveAttribute("fetchpriority", "high");
  // The picture is drawn, not a broken icon: the browser decoded it.
  expect(await stage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const third = chapters[2];
  if (!third) throw new Error("the first demo has fewer than three chapters");
  await page.getByRole("button", { name: new RegExp(`^${third.title} \\d+:\\d{2}$`) }).click();
  await expect(page.getByTestId("elapsed-time")).toHaveText(formatPlaybackTime(third.startSeconds));
  await expect(player.getByText(`Chapter 3 of ${chapters.length}: ${third.title}`)).toBeVisible();
  await expect(stage).toHaveAttribute("alt", screenshotOf(third.screenshot));
  await expect(page.getByRole("button", { name: new RegExp(`^${third.title} \\d+:\\d{2}$`) })).toHaveAttribute(
    "aria-current",
    "step",
  );
});

test("product tour: Schedule Demo opens the booking page; each resource is a PDF with its size beside it", async ({
  page,
}) => {
  await page.goto("/product-tour");
  for (const [name, file] of [
    ["Download Demo Guide", "aster-demo-guide.pdf"],
    ["Download Checklist", "aster-implementation-checklist.pdf"],
    ["Read the Brief", "aster-payroll-compliance-brief.pdf"],
  ] as const) {
    const link = page.getByRole("link", { name: new RegExp(`^${name} \\(PDF, \\d+ KB\\)$`) });
    await expect(link).toHaveAttribute("href", `/resources/${file}`);
  }
  await expect(page.getByRole("main").getByText("Coming soon")).toHaveCount(0);
  await expect(page.locator('main a[href="#"]')).toHaveCount(0);

  await page.getByRole("main").getByRole("link", { name: "Schedule Demo" }).first().click();
  await expect(page).toHaveURL(/\/schedule-demo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Personalized Demo");
});

test("privacy: every table of contents link brings its section into view below the header", async ({ page }) => {
  await page.goto("/privacy");
  const contents = page.getByRole("navigation", { name: "On this page" });
  await expect(contents.getByRole("link")).toHaveCount(privacySections.length);
  for (const section of [...privacySections].reverse()) {
    await contents.getByRole("link", { name: section.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    const heading = page.getByRole("heading", { level: 2, name: section.title });
    await expect(heading).toBeInViewport();
    const top = (await heading.boundingBox())?.y ?? -1;
    expect(top, section.id).toBeGreaterThanOrEqual(64);
  }
});

for (const path of companyPages) {
  test(`keyboard: every control on ${path} is reached by Tab and shows a visible focus`, async ({ page }) => {
    await page.goto(path);
    const controls = await page.evaluate(() => {
      const found = [...document.querySelectorAll<HTMLElement>("main a[href], main button, main input")].filter(
        (element) => element.checkVisibility(),
      );
      found.forEach((element, index) => {
        element.dataset.tabCheck = String(index);
      });
      return found.length;
    });
    expect(controls).toBeGreaterThan(0);

    const reached = new Set<string>();
    for (let press = 0; press < 200 && reached.size < controls; press++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element?.dataset.tabCheck) return null;
        const style = getComputedStyle(element);
        return {
          key: element.dataset.tabCheck,
          label: element.textContent?.trim().slice(0, 40),
          visible: element.matches(":focus-visible") && style.outlineStyle !== "none" && style.outlineWidth !== "0px",
        };
      });
      if (!focused) continue;
      expect(focused.visible, `focus ring on "${focused.label}"`).toBe(true);
      reached.add(focused.key);
    }
    expect(reached.size).toBe(controls);
  });
}

test("keyboard: play/pause with Space and Enter, demos picked with Enter and Space, contents followed with Enter", async ({
  page,
}) => {
  await startPausedClock(page, "/product-tour");
  await tabTo(page, page.getByRole("button", { name: "Play demo" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause demo" })).toBeFocused();
  await advanceSeconds(page, 3);
  await expect(page.getByTestId("elapsed-time")).toHaveText("0:03");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Play demo" })).toBeFocused();

  const library = page.getByRole("region", { name: "Demo library" });
  await tabTo(page, library.getByRole("button", { name: secondDemo?.title }));
  await page.keyboard.press("Enter");
  await expect(library.getByRole("button", { name: secondDemo?.title })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("elapsed-time")).toHaveText("0:00");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(library.getByRole("button", { name: thirdDemo?.title })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { level: 2, name: thirdDemo?.title })).toBeVisible();

  await page.goto("/privacy");
  const last = privacySections.at(-1);
  await tabTo(page, page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: last?.title }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#${last?.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: last?.title })).toBeInViewport();
});

for (const path of companyPages) {
  for (const width of [390, 1280]) {
    test(`${path} has no axe violations in light and dark at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}

/** Loads the page on a fake clock that moves only when the test says so. */
async function startPausedClock(page: Page, path: string): Promise<void> {
  const start = new Date("2025-10-08T09:00:00Z");
  await page.clock.install({ time: start });
  await page.goto(path);
  await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
}

/**
 * One fastForward per second: a fastForward fires a due interval at most once (as a laptop
 * waking from sleep would), while the player counts once a second.
 */
async function advanceSeconds(page: Page, seconds: number): Promise<void> {
  for (let second = 0; second < seconds; second++) await page.clock.fastForward(1_000);
}

/** Presses Tab until the control has focus (it must be reachable from the keyboard at all). */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached by Tab`);
}

/** How React writes text into HTML. */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}
