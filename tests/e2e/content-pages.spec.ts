import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedBlogPosts } from "../../content/seed/blog-posts";
import { seedJobOpenings } from "../../content/seed/job-openings";
import { startBuiltServer } from "../../scripts/built-server";
import { freePort } from "../support/mail-sink";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const openJobs = seedJobOpenings.filter((job) => job.status === "open");
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const emptySiteAdmin = { username: "empty-site-admin", password: "empty site password 0123" };

/**
 * Deletes every job opening, changelog entry and Changelog post through the back office's API, as
 * staff would, until the lists are empty; then the public API must say so too.
 */
async function emptyTheLists(origin: string): Promise<void> {
  const signedIn = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(emptySiteAdmin),
  });
  expect(signedIn.status).toBe(200);
  const staff = { "x-auth-token": ((await signedIn.json()) as { token: string }).token };
  for (const [list, item] of [
    ["/api/admin/job-openings", "/api/admin/job-openings"],
    ["/api/admin/changelog", "/api/admin/changelog"],
    ["/api/admin/blog?category=Changelog", "/api/admin/blog"],
  ] as const) {
    for (;;) {
      const rows = (await (await fetch(`${origin}${list}`, { headers: staff })).json()) as Array<{ _id: string }>;
      if (rows.length === 0) break;
      for (const row of rows) {
        const deleted = await fetch(`${origin}${item}/${row._id}`, { method: "DELETE", headers: staff });
        expect(deleted.status, `DELETE ${item}/${row._id}`).toBe(200);
      }
    }
  }
  expect(await (await fetch(`${origin}/api/job-openings`)).json()).toEqual([]);
  expect(await (await fetch(`${origin}/api/v1/changelogs`)).json()).toEqual({ data: [] });
  expect(await (await fetch(`${origin}/api/blog?category=Changelog`)).json()).toEqual([]);
}

/**
 * A site with no job openings, changelog entries or Changelog posts: a server of these tests' own
 * on an empty data directory (seeded as any new site is), whose lists are then emptied through
 * the real API. The empty states come from what that server answers, not from a faked body; the
 * shared public server keeps its seeded lists for every other spec.
 */
// biome-ignore lint/complexity/noBannedTypes: Playwright's own spelling for "no test-scoped fixtures".
const onEmptySite = test.extend<{}, { emptySite: string }>({
  emptySite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), "aster-e2e-empty-site-"));
      const port = await freePort();
      const server = startBuiltServer({
        port,
        dataDir,
        // A fresh PGlite directory is initialised, migrated and seeded first (see playwright.config.ts).
        readyTimeoutMs: 90_000,
        env: {
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          ADMIN_USERNAME: emptySiteAdmin.username,
          ADMIN_PASSWORD: emptySiteAdmin.password,
          RATE_LIMIT_SCALE: "50",
        },
      });
      try {
        await server.ready();
        await emptyTheLists(server.url);
        await use(server.url);
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // The worker's setup, not any test's: starting a server on a new directory beside two browsers.
    { scope: "worker", timeout: 120_000 },
  ],
});

test.describe("blog", () => {
  test("the HTML carries the posts, a filtered view is rendered on the server, and pages link on", async ({
    request,
  }) => {
    const html = await (await request.get("/blog")).text();
    expect(html).toContain("Ideas for people-first HR teams");
    expect(html).toContain("All Categories");
    expect(html.match(/data-testid="post-skeleton"/g)).toBeNull();
    const newest = [...seedBlogPosts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 9);
    for (const post of newest) expect(html).toContain(escapeHtml(post.title));
    const filtered = await (await request.get("/blog?category=Recruitment")).text();
    for (const post of seedBlogPosts.filter((entry) => entry.category === "Recruitment")) {
      expect(filtered).toContain(escapeHtml(post.title));
    }
    expect(filtered).not.toContain(escapeHtml(newest.find((post) => post.category !== "Recruitment")?.title ?? "x"));
    expect(await (await request.get("/blog?page=2")).text()).toContain('aria-current="page"');
  });

  test("search, the category dropdown, the sidebar and trending topics filter together, in the URL", async ({
    page,
  }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("interview");
    await expect(page).toHaveURL(/\/blog\?q=interview$/);
    await expect(page.getByRole("status").filter({ hasText: "matching “interview”" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Structured Interviews/ })).toBeVisible();

    await page.getByRole("combobox", { name: "Category" }).selectOption("Remote Work");
    await expect(page).toHaveURL(/q=interview&category=Remote\+Work/);
    await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters")).toBeVisible();

    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page
      .getByRole("complementary", { name: "Browse the blog" })
      .getByRole("link", { name: /^Recruitment/ })
      .click();
    await expect(page).toHaveURL(/category=Recruitment/);
    await expect(page.getByRole("status").filter({ hasText: "in Recruitment" })).toBeVisible();

    await page.getByRole("link", { name: "Hybrid Work Models" }).click();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("Hybrid Work Models");
    await expect(page).toHaveURL(/q=Hybrid\+Work\+Models/);
  });

  test("six skeleton cards while posts load, then the cards; a failed load says so and retries", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500|Failed to load resource/);
    // From a page React Router hydrates: an islands page's links load the next page whole (ADR 016).
    await page.goto("/about");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/blog?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page.getByTestId("post-skeleton")).toHaveCount(6);
    release();
    await expect(page.getByRole("link", { name: /^Read More/ }).first()).toBeVisible();
    await expect(page.getByTestId("post-skeleton")).toHaveCount(0);
    await page.unroute("**/api/blog?*");

    await page.route("**/api/blog?*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByRole("combobox", { name: "Category" }).selectOption("Best Practices");
    await expect(page.getByRole("heading", { name: "Unable to Load Blog Posts" })).toBeVisible();
    await expect(page.getByText("Failed to fetch blog posts.")).toBeVisible();
    await page.unroute("**/api/blog?*");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("status").filter({ hasText: "in Best Practices" })).toBeVisible();
  });

  test("cards show an excerpt of at most 150 characters with an ellipsis, at most 3 tags, and Read More", async ({
    page,
  }) => {
    await page.goto("/blog");
    const cards = page.locator("article");
    await expect(cards).toHaveCount(9);
    for (const card of await cards.all()) {
      const excerpt = (await card.locator("p").first().textContent()) ?? "";
      expect(excerpt.length).toBeLessThanOrEqual(153);
      expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(3);
      await expect(card.getByRole("link", { name: /^Read More/ })).toBeVisible();
    }
  });

  test("a post is rendered on the server with its author, date, reading time, tags and bio", async ({
    page,
    request,
  }) => {
    const post = seedBlogPosts.find((entry) => entry.category === "HR Technology");
    if (!post) throw new Error("no seeded HR Technology post");
    const listing = await (await request.get("/api/blog?category=HR%20Technology&limit=50")).json();
    const stored = (listing as Array<{ title: string; slug: string; _id: string }>).find(
      (entry) => entry.title === post.title,
    );
    const response = await request.get(`/blog/${stored?.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(escapeHtml(post.title));
    expect(html).toContain(post.author);
    expect(html).toContain(post.authorBio.replaceAll("'", "&#x27;"));
    expect(html).toContain('"@type":"BlogPosting"');
    // PUBLIC_URL is the server's own address (playwright.config.ts), wherever it runs.
    const origin = new URL(response.url()).origin;
    expect(html).toContain(`<link rel="canonical" href="${origin}/blog/${stored?.slug}"`);
    // Its cover is a seeded library image: shared as the 1200×630 crop around its focal point.
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${origin}/media/[0-9a-f-]{36}/[0-9a-f]+/social-1200\\.jpg"`),
    );

    // By id: a permanent redirect to the slug address.
    const byId = await request.get(`/blog/${stored?._id}`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers().location).toBe(`/blog/${stored?.slug}`);

    await page.goto(`/blog/${stored?.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" })).toContainText(post.tags[0] ?? "");
  });

  test("an unknown post is a 404 page saying 'Blog post not found.'", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText("Blog post not found.");
  });

  test("within the app: 'Loading blog post...', then the post; a failure shows 'Error: Failed to fetch blog post.'", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500|Failed to load resource/);
    await page.goto("/blog");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/blog\/[^/?]+$/, async (route) => {
      await held;
      await route.continue();
    });
    // Seeded posts, by title: other tests add (and delete) posts while this one runs, and a
    // card that was first when the list loaded may be gone by the click.
    const [first, second] = [...seedBlogPosts].sort((a, b) => b.date.localeCompare(a.date));
    const readMore = (title: string) =>
      page
        .locator("article")
        .filter({ hasText: title })
        .getByRole("link", { name: /^Read More/ });
    await readMore(first?.title ?? "").click();
    await expect(page.getByText("Loading blog post...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.unroute(/\/api\/blog\/[^/?]+$/);

    await page.goBack();
    await page.route(/\/api\/blog\/[^/?]+$/, (route) => route.fulfill({ status: 500, body: "{}" }));
    await readMore(second?.title ?? "").click();
    await expect(page.getByRole("alert")).toHaveText("Error: Failed to fetch blog post.");
  });
});

test.describe("careers", () => {
  test("open roles are in the HTML with JobPosting data, N/A for no department, and apply by email", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/careers")).text();
    expect(html).toContain("Join Our Team");
    for (const job of openJobs) expect(html).toContain(escapeHtml(job.title));
    for (const job of seedJobOpenings.filter((entry) => entry.status === "closed")) {
      expect(html).not.toContain(escapeHtml(job.title));
    }
    expect(html.match(/"@type":"JobPosting"/g)).toHaveLength(openJobs.length);
    await page.goto("/careers");
    const noDepartment = openJobs.find((job) => job.department === "");
    const card = page.locator("article", { hasText: noDepartment?.title ?? "" });
    await expect(card).toContainText("N/A");
    await expect(card.getByRole("link", { name: /^Apply/ })).toHaveAttribute(
      "href",
      `mailto:careers@asterhrms.com?subject=${encodeURIComponent(`Application: ${noDepartment?.title}`)}`,
    );
  });
});

test.describe("a site with no job openings, changelog entries or Changelog posts", () => {
  // One after another in one worker: they share the worker's empty site.
  test.describe.configure({ mode: "default" });

  onEmptySite(
    "careers within the app: loading, the empty message and the failure message",
    async ({ page, emptySite, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 500|Failed to load resource/);
      // From a page React Router hydrates: an islands page's links load the next page whole (ADR 016).
      await page.goto(`${emptySite}/about`);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Held, then sent on to the server, which answers its empty list.
      await page.route("**/api/job-openings", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
      await expect(page.getByText("Loading job openings...")).toBeVisible();
      release();
      await expect(page.getByText("No job openings available at the moment. Please check back later!")).toBeVisible();
      await page.unroute("**/api/job-openings");

      await page.route("**/api/job-openings", (route) => route.fulfill({ status: 500, body: "{}" }));
      await page.goto(`${emptySite}/about`);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
      await expect(page.getByText("Error: Failed to fetch job openings.")).toBeVisible();
    },
  );

  onEmptySite(
    "changelog within the app: 'Loading changelog...', 'No changelog entries available yet.' and 'Failed to load changelog.'",
    async ({ page, emptySite, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 500|Failed to load resource/);
      // From a page React Router hydrates: an islands page's links load the next page whole (ADR 016).
      await page.goto(`${emptySite}/about`);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Held, then sent on to the server, which has no entries (and no Changelog posts) to give.
      await page.route("**/api/v1/changelogs", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("contentinfo").getByRole("link", { name: "Changelog" }).click();
      await expect(page.getByText("Loading changelog...")).toBeVisible();
      release();
      await expect(page.getByText("No changelog entries available yet.")).toBeVisible();
      await page.unroute("**/api/v1/changelogs");

      await page.goto(`${emptySite}/about`);
      await page.route("**/api/v1/changelogs", (route) => route.fulfill({ status: 500, body: "{}" }));
      await page.getByRole("contentinfo").getByRole("link", { name: "Changelog" }).click();
      await expect(page.getByText("Failed to load changelog.")).toBeVisible();
    },
  );
});

test.describe("changelog", () => {
  test("versions with long US dates and bullet changes, from entries and Changelog posts", async ({ request }) => {
    const html = await (await request.get("/changelog")).text();
    for (const version of ["v2.5.0", "v2.4.0", "v2.3.0", "v2.2.0", "v2.1.0", "v2.0.0"]) expect(html).toContain(version);
    expect(html).toContain("March 10, 2026");
    expect(html).toContain("October 20, 2026");
    expect(html).not.toContain("Changelog - v");
  });
});

test.describe("contact", () => {
  test("the form checks its fields, shows Sending..., thanks the visitor and clears itself", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Iyer");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("meera@example.com");
    await page.getByLabel("Company").fill("Iyer Logistics");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("We have 240 drivers on the road. Can geofence attendance work offline?");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.fastForward(20_000);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByText("Message sent successfully! We will get back to you soon.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  });

  test("a failed send shows SPEC's failure message and keeps what was typed", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500|Failed to load resource/);
    await page.goto("/contact");
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Arjun");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("arjun@example.com");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message. Please try again later.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Hello");
  });

  test("picking an office selects it, scrolls to the map and embeds that office's map", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    await page.goto("/contact");
    const offices = page.getByRole("region", { name: "Visit us in India and Dubai" }).getByRole("button");
    await expect(offices).toHaveCount(6);
    await expect(offices.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("iframe")).toHaveCount(0);
    await offices.filter({ hasText: "Dubai" }).click();
    await expect(offices.filter({ hasText: "Dubai" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: "Find us in Dubai" })).toBeInViewport();
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("title", "Map of the Dubai office");
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(page.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute("href", /mlat=25\./);
  });

  test("the CSP allows exactly OpenStreetMap in frames", async ({ request }) => {
    const policy = (await request.get("/contact")).headers()["content-security-policy"];
    expect(policy).toContain("frame-src https://www.openstreetmap.org;");
  });
});

for (const path of ["/blog", "/careers", "/changelog", "/contact"]) {
  for (const width of [390, 1280]) {
    test(`${path} has no axe violations in light and dark at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}

for (const width of [390, 1280]) {
  test(`a blog post has no axe violations in light and dark at ${width} px`, async ({ page, request }) => {
    const [post] = (await (await request.get("/api/blog?limit=1")).json()) as Array<{ slug: string }>;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/blog/${post?.slug}`);
    await expectNoAxeViolations(page);
  });
}
