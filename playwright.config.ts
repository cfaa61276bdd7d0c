import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";

/**
 * End-to-end tests drive Debian's Chromium against the production build (`npm run build`
 * first; `npm test` does). Each run gets an empty data directory, so the seeded plans and the
 * admin below are all there is. Workers inherit the environment, so they share one directory.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "aster-e2e-"));
// Email the app sends lands here as JSON files (tests/support/mail-sink-server.ts).
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), "aster-e2e-mail-"));
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 4326);
const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
export const e2eAdmin = { username: "e2e-admin", password: "e2e password 0123456789" };
/** Seeded into the data directory before the server starts (scripts/fake-data.ts: emails @example.com). */
export const e2eSeededDemoRequests = 1000;

const browser = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  // One server and one database for every test. The back-office specs publish posts, open roles
  // and edit plans, which changes what public pages show; so the public specs run first and see
  // only the seeded content, then the back-office specs run.
  projects: [
    { name: "public", testIgnore: /admin[^/]*\.spec\.ts$/, use: browser },
    { name: "back-office", testMatch: /admin[^/]*\.spec\.ts$/, dependencies: ["public"], use: browser },
  ],
  webServer: [
    {
      command: "npx tsx tests/support/mail-sink-server.ts",
      port: mailPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { MAIL_PORT: String(mailPort), MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      // 1,000 made-up demo requests first (PGlite has one owner, so before the server opens the
      // directory): the demo requests table is tested at a size where paging and sorting matter.
      command: `npx tsx scripts/seed-demo-requests.ts ${e2eSeededDemoRequests} && exec node build/server/index.js`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        // Every test signs in and submits forms from one address, far more often than a person
        // would; the limits themselves are proven by the API tests at scale 1.
        RATE_LIMIT_SCALE: "50",
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_PASSWORD: e2eAdmin.password,
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        SALES_EMAIL: "sales@e2e.example",
      },
    },
  ],
});
