import { chromium, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";

const base = "http://127.0.0.1:4446";
const out = "/tmp/assist-ui-shots";

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
}

async function open(page: Page, path: string) {
  await page.goto(base + path);
  await page.waitForFunction(() => "asterHydrated" in window);
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await page.getByRole("dialog").waitFor();
}

async function ask(page: Page, q: string, kind: string) {
  const input = page.getByRole("textbox", { name: "Your question" });
  await input.fill(q);
  await input.press("Enter");
  await page.locator(`[data-turn="${kind}"]`).last().waitFor({ timeout: 20000 });
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const token = process.env.TOKEN ?? "";
for (const width of [390, 1280]) {
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 800 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await setTheme(page, theme);
    const tag = `${width}-${theme}`;
    await open(page, "/pricing");
    await page.screenshot({ path: `${out}/empty-${tag}.png` });
    await ask(page, "how much dose it cost", "answer");
    await page.screenshot({ path: `${out}/answer-${tag}.png` });
    await ask(page, "zorblax quiffle vorpent", "refusal");
    await page.screenshot({ path: `${out}/refusal-${tag}.png` });
    await page.getByRole("button", { name: "Live Support" }).last().click();
    await page.getByRole("button", { name: "Send to our team" }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/live-support-${tag}.png` });
    if (token) {
      await page.addInitScript((value) => localStorage.setItem("token", value), token);
      await page.goto(`${base}/admin/assistant-questions`);
      await page.getByRole("heading", { name: "Assistant Questions" }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/staff-${tag}.png`, fullPage: true });
      await page.goto(`${base}/admin/assistant-questions?kind=unhelpful&q=nothing-here`);
      await page.getByText("No questions to review").waitFor();
      await page.screenshot({ path: `${out}/staff-empty-${tag}.png` });
    }
    await context.close();
  }
}
await browser.close();
