import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { clientModulesFile, isBackOfficeModule, zodCode } from "../../scripts/client-chunks";
import { expect, test } from "./fixtures";

/**
 * The chunk guard: what each public page downloads, checked module by module against the
 * build's record of which source files went into which chunk (vite.config.ts writes it). It
 * does not trust chunk names: back-office code fails the test in whatever file it lands.
 */
const modulesByChunk: Record<string, string[]> = JSON.parse(readFileSync(clientModulesFile, "utf8"));

async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.add(pathname.slice(1));
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return [...scripts];
}

function modulesIn(scripts: readonly string[]): string[] {
  return scripts.flatMap((script) => {
    const modules = modulesByChunk[script];
    if (!modules) throw new Error(`${script} is not in ${clientModulesFile}: is the build stale?`);
    return modules;
  });
}

test("public pages never load back-office code, in any chunk", async ({ page, request, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(paths.length).toBeGreaterThan(10);
  for (const path of [...paths, "/no-such-page"]) {
    const scripts = await scriptsLoadedBy(page, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(modulesIn(scripts).filter(isBackOfficeModule), path).toEqual([]);
  }
});

test("pages without a form do not download Zod", async ({ page }) => {
  for (const path of ["/", "/features", "/features/payroll-finance", "/pricing"]) {
    const scripts = await scriptsLoadedBy(page, path);
    expect(
      modulesIn(scripts).filter((id) => zodCode.test(id)),
      path,
    ).toEqual([]);
  }
});

test("the back office does load its own code (the guard is looking at the right files)", async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, "/admin/login");
  expect(modulesIn(scripts).some(isBackOfficeModule)).toBe(true);
});
