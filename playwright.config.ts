import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./scripts/chromium";

/**
 * End-to-end tests drive Debian's Chromium against the production build (`npm run build`
 * first; `npm test` does).
 *
 * Two servers, each with an empty data directory of its own: the public specs' server holds only
 * the seeded content (and what visitors submit), the back-office specs' server is the one staff
 * edit. So a post published or a plan added by one spec can never change what a public spec
 * reads, the two projects run side by side, and a failure in one never hides the other's results.
 * Workers inherit the environment, so every worker of a project uses the same directory.
 */
process.env.E2E_PUBLIC_DATA_DIR ??= mkdtempSync(join(tmpdir(), "aster-e2e-public-"));
process.env.E2E_BACK_OFFICE_DATA_DIR ??= mkdtempSync(join(tmpdir(), "aster-e2e-back-office-"));
// Email the apps send lands here as JSON files (tests/support/mail-sink-server.ts); tests find
// their messages by recipient, and every test writes to addresses of its own.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), "aster-e2e-mail-"));
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 4326);
const publicPort = Number(process.env.E2E_PORT ?? 4319);
const backOfficePort = publicPort + 1;
const urlOf = (port: number) => `http://127.0.0.1:${port}`;
/**
 * The back office is opened as localhost: passkeys (WebAuthn) need a domain for their relying
 * party, never an IP address, and a browser counts localhost as a secure origin.
 */
const backOfficeUrlOf = (port: number) => `http://localhost:${port}`;

export const e2eAdmin = { username: "e2e-admin", password: "e2e password 0123456789" };
/** Seeded into the back office's data directory before its server starts (scripts/fake-data.ts: emails @example.com). */
export const e2eSeededDemoRequests = 1000;
/** Confirmed newsletter subscribers seeded the same way (reader-<n>@e2e.example): the newsletter send's list. */
export const e2eNewsletterSubscribers = 3;

const browser = { ...devices["Desktop Chrome"], channel: undefined };

/** One production server on `port` with its own data directory; `before` runs first (PGlite has one owner). */
function e2eServer(port: number, dataDir: string | undefined, before = "", publicUrl = urlOf(port)) {
  return {
    command: `${before}exec node build/server/index.js`,
    url: `${urlOf(port)}/readyz`,
    reuseExistingServer: false,
    // A fresh PGlite directory (initdb, migrations, seed) takes 5–8 s here when quiet, and both
    // servers start at once; 60 s leaves room for a machine busy with something else.
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      // Every test signs in and submits forms from one address, far more often than a person
      // would; the limits themselves are proven by the API tests at scale 1.
      RATE_LIMIT_SCALE: "50",
      DATA_DIR: dataDir ?? "",
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      SALES_EMAIL: "sales@e2e.example",
      PRIVACY_EMAIL: "privacy@e2e.example",
    },
  };
}

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
    trace: "retain-on-failure",
    launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
  },
  projects: [
    { name: "public", testIgnore: /admin[^/]*\.spec\.ts$/, use: { ...browser, baseURL: urlOf(publicPort) } },
    {
      name: "back-office",
      testMatch: /admin[^/]*\.spec\.ts$/,
      use: { ...browser, baseURL: backOfficeUrlOf(backOfficePort) },
    },
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
    e2eServer(publicPort, process.env.E2E_PUBLIC_DATA_DIR),
    // 1,000 made-up demo requests: the demo requests table is tested at a size where paging and sorting matter.
    e2eServer(
      backOfficePort,
      process.env.E2E_BACK_OFFICE_DATA_DIR,
      `npx tsx scripts/seed-demo-requests.ts ${e2eSeededDemoRequests} && npx tsx scripts/seed-newsletter-subscribers.ts ${e2eNewsletterSubscribers} && `,
      backOfficeUrlOf(backOfficePort),
    ),
  ],
});
