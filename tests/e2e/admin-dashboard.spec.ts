import { readFileSync } from "node:fs";
import type { DashboardSummary } from "../../common/dashboard";
import { clientModulesFile } from "../../scripts/client-chunks";
import { expect, expectNoAxeViolations, signInAsAdmin, test } from "./fixtures";

const modulesByChunk: Record<string, string[]> = JSON.parse(readFileSync(clientModulesFile, "utf8"));
const isChartChunk = (script: string) => (modulesByChunk[script] ?? []).some((id) => /[\\/]recharts[\\/]/.test(id));

test("the dashboard shows SPEC's counts and recent lists, each linking to its record", async ({ page }) => {
  await signInAsAdmin(page);
  // Compared with what the page itself was answered: other workers add and delete plans, posts and
  // openings while this runs, so a count fetched separately can differ either way.
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/admin/dashboard/own-areas" && response.request().method() === "GET",
  );
  await page.goto("/admin/dashboard");
  const summary = (await (await answered).json()) as DashboardSummary;

  const counts = [
    ["users", summary.userCount, "/admin/users"],
    ["blog-posts", summary.blogCount, "/admin/blog"],
    ["job-openings", summary.jobOpeningCount, "/admin/job-openings"],
    ["plans", summary.planCount, "/admin/plans"],
    ["demo-requests", summary.scheduleDemoCount, "/admin/demo-requests"],
    ["subscribers", summary.subscriberCount, "/admin/subscribers"],
  ] as const;
  for (const [id, count, href] of counts) {
    const tile = page.getByTestId(`count-${id}`);
    await expect(tile).toHaveText(count.toLocaleString("en-US"));
    await expect(page.getByRole("link").filter({ has: tile })).toHaveAttribute("href", href);
  }

  const plans = page.getByRole("region", { name: "Recent plans" });
  const plan = summary.recentPlans[0];
  if (!plan) throw new Error("the seed has plans");
  await expect(plans.getByRole("link", { name: plan.name })).toHaveAttribute("href", `/admin/plans/${plan._id}`);
  await expect(plans).toContainText(plan.price);
  const post = summary.recentBlogPosts[0];
  if (post) {
    await expect(
      page.getByRole("region", { name: "Recent blog posts" }).getByRole("link", { name: post.title }),
    ).toHaveAttribute("href", `/admin/blog/${post._id}`);
  }
  const job = summary.recentJobOpenings[0];
  if (job) {
    const jobs = page.getByRole("region", { name: "Recent job openings" });
    await expect(jobs.getByRole("link", { name: job.title }).first()).toHaveAttribute(
      "href",
      `/admin/job-openings/${job._id}`,
    );
    await expect(jobs).toContainText(job.location);
  }
  const user = summary.recentUsers[0];
  if (!user) throw new Error("the e2e admin is a user");
  await expect(
    page.getByRole("region", { name: "Recent users" }).getByRole("link", { name: user.username }),
  ).toHaveAttribute("href", "/admin/users");
  await expect(page.getByRole("region", { name: "Recent demo requests" }).getByRole("listitem")).toHaveCount(
    summary.recentScheduleDemos.length,
  );

  await plans.getByRole("link", { name: plan.name }).click();
  await expect(page).toHaveURL(`/admin/plans/${plan._id}`);
  await expect(page.getByRole("heading", { name: `Edit ${plan.name}` })).toBeVisible();
});

test("the chart loads after the numbers, in its own chunk, with the same numbers as a table", async ({ page }) => {
  const token = await signInAsAdmin(page);
  const { demoRequestsPerWeek } = (await (
    await page.request.get("/api/admin/dashboard", { headers: { "x-auth-token": token } })
  ).json()) as DashboardSummary;
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname.slice(1));
  });
  // Hold the summary: what loads before it answers is the dashboard's first paint.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/admin/dashboard/own-areas", async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("status").filter({ hasText: "Loading the dashboard…" })).toBeVisible();
  expect(scripts.filter(isChartChunk)).toEqual([]);
  release();

  const chart = page.getByTestId("demo-requests-chart");
  await expect(chart).toHaveAttribute("aria-hidden", "true");
  await expect(chart.locator(".recharts-surface")).toBeVisible();
  expect(scripts.filter(isChartChunk)).toHaveLength(1);

  // The table is always there for screen readers; the toggle shows it to everyone.
  const table = page.getByRole("table", { name: "Demo requests per week, oldest first" });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(table.locator("tbody td")).toHaveText(demoRequestsPerWeek.map((week) => String(week.count)));
  await page.getByRole("button", { name: "Show table" }).click();
  await expect(table).toBeVisible();
  await expect(chart).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show chart" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Show chart" }).click();
  await expect(chart).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Error fetching data' when the summary fails, and Try again recovers", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  await signInAsAdmin(page);
  await page.route("**/api/admin/dashboard/own-areas", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("alert")).toHaveText("Error fetching data");
  await page.unrouteAll();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("count-plans")).toHaveText(/^\d+$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("at 390 px the dashboard fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("demo-requests-chart").locator(".recharts-surface")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
