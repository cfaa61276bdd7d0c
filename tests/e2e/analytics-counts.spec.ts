import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import type { AnalyticsReport } from "../../common/analytics";
import { startBuiltServer } from "../../scripts/built-server";
import { freePort, type MailSink, startMailSink } from "../support/mail-sink";
import { bookableDay } from "./demo-days";
import { hydrated } from "./fixtures";

/**
 * What the analytics must count (ADR 028), played by people in a real browser: three visitors on two kinds of
 * device browse a server of this test's own (the shared e2e servers count every other test's
 * visits too), one arriving from the newsletter, one booking a demo; staff then read the numbers
 * on /admin/analytics. Bots and visitors who send Sec-GPC or DNT browse as well and must not count.
 */
const admin = { username: "analytics-admin", password: "analytics password 0123" };
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const desktopFirefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const test = base;
test.describe.configure({ mode: "serial" });

async function visitor(browser: Browser, origin: string, userAgent: string, headers: Record<string, string> = {}) {
  const context = await browser.newContext({ baseURL: origin, userAgent, extraHTTPHeaders: headers });
  return { context, page: await context.newPage() };
}

/** The verification code the sink received for `email`. */
async function codeFor(sink: MailSink, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const message = sink.messages.find((mail) => JSON.stringify(mail.to).includes(email));
      code = message?.text?.match(/^\s*(\d{6})\s*$/m)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

async function bookDemo(page: Page, sink: MailSink, email: string) {
  await page.clock.install();
  await page.goto("/schedule-demo");
  // A page of this test's own context: goto() does not wait for hydration, and what is typed
  // before it is lost (CI: "Company name is required" after filling it in).
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Request a Personalized Demo", level: 1 })).toBeVisible();
  await page.getByLabel("Company Name").fill("Counted Co");
  await page.getByLabel("Phone Number").fill("+91 98300 00000");
  await page.getByLabel("Work Email").fill(email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.getByLabel("Verification Code").fill(await codeFor(sink, email));
  await expect(page.getByText("Email verified successfully!")).toBeVisible();
  await page.getByLabel("Preferred Date").fill(bookableDay(3));
  await expect(page.getByLabel("Preferred Time")).not.toHaveValue("");
  await page.clock.fastForward(30_000);
  await page.getByRole("button", { name: "Request Demo" }).click();
  await expect(page.getByText("Thank you! Your demo request has been sent successfully.")).toBeVisible();
}

test("staff see what three visitors did: visitors, devices, the newsletter campaign and the demo funnel", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sink = await startMailSink();
  const dataDir = mkdtempSync(join(tmpdir(), "aster-analytics-"));
  const port = await freePort();
  const server = startBuiltServer({
    port,
    dataDir,
    readyTimeoutMs: 90_000,
    env: {
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: sink.url,
      RATE_LIMIT_SCALE: "50",
    },
  });
  const contexts: Array<{ close(): Promise<void> }> = [];
  try {
    await server.ready();
    const origin = server.url;

    // 1. From the newsletter, on a desktop: the home page, then pricing.
    const reader = await visitor(browser, origin, desktopChrome);
    contexts.push(reader.context);
    await reader.page.goto("/?utm_source=newsletter&utm_campaign=november");
    await reader.page.getByRole("link", { name: "Pricing" }).first().click();
    await expect(reader.page).toHaveURL(/\/pricing$/);

    // 2. On a phone: the home page, then the booking form, and away.
    const browserOnPhone = await visitor(browser, origin, phone);
    contexts.push(browserOnPhone.context);
    await browserOnPhone.page.goto("/");
    await browserOnPhone.page.goto("/schedule-demo");

    // 3. On another desktop: books a demo.
    const booker = await visitor(browser, origin, desktopFirefox);
    contexts.push(booker.context);
    await bookDemo(booker.page, sink, "counted@e2e.example");

    // Not counted: a crawler, and people whose browsers ask not to be tracked.
    for (const [agent, headers] of [
      ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", {}],
      [desktopChrome.replace("131", "130"), { "Sec-GPC": "1" }],
      [desktopChrome.replace("131", "129"), { DNT: "1" }],
    ] as const) {
      const other = await visitor(browser, origin, agent, headers);
      contexts.push(other.context);
      await other.page.goto("/");
      await other.page.goto("/schedule-demo");
    }

    // Staff: the report, once the buffered views are written (every 5 s).
    const staff = await visitor(browser, origin, desktopChrome);
    contexts.push(staff.context);
    const login = await staff.page.request.post("/api/auth/login", { data: admin });
    const { token } = (await login.json()) as { token: string };
    let report: AnalyticsReport | undefined;
    await expect
      .poll(
        async () => {
          const answer = await staff.page.request.get("/api/admin/analytics?range=7d", {
            headers: { "x-auth-token": token },
          });
          report = (await answer.json()) as AnalyticsReport;
          return report.funnel.map((step) => step.count);
        },
        { timeout: 30_000 },
      )
      .toEqual([3, 2, 1, 1, 1]);
    if (!report) throw new Error("no report");
    expect(report.totals.visitors.value).toBe(3);
    expect(report.devices.map(({ key, visitors }) => [key, visitors]).sort()).toEqual([
      ["desktop", 2],
      ["mobile", 1],
    ]);
    // The other two came with no campaign (the report's "" row).
    const tagged = (rows: AnalyticsReport["utmSources"]) => rows.filter((row) => row.key !== "");
    expect(tagged(report.utmSources)).toEqual([{ key: "newsletter", views: 1, visitors: 1 }]);
    expect(tagged(report.utmCampaigns)).toEqual([{ key: "november", views: 1, visitors: 1 }]);

    // The page shows the same numbers.
    await staff.page.addInitScript((value) => localStorage.setItem("token", value), token);
    await staff.page.goto("/admin/analytics?range=7d");
    await expect(staff.page.getByTestId("total-visitors")).toHaveText("3");
    await expect(staff.page.getByTestId("total-demos-booked")).toHaveText("1");
    for (const [step, count] of [
      ["visitors", "3"],
      ["schedule_demo_viewed", "2"],
      ["demo_code_sent", "1"],
      ["demo_email_verified", "1"],
      ["demo_booked", "1"],
    ] as const) {
      await expect(staff.page.getByTestId(`funnel-${step}`).getByRole("cell").first()).toHaveText(count);
    }
  } finally {
    for (const context of contexts) await context.close();
    await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
