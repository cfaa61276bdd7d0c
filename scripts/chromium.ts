/**
 * Debian's Chromium and the flags it needs here: headless as root, and no background network
 * traffic, which this machine's closed network refuses (noisily) at every start.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
