import { documentationId, helpSections } from "../../content/help";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The three pages the footer's Support, Status and Sitemap entries lead to. */
const pages = ["/status", "/help", "/sitemap"] as const;

test.describe("/status", () => {
  test("shows each part's state and when it was checked, and is never kept longer than its check", async ({
    page,
    request,
  }) => {
    const response = await page.goto("/status");
    expect(response?.status()).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(response?.headers()["cache-control"] ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(15);

    await expect(page.getByRole("heading", { level: 1, name: "System status" })).toBeVisible();
    await expect(page.getByTestId("status-overall")).toHaveText("All systems operational");
    for (const name of ["Website", "Demo booking and forms", "Email delivery"]) {
      const part = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(part.getByText("Operational", { exact: true }).first()).toBeVisible();
    }
    // What a customer relies on, not the machinery: no cache sizes, no query times.
    await expect(page.getByRole("main")).not.toContainText(/Page cache|Pages held|Answered in|Database/);
    await expect(page.getByTestId("status-checked-at")).toContainText(/Checked at \d{1,2}:\d{2}:\d{2} [AP]M IST/);
    await expect(page.getByTestId("status-checked-at")).toContainText("(India time)");

    // The rendered page cache never answers it: every visit runs the loader again.
    for (let visit = 0; visit < 2; visit++) {
      expect((await request.get("/status")).headers()["cache-status"] ?? "").not.toMatch(/hit|stored/);
    }
  });

  test("shows each part's last 90 days as daily bars, in words for everyone, with no green before monitoring began", async ({
    page,
  }) => {
    // Three parts' 270 bars, three 91-row tables read row by row, and axe over a page that large:
    // 20-31 s beside other test runs, against 40 s. The time is the page's size, not a wait.
    test.slow();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/status");
    await expect(page.getByText("Each bar is one day of the last 90, in India time:")).toBeVisible();
    // This server's data folder is new: its start recorded today's first check, and nothing before.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      }).format(new Date()),
    );
    for (const [id, name] of [
      ["website", "Website"],
      ["booking", "Demo booking and forms"],
      ["email", "Email delivery"],
    ] as const) {
      const history = page.getByTestId(`status-history-${id}`);
      const bars = history.locator("[data-state]");
      await expect(bars).toHaveCount(90);
      expect(await bars.evaluateAll((all) => all.map((bar) => bar.getAttribute("data-state")))).toEqual([
        ...Array.from({ length: 89 }, () => "noData"),
        "operational",
      ]);
      await expect(history.getByTestId("status-uptime")).toHaveText(
        "100% uptime over the 1 day with data in the last 90",
      );

      // The bars are a picture; the same days are a table, opened from the keyboard.
      await history.locator("summary").focus();
      await expect(history.locator("summary")).toHaveAccessibleName(`Day-by-day history of ${name}`);
      await page.keyboard.press("Enter");
      const table = history.getByRole("table", {
        name: `${name}: each of the last 90 days, newest first (India time)`,
      });
      await expect(table).toBeVisible();
      const rows = table.getByRole("row");
      await expect(rows).toHaveCount(91);
      await expect(rows.nth(1).getByRole("rowheader")).toHaveText(today);
      await expect(rows.nth(1).getByRole("cell")).toHaveText([
        "Operational",
        /^No problems found in \d+ minutes? checked so far$/,
      ]);
      await expect(rows.nth(2).getByRole("cell")).toHaveText(["No data", "Not monitored that day"]);
      // The tables are alike: one is left open for axe (three triple its run, past the timeout).
      if (id !== "website") {
        await page.keyboard.press("Enter");
        await expect(table).toBeHidden();
      }
    }
    // Open on a phone, the table wraps within the page: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Open, the day-by-day table is as readable as the rest of the page.
    await expectNoAxeViolations(page);
  });

  test("shows the visitor's own time beside India time", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "Europe/London" });
    const page = await context.newPage();
    await page.goto("/status");
    await expect(page.getByTestId("status-checked-at")).toContainText(/your time/);
    await context.close();
  });

  test("refreshes itself from /api/status every half minute, into a polite live region", async ({ page }) => {
    await page.clock.install();
    await page.goto("/status");
    await expect(page.locator("[aria-live=polite]")).toBeAttached();
    const refreshed = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/status");
    await page.clock.runFor(30_000);
    const answer = await refreshed;
    expect(answer.status()).toBe(200);
    const report = (await answer.json()) as { checkedAt: string };
    await expect(page.getByTestId("status-checked-at").locator("time")).toHaveAttribute("datetime", report.checkedAt);
  });
});

test.describe("/help", () => {
  test("gathers every FAQ by topic, each topic and question with its own anchor", async ({ page }) => {
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How can we help?");
    for (const section of helpSections) {
      await expect(page.locator(`section#${section.id} h2`)).toHaveText(section.title);
      await expect(page.locator(`section#${section.id} details`)).toHaveCount(section.items.length);
      for (const item of section.items) await expect(page.locator(`[id="${item.id}"]`)).toHaveCount(1);
    }
    const questions = helpSections.flatMap((section) => section.items);
    expect(new Set(questions.map((item) => item.id)).size).toBe(questions.length);
    await expect(page.locator(`section#${documentationId}`)).toContainText("Run your first payroll");
  });

  test("a question opens by keyboard, and a link to it lands on its open answer", async ({ page }) => {
    const item = helpSections.find((section) => section.id === "pricing")?.items[0];
    if (!item) throw new Error("no pricing questions");
    await page.goto("/help");
    const summary = page.locator("summary", { hasText: item.question }).first();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(`[id="${item.id}"]`)).toBeVisible();

    await page.goto(`/help#${item.id}`);
    await expect(page.locator(`[id="${item.id}"]`)).toBeVisible();
    await expect(page.locator(`[id="${item.id}"]`)).toBeInViewport();
  });

  test("the footer's Help Center, Documentation, Status and Sitemap lead to these pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const targets = {
      "Help Center": "/help",
      Documentation: "/help#documentation",
      Status: "/status",
      Sitemap: "/sitemap",
    };
    for (const [label, href] of Object.entries(targets)) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await footer.getByRole("link", { name: "Documentation", exact: true }).click();
    await expect(page).toHaveURL(/\/help#documentation$/);
    await expect(page.getByRole("heading", { name: "Documentation: getting started" })).toBeInViewport();
  });
});

test.describe("/sitemap", () => {
  test("lists every URL of /sitemap.xml, and nothing else, under readable titles", async ({ page, request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(listed.length).toBeGreaterThan(20);

    await page.goto("/sitemap");
    const links = page.locator("main section a");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect([...hrefs].sort()).toEqual([...listed].sort());
    // Titles, not addresses: no link reads as a path.
    for (const text of await links.allInnerTexts()) expect(text).not.toMatch(/^\//);
    for (const group of ["Product", "Company", "Resources", "Legal", "Blog posts"]) {
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
    }
  });
});

for (const path of pages) {
  for (const width of [390, 1280]) {
    test(`${path} has no axe violations in light and dark at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}
