/**
 * The pages the Nu HTML Checker reads in nu-html.spec.ts: the pages issues 26 and 27 add. A new page joins
 * with one line here.
 */
export const nuCheckedPages: readonly string[] = [
  "/security",
  "/terms",
  "/cookies",
  "/gdpr",
  "/press",
  "/help",
  "/status",
  "/sitemap",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
];
