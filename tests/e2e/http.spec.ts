import { expect, test } from "./fixtures";
import { publicPages, unlistedPages } from "./public-pages";

for (const path of [...publicPages, ...unlistedPages]) {
  test(`HEAD on ${path} answers with its GET headers and no body`, async ({ request }) => {
    // Tried again when it fails: a post's page changes when its views are written (a few seconds
    // after someone, this test included, reads it), which can fall between the GET and the HEAD.
    // A HEAD that never matches its GET still fails.
    await expect(async () => {
      const get = await request.get(path, { headers: { "accept-encoding": "identity" } });
      const head = await request.head(path, { headers: { "accept-encoding": "identity" } });
      expect(head.status()).toBe(get.status());
      expect(head.headers()["content-type"]).toBe("text/html; charset=utf-8");
      for (const name of ["content-type", "etag", "cache-control", "vary", "content-security-policy"]) {
        expect(head.headers()[name], name).toBe(get.headers()[name]);
      }
      expect((await head.body()).length).toBe(0);
    }).toPass({ timeout: 10_000 });
  });
}

test("a repeat visit with If-None-Match gets 304 on pages, whatever the encoding", async ({ request }) => {
  for (const path of ["/", "/pricing", "/features/payroll-finance"]) {
    const first = await request.get(path);
    const etag = first.headers().etag;
    expect(etag, path).toMatch(/^W\/"/);
    expect(first.headers().vary, path).toMatch(/accept-encoding/);
    for (const encoding of ["br", "gzip", "identity"]) {
      const again = await request.get(path, { headers: { "if-none-match": etag ?? "", "accept-encoding": encoding } });
      expect(again.status(), `${path} ${encoding}`).toBe(304);
    }
  }
});

test("pages carry a hash-based CSP with no nonce, and no inline script runs without its hash", async ({
  page,
  request,
}) => {
  const response = await request.get("/pricing");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(policy).not.toContain("nonce");
  const html = await response.text();
  expect(html).not.toMatch(/nonce=/);

  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto("/pricing");
  // Hydration ran: the theme toggle answers, which needs React in the browser.
  const toggle = page.getByRole("button", { name: "Dark theme" }).first();
  const before = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(!before);
  expect(violations).toEqual([]);
});

test("the sign-in form is in the server's HTML and usable before any JavaScript runs", async ({ browser, request }) => {
  const html = await (await request.get("/admin/login")).text();
  expect(html).toContain("Sign in to the back office");
  expect(html).toMatch(/<input[^>]+name="username"/);
  expect(html).toMatch(/<input[^>]+name="password"/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await expect(page.getByLabel("Username")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await context.close();
});
