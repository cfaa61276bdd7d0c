import { randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";

export { expect };

/** Matches a value that ends with `text`: a field's accessible description is its hint, then its error. */
export const endingWith = (text: string): RegExp => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * A suffix no other test, worker or earlier run against the same server has used: each test
 * names the rows it creates with one, so it finds its own and never another worker's.
 */
export const uniqueSuffix = (): string => `${Date.now().toString(36)}${randomInt(36 ** 4).toString(36)}`;

/**
 * `test` for every spec: fails when the page logs an error it was not told to expect, so a
 * hydration mismatch or a broken request cannot pass unnoticed.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  // Pages hydrate only after their first paint (ADR 011), which can come after the load event
  // that goto() and reload() wait for. A test using a control React handles must not race
  // that, so both also wait until the page has hydrated (see `hydrated`). A test asking for
  // `waitUntil: "commit"` wants the page as it arrives, and gets it.
  page: async ({ page }, use) => {
    page.goto = thenHydrated(page, page.goto.bind(page));
    page.reload = thenHydrated(page, page.reload.bind(page));
    await use(page);
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !allowed.some((pattern) => pattern.test(message.text()))) {
          const where = message.location().url;
          errors.push(where ? `${message.text()} (${where})` : message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use((pattern) => allowed.push(pattern));
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Wraps goto() or reload() (their options come last) so they also wait until the page has hydrated. */
function thenHydrated<Args extends unknown[], Result>(
  page: Page,
  navigate: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const response = await navigate(...args);
    const last = args.at(-1);
    const options = typeof last === "object" ? (last as { waitUntil?: string } | null) : undefined;
    if (options?.waitUntil !== "commit") await hydrated(page);
    return response;
  };
}

/**
 * Resolves once React has hydrated the page (app/root.tsx sets `asterHydrated` in an effect).
 * Waiting for hydration to begin is not enough: React replays a click it receives while
 * hydrating, but not typing, so a test that filled a field mid-hydration lost its input now and
 * then. A flag rather than an idle callback: tests with a paused clock never get idle callbacks.
 * Documents that are not pages (no React Router context, no islands) resolve at once. The `page` fixture
 * calls this after goto() and reload(); pages from a context a test opens itself call it directly.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      "asterHydrated" in window ||
      // Not a page: neither React Router's nor an islands page's (ADR 016; its islands' entry sets the flag).
      !("__reactRouterContext" in window || document.querySelector("[data-island]")),
  );
}

/**
 * The e2e admin's session for this worker, per server: signing in hashes the password with argon2id
 * (19 MiB and tens of milliseconds of the server's CPU each), which every back-office test used to
 * do. A worker is one process, so this module's map lives exactly as long as the worker.
 */
const workerSessions = new Map<string, Promise<string>>();

/**
 * Stores the e2e admin's token as the back office does (SPEC: localStorage "token") and returns it.
 * The session is shared by the worker's tests; a test that signs out or ends sessions asks for a
 * `freshSession` of its own, so it never signs out the tests after it.
 */
export async function signInAsAdmin(page: Page, { freshSession = false } = {}): Promise<string> {
  const server = base.info().project.use.baseURL ?? "";
  let session = freshSession ? undefined : workerSessions.get(server);
  if (!session) {
    session = signIn(page);
    if (!freshSession) {
      workerSessions.set(server, session);
      session.catch(() => workerSessions.delete(server));
    }
  }
  const token = await session;
  await page.addInitScript((value) => localStorage.setItem("token", value), token);
  return token;
}

/**
 * A staff member of their own with `role`, created by the e2e admin and signed in in a browser
 * context of their own: the page and the token.
 */
export async function signedInStaff(browser: Browser, page: Page, role: string, prefix: string) {
  const admin = await signInAsAdmin(page);
  const account = { username: `${prefix}-${uniqueSuffix()}`, password: "a colleague's long password", role };
  const created = await page.request.post("/api/admin/users", { headers: { "x-auth-token": admin }, data: account });
  expect(created.status()).toBe(201);
  const login = await page.request.post("/api/auth/login", { data: account });
  const { token } = (await login.json()) as { token: string };
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem("token", value), token);
  return { page: await context.newPage(), token };
}

async function signIn(page: Page): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: e2eAdmin });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * What one call below may add to its test's time: two full axe passes take 3 s on a quiet machine,
 * have taken 8 s beside another browser in CI, and ran past 10 s beside stress-ng. The budget is a
 * hang guard, not a speed target, so it allows ten times the quiet figure. Each call brings its own
 * time, so a test's budget grows with the pages it checks instead of being guessed test by test.
 */
const axeCallMs = 30_000;

/** Runs axe in the current theme and in the other one; both must have no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  base.info().setTimeout(base.info().timeout + axeCallMs);
  // Colour transitions would otherwise be measured half-way through the theme switch.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => {
      document.documentElement.classList.toggle("dark", value === "dark");
      document.documentElement.style.colorScheme = value;
    }, theme);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      // Only violations are read: listing every passing node too made each pass ~15% slower.
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(
      results.violations.map((violation) => ({
        theme,
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
        firstFailure: violation.nodes[0]?.failureSummary,
      })),
    ).toEqual([]);
  }
}
