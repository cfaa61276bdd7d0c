/**
 * Debian's Chromium and the flags it needs here: headless as root, and no background network
 * traffic, which this machine's closed network refuses (noisily) at every start.
 */

/** The whole browser: Lighthouse measures what visitors' Chrome does with a page. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell`, the same Blink and V8 as
 * /usr/bin/chromium without the desktop browser around them (what Playwright itself runs for
 * headless tests). Measured on this machine: a new page in 50–100 ms instead of 200–300, a page
 * load 2–3 times faster, and the whole browser suite 12.0 -> 9.2 minutes with nothing else changed.
 */
export const testChromiumPath = process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
