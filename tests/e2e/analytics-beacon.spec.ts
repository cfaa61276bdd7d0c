import { ctaBeaconPath } from "../../common/ctas";
import { expect, test } from "./fixtures";

/**
 * A click on a call to action is reported with one first-party beacon (no cookie, ADR 028), on
 * islands pages (the home page) and router pages (the product tour) alike; a browser sending
 * Global Privacy Control sends none.
 */

const isBeacon = (url: string) => new URL(url).pathname === ctaBeaconPath;

for (const [path, name, target] of [
  ["/", "home-hero-schedule-demo", /\/schedule-demo$/],
  ["/product-tour", "tour-schedule-demo", /\/schedule-demo$/],
] as const) {
  test(`clicking ${name} on ${path} sends the beacon, answered 204, and still navigates`, async ({ page, context }) => {
    await page.goto(path);
    // The beacon outlives its page: the click navigates, and the answer may come after the page
    // is gone, when the browser no longer reports it (it did not, on a busy machine). So the test
    // forwards the beacon to the server itself and reads the server's real answer.
    let sentWith: (request: { method: string; body: string }) => void = () => {};
    let answeredWith: (status: number) => void = () => {};
    const sent = new Promise<{ method: string; body: string }>((resolve) => (sentWith = resolve));
    const answered = new Promise<number>((resolve) => (answeredWith = resolve));
    await page.route(
      (url) => isBeacon(url.href),
      async (route) => {
        sentWith({ method: route.request().method(), body: route.request().postData() ?? "" });
        const response = await route.fetch();
        answeredWith(response.status());
        // The page that sent it may have gone by now; nothing is left to answer then.
        await route.fulfill({ response }).catch(() => {});
      },
    );
    await page.locator(`[data-cta="${name}"]`).first().click();
    const request = await sent;
    expect(request.method).toBe("POST");
    expect(JSON.parse(request.body)).toEqual({ cta: name, path });
    expect(await answered).toBe(204);
    await expect(page).toHaveURL(target);
    expect(await context.cookies()).toEqual([]);
  });
}

test("a browser sending Global Privacy Control sends no beacon", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (isBeacon(request.url())) beacons.push(request.url());
  });
  await page.goto("/");
  await page.locator('[data-cta="home-hero-schedule-demo"]').click();
  await expect(page).toHaveURL(/\/schedule-demo$/);
  // The next page's own requests have all been made once it has hydrated; none was a beacon.
  await page.waitForFunction(() => (window as { asterHydrated?: boolean }).asterHydrated === true);
  expect(beacons).toEqual([]);
});
